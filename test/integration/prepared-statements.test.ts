import { MikroORM, type EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { kysely } from '../../src/database/database-schema.js';
import { ormConfig } from '../../src/database/mikro-orm.config.js';
import {
  preparedFirst,
  preparedOne,
  preparedRows,
  preparedTemplateOne,
  preparedTemplateRows,
} from '../../src/database/prepared-statements.js';
import { createTestDatabase, type TestDatabase } from '../support/test-database.js';

// The hot statements of the judges' round run as named prepared statements (src/database/prepared-statements.ts):
// planned once per connection, answering what the same query answers unprepared, and inside a transaction on the
// transaction's own connection.

describe('prepared statements', () => {
  let database: TestDatabase;
  let orm: MikroORM;
  let em: EntityManager;

  beforeAll(async () => {
    database = await createTestDatabase();
    // One connection: what one statement prepared, the next one on the pool sees.
    orm = await MikroORM.init(ormConfig(database.url, { min: 0, max: 1 }));
    em = orm.em.fork();
  });

  afterAll(async () => {
    await orm.close(true);
    await database.drop();
  });

  const domainsLike = (pattern: string) =>
    kysely(em)
      .selectFrom('whitelisted_domains')
      .select(['domain', 'is_active'])
      .where('domain', 'like', pattern)
      .orderBy('domain');

  const preparedOnConnection = () =>
    preparedRows(
      em,
      kysely(em)
        .selectFrom(sql<{ name: string; statement: string }>`pg_prepared_statements`.as('p'))
        .select(['p.name', 'p.statement']),
    );

  it('answers what the unprepared query answers, for each set of values, from one statement', async () => {
    await kysely(em)
      .insertInto('whitelisted_domains')
      .values([
        { domain: 'alpha.example', is_active: true, created_at: sql`now()`, updated_at: sql`now()` },
        { domain: 'beta.example', is_active: false, created_at: sql`now()`, updated_at: sql`now()` },
        { domain: 'gamma.test', is_active: true, created_at: sql`now()`, updated_at: sql`now()` },
      ])
      .execute();

    for (const pattern of [
      '%.example',
      '%.test',
      '%.none',
      '%.example',
      '%.test',
      '%.example',
      '%.example',
    ]) {
      expect(await preparedRows(em, domainsLike(pattern))).toEqual(await domainsLike(pattern).execute());
    }
    expect(await preparedFirst(em, domainsLike('%.none'))).toBeUndefined();
    expect(await preparedOne(em, domainsLike('gamma%'))).toEqual({ domain: 'gamma.test', is_active: true });

    const text = domainsLike('').compile().sql;
    const statements = await preparedOnConnection();
    expect(statements.filter((row) => row.statement === text)).toHaveLength(1);
    expect(statements.find((row) => row.statement === text)?.name).toMatch(/^rc_/);
  });

  it('runs on the transaction’s connection inside a transaction: it sees its uncommitted rows, and prepares nothing', async () => {
    const byDomain = (tx: EntityManager) =>
      kysely(tx).selectFrom('whitelisted_domains').select('domain').where('domain', '=', 'delta.example');
    await expect(
      em.transactional(async (tx) => {
        await kysely(tx)
          .insertInto('whitelisted_domains')
          .values({
            domain: 'delta.example',
            is_active: true,
            created_at: sql`now()`,
            updated_at: sql`now()`,
          })
          .execute();
        expect(await preparedRows(tx, byDomain(tx))).toEqual([{ domain: 'delta.example' }]);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    // The pool's one connection ran the transaction: a statement prepared there would be listed now.
    const text = byDomain(em).compile().sql;
    expect((await preparedOnConnection()).some((row) => row.statement === text)).toBe(false);
    expect(await preparedRows(em, byDomain(em))).toEqual([]);
    expect((await preparedOnConnection()).some((row) => row.statement === text)).toBe(true);
  });

  describe('templates', () => {
    const byActivity = (active: boolean, pattern: string) =>
      preparedTemplateRows(
        em,
        'test.byActivity',
        { ordered: true },
        [active, pattern] as [boolean, string],
        (db, active: boolean, pattern: string) =>
          db
            .selectFrom('whitelisted_domains')
            .select('domain')
            .where('is_active', '=', active)
            .where('domain', 'like', pattern)
            .orderBy('domain'),
      );

    it('puts each call’s values in the statement built once, never the first call’s', async () => {
      expect(await byActivity(true, '%.example')).toEqual([{ domain: 'alpha.example' }]);
      expect(await byActivity(false, '%.example')).toEqual([{ domain: 'beta.example' }]);
      expect(await byActivity(true, '%.test')).toEqual([{ domain: 'gamma.test' }]);
      expect(await byActivity(true, '%')).toEqual([{ domain: 'alpha.example' }, { domain: 'gamma.test' }]);
      // Another shape is another statement.
      const count = await preparedTemplateOne(em, 'test.count', { active: true }, ['%'], (db, pattern) =>
        db
          .selectFrom('whitelisted_domains')
          .select((eb) => eb.fn.countAll<string>().as('count'))
          .where('is_active', '=', true)
          .where('domain', 'like', pattern),
      );
      expect(Number(count.count)).toBe(2);
    });

    it('refuses a value the query uses other than as a parameter, rather than keeping it in the statement', async () => {
      await expect(
        preparedTemplateRows(em, 'test.literal', null, [3], (db, limit) =>
          db.selectFrom('whitelisted_domains').select('domain').limit(Math.floor(limit)),
        ),
      ).rejects.toThrow('test.literal: value 0 is not a parameter of the query');
    });
  });
});
