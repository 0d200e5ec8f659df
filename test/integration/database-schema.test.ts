import pg from 'pg';
import { DATABASE_COLUMNS } from '../../src/database/database-schema.js';
import { createTestDatabase, type TestDatabase } from '../support/test-database.js';

// The typed SQL of the read models (`*.queries.ts`) trusts the hand-written `Database` interface: it must name the
// tables, views and columns the migrations make, no more and no fewer.
describe('the Database interface of the typed SQL', () => {
  let database: TestDatabase;
  let client: pg.Client;

  beforeAll(async () => {
    database = await createTestDatabase();
    client = new pg.Client({ connectionString: database.url });
    await client.connect();
  });

  afterAll(async () => {
    await client.end();
    await database.drop();
  });

  it('lists every table and view of the migrated database with exactly its columns', async () => {
    const { rows } = await client.query<{ table_name: string; column_name: string }>(
      `select table_name, column_name from information_schema.columns
       where table_schema = 'public' and table_name <> 'mikro_orm_migrations'
`,
    );
    const actual: Record<string, string[]> = {};
    for (const row of rows) (actual[row.table_name] ??= []).push(row.column_name);
    for (const columns of Object.values(actual)) columns.sort();
    const declared = Object.fromEntries(
      Object.entries(DATABASE_COLUMNS).map(([table, columns]) => [table, [...columns].sort()]),
    );
    expect(declared).toEqual(actual);
  });
});
