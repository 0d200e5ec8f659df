import type { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import { allowLongStatements } from './bounded-client.js';

/** Any fixed number, the same in every copy of the app: the key of the advisory lock that migrations run under. */
const MIGRATION_LOCK = 727_100_001;

/**
 * Applies pending migrations; the app does this on start, so a deploy needs no separate step. Several copies starting
 * at once (docs/deployment.md) take turns on a session-level advisory lock, held on a connection of its own: the
 * first applies the migrations, the others then find nothing left to apply. Ending that connection releases the lock,
 * even if the process dies.
 */
export async function migrate(
  orm: Pick<MikroORM, 'migrator' | 'config' | 'em'>,
  /** `only`: apply just these (a restore first recreates the schema its backup was made at). */
  options: { only?: readonly string[] } = {},
): Promise<string[]> {
  const lock = new pg.Client({ connectionString: orm.config.get('clientUrl') });
  await lock.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    // All in one transaction (as `allOrNothing` would), without the web app's statement timeout: a migration may
    // rewrite or index a large table.
    const applied = await orm.em.fork().transactional(async (em) => {
      await allowLongStatements(em, 0);
      return orm.migrator.up({
        transaction: em.getTransactionContext(),
        ...(options.only ? { migrations: [...options.only] } : {}),
      });
    });
    return applied.map((migration) => migration.name);
  } finally {
    await lock.end();
  }
}
