// What is next, in words: "Submissions close in 3 days", then hours and minutes in the last day. Pure, shared by the
// server (the first paint of the landing page and the editor) and the pages (which keep it current).

/** The deadlines a countdown names; their order is the contest's. */
export type DeadlineKind =
  'submissions_open' | 'submissions_close' | 'first_round_close' | 'final_round_close';

/** What happens at each deadline, as the countdown's subject and verb. */
export const DEADLINE_WORDS: Record<DeadlineKind, { coming: string; passed: string }> = {
  submissions_open: { coming: 'Submissions open', passed: 'Submissions are open' },
  submissions_close: { coming: 'Submissions close', passed: 'Submissions are closed' },
  first_round_close: { coming: 'First-round voting closes', passed: 'First-round voting is closed' },
  final_round_close: { coming: 'Final-round voting closes', passed: 'Final-round voting is closed' },
};

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const count = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/**
 * The time left, in words: whole days while two or more remain ('3 days'), then '1 day and 5 hours', then hours and
 * minutes ('5 hours and 12 minutes', '45 minutes'), then 'less than a minute'. Always rounded down, so a countdown
 * never promises more time than there is.
 */
export function timeLeft(ms: number): string {
  if (ms >= 2 * DAY) return count(Math.floor(ms / DAY), 'day');
  if (ms >= DAY) {
    const hours = Math.floor((ms - DAY) / HOUR);
    return hours === 0 ? '1 day' : `1 day and ${count(hours, 'hour')}`;
  }
  const hours = Math.floor(ms / HOUR);
  const minutes = Math.floor((ms % HOUR) / MINUTE);
  if (hours === 0) return minutes === 0 ? 'less than a minute' : count(minutes, 'minute');
  return minutes === 0 ? count(hours, 'hour') : `${count(hours, 'hour')} and ${count(minutes, 'minute')}`;
}

/** 'Submissions close in 3 days'; once the time has come, 'Submissions are closed'. */
export function countdownText(kind: DeadlineKind, at: Date | number | string, now: Date | number): string {
  const ms = new Date(at).getTime() - new Date(now).getTime();
  return ms > 0 ? `${DEADLINE_WORDS[kind].coming} in ${timeLeft(ms)}` : DEADLINE_WORDS[kind].passed;
}

/**
 * When the words change next (milliseconds from now): at the next whole minute of the time left in the last day,
 * the next whole hour of the day before, the next whole day before that. A page sets one timer for it.
 */
export function nextChangeIn(at: Date | number | string, now: Date | number): number {
  const ms = new Date(at).getTime() - new Date(now).getTime();
  if (ms <= 0) return Infinity;
  const step = ms >= 2 * DAY ? DAY : ms >= DAY ? HOUR : MINUTE;
  return ms % step === 0 ? step : ms % step;
}

/**
 * A countdown as the pages get it. `text` is the server's words at `now`, so the first paint (server-rendered or not)
 * says the same thing everywhere; the page then keeps it current from its own clock, corrected by the difference
 * between `now` and the browser's time when the page arrived.
 */
export interface CountdownProps {
  kind: DeadlineKind;
  /** The deadline (ISO). */
  at: string;
  /** The server's time when the props were built (ISO). */
  now: string;
  text: string;
  /** The deadline in the contest's time zone: 'Friday, March 14, 2025 at 11:59 PM EDT'. */
  when: string;
}
