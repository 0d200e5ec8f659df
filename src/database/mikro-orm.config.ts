import { defineConfig, type Options } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import { ReflectMetadataProvider } from '@mikro-orm/decorators/legacy';
import { ENTITIES } from './entities.js';
import { MIGRATIONS } from '../../migrations/index.js';

/** The one ORM configuration, for the app, the command line, the tests and the migration generator. */
export function ormConfig(
  clientUrl: string,
  pool: { min: number; max: number } = { min: 0, max: 4 },
): Options {
  return defineConfig({
    clientUrl,
    entities: ENTITIES,
    metadataProvider: ReflectMetadataProvider,
    extensions: [Migrator],
    pool: { ...pool, idleTimeoutMillis: 10_000 },
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
