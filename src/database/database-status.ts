import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import type pg from 'pg';
import { isDatabaseUnavailable } from './database-unavailable.js';

/** How long the readiness check waits for the database's answer. */
export const READY_WITHIN_MS = 1500;
/** While the database is away, how often it is asked whether it answers again. */
const RECHECK_MS = 1000;

/** Whether `work` settles successfully within `ms` (its later failure is swallowed). */
async function settlesWithin(work: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolveLate) => {
    timer = setTimeout(() => resolveLate(false), ms);
  });
  try {
    return await Promise.race([
      work.then(
        () => true,
        () => false,
      ),
      late,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Whether the database answers, as this process last saw it: away from a failure that says it did not answer (see
 * isDatabaseUnavailable) until a `select 1` answers again, which is asked every second meanwhile. Public pages read
 * it to serve their last good version at once rather than wait for a database that is away.
 */
@Injectable()
export class DatabaseStatus implements OnApplicationShutdown {
  private readonly logger = new Logger('Database');
  private awaySince: number | null = null;
  private recheck: NodeJS.Timeout | null = null;
  private closed = false;

  constructor(private readonly em: EntityManager) {}

  get away(): boolean {
    return this.awaySince !== null;
  }

  /** Notes a failed database call; answers whether it means the database is away. */
  failed(error: unknown): boolean {
    if (!isDatabaseUnavailable(error)) return false;
    this.markAway(error instanceof Error ? error.message : String(error));
    return true;
  }

  /** The readiness check: `select 1` answered within `ms`, on a connection of the app's own pool. */
  async answersWithin(ms = READY_WITHIN_MS): Promise<boolean> {
    const answered = await settlesWithin(this.selectOne(ms), ms);
    if (answered) this.markBack();
    else this.markAway(`no answer to select 1 within ${ms} ms`);
    return answered;
  }

  onApplicationShutdown(): void {
    this.closed = true;
    if (this.recheck) clearTimeout(this.recheck);
    this.recheck = null;
  }

  private async selectOne(ms: number): Promise<void> {
    const pool = await this.em.getConnection().getNativeClient();
    // The query's own bound too: a connection whose query times out is closed rather than kept waiting.
    await pool.query({ text: 'select 1', query_timeout: ms } as pg.QueryConfig);
  }

  private markAway(reason: string): void {
    if (this.awaySince === null) {
      this.awaySince = Date.now();
      this.logger.warn(
        `The database does not answer (${reason}); public pages are served as they last were.`,
      );
    }
    this.scheduleRecheck();
  }

  private markBack(): void {
    if (this.awaySince === null) return;
    // A warning too, so that it shows beside the one that said the database was away (production logs warnings up).
    this.logger.warn(
      `The database answers again, after ${((Date.now() - this.awaySince) / 1000).toFixed(1)} s.`,
    );
    this.awaySince = null;
  }

  private scheduleRecheck(): void {
    if (this.recheck || this.closed) return;
    this.recheck = setTimeout(() => {
      void this.answersWithin().then(() => {
        this.recheck = null;
        if (this.away) this.scheduleRecheck();
      });
    }, RECHECK_MS);
    this.recheck.unref();
  }
}
