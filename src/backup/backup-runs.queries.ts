import type { EntityManager } from '@mikro-orm/postgresql';
import { kysely } from '../database/database-schema.js';
import type { LastBackup } from '../observability/metrics.js';

/** PostgreSQL's "relation does not exist". */
const UNDEFINED_TABLE = '42P01';

function isMissingTable(error: unknown): boolean {
  const seen = new Set<unknown>();
  for (let current = error; current && !seen.has(current); current = (current as { cause?: unknown }).cause) {
    seen.add(current);
    if ((current as { code?: unknown }).code === UNDEFINED_TABLE) return true;
  }
  return false;
}

/**
 * The backups' record as the metrics gauge reads it: when the last successful run finished. A database whose schema
 * predates `backup_runs` (the app started against it before migrating, a restore in progress) reads as "not set up"
 * rather than failing the scrape.
 */
export class BackupRunsQueries {
  constructor(private readonly em: EntityManager) {}

  async lastBackup(): Promise<LastBackup> {
    try {
      const row = await kysely(this.em.fork())
        .selectFrom('backup_runs')
        .select((eb) => eb.fn.max('finished_at').as('finished_at'))
        .where('status', '=', 'ok')
        .executeTakeFirst();
      return row?.finished_at ? { finishedAt: new Date(row.finished_at) } : 'none';
    } catch (error) {
      if (isMissingTable(error)) return 'not-set-up';
      throw error;
    }
  }
}
