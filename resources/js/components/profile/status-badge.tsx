import clsx from 'clsx';
import type { AuthorizationBadgeProps } from '@/types';

// Specification section 4: waiting yellow, rejected red, approved green.
const TONES: Record<AuthorizationBadgeProps['status'], { badge: string; dot: string; tone: string }> = {
  0: { badge: 'bg-yellow text-ink ring-yellow-deep', dot: 'bg-ink/70', tone: 'yellow' },
  1: { badge: 'bg-danger-soft text-danger ring-danger/30', dot: 'bg-danger', tone: 'red' },
  2: { badge: 'bg-green-50 text-green-800 ring-green-700/30', dot: 'bg-green-600', tone: 'green' },
};

/** Where a company employee's supervisor approval stands. */
export function StatusBadge({ status, label, className }: AuthorizationBadgeProps & { className?: string }) {
  const tone = TONES[status];
  return (
    <span
      className={clsx(
        'inline-flex items-center gap-2 rounded-full px-3.5 py-1.5 text-sm font-semibold whitespace-nowrap ring-1 ring-inset',
        tone.badge,
        className,
      )}
      data-testid="status-badge"
      data-tone={tone.tone}
    >
      <span aria-hidden="true" className={clsx('size-2 rounded-full', tone.dot)} />
      {label}
    </span>
  );
}
