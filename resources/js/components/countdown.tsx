import clsx from 'clsx';
import { ClockIcon } from '@/components/ui/icons';
import { useCountdown } from '@/hooks/use-countdown';
import type { CountdownProps } from '@/types';

interface Props {
  countdown: CountdownProps;
  /** dark: on the landing page's intro; light: on a white page. */
  tone: 'dark' | 'light';
  /** Runs once when the deadline comes (the page reloads its props). */
  onPassed?: () => void;
  className?: string;
}

/**
 * What is next, and when: 'Submissions close in 3 days' above the date in the contest's time zone. The words are a
 * polite live region only in the last hour, so a screen reader is not told every minute of three days.
 */
export function Countdown({ countdown, tone, onPassed, className }: Props) {
  const text = useCountdown(countdown, onPassed) ?? countdown.text;
  const lastHour = Date.parse(countdown.at) - Date.parse(countdown.now) < 60 * 60 * 1000;
  return (
    <div
      className={clsx(
        'inline-flex max-w-full items-center gap-3 rounded-2xl border px-4 py-3',
        tone === 'dark'
          ? 'border-white/15 bg-white/10 text-white'
          : 'border-sand bg-white text-ink shadow-sm',
        className,
      )}
      data-testid="countdown"
      data-kind={countdown.kind}
    >
      <span
        aria-hidden="true"
        className={clsx(
          'flex size-9 shrink-0 items-center justify-center rounded-full',
          'bg-yellow text-ink',
        )}
      >
        <ClockIcon className="size-5" />
      </span>
      <span className="min-w-0">
        <span
          className="block text-base leading-snug font-semibold"
          data-testid="countdown-text"
          aria-live={lastHour ? 'polite' : 'off'}
        >
          {text}
        </span>
        <time
          dateTime={countdown.at}
          className={clsx('block text-sm', tone === 'dark' ? 'text-white/70' : 'text-muted')}
          data-testid="countdown-when"
        >
          {countdown.when}
        </time>
      </span>
    </div>
  );
}
