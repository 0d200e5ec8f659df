import { Inject, Injectable } from '@nestjs/common';
import { PeriodicJob } from '../common/periodic-job.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { BackupService, type ScheduledOutcome } from './backup.service.js';

/** The contest's time zone, read at each check: backups run at 3:00 on the contest's clock. */
export type BackupTimeZone = () => Promise<string>;
export const BACKUP_TIME_ZONE = Symbol('BACKUP_TIME_ZONE');

/** How often a process asks whether tonight's backup is due: it starts at most this late after 3:00. */
export const BACKUP_CHECK_EVERY_MS = 5 * 60_000;

/**
 * The nightly backup, when BACKUP_DIR is set. Every copy of the app checks every five minutes (and at start, so a
 * night missed while the app was down is made up when it comes back); the first to find it due takes the backup lock
 * and runs it, the others find it busy or done. Shutting down stops a backup in flight between two parts: it is
 * recorded as failed, and tried again an hour later like any failed one.
 */
@Injectable()
export class BackupJob extends PeriodicJob {
  private readonly stopping = new AbortController();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly backups: BackupService,
    @Inject(BACKUP_TIME_ZONE) private readonly timeZone: BackupTimeZone,
  ) {
    super(BACKUP_CHECK_EVERY_MS, 'The backup schedule could not be checked');
  }

  protected override enabled(): boolean {
    return this.config.backup.dir !== null;
  }

  protected pass(): Promise<ScheduledOutcome> {
    return this.runIfDue();
  }

  /** One check, and the backup when it is due (tests call it with a set clock). */
  async runIfDue(): Promise<ScheduledOutcome> {
    return this.backups.runScheduled(await this.timeZone(), this.stopping.signal);
  }

  override async onModuleDestroy(): Promise<void> {
    this.stopping.abort(new Error('The app stopped during the backup.'));
    await super.onModuleDestroy();
  }
}
