import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { PeriodicJob } from '../common/periodic-job.js';
import { type DeadlinesPass, DeadlinesService } from './deadlines.service.js';

/**
 * Every thirty seconds (and once at start) a pass of the deadlines: the dates that came are written down and
 * audited, and due reminders are mailed. The pages and checks do not wait for it (ContestSettingsService applies a
 * date the moment it comes); thirty seconds is how late a reminder or the log entry may be. Every copy of the app
 * runs it, like the expired-tokens job; the pass's row lock makes the copies take turns.
 */
export const DEADLINES_EVERY_MS = 30_000;

@Injectable()
export class DeadlinesJob extends PeriodicJob {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly deadlines: DeadlinesService,
  ) {
    super(DEADLINES_EVERY_MS, 'The deadlines pass failed');
  }

  protected override enabled(): boolean {
    return this.config.deadlinesJob;
  }

  protected pass(): Promise<DeadlinesPass> {
    return this.deadlines.run();
  }

  protected override describe(pass: DeadlinesPass): Record<string, unknown> | null {
    const { applied, contestantsReminded, judgesReminded } = pass;
    if (applied.length + contestantsReminded.length + judgesReminded.length === 0) return null;
    return {
      applied,
      contestantsReminded: contestantsReminded.length,
      judgesReminded: judgesReminded.length,
    };
  }
}
