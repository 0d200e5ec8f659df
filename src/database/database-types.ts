import { MikroORM } from '@mikro-orm/postgresql';
import { Kysely } from 'kysely';
import { format, resolveConfig } from 'prettier';
import { ormConfig } from './mikro-orm.config.js';

/** The Kysely types generated from the migrated schema (`npm run db:types`); database-schema.ts narrows them. */
export const GENERATED_TYPES_FILE = 'src/database/database.generated.ts';

/** What node-postgres answers through MikroORM's connection, which keeps timestamps as the server's text. */
const TYPE_MAPPING = { timestamp: 'string', timestamptz: 'string', date: 'string' };

/** Applies every migration to the empty database at `url`. */
export async function migrateScratchDatabase(url: string): Promise<void> {
  const config = ormConfig(url, { min: 0, max: 1 });
  const orm = await MikroORM.init({ ...config, migrations: { ...config.migrations, silent: true } });
  try {
    await orm.migrator.up();
  } finally {
    await orm.close();
  }
}

/** The source of GENERATED_TYPES_FILE for the migrated database at `url`, formatted as the repository formats it. */
export async function generateDatabaseTypes(url: string): Promise<string> {
  // Loaded here, once kysely is: this CommonJS package requires it, which jest refuses inside a cycle of imports.
  const { generate, PostgresDialect } = await import('kysely-codegen');
  const dialect = new PostgresDialect();
  const db = new Kysely<unknown>({ dialect: await dialect.createKyselyDialect({ connectionString: url }) });
  try {
    const source = await generate({
      db,
      dialect,
      outFile: null,
      excludePattern: 'mikro_orm_migrations',
      typeMapping: TYPE_MAPPING,
      typeOnlyImports: true,
    });
    return await format(source, {
      ...(await resolveConfig(GENERATED_TYPES_FILE)),
      filepath: GENERATED_TYPES_FILE,
    });
  } finally {
    await db.destroy();
  }
}
