import { Injectable } from '@nestjs/common';
import { Clock } from '../common/clock.js';
import { DatabaseStatus } from '../database/database-status.js';
import { LastGood } from '../database/last-good.js';
import type { Transaction } from '../database/unit-of-work.js';
import { applyDeadlines, dueDeadlines } from './contest-schedule.js';
import type { ContestSettings } from './contest-settings.entity.js';
import { ContestSettingsRepository } from './contest-settings.repository.js';

const CACHE_MS = 2000;

/**
 * The running edition's settings. Read on every page, so kept for two seconds: a change made on another copy of
 * the app shows within that time, and a burst of visits costs one query.
 *
 * What readers get has the contest's dates applied at the clock's time: a date that has come changes the phase and
 * the round flags the instant it comes, whether or not the deadlines job has written it down yet, so a save or a vote
 * one second after its deadline is refused on every copy of the app.
 */
@Injectable()
export class ContestSettingsService {
  /** The read in flight or done: visits arriving while it runs share it (and so get the same object). */
  private cached: { value: Promise<ContestSettings>; at: number } | null = null;
  /** The stored row with the due dates applied, kept while the same dates are due (pages reuse it by identity). */
  private scheduled: { stored: ContestSettings; due: number; value: ContestSettings } | null = null;

  /** The settings last read, for what is only shown (see forDisplay). */
  private readonly lastRead: LastGood<'settings', ContestSettings>;

  constructor(
    private readonly settings: ContestSettingsRepository,
    private readonly clock: Clock,
    database: DatabaseStatus,
  ) {
    this.lastRead = new LastGood(database);
  }

  async current(): Promise<ContestSettings> {
    return this.withSchedule(await this.stored());
  }

  /**
   * The settings for what a page only shows (its shared props, the public pages): `current()`, or while the
   * database is away the settings last read, with the dates due by now applied. Rules keep to `current()`.
   */
  async forDisplay(): Promise<ContestSettings> {
    return this.withSchedule(await this.lastRead.get('settings', () => this.stored()));
  }

  /**
   * `settings` as they stand at the clock's time: the same object when no date has come since the schedule was last
   * applied (the usual case), else a read-only copy with the phase and rounds the due dates set.
   */
  withSchedule(settings: ContestSettings): ContestSettings {
    const due = dueDeadlines(settings, settings.scheduleAppliedAt, this.clock.now());
    if (due.length === 0) return settings;
    const kept = this.scheduled;
    if (kept?.stored === settings && kept.due === due.length) return kept.value;
    // A copy, not a change to the cached row: that row is what the database holds, and the job writes the change.
    const value = Object.assign(
      Object.create(Object.getPrototypeOf(settings) as object) as ContestSettings,
      settings,
      applyDeadlines(settings, due),
    );
    this.scheduled = { stored: settings, due: due.length, value };
    return value;
  }

  forget(): void {
    this.cached = null;
  }

  /**
   * The stored row in the caller's transaction, locked until it ends: whoever changes the settings takes this lock
   * first, so two changes run one after the other.
   */
  lockForChange(tx: Transaction): Promise<ContestSettings> {
    return this.settings.in(tx).findForUpdate();
  }

  private stored(): Promise<ContestSettings> {
    const cached = this.cached;
    if (cached && Date.now() - cached.at < CACHE_MS) return cached.value;
    const value = this.settings.findStoredDetached();
    const entry = { value, at: Date.now() };
    this.cached = entry;
    // A failed read is not kept: the next visit tries again.
    value.catch(() => {
      if (this.cached === entry) this.cached = null;
    });
    return value;
  }
}
