import { type ExpressionBuilder, Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { Stage } from '../../src/auth/staff-account.entity.js';
import { REVIEW } from '@shared/statuses.js';
import type { Database } from '../../src/database/database-schema.js';
import { inRound, type MemberTables } from '../../src/judging/round-members.js';
import { createTestDatabase, type TestDatabase } from '../support/test-database.js';

interface RecipeColumns {
  is_complete: boolean;
  is_approved: number;
  is_2nd_complete: boolean;
}
interface ContestantColumns {
  is_active: boolean;
  is_finalist: boolean;
}
type Combinations = Database & { r: RecipeColumns; u: ContestantColumns };

const BOOLEANS = sql`unnest(array[true, false])`;
const REVIEWS = sql`unnest(array[${sql.join(Object.values(REVIEW).map((value) => sql.lit(value)))}]::int[])`;

// The round counters' triggers decide membership in SQL (`round_member`, written in a migration); every read model
// uses the Kysely rule. Both are asked about every combination of the columns, so each condition is flipped alone.
describe('who belongs to a round', () => {
  let database: TestDatabase;
  let pool: pg.Pool;
  let db: Kysely<Combinations>;

  beforeAll(async () => {
    database = await createTestDatabase();
    pool = new pg.Pool({ connectionString: database.url, max: 1 });
    db = new Kysely<Combinations>({ dialect: new PostgresDialect({ pool }) });
  });

  afterAll(async () => {
    await db.destroy();
    await database.drop();
  });

  it.each<Stage>(['first', 'second'])(
    'the SQL of the %s round counters agrees with the rule every reader uses',
    async (stage) => {
      const rows = await db
        .selectFrom(
          sql<RecipeColumns>`(select c as is_complete, a as is_approved, s as is_2nd_complete
            from ${BOOLEANS} c, ${REVIEWS} a, ${BOOLEANS} s)`.as('r'),
        )
        .crossJoin(
          sql<ContestantColumns>`(select a as is_active, f as is_finalist
            from ${BOOLEANS} a, ${BOOLEANS} f)`.as('u'),
        )
        .select((eb) => [
          sql<boolean>`${inRound(stage)(eb as unknown as ExpressionBuilder<MemberTables, 'r' | 'u'>)}`.as(
            'by_rule',
          ),
          sql<boolean>`round_member(${stage}, r.is_complete, r.is_approved, r.is_2nd_complete, u.is_active,
            u.is_finalist)`.as('by_sql'),
        ])
        .execute();

      expect(rows).toHaveLength(2 * 3 * 2 * 2 * 2);
      expect(rows.filter((row) => row.by_rule !== row.by_sql)).toEqual([]);
      // Both answers occur, so the agreement is not two constants.
      expect(new Set(rows.map((row) => row.by_rule))).toEqual(new Set([true, false]));
    },
  );
});
