import { InjectRepository } from '@mikro-orm/nestjs';
import { MikroORM, TableNotFoundException } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { mkdir, readdir, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import pg from 'pg';
import { Clock } from '../common/clock.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { FileStore } from '../storage/file-store.js';
import { messageOf } from './backup-archive.js';
import { BackupRun, type BackupKind } from './backup-run.entity.js';
import type { BackupRunRepository } from './backup-run.repository.js';
import { archivesToRemove, backupFileName, isBackupDue } from './backup-schedule.js';
import { SPOOL_PREFIX, writeBackup, type WrittenBackup } from './backup-writer.js';

/** Any fixed number, the same in every copy of the app: the advisory lock one backup at a time holds. */
const BACKUP_LOCK = 727_100_002;

/** Another backup (the schedule's, or one by hand) holds the lock. */
export class BackupBusyError extends Error {
  constructor() {
    super(
      'Another backup is running (the nightly one or one started by hand); try again when it has finished.',
    );
    this.name = 'BackupBusyError';
  }
}

export interface BackUpOptions {
  file: string;
  kind: BackupKind;
  log?: (message: string) => void;
  /** Checked once the lock is held: the schedule's "still due", since another process may have just finished. */
  onlyIf?: () => Promise<boolean>;
  /** Stops the backup between two parts (the app is shutting down); the run is recorded as failed. */
  signal?: AbortSignal;
}

export type ScheduledOutcome = 'off' | 'not-due' | 'busy' | 'done' | 'failed';

/** What the dashboard shows: whether backups are scheduled, the newest run, and the newest run that succeeded. */
export interface BackupStatus {
  configured: boolean;
  latest: BackupRun | null;
  latestOk: BackupRun | null;
}

const firstLine = (error: unknown): string => messageOf(error).split('\n')[0].slice(0, 500);

/**
 * Backups of the database and the stored files (docs/decisions.md, "Backups"): one at a time across every copy of the
 * app (a session-level advisory lock on the backup's own connection, released when it ends, even if the process
 * dies), each recorded in `backup_runs`. The command line's `backup` and the nightly schedule both come here.
 */
@Injectable()
export class BackupService {
  private readonly logger = new Logger(BackupService.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly orm: MikroORM,
    @InjectRepository(BackupRun) private readonly backupRuns: BackupRunRepository,
    private readonly store: FileStore,
    private readonly clock: Clock,
  ) {}

  /** A dated name for an archive taken now. */
  fileName(): string {
    return backupFileName(this.clock.now());
  }

  /** Writes one archive at `file` (gzip unless it ends in `.tar`); answers null when `onlyIf` said no. */
  async backUp(options: BackUpOptions): Promise<WrittenBackup | null> {
    const client = new pg.Client({ connectionString: this.orm.config.get('clientUrl') });
    client.on('error', () => undefined);
    await client.connect();
    try {
      const { rows } = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [
        BACKUP_LOCK,
      ]);
      if (!rows[0].locked) throw new BackupBusyError();
      await this.clearInterrupted(dirname(options.file));
      if (options.onlyIf && !(await options.onlyIf())) return null;
      const run = await this.record(options.kind, options.file);
      try {
        await mkdir(dirname(options.file), { recursive: true });
        options.signal?.throwIfAborted();
        const written = await writeBackup({
          client,
          store: this.store,
          storageDriver: this.config.fileStore.driver,
          file: options.file,
          now: this.clock.now(),
          log: options.log,
          signal: options.signal,
        });
        await this.finish(run, { status: 'ok', bytes: written.bytes });
        return written;
      } catch (error) {
        await this.finish(run, { status: 'failed', error: firstLine(error) });
        throw error;
      }
    } finally {
      await client.end().catch(() => undefined);
    }
  }

  /**
   * The nightly backup, when due in the contest's time zone (3:00 there) and no other process has taken it: into
   * BACKUP_DIR, then the archives beyond BACKUP_KEEP are removed. A failure is logged as an error and recorded, and
   * the dashboard shows it; it is tried again an hour later.
   */
  async runScheduled(timeZone: string, signal?: AbortSignal): Promise<ScheduledOutcome> {
    const dir = this.config.backup.dir;
    if (!dir) return 'off';
    const due = async () =>
      isBackupDue(this.clock.now(), timeZone, await this.runs().findLatestOfKind('scheduled'));
    if (!(await due())) return 'not-due';
    const file = join(dir, backupFileName(this.clock.now()));
    try {
      const written = await this.backUp({ file, kind: 'scheduled', onlyIf: due, signal });
      if (!written) return 'not-due';
      await this.prune(dir);
      this.logger.log(`Backed up to ${written.file} (${written.bytes} bytes)`);
      return 'done';
    } catch (error) {
      if (error instanceof BackupBusyError) return 'busy';
      this.logger.error(`The nightly backup failed: ${firstLine(error)}`);
      return 'failed';
    }
  }

  async status(): Promise<BackupStatus> {
    const configured = this.config.backup.dir !== null;
    try {
      const runs = this.runs();
      return { configured, latest: await runs.findLatest(), latestOk: await runs.findLatestOk() };
    } catch (error) {
      // A database that predates the backup runs (the command line does not migrate before a backup).
      if (error instanceof TableNotFoundException) return { configured, latest: null, latestOk: null };
      throw error;
    }
  }

  private runs(): BackupRunRepository {
    return this.backupRuns.fresh();
  }

  /** Removes the archives of `dir` beyond the newest BACKUP_KEEP; other files there are left alone. */
  private async prune(dir: string): Promise<void> {
    for (const name of archivesToRemove(await readdir(dir), this.config.backup.keep)) {
      await rm(join(dir, name), { force: true });
      this.logger.log(`Removed the old backup ${name}`);
    }
  }

  /**
   * With the lock held, no backup is running: a run still marked running was cut off (its process died), and the
   * partial archive and spool folders in the target folder are its leftovers.
   */
  private async clearInterrupted(dir: string): Promise<void> {
    try {
      const runs = this.runs();
      for (const run of await runs.findRunning()) {
        run.status = 'failed';
        run.finishedAt = this.clock.now();
        run.error = 'Interrupted: the process running it stopped before it finished.';
      }
      await runs.flush();
    } catch (error) {
      if (!(error instanceof TableNotFoundException)) throw error;
    }
    let names: string[];
    try {
      names = await readdir(dir);
    } catch {
      return;
    }
    for (const name of names) {
      if (name.startsWith(SPOOL_PREFIX) || (name.endsWith('.partial') && name.startsWith('recipe-contest-')))
        await rm(join(dir, name), { recursive: true, force: true });
    }
  }

  /** The run's row, written as it starts; null on a database that predates the table (then nothing is recorded). */
  private async record(kind: BackupKind, file: string): Promise<BackupRun | null> {
    try {
      const runs = this.runs();
      const run = runs.create({ kind, status: 'running', startedAt: this.clock.now(), file });
      await runs.flush();
      return run;
    } catch (error) {
      if (error instanceof TableNotFoundException) return null;
      throw error;
    }
  }

  private async finish(
    run: BackupRun | null,
    outcome: { status: 'ok'; bytes: number } | { status: 'failed'; error: string },
  ): Promise<void> {
    if (!run) return;
    const runs = this.runs();
    const row = await runs.findOneOrFail({ id: run.id });
    row.status = outcome.status;
    row.finishedAt = this.clock.now();
    if (outcome.status === 'ok') row.bytes = outcome.bytes;
    else row.error = outcome.error;
    await runs
      .flush()
      .catch((error: unknown) =>
        this.logger.error(`Could not record the backup's outcome: ${firstLine(error)}`),
      );
  }
}
