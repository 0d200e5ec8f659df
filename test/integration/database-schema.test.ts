import { readFileSync } from 'node:fs';
import { generateDatabaseTypes, GENERATED_TYPES_FILE } from '../../src/database/database-types.js';
import { createTestDatabase, type TestDatabase } from '../support/test-database.js';

// The typed SQL of the read models (`*.queries.ts`) trusts the committed generated types: they must be what the
// migrations make today, on this server too, so a migration committed without `npm run db:types` fails here.
describe('the generated Kysely types', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
  });

  afterAll(async () => {
    await database.drop();
  });

  it('are those of the migrated database, table for table and column for column', async () => {
    expect(await generateDatabaseTypes(database.url)).toBe(readFileSync(GENERATED_TYPES_FILE, 'utf8'));
  });
});
