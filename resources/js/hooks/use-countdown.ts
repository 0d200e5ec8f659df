import { useEffect, useRef, useState } from 'react';
import type { CountdownProps } from '@/types';
import { countdownText, nextChangeIn } from '@shared/countdown';

/** setTimeout's ceiling (about 24.8 days); a longer wait is taken in steps. */
const MAX_TIMEOUT = 2 ** 31 - 1;

/**
 * The countdown's words, kept current. The first render uses the server's time (the server render and hydration
 * agree); then the page counts from its own clock, corrected by the difference between the server's `now` and the
 * browser's clock when the props arrived, so a wrong clock on the visitor's computer does not move the deadline.
 * One timer, set for the moment the words change next (the minute, hour or day). `onPassed` runs once the deadline
 * has come (the page then reloads its props: the phase has changed on the server too).
 */
export function useCountdown(countdown: CountdownProps | null, onPassed?: () => void): string | null {
  // null until the first tick: the server's `now` is the time of the first paint.
  const [now, setNow] = useState<number | null>(null);
  const passed = useRef(onPassed);
  /** The deadline `onPassed` ran for: once per deadline, even if the reloaded props still name it. */
  const passedFor = useRef<string | null>(null);
  useEffect(() => {
    passed.current = onPassed;
  });

  const kind = countdown?.kind;
  const at = countdown?.at;
  const serverNow = countdown?.now;
  useEffect(() => {
    if (!kind || !at || !serverNow) return;
    const skew = Date.parse(serverNow) - Date.now();
    let timer: number | undefined;
    const tick = () => {
      const current = Date.now() + skew;
      setNow(current);
      const wait = nextChangeIn(at, current);
      if (wait === Infinity) {
        if (passedFor.current !== at) {
          passedFor.current = at;
          passed.current?.();
        }
        return;
      }
      // A few milliseconds past the change, so the words shown are the new ones.
      timer = window.setTimeout(tick, Math.min(wait + 20, MAX_TIMEOUT));
    };
    timer = window.setTimeout(tick, 0);
    return () => window.clearTimeout(timer);
  }, [kind, at, serverNow]);

  if (!countdown) return null;
  return countdownText(countdown.kind, countdown.at, now ?? Date.parse(countdown.now));
}
