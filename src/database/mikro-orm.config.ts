import { defineConfig, type Options } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import { ReflectMetadataProvider } from '@mikro-orm/decorators/legacy';
import type { DatabaseTimeouts } from '../config/app-config.js';
import { boundedPoolOptions } from './bounded-client.js';
// The one import up out of database: the ORM must know every module's entities, and that list belongs to the app.
import { ENTITIES } from '../entities.js';
import { MIGRATIONS } from '../../migrations/index.js';

/**
 * The one ORM configuration, for the app, the command line, the tests and the migration generator. `timeouts` bound
 * the wait for a pooled connection and for each statement (the web app); without them, no bound (the command line's
 * backups and imports may run long).
 */
export function ormConfig(
  clientUrl: string,
  pool: { min: number; max: number } = { min: 0, max: 4 },
  timeouts?: DatabaseTimeouts,
): Options {
  return defineConfig({
    clientUrl,
    entities: ENTITIES,
    metadataProvider: ReflectMetadataProvider,
    extensions: [Migrator],
    pool: { ...pool, idleTimeoutMillis: 10_000 },
    // Options of the pg pool itself (MikroORM's `pool` takes only sizes and the idle timeout).
    ...(timeouts ? { driverOptions: boundedPoolOptions(timeouts) } : {}),
    migrations: {
      tableName: 'mikro_orm_migrations',
      path: 'migrations',
      pathTs: 'migrations',
      migrationsList: MIGRATIONS,
      transactional: true,
      allOrNothing: true,
      snapshot: false,
      emit: 'ts',
      silent: process.env.NODE_ENV === 'test',
    },
    // Entities are loaded explicitly per use case; a forgotten populate must fail loudly rather than lazy-load in a loop.
    // The session store's table and the trigger-kept vote standings are not entities, and the standings' triggers
    // and functions are hand-written (Migration20261124000000): generated migrations must leave them alone. So are
    // the judges' assignments and their setting (Migration20261124120000), and the trigger-kept round sizes and judges'
    // counts (Migration20261124130000), the results' inputs version (Migration20261127000000) and the deleted
    // standings (Migration20261127060000).
    schemaGenerator: {
      skipTables: [
        'sessions',
        'vote_standings',
        'vote_standings_gone',
        'judge_assignments',
        'assignment_settings',
        'round_sizes',
        'judge_round_votes',
        'results_inputs',
      ],
      ignoreTriggers: true,
      ignoreRoutines: true,
    },
    // A mistyped DATABASE_URL must fail, not quietly create an empty database.
    ensureDatabase: false,
    forceUndefined: false,
    ignoreUndefinedInQuery: true,
    debug: process.env.DB_DEBUG === 'true',
    allowGlobalContext: false,
  });
}
