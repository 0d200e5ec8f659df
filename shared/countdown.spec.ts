import { countdownText, nextChangeIn, timeLeft } from './countdown.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('countdown', () => {
  it('says days while two or more remain, then a day and hours, then hours and minutes', () => {
    expect(timeLeft(3 * DAY + 5 * HOUR)).toBe('3 days');
    expect(timeLeft(2 * DAY)).toBe('2 days');
    expect(timeLeft(DAY + 5 * HOUR + 59 * MINUTE)).toBe('1 day and 5 hours');
    expect(timeLeft(DAY + 30 * MINUTE)).toBe('1 day');
    expect(timeLeft(5 * HOUR + 12 * MINUTE + 30_000)).toBe('5 hours and 12 minutes');
    expect(timeLeft(HOUR + MINUTE)).toBe('1 hour and 1 minute');
    expect(timeLeft(2 * HOUR)).toBe('2 hours');
    expect(timeLeft(45 * MINUTE)).toBe('45 minutes');
    expect(timeLeft(59_000)).toBe('less than a minute');
  });

  it('names the deadline, and says when it has come', () => {
    const at = new Date('2025-03-15T04:00:00Z');
    expect(countdownText('submissions_close', at, at.getTime() - 3 * DAY)).toBe(
      'Submissions close in 3 days',
    );
    expect(countdownText('submissions_open', at, at.getTime() - 90 * MINUTE)).toBe(
      'Submissions open in 1 hour and 30 minutes',
    );
    expect(countdownText('submissions_close', at, at)).toBe('Submissions are closed');
  });

  it('wakes the page when the words change next', () => {
    const at = 10 * DAY;
    expect(nextChangeIn(at, at - (3 * DAY + 5 * HOUR))).toBe(5 * HOUR);
    expect(nextChangeIn(at, at - (5 * HOUR + 12 * MINUTE + 30_000))).toBe(30_000);
    expect(nextChangeIn(at, at - 2 * DAY)).toBe(DAY);
    expect(nextChangeIn(at, at)).toBe(Infinity);
  });
});
