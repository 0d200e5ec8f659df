import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { Stage } from '../auth/staff-account.entity.js';
import { Recipe } from '../recipes/recipe.entity.js';
import { costStanding, type CostStanding, type ListFilter } from './judging-rules.js';
import { REVIEW } from '../common/statuses.js';

/**
 * Which recipes a round judges. First round: submitted recipes an admin approved. Final round: the finalists'
 * recipes once their final-round version is submitted (until then the finalist may still be changing it). Either
 * way the contestant must be enabled. In two parts: the recipe's (the round-order partial indexes' predicates) and
 * the contestant's. The triggers that keep the rounds' sizes and the judges' counts decide it with the same rule
 * (`round_member`, Migration20261124130000).
 */
const RECIPE_MEMBERS: Record<Stage, string> = {
  first: `r.is_complete and r.is_approved = ${REVIEW.approved}`,
  second: 'r.is_2nd_complete',
};
const CONTESTANT_MEMBERS: Record<Stage, string> = {
  first: 'u.is_active',
  second: 'u.is_active and u.is_finalist',
};
const MEMBERS: Record<Stage, string> = {
  first: `${CONTESTANT_MEMBERS.first} and ${RECIPE_MEMBERS.first}`,
  second: `${CONTESTANT_MEMBERS.second} and ${RECIPE_MEMBERS.second}`,
};

/**
 * The round's recipes read from the order's partial index alone (`r` only): the recipe's part of the membership, and
 * the contestant's as "not one of the contestants who cannot be in the round" (disabled, or not a finalist), a hashed
 * set of narrow users rows, instead of a join per recipe that made the planner read the recipes' 15 MB heap.
 */
function indexedMembers(stage: Stage): string {
  return `from recipes r where ${RECIPE_MEMBERS[stage]}
    and r.user_id not in (select u.id from users u where not (${CONTESTANT_MEMBERS[stage]}))`;
}

/**
 * The round's order: submission time, then id (the id is given at the first draft save, so it is not the order of
 * submission). The first round follows the first submission, as the admins' review does; the final round the
 * submission of the final-round version.
 */
const ORDER: Record<Stage, string> = {
  first: 'r.submitted_at, r.id',
  second: 'r.second_submitted_at, r.id',
};

/**
 * The round's order as one sortable key, for keyset look-ups: the same order as ORDER (a recipe without a submission
 * time, which a round should not have, sorts last as in `order by … nulls last`), matching the expression of the
 * partial indexes `recipes_first_round_order_index` and `recipes_second_round_order_index` (Migration20261124020000).
 */
const KEY: Record<Stage, string> = {
  first: `coalesce(r.submitted_at, 'infinity'::timestamptz)`,
  second: `coalesce(r.second_submitted_at, 'infinity'::timestamptz)`,
};

/**
 * What one judge sees of a round: its stage, and the contestants they are in conflict with (issue 15, part 3),
 * whose recipes are left out of their list, counts, neighbours and next recipe. The ids are read once per request
 * (`scopeFor`, a handful at most) and written into the SQL as a constant
 * array: `r.user_id` is included in the round-order indexes, so the filter keeps their index-only scans.
 */
export interface JudgeScope {
  stage: Stage;
  excludedContestants: readonly number[];
  /**
   * Issue 15, part 5: while each first-round recipe is judged by N judges, the judge (id) whose assigned recipes
   * alone are theirs; null when every recipe of the round is (assignment off, or the final round).
   */
  assignedTo: number | null;
}

/**
 * The scope's filters on `r` (empty without conflicts or assignment). Only integers reach the text. The
 * assignment's look-up is by its primary key (judge, recipe), one probe per recipe the keyset walk visits.
 */
function notExcluded(scope: JudgeScope): string {
  let sql = '';
  if (scope.excludedContestants.length > 0) {
    const ids = scope.excludedContestants.map((id) => Math.floor(id)).join(',');
    sql += ` and r.user_id <> all('{${ids}}'::int[])`;
  }
  if (scope.assignedTo !== null)
    sql += ` and exists (select 1 from judge_assignments a where a.judge_id = ${Math.floor(scope.assignedTo)}
      and a.recipe_id = r.id)`;
  return sql;
}

/** The round's recipes, in SQL that keyset look-ups add conditions to (`r` and `u` as everywhere). */
function members(stage: Stage): string {
  return `from recipes r join users u on u.id = r.user_id where ${MEMBERS[stage]}`;
}

/**
 * The same membership for read models elsewhere (the deadline reminders count a judge's missing votes with it):
 * `from … where …` over `recipes r` and `users u`, so a round is defined once.
 */
export const roundMembersSql = members;
/** The round's recipes this judge may judge. */
function judgeable(scope: JudgeScope): string {
  return `${members(scope.stage)}${notExcluded(scope)}`;
}

/** The same recipes as `judgeable`, in the form `indexedMembers` reads from the index (`r` only). */
function indexedJudgeable(scope: JudgeScope): string {
  return `${indexedMembers(scope.stage)}${notExcluded(scope)}`;
}

/** The judge's conflicted contestants' recipes (`r`), which the kept counts include and the judge's share does not. */
function conflicted(scope: JudgeScope): string {
  const ids = scope.excludedContestants.map((id) => Math.floor(id)).join(',');
  return `r.user_id = any('{${ids}}'::int[])`;
}

/** This judge's complete vote of this round on `r` exists (params: judge id, stage). */
const VOTED = `exists (select 1 from votes v where v.recipe_id = r.id and v.judge_id = ? and v.stage = ?
  and v.creativity is not null)`;

/** The round's recipes this judge may judge, with their vote of this round (params: judge id, stage). */
function roundWithVotes(scope: JudgeScope): string {
  return `from recipes r
    join users u on u.id = r.user_id
    left join votes v on v.recipe_id = r.id and v.judge_id = ? and v.stage = ?
    where ${MEMBERS[scope.stage]}${notExcluded(scope)}`;
}

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

export interface AfterVote {
  voted: number;
  total: number;
  lastId: number | null;
  nextUnvotedId: number | null;
}

interface ListRowRecord {
  id: number;
  position: number;
  name: string;
  recipe_image: string | null;
  first_name: string | null;
  lastname: string | null;
  creativity: string | null;
  appearance: string | null;
  ingredients_score: string | null;
  deployability: string | null;
  profitability: number | null;
}

/**
 * The judges' reading of the recipes of a round, with the judge's own votes: the list, the place of one recipe in
 * the order, and the costs the voting box compares. Reads the recipes and contestants tables, never writes them.
 */
@Injectable()
export class JudgingRoundRepository {
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
    const votedOn = `from votes v join recipes r on r.id = v.recipe_id join users u on u.id = r.user_id
      where v.judge_id = ? and v.stage = ? and v.creativity is not null and ${MEMBERS[stage]}`;
    const lastId = `(select r.id ${judgeable(scope)} order by ${KEY[stage]} desc, r.id desc limit 1) as last_id`;
    if (scope.assignedTo !== null) {
      const [row] = await this.em.execute<Array<{ total: number; voted: number; last_id: number | null }>>(
        `select (select count(*)::int ${judgeable(scope)}) as total,
           (select count(*)::int ${votedOn} ${notExcluded(scope)}) as voted, ${lastId}`,
        [judgeId, stage],
      );
      return { total: row.total, voted: row.voted, lastId: row.last_id };
    }
    const someConflicts = scope.excludedContestants.length > 0;
    const [row] = await this.em.execute<Array<{ total: number; voted: number; last_id: number | null }>>(
      `select coalesce((select s.recipes from round_sizes s where s.stage = ?), 0)
           ${someConflicts ? `- (select count(*)::int ${members(stage)} and ${conflicted(scope)})` : ''} as total,
         coalesce((select c.voted from judge_round_votes c where c.judge_id = ? and c.stage = ?), 0)
           ${someConflicts ? `- (select count(*)::int ${votedOn} and ${conflicted(scope)})` : ''} as voted,
         ${lastId}`,
      someConflicts ? [stage, judgeId, stage, judgeId, stage] : [stage, judgeId, stage],
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
    const after =
      afterId === null
        ? ''
        : `and (${KEY[stage]}, r.id) > (select ${KEY[stage]}, r.id from recipes r where r.id = ${Math.floor(afterId)})`;
    const [row] = await this.em.execute<Array<{ id: number }>>(
      `select r.id ${judgeable(scope)} ${after} and not ${VOTED} order by ${KEY[stage]}, r.id limit 1`,
      [judgeId, stage],
    );
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
    const where =
      filter === 'voted'
        ? 'where creativity is not null'
        : filter === 'not-voted'
          ? 'where creativity is null'
          : '';
    // The whole share: a page of the order's index, read from the index alone (the keys skipped by the offset are
    // index entries, not the recipes' rows), each card's place its offset (no numbering of the round).
    // Under a filter a card keeps its place in the whole share, which needs the share numbered.
    const rows = await this.em.execute<ListRowRecord[]>(
      filter === 'all'
        ? `select r.id, (row_number() over (order by ${KEY[stage]}, r.id) + ${Math.floor(offset)})::int as position,
             r.name, r.recipe_image, u.name as first_name, u.lastname, v.creativity, v.appearance,
             v.ingredients as ingredients_score, v.deployability, v.profitability
           from (select r.id ${indexedJudgeable(scope)} order by ${KEY[stage]}, r.id limit ? offset ?) k
           join recipes r on r.id = k.id
           join users u on u.id = r.user_id
           left join votes v on v.recipe_id = r.id and v.judge_id = ? and v.stage = ?
           order by position`
        : `select * from (
         select r.id, (row_number() over (order by ${ORDER[stage]}))::int as position, r.name, r.recipe_image,
           u.name as first_name, u.lastname, v.creativity, v.appearance, v.ingredients as ingredients_score,
           v.deployability, v.profitability
         ${roundWithVotes(scope)}
       ) round ${where}
       order by position limit ? offset ?`,
      filter === 'all' ? [limit, offset, judgeId, stage] : [judgeId, stage, limit, offset],
    );
    return rows.map((row) => ({
      id: row.id,
      position: row.position,
      name: row.name,
      recipeImage: row.recipe_image,
      firstName: row.first_name,
      lastname: row.lastname,
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
    const share = judgeable(scope);
    const [row] = await this.em.execute<
      Array<{ position: number; previous_id: number | null; next_id: number | null }>
    >(
      `with current as (select ${KEY[stage]} as key, r.id ${share} and r.id = ?)
       select (select count(*)::int ${indexedJudgeable(scope)} and (${KEY[stage]}, r.id) < (c.key, c.id)) + 1
           as position,
         (select r.id ${share} and (${KEY[stage]}, r.id) < (c.key, c.id)
          order by ${KEY[stage]} desc, r.id desc limit 1) as previous_id,
         (select r.id ${share} and (${KEY[stage]}, r.id) > (c.key, c.id)
          order by ${KEY[stage]}, r.id limit 1) as next_id
       from current c`,
      [recipeId],
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
    const recipeColumns =
      recipeId === null
        ? ''
        : `, (select r.user_id ${members(stage)} and r.id = ${Math.floor(recipeId)}) as contestant_id,
           exists (select 1 from judge_assignments a where a.judge_id = ${Math.floor(judgeId)}
             and a.recipe_id = ${Math.floor(recipeId)}) as assigned`;
    const [row] = await this.em.execute<
      Array<{
        excluded: string;
        per_recipe: number | null;
        contestant_id?: number | null;
        assigned?: boolean;
      }>
    >(
      `select array_to_string(array(select distinct user_id from judge_conflict_pairs where judge_id = ?
           order by 1), ',') as excluded,
         (select judges_per_recipe from assignment_settings where id = 1) as per_recipe${recipeColumns}`,
      [judgeId],
    );
    const scope: JudgeScope = {
      stage,
      excludedContestants: row.excluded === '' ? [] : row.excluded.split(',').map(Number),
      assignedTo: stage === 'first' && row.per_recipe !== null ? judgeId : null,
    };
    const recipe =
      row.contestant_id === null || row.contestant_id === undefined
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
    const [row] = await this.em.execute<
      Array<{ count: number; min: string | null; max: string | null; median: number | null; below: number }>
    >(
      `select count(*)::int as count, min(r.cost_thousandths) as min, max(r.cost_thousandths) as max,
         percentile_cont(0.5) within group (order by r.cost_thousandths::float8) as median,
         (count(*) filter (where r.cost_thousandths < ?))::int as below
       ${indexedMembers(stage)}`,
      [own],
    );
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
    const [row] = await this.em.execute<Array<{ pending: number }>>(
      `select count(*)::int as pending from users u left join recipes r on r.user_id = u.id
       where u.is_active and u.is_finalist and not coalesce(r.is_2nd_complete, false)`,
    );
    return row.pending;
  }

  /** The recipe with its contestant, for the vote page (call after `placeOf` said it is in the round). */
  findRecipe(recipeId: number): Promise<Recipe | null> {
    return this.em.findOne(Recipe, { id: recipeId }, { populate: ['contestant'] });
  }
}
