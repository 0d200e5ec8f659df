// The deadlines that keep themselves, as pure rules: which dates have come since the schedule was
// last applied, what each one changes, and what is next. ContestSettingsService applies them when it reads the
// settings (so every check is exact to the second), and the deadlines job writes them down and audits them.

import { type CountdownProps, countdownText, type DeadlineKind } from '@shared/countdown.js';
import { formatInZone } from '@shared/time-zone.js';
import type { ContestPhaseValue } from './contest-settings.entity.js';

export type { DeadlineKind };

/** The four dates of the settings; each may be unset. */
export interface ScheduleDates {
  submissionsOpenAt: Date | null;
  submissionsCloseAt: Date | null;
  firstRoundClosesAt: Date | null;
  finalRoundClosesAt: Date | null;
}

/** What the dates change: the phase and the two rounds' open flags. */
export interface ScheduledState {
  phase: ContestPhaseValue;
  firstRoundOpen: boolean;
  secondRoundOpen: boolean;
}

/** The dates in the contest's order; a deadline's place breaks ties between dates set to the same instant. */
export const DEADLINES: ReadonlyArray<{ kind: DeadlineKind; field: keyof ScheduleDates }> = [
  { kind: 'submissions_open', field: 'submissionsOpenAt' },
  { kind: 'submissions_close', field: 'submissionsCloseAt' },
  { kind: 'first_round_close', field: 'firstRoundClosesAt' },
  { kind: 'final_round_close', field: 'finalRoundClosesAt' },
];

/**
 * What each date does. Submissions opening opens the window; closing it closes the window and opens the first round
 * (judging starts when the entries are in); each round's date closes it. The final round has no opening date: the
 * team opens it once the finalists are chosen and have sent their final version.
 */
export const DEADLINE_EFFECTS: Record<DeadlineKind, Partial<ScheduledState>> = {
  submissions_open: { phase: 'open' },
  submissions_close: { phase: 'closed', firstRoundOpen: true },
  first_round_close: { firstRoundOpen: false },
  final_round_close: { secondRoundOpen: false },
};

export interface DueDeadline {
  kind: DeadlineKind;
  at: Date;
}

/**
 * The dates that came after `since` (the last time the schedule was applied, or an admin saved the settings) and
 * not after `now`, oldest first. A date at or before `since` has been applied or overruled by a manual change: it
 * never applies again, which is how a manual change wins until the next date.
 */
export function dueDeadlines(dates: ScheduleDates, since: Date, now: Date): DueDeadline[] {
  return DEADLINES.flatMap(({ kind, field }) => {
    const at = dates[field];
    return at && at > since && at <= now ? [{ kind, at }] : [];
  }).sort((a, b) => a.at.getTime() - b.at.getTime());
}

/** The state after the due dates, applied in order. */
export function applyDeadlines(state: ScheduledState, due: readonly DueDeadline[]): ScheduledState {
  return due.reduce<ScheduledState>((current, { kind }) => ({ ...current, ...DEADLINE_EFFECTS[kind] }), {
    phase: state.phase,
    firstRoundOpen: state.firstRoundOpen,
    secondRoundOpen: state.secondRoundOpen,
  });
}

/** The next date of `kind` still to come, or null. */
export function upcoming(dates: ScheduleDates, kind: DeadlineKind, now: Date): Date | null {
  const field = DEADLINES.find((deadline) => deadline.kind === kind)!.field;
  const at = dates[field];
  return at && at > now ? at : null;
}

/**
 * What the public and the contestants wait for in this phase: the opening while the contest is coming soon, the
 * close while it is open. Nothing otherwise (a manual phase that the dates do not lead to shows no countdown).
 */
export function submissionsDeadline(
  phase: ContestPhaseValue,
  dates: ScheduleDates,
  now: Date,
): DueDeadline | null {
  const kind: DeadlineKind | null =
    phase === 'coming_soon' ? 'submissions_open' : phase === 'open' ? 'submissions_close' : null;
  if (!kind) return null;
  const at = upcoming(dates, kind, now);
  return at ? { kind, at } : null;
}

/** The countdown to `deadline` for a page, with the deadline written in the contest's time zone. */
export function toCountdownProps(deadline: DueDeadline, now: Date, timeZone: string): CountdownProps {
  return {
    kind: deadline.kind,
    at: deadline.at.toISOString(),
    now: now.toISOString(),
    text: countdownText(deadline.kind, deadline.at, now),
    when: formatInZone(deadline.at, timeZone),
  };
}
