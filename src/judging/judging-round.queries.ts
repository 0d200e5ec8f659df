import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import {
  type Expression,
  type ExpressionBuilder,
  type Kysely,
  type RawBuilder,
  type SqlBool,
  sql,
} from 'kysely';
import { countAll, type Database, kysely } from '../database/database-schema.js';
import {
  ONE_ROW,
  preparedFirst,
  preparedRows,
  preparedTemplateOne,
  preparedTemplateRows,
} from '../database/prepared-statements.js';
import type { Stage } from '../auth/staff-account.entity.js';
import { Recipe } from '../recipes/recipe.entity.js';
import { costStanding, type CostStanding, type ListFilter } from '@shared/judging/judging-rules.js';
import { CONTESTANT_IN_ROUND, inRound, RECIPE_IN_ROUND, roundMembers } from './round-members.js';

/** The tables the round's SQL names: recipes `r`, their contestants `u`, the judge's votes `v`. */
type RoundTables = Database & { r: Database['recipes']; u: Database['users']; v: Database['votes'] };
type OnRecipe = ExpressionBuilder<RoundTables, 'r'>;
type Condition<E> = (eb: E) => Expression<SqlBool>;

/**
 * The round's recipes read from the order's partial index alone (`r` only): the recipe's part of the membership, and
 * the contestant's as "not one of the contestants who cannot be in the round" (disabled, or not a finalist), a hashed
 * set of narrow users rows, instead of a join per recipe that made the planner read the recipes' 15 MB heap.
 */
const indexedMembers =
  (stage: Stage): Condition<OnRecipe> =>
  (eb) =>
    eb.and([
      RECIPE_IN_ROUND[stage](eb),
      eb(
        'r.user_id',
        'not in',
        eb
          .selectFrom('users as u')
          .select('u.id')
          .where((inner) => inner.not(CONTESTANT_IN_ROUND[stage](inner))),
      ),
    ]);

/**
 * The round's order: submission time, then id (the id is given at the first draft save, so it is not the order of
 * submission). The first round follows the first submission, as the admins' review does; the final round the
 * submission of the final-round version.
 */
const SUBMITTED: Record<Stage, 'r.submitted_at' | 'r.second_submitted_at'> = {
  first: 'r.submitted_at',
  second: 'r.second_submitted_at',
};

/**
 * The round's order as one sortable key, for keyset look-ups: the same order as SUBMITTED then id (a recipe without
 * a submission time, which a round should not have, sorts last as in `order by … nulls last`), matching the
 * expression of the partial indexes `recipes_first_round_order_index` and `recipes_second_round_order_index`
 * (Migration20261124020000). Kysely has no `'infinity'::timestamptz` literal: the index's expression is written with
 * `sql`.
 */
const key =
  (stage: Stage) =>
  (eb: OnRecipe): RawBuilder<string> =>
    sql<string>`coalesce(${eb.ref(SUBMITTED[stage])}, 'infinity'::timestamptz)`;

/**
 * `(key, r.id)` compared with another key and id, the keyset walk's step. A row comparison: Kysely's builder types
 * tuples only as lists of values, so it is written with `sql`.
 */
function keyed(
  stage: Stage,
  eb: OnRecipe,
  operator: '<' | '>',
  other: readonly [Expression<unknown>, Expression<unknown>] | Expression<unknown>,
): RawBuilder<SqlBool> {
  const right = Array.isArray(other) ? sql`(${other[0]}, ${other[1]})` : sql`${other}`;
  return sql<SqlBool>`(${key(stage)(eb)}, ${eb.ref('r.id')}) ${sql.raw(operator)} ${right}`;
}

/**
 * What one judge sees of a round: its stage, and the contestants they are in conflict with, whose recipes are left
 * out of their list, counts, neighbours and next recipe. The ids are read once per request (`scopeFor`, a handful at
 * most) and written into the SQL as a constant array: `r.user_id` is included in the round-order indexes, so the
 * filter keeps their index-only scans.
 */
export interface JudgeScope {
  stage: Stage;
  excludedContestants: readonly number[];
  /**
   * While each first-round recipe is judged by N judges, the judge (id) whose assigned recipes alone are theirs;
   * null when every recipe of the round is (assignment off, or the final round).
   */
  assignedTo: number | null;
}

/** The excluded contestants as a constant array literal (`'{1,2}'::int[]`): only integers reach the text. */
function excludedArray(scope: JudgeScope): RawBuilder<number[]> {
  const ids = scope.excludedContestants.map((id) => Math.floor(id)).join(',');
  return sql<number[]>`${sql.lit(`{${ids}}`)}::int[]`;
}

/**
 * The scope's filters on `r` (true without conflicts or assignment). The assignment's look-up is by its primary
 * key (judge, recipe), one probe per recipe the keyset walk visits.
 */
const notExcluded =
  (scope: JudgeScope): Condition<OnRecipe> =>
  (eb) => {
    const conditions: Array<Expression<SqlBool>> = [];
    if (scope.excludedContestants.length > 0)
      conditions.push(eb('r.user_id', '<>', eb.fn<number>('all', [excludedArray(scope)])));
    if (scope.assignedTo !== null)
      conditions.push(
        eb.exists(
          eb
            .selectFrom('judge_assignments as a')
            .select(eb.lit(1).as('one'))
            .where('a.judge_id', '=', eb.lit(Math.floor(scope.assignedTo)))
            .whereRef('a.recipe_id', '=', 'r.id'),
        ),
      );
    return eb.and(conditions);
  };

/** The round's recipes this judge may judge. */
function judgeable(db: Kysely<Database>, scope: JudgeScope) {
  return roundMembers(db, scope.stage).where(notExcluded(scope));
}

/** The same recipes as `judgeable`, in the form `indexedMembers` reads from the index (`r` only). */
function indexedJudgeable(db: Kysely<Database>, scope: JudgeScope) {
  return db.selectFrom('recipes as r').where(indexedMembers(scope.stage)).where(notExcluded(scope));
}

/** The judge's conflicted contestants' recipes (`r`), which the kept counts include and the judge's share does not. */
const conflicted =
  (scope: JudgeScope): Condition<OnRecipe> =>
  (eb) =>
    eb('r.user_id', '=', eb.fn<number>('any', [excludedArray(scope)]));

/** This judge's complete vote of this round on `r` exists. */
const voted =
  (judgeId: number, stage: Stage): Condition<OnRecipe> =>
  (eb) =>
    eb.exists(
      eb
        .selectFrom('votes as v')
        .select(eb.lit(1).as('one'))
        .whereRef('v.recipe_id', '=', 'r.id')
        .where('v.judge_id', '=', judgeId)
        .where('v.stage', '=', stage)
        .where('v.creativity', 'is not', null),
    );

export interface RoundSummary {
  total: number;
  voted: number;
  /** The first recipe of the order this judge has not voted. */
  firstUnvotedId: number | null;
}

export interface RoundListRow {
  id: number;
  position: number;
  name: string;
  recipeImage: string | null;
  firstName: string | null;
  lastname: string | null;
  /** The union of the rows' allergen marks, and the "contains none" declaration. */
  allergens: string[];
  allergensNone: boolean;
  /** This judge's scores as PostgreSQL gives decimals (text); null when not voted. */
  scores: {
    creativity: string;
    appearance: string;
    ingredients: string;
    deployability: string;
    profitability: number;
  } | null;
}

export interface RoundPlace {
  position: number;
  previousId: number | null;
  nextId: number | null;
}

/** The list's columns beside the id and place: the recipe, its contestant, this judge's vote (`v`, may be null). */
const listColumns = [
  'r.name',
  'r.recipe_image',
  'u.name as first_name',
  'u.lastname',
  'v.creativity',
  'v.appearance',
  'v.ingredients as ingredients_score',
  'v.deployability',
  'v.profitability',
  'r.allergens',
  'r.allergens_none',
] as const;

export interface AfterVote {
  voted: number;
  total: number;
  lastId: number | null;
  nextUnvotedId: number | null;
}

/**
 * The judges' reading of the recipes of a round, with the judge's own votes: the list, the place of one recipe in
 * the order, and the costs the voting box compares. Reads the recipes and contestants tables, never writes them.
 */
@Injectable()
export class JudgingRoundQueries {
  constructor(private readonly em: EntityManager) {}

  async summary(judgeId: number, scope: JudgeScope): Promise<RoundSummary> {
    const counts = await this.counts(judgeId, scope);
    // The first recipe still to vote, walked in the order's index: none to look for when every one is voted.
    const firstUnvoted = counts.voted >= counts.total ? null : await this.nextUnvoted(judgeId, scope, null);
    return { total: counts.total, voted: counts.voted, firstUnvotedId: firstUnvoted };
  }

  /**
   * The judge's share of the round (the recipes they may judge), their complete votes on it, and its last recipe: one
   * statement. The sizes and counts are the ones the triggers keep (`round_sizes`, `judge_round_votes`,
   * Migration20261124130000), less the recipes of the judge's conflicted contestants (a handful, by the contestants'
   * ids); while assignment is on, the judge's share is counted (it is their assigned recipes, not the round).
   */
  private async counts(
    judgeId: number,
    scope: JudgeScope,
  ): Promise<{ total: number; voted: number; lastId: number | null }> {
    const { stage } = scope;
    const votedOn = (db: Kysely<Database>, judgeId: number) =>
      db
        .selectFrom('votes as v')
        .innerJoin('recipes as r', 'r.id', 'v.recipe_id')
        .innerJoin('users as u', 'u.id', 'r.user_id')
        .select((eb) => countAll(eb).as('count'))
        .where('v.judge_id', '=', judgeId)
        .where('v.stage', '=', stage)
        .where('v.creativity', 'is not', null)
        .where(inRound(stage));
    const lastId = (db: Kysely<Database>) =>
      judgeable(db, scope)
        .select('r.id')
        .orderBy(key(stage), 'desc')
        .orderBy('r.id', 'desc')
        .limit(ONE_ROW)
        .$asScalar();
    if (scope.assignedTo !== null) {
      const row = await preparedTemplateOne(
        this.em,
        'judging.countsAssigned',
        scope,
        [judgeId],
        (db, judgeId) =>
          db.selectNoFrom([
            judgeable(db, scope)
              .select((eb) => countAll(eb).as('count'))
              .$asScalar()
              .$notNull()
              .as('total'),
            votedOn(db, judgeId).where(notExcluded(scope)).$asScalar().$notNull().as('voted'),
            lastId(db).as('last_id'),
          ]),
      );
      return { total: row.total, voted: row.voted, lastId: row.last_id };
    }
    const someConflicts = scope.excludedContestants.length > 0;
    const row = await preparedTemplateOne(this.em, 'judging.counts', scope, [judgeId], (db, judgeId) =>
      db.selectNoFrom((eb) => {
        const size = eb.fn.coalesce(
          db.selectFrom('round_sizes as s').select('s.recipes').where('s.stage', '=', stage).$asScalar(),
          eb.lit(0),
        );
        const own = eb.fn.coalesce(
          db
            .selectFrom('judge_round_votes as c')
            .select('c.voted')
            .where('c.judge_id', '=', judgeId)
            .where('c.stage', '=', stage)
            .$asScalar(),
          eb.lit(0),
        );
        if (!someConflicts) return [size.as('total'), own.as('voted'), lastId(db).as('last_id')];
        // A difference of two scalar subqueries: `sql`, typed as the integer it is.
        const conflictedRecipes = roundMembers(db, stage)
          .select((eb) => countAll(eb).as('count'))
          .where(conflicted(scope));
        const conflictedVotes = votedOn(db, judgeId).where(conflicted(scope));
        return [
          sql<number>`${size} - ${conflictedRecipes}`.as('total'),
          sql<number>`${own} - ${conflictedVotes}`.as('voted'),
          lastId(db).as('last_id'),
        ];
      }),
    );
    return { total: row.total, voted: row.voted, lastId: row.last_id };
  }

  /**
   * The first recipe of the judge's share of the round they have not voted, after `afterId` (from the start with
   * null): a keyset walk of the order's partial index that stops at the first one.
   */
  private async nextUnvoted(
    judgeId: number,
    scope: JudgeScope,
    afterId: number | null,
  ): Promise<number | null> {
    const { stage } = scope;
    const build = (db: Kysely<Database>, judgeId: number, afterId?: number) => {
      let query = judgeable(db, scope).select('r.id');
      if (afterId !== undefined) {
        const after = db
          .selectFrom('recipes as r')
          .select((eb) => [key(stage)(eb).as('key'), 'r.id'])
          .where('r.id', '=', afterId);
        query = query.where((eb) => keyed(stage, eb, '>', after));
      }
      return query
        .where((eb) => eb.not(voted(judgeId, stage)(eb)))
        .orderBy(key(stage))
        .orderBy('r.id')
        .limit(ONE_ROW);
    };
    const values: [number] | [number, number] =
      afterId === null ? [Math.floor(judgeId)] : [Math.floor(judgeId), Math.floor(afterId)];
    const [row] = await preparedTemplateRows(this.em, 'judging.nextUnvoted', scope, values, build);
    return row?.id ?? null;
  }

  /**
   * One page of the list, in the round's order; `position` is the place in the judge's share of the round,
   * whatever the filter.
   */
  async page(
    judgeId: number,
    scope: JudgeScope,
    filter: ListFilter,
    limit: number,
    offset: number,
  ): Promise<RoundListRow[]> {
    const { stage } = scope;
    const db = kysely(this.em);
    // The whole share: a page of the order's index, read from the index alone (the keys skipped by the offset are
    // index entries, not the recipes' rows), each card's place its offset (no numbering of the round).
    // Under a filter a card keeps its place in the whole share, which needs the share numbered.
    const rows =
      filter === 'all'
        ? await preparedRows(
            this.em,
            db
              .selectFrom(
                indexedJudgeable(db, scope)
                  .select('r.id')
                  .orderBy(key(stage))
                  .orderBy('r.id')
                  .limit(limit)
                  .offset(offset)
                  .as('k'),
              )
              .innerJoin('recipes as r', 'r.id', 'k.id')
              .innerJoin('users as u', 'u.id', 'r.user_id')
              .leftJoin('votes as v', (join) =>
                join
                  .onRef('v.recipe_id', '=', 'r.id')
                  .on('v.judge_id', '=', judgeId)
                  .on('v.stage', '=', stage),
              )
              .select((eb) => [
                'r.id',
                eb
                  .cast<number>(
                    sql`${eb.fn.agg<number>('row_number').over((ob) => ob.orderBy(key(stage)(eb)).orderBy('r.id'))} + ${Math.floor(offset)}`,
                    'integer',
                  )
                  .as('position'),
                ...listColumns,
              ])
              .orderBy('position'),
          )
        : await preparedRows(
            this.em,
            db
              .selectFrom(
                roundMembers(db, stage)
                  .where(notExcluded(scope))
                  .leftJoin('votes as v', (join) =>
                    join
                      .onRef('v.recipe_id', '=', 'r.id')
                      .on('v.judge_id', '=', judgeId)
                      .on('v.stage', '=', stage),
                  )
                  .select((eb) => [
                    'r.id',
                    eb
                      .cast<number>(
                        eb.fn
                          .agg<number>('row_number')
                          .over((ob) => ob.orderBy(SUBMITTED[stage]).orderBy('r.id')),
                        'integer',
                      )
                      .as('position'),
                    ...listColumns,
                  ])
                  .as('round'),
              )
              .selectAll()
              .where('creativity', filter === 'voted' ? 'is not' : 'is', null)
              .orderBy('position')
              .limit(limit)
              .offset(offset),
          );
    return rows.map((row) => ({
      id: row.id,
      position: row.position,
      name: row.name,
      recipeImage: row.recipe_image,
      firstName: row.first_name,
      lastname: row.lastname,
      allergens: row.allergens,
      allergensNone: row.allergens_none,
      scores:
        row.creativity === null
          ? null
          : {
              creativity: row.creativity,
              appearance: row.appearance!,
              ingredients: row.ingredients_score!,
              deployability: row.deployability!,
              profitability: row.profitability!,
            },
    }));
  }

  /**
   * The recipe's place in the judge's share of the round and its neighbours there; null when the recipe is not in
   * it. Keyset look-ups on the order's partial index: the neighbours are the next key each way, the place a count of
   * the keys before it read from the index alone, instead of numbering the whole round with window functions.
   */
  async placeOf(scope: JudgeScope, recipeId: number): Promise<RoundPlace | null> {
    const { stage } = scope;
    const db = kysely(this.em);
    const row = await preparedFirst(
      this.em,
      db
        .with('current', () =>
          judgeable(db, scope)
            .select((eb) => [key(stage)(eb).as('key'), 'r.id'])
            .where('r.id', '=', recipeId),
        )
        .selectFrom('current as c')
        .select((eb) => {
          const current = [eb.ref('c.key'), eb.ref('c.id')] as const;
          return [
            sql<number>`${indexedJudgeable(db, scope)
              .select((eb) => countAll(eb).as('count'))
              .where((inner) => keyed(stage, inner, '<', current))} + 1`.as('position'),
            judgeable(db, scope)
              .select('r.id')
              .where((inner) => keyed(stage, inner, '<', current))
              .orderBy(key(stage), 'desc')
              .orderBy('r.id', 'desc')
              .limit(ONE_ROW)
              .$asScalar()
              .as('previous_id'),
            judgeable(db, scope)
              .select('r.id')
              .where((inner) => keyed(stage, inner, '>', current))
              .orderBy(key(stage))
              .orderBy('r.id')
              .limit(ONE_ROW)
              .$asScalar()
              .as('next_id'),
          ];
        }),
    );
    if (!row) return null;
    return { position: row.position, previousId: row.previous_id, nextId: row.next_id };
  }

  /**
   * What a judge sees of their round, in one statement: the contestants they are in conflict with, and whether
   * assignment applies (first round, N set).
   */
  async scopeFor(judgeId: number, stage: Stage): Promise<JudgeScope> {
    return (await this.scopeAndRecipe(judgeId, stage, null)).scope;
  }

  /**
   * The judge's scope (as `scopeFor`) and, in the same statement, the contestant of a recipe of the round (a look-up
   * by key, for the vote's check), or null when the recipe is not in the round, and whether it is assigned to the
   * judge (true when assignment does not apply). The caller compares the contestant with the judge's conflicts, to
   * say which refusal applies.
   */
  async scopeAndRecipe(
    judgeId: number,
    stage: Stage,
    recipeId: number | null,
  ): Promise<{ scope: JudgeScope; recipe: { contestantId: number; assigned: boolean } | null }> {
    const withRecipe = recipeId !== null;
    const values: [number] | [number, number] = withRecipe
      ? [Math.floor(judgeId), Math.floor(recipeId)]
      : [Math.floor(judgeId)];
    const row = await preparedTemplateOne(
      this.em,
      'judging.scopeAndRecipe',
      { stage, withRecipe },
      values,
      (db, judgeId: number, recipeId?: number) =>
        db.selectNoFrom((eb) => [
          // `array(select …)` has no builder in Kysely (a subquery there is parenthesised into a scalar one): the
          // distinct ids, in order, as comma-separated text.
          sql<string>`array_to_string(array(select distinct c.user_id from judge_conflict_pairs c
            where c.judge_id = ${judgeId} order by 1), ',')`.as('excluded'),
          db
            .selectFrom('assignment_settings')
            .select('judges_per_recipe')
            .where('id', '=', 1)
            .$asScalar()
            .as('per_recipe'),
          recipeId === undefined
            ? eb.lit(null).$castTo<number | null>().as('contestant_id')
            : roundMembers(db, stage)
                .select('r.user_id')
                .where('r.id', '=', recipeId)
                .$asScalar()
                .as('contestant_id'),
          recipeId === undefined
            ? eb.lit(false).as('assigned')
            : eb
                .exists(
                  db
                    .selectFrom('judge_assignments as a')
                    .select(eb.lit(1).as('one'))
                    .where('a.judge_id', '=', judgeId)
                    .where('a.recipe_id', '=', recipeId),
                )
                .$castTo<boolean>()
                .as('assigned'),
        ]),
    );
    const scope: JudgeScope = {
      stage,
      excludedContestants: row.excluded === '' ? [] : row.excluded.split(',').map(Number),
      assignedTo: stage === 'first' && row.per_recipe !== null ? judgeId : null,
    };
    const recipe =
      row.contestant_id === null
        ? null
        : { contestantId: row.contestant_id, assigned: scope.assignedTo === null || row.assigned === true };
    return { scope, recipe };
  }

  /**
   * After a vote: the judge's count, the size and last recipe of their share, and the next recipe still to vote
   * (after this one in the order, else from the start), looked for only when one is left.
   */
  async afterVote(judgeId: number, scope: JudgeScope, recipeId: number): Promise<AfterVote> {
    const counts = await this.counts(judgeId, scope);
    let next: number | null = null;
    if (counts.voted < counts.total)
      next =
        (await this.nextUnvoted(judgeId, scope, recipeId)) ?? (await this.nextUnvoted(judgeId, scope, null));
    return { voted: counts.voted, total: counts.total, lastId: counts.lastId, nextUnvotedId: next };
  }

  /**
   * Where a cost per portion (thousandths) stands among the stored costs of the round's recipes, for the cost
   * comparison: computed in SQL from the order's index alone (the costs are included in it), one row back instead of
   * every recipe's cost.
   */
  async costStandingInRound(stage: Stage, own: number): Promise<CostStanding> {
    const row = await kysely(this.em)
      .selectFrom('recipes as r')
      .select((eb) => [
        countAll(eb).as('count'),
        eb.fn.min('r.cost_thousandths').as('min'),
        eb.fn.max('r.cost_thousandths').as('max'),
        eb.fn
          .agg<number | null>('percentile_cont', [sql.lit(0.5)])
          .withinGroupOrderBy(eb.cast('r.cost_thousandths', 'float8'))
          .as('median'),
        eb
          .cast<number>(eb.fn.countAll().filterWhere('r.cost_thousandths', '<', String(own)), 'integer')
          .as('below'),
      ])
      .where(indexedMembers(stage))
      .executeTakeFirstOrThrow();
    if (row.count === 0) return costStanding(own, []);
    // percentile_cont gives the middle cost, or the mean of the middle two (exact in float8 for these integers),
    // which is rounded as `costStanding` rounds it.
    return {
      count: row.count,
      min: Number(row.min),
      max: Number(row.max),
      median: Math.round(Number(row.median)),
      rank: row.below + 1,
    };
  }

  /** Final round: enabled finalists whose final-round recipe is not submitted yet. */
  async finalistsPending(): Promise<number> {
    const row = await kysely(this.em)
      .selectFrom('users as u')
      .leftJoin('recipes as r', 'r.user_id', 'u.id')
      .select((eb) => countAll(eb).as('pending'))
      .where((eb) =>
        eb.and([
          eb.ref('u.is_active'),
          eb.ref('u.is_finalist'),
          eb.not(eb.fn.coalesce('r.is_2nd_complete', eb.lit(false))),
        ]),
      )
      .executeTakeFirstOrThrow();
    return row.pending;
  }

  /** The recipe with its contestant, for the vote page (call after `placeOf` said it is in the round). */
  findRecipe(recipeId: number): Promise<Recipe | null> {
    return this.em.findOne(Recipe, { id: recipeId }, { populate: ['contestant'] });
  }
}
