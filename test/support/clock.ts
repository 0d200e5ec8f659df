import { Clock } from '../../src/common/clock.js';

/**
 * The app's clock, set by the test: `startTestApp({ override: (m) => m.overrideProvider(Clock).useValue(clock) })`,
 * then `clock.set(...)` or `clock.advance(...)` to move across a deadline without sleeping.
 */
export class SettableClock extends Clock {
  private current: Date;

  constructor(start: Date = new Date()) {
    super();
    this.current = new Date(start);
  }

  override now(): Date {
    return new Date(this.current);
  }

  set(at: Date | number): void {
    this.current = new Date(at);
  }

  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
}

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
