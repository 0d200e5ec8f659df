import { Clock } from '../../src/common/clock.js';

/**
 * The app's clock, set by the test: `startTestApp({ override: (m) => m.overrideProvider(Clock).useValue(clock) })`,
 * then `clock.set(...)` or `clock.advance(...)` to move across a deadline without sleeping.
 */
export class SettableClock extends Clock {
  private current: Date;
  /** When running: the real time at which `current` was set; the clock then moves on with real time. */
  private since: number | null = null;

  constructor(start: Date = new Date()) {
    super();
    this.current = new Date(start);
  }

  override now(): Date {
    const moved = this.since === null ? 0 : Date.now() - this.since;
    return new Date(this.current.getTime() + moved);
  }

  /** Stops the clock at `at`; with `running`, it goes on from there at the real pace (browser tests, whose pages tick). */
  set(at: Date | number, options: { running?: boolean } = {}): void {
    this.current = new Date(at);
    this.since = options.running ? Date.now() : null;
  }

  advance(ms: number): void {
    this.set(this.now().getTime() + ms, { running: this.since !== null });
  }
}

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
