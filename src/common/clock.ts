import { Injectable } from '@nestjs/common';

/**
 * The one clock of the contest's deadlines: the phase and rounds that change by themselves, the countdowns, the
 * refusals after a deadline and the reminders all read the time here, so a test sets it (`SettableClock` in
 * test/support) and moves it across a deadline instead of sleeping. Provided app-wide by ClockModule.
 */
@Injectable()
export class Clock {
  now(): Date {
    return new Date();
  }
}
