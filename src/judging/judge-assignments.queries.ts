import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import {
  type Expression,
  type ExpressionBuilder,
  type ExpressionWrapper,
  type QueryCreator,
  type RawBuilder,
  type SqlBool,
  sql,
} from 'kysely';
import { countAll, type Database, kysely } from '../database/database-schema.js';
import { staffFullName } from '@shared/people.js';
import { inRound, roundMembers } from './round-members.js';
import { type AssignmentChange, type AssignmentState, conflictKey } from './assignment-plan.js';

type Tables = Database & {
  r: Database['recipes'];
  u: Database['users'];
  a: Database['judge_assignments'];
  v: Database['votes'];
};

/** The first round's recipes (the round that assignment is for). */
function firstRound(db: QueryCreator<Database>) {
  return roundMembers(db, 'first');
}

/** The round's order: by submission, then id (the key of recipes_first_round_order_index). */
const submissionOrder = (eb: ExpressionBuilder<Tables, 'r'>): RawBuilder<string> =>
  sql<string>`coalesce(${eb.ref('r.submitted_at')}, 'infinity'::timestamptz)`;

/** A vote of the first round with its scores, by the assigned judge on the assigned recipe (alias `a`). */
function voted(eb: ExpressionBuilder<Tables, 'a'>): ExpressionWrapper<Tables, 'a', SqlBool> {
  return eb.exists(
    eb
      .selectFrom('votes as v')
      .select(eb.lit(1).as('one'))
      .whereRef('v.judge_id', '=', 'a.judge_id')
      .whereRef('v.recipe_id', '=', 'a.recipe_id')
      .where('v.stage', '=', sql.lit('first'))
      .where('v.creativity', 'is not', null),
  );
}

/** The enabled judges of the first round (table `judges`, unaliased). */
const onFirstPanel = (eb: ExpressionBuilder<Database, 'judges'>): Expression<SqlBool> =>
  eb.and([eb.ref('judges.is_active'), eb('judges.stage', '=', sql.lit('first'))]);

export interface AssignedRecipeRow {
  recipeId: number;
  name: string;
  voted: boolean;
}

export interface AssignedJudgeRow {
  judgeId: number;
  name: string;
  email: string;
  isActive: boolean;
  onPanel: boolean;
  voted: boolean;
}

export interface AssignmentSummary {
  assignments: number;
  /** Recipes of the round with fewer than N judges of the panel (or votes). */
  recipesShort: number;
  /** The panel's fewest and most assigned recipes. */
  minLoad: number;
  maxLoad: number;
  panel: number;
  recipes: number;
}

/**
 * The judges' assignments (issue 15, part 5; tables of Migration20261124120000): the setting, the state a plan
 * needs (a few set-based reads), the plan's writes (one statement each way), and what the admin pages and the
 * results show. Every write runs in the caller's transaction after `lock`, so two plans never interleave.
 */
@Injectable()
export class JudgeAssignmentsQueries {
  constructor(private readonly em: EntityManager) {}

  /** N, or null while assignment is off. */
  async perRecipe(em: EntityManager = this.em): Promise<number | null> {
    const row = await kysely(em)
      .selectFrom('assignment_settings')
      .select('judges_per_recipe')
      .where('id', '=', 1)
      .executeTakeFirst();
    return row?.judges_per_recipe ?? null;
  }

  async setPerRecipe(tx: EntityManager, perRecipe: number | null): Promise<void> {
    await kysely(tx)
      .insertInto('assignment_settings')
      .values({ id: 1, judges_per_recipe: perRecipe, updated_at: sql<string>`now()` })
      .onConflict((conflict) =>
        conflict.column('id').doUpdateSet((eb) => ({
          judges_per_recipe: eb.ref('excluded.judges_per_recipe'),
          updated_at: sql<string>`now()`,
        })),
      )
      .execute();
  }

  /** One plan at a time (an approval, a rebalance, a changed setting; other app copies included). */
  async lock(tx: EntityManager): Promise<void> {
    // A function called for its effect: no table to build the query on.
    await sql`select pg_advisory_xact_lock(hashtext('judge_assignments'))`.execute(kysely(tx));
  }

  async state(tx: EntityManager, perRecipe: number): Promise<AssignmentState> {
    const db = kysely(tx);
    const recipes = await firstRound(db)
      .select(['r.id', 'r.user_id'])
      .orderBy(submissionOrder)
      .orderBy('r.id')
      .execute();
    const judges = await db.selectFrom('judges').select('id').where(onFirstPanel).orderBy('id').execute();
    const conflicts = await db
      .selectFrom('judge_conflict_pairs')
      .select(['judge_id', 'user_id'])
      .distinct()
      .execute();
    const current = await db
      .selectFrom('judge_assignments as a')
      .select((eb) => ['a.judge_id', 'a.recipe_id', voted(eb).$castTo<boolean>().as('voted')])
      .execute();
    return {
      recipes: recipes.map((row) => ({ id: row.id, contestantId: row.user_id })),
      judges: judges.map((row) => row.id),
      conflicts: new Set(conflicts.map((row) => conflictKey(row.judge_id, row.user_id))),
      current: current.map((row) => ({ judgeId: row.judge_id, recipeId: row.recipe_id, voted: row.voted })),
      perRecipe,
    };
  }

  async apply(tx: EntityManager, change: AssignmentChange): Promise<void> {
    const db = kysely(tx);
    if (change.remove.length > 0) {
      const judgeIds = change.remove.map((pair) => pair.judgeId);
      const recipeIds = change.remove.map((pair) => pair.recipeId);
      // Raw SQL: Kysely has no typed form for a set-returning function with a column list (`gone(judge_id, …)`).
      await sql`delete from judge_assignments a using unnest(${judgeIds}::int[], ${recipeIds}::int[]) as gone(judge_id, recipe_id)
         where a.judge_id = gone.judge_id and a.recipe_id = gone.recipe_id`.execute(db);
    }
    if (change.add.length > 0) {
      const judgeIds = change.add.map((pair) => pair.judgeId);
      const recipeIds = change.add.map((pair) => pair.recipeId);
      await db
        .insertInto('judge_assignments')
        .columns(['judge_id', 'recipe_id'])
        .expression(sql`select * from unnest(${judgeIds}::int[], ${recipeIds}::int[])`)
        .onConflict((conflict) => conflict.doNothing())
        .execute();
    }
  }

  /** A judge's assigned recipes of the round, in its order, for the judge's form. */
  async recipesOf(judgeId: number): Promise<AssignedRecipeRow[]> {
    const rows = await firstRound(kysely(this.em))
      .select((eb) => [
        'r.id',
        'r.name',
        eb
          .exists(
            eb
              .selectFrom('votes as v')
              .select(eb.lit(1).as('one'))
              .where('v.judge_id', '=', judgeId)
              .whereRef('v.recipe_id', '=', 'r.id')
              .where('v.stage', '=', sql.lit('first'))
              .where('v.creativity', 'is not', null),
          )
          .$castTo<boolean>()
          .as('voted'),
      ])
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('judge_assignments as a')
            .select(eb.lit(1).as('one'))
            .where('a.judge_id', '=', judgeId)
            .whereRef('a.recipe_id', '=', 'r.id'),
        ),
      )
      .orderBy(submissionOrder)
      .orderBy('r.id')
      .execute();
    return rows.map((row) => ({ recipeId: row.id, name: row.name, voted: row.voted }));
  }

  /** A recipe's assigned judges, for its review page. */
  async judgesOf(recipeId: number): Promise<AssignedJudgeRow[]> {
    const rows = await kysely(this.em)
      .selectFrom('judge_assignments as a')
      .innerJoin('judges as j', 'j.id', 'a.judge_id')
      .select((eb) => [
        'a.judge_id',
        'j.name',
        'j.lastname',
        'j.email',
        'j.is_active',
        eb
          .and([eb.ref('j.is_active'), eb('j.stage', '=', sql.lit('first'))])
          .$castTo<boolean>()
          .as('on_panel'),
        voted(eb).$castTo<boolean>().as('voted'),
      ])
      .where('a.recipe_id', '=', recipeId)
      .orderBy('j.lastname')
      .orderBy('j.name')
      .orderBy('j.id')
      .execute();
    return rows.map((row) => ({
      judgeId: row.judge_id,
      name: staffFullName(row.name, row.lastname),
      email: row.email,
      isActive: row.is_active,
      onPanel: row.on_panel,
      voted: row.voted,
    }));
  }

  /**
   * For the results: each recipe's assigned judges and how many of them voted, and each judge's assigned recipes
   * of the round. One pass over the assignments (N per recipe), each vote looked up by its key.
   */
  async roundCounts(): Promise<{
    recipes: Map<number, { assigned: number; voted: number }>;
    judges: Map<number, number>;
  }> {
    const rows = await kysely(this.em)
      .selectFrom('judge_assignments as a')
      .innerJoin('recipes as r', 'r.id', 'a.recipe_id')
      .innerJoin('users as u', 'u.id', 'r.user_id')
      .select((eb) => ['a.judge_id', 'a.recipe_id', voted(eb).$castTo<boolean>().as('voted')])
      .where(inRound('first'))
      .execute();
    const recipes = new Map<number, { assigned: number; voted: number }>();
    const judges = new Map<number, number>();
    for (const row of rows) {
      const own = recipes.get(row.recipe_id) ?? { assigned: 0, voted: 0 };
      own.assigned += 1;
      if (row.voted) own.voted += 1;
      recipes.set(row.recipe_id, own);
      judges.set(row.judge_id, (judges.get(row.judge_id) ?? 0) + 1);
    }
    return { recipes, judges };
  }

  /** What the settings card tells the admin: the assignments, recipes short of judges, the panel's loads. */
  async summary(perRecipe: number): Promise<AssignmentSummary> {
    const row = await kysely(this.em)
      .with('round', (db) => firstRound(db).select('r.id'))
      .with('panel', (db) => db.selectFrom('judges').select('judges.id').where(onFirstPanel))
      .with('counted', (db) =>
        db
          .selectFrom('judge_assignments as a')
          .select(['a.recipe_id', 'a.judge_id'])
          .where('a.recipe_id', 'in', db.selectFrom('round').select('round.id'))
          .where((eb) =>
            eb.or([eb('a.judge_id', 'in', eb.selectFrom('panel').select('panel.id')), voted(eb)]),
          ),
      )
      .with('loads', (db) =>
        db
          .selectFrom('panel as p')
          .leftJoin('counted as c', 'c.judge_id', 'p.id')
          .select((eb) => ['p.id', eb.cast<number>(eb.fn.count('c.recipe_id'), 'integer').as('load')])
          .groupBy('p.id'),
      )
      .selectNoFrom((eb) => {
        /** The number of rows of one of the tables above, as a column of the answer. */
        const rowsOf = (table: 'counted' | 'panel' | 'round') =>
          eb
            .selectFrom(table)
            .select((inner) => countAll(inner).as('count'))
            .$asScalar()
            .$notNull();
        return [
          rowsOf('counted').as('assignments'),
          eb
            .selectFrom('round as r')
            .select((inner) => countAll(inner).as('count'))
            .where(
              (inner) =>
                inner
                  .selectFrom('counted as c')
                  .select(inner.fn.countAll().as('count'))
                  .whereRef('c.recipe_id', '=', 'r.id'),
              '<',
              perRecipe,
            )
            .$asScalar()
            .$notNull()
            .as('short'),
          eb.fn
            .coalesce(
              eb.selectFrom('loads').select((inner) => inner.fn.min('load').as('min')),
              eb.lit(0),
            )
            .as('min_load'),
          eb.fn
            .coalesce(
              eb.selectFrom('loads').select((inner) => inner.fn.max('load').as('max')),
              eb.lit(0),
            )
            .as('max_load'),
          rowsOf('panel').as('panel'),
          rowsOf('round').as('recipes'),
        ];
      })
      .executeTakeFirstOrThrow();
    return {
      assignments: row.assignments,
      recipesShort: row.short,
      minLoad: row.min_load,
      maxLoad: row.max_load,
      panel: row.panel,
      recipes: row.recipes,
    };
  }
}
