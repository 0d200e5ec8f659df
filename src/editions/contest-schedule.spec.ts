import { applyDeadlines, dueDeadlines, submissionsDeadline } from './contest-schedule.js';

const at = (hour: number) => new Date(Date.UTC(2025, 2, 1, hour));
const dates = {
  submissionsOpenAt: at(1),
  submissionsCloseAt: at(2),
  firstRoundClosesAt: at(3),
  finalRoundClosesAt: at(4),
};
const start = { phase: 'coming_soon' as const, firstRoundOpen: false, secondRoundOpen: true };

describe('contest-schedule', () => {
  it('applies the dates that came since the last pass, in order', () => {
    const due = dueDeadlines(dates, at(0), new Date(at(2).getTime()));
    expect(due.map((deadline) => deadline.kind)).toEqual(['submissions_open', 'submissions_close']);
    expect(applyDeadlines(start, due)).toEqual({
      phase: 'closed',
      firstRoundOpen: true,
      secondRoundOpen: true,
    });
    const all = dueDeadlines(dates, at(0), at(5));
    expect(applyDeadlines(start, all)).toEqual({
      phase: 'closed',
      firstRoundOpen: false,
      secondRoundOpen: false,
    });
  });

  it('never applies a date again once it is at or before the last pass (a manual change wins)', () => {
    expect(dueDeadlines(dates, at(2), at(2))).toEqual([]);
    expect(dueDeadlines(dates, at(2), at(3)).map((deadline) => deadline.kind)).toEqual(['first_round_close']);
  });

  it('counts down to the opening while coming soon and to the close while open', () => {
    expect(submissionsDeadline('coming_soon', dates, at(0))?.kind).toBe('submissions_open');
    expect(submissionsDeadline('open', dates, at(1))?.kind).toBe('submissions_close');
    expect(submissionsDeadline('open', dates, at(2))).toBeNull();
    expect(submissionsDeadline('closed', dates, at(0))).toBeNull();
  });
});
