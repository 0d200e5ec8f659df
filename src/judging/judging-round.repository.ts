import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { Stage } from '../auth/staff-account.entity.js';
import { REVIEW } from '../recipes/recipe.entity.js';
import { Recipe } from '../recipes/recipe.entity.js';
import type { ListFilter } from './judging-rules.js';

/**
 * Which recipes a round judges. First round: submitted recipes an admin approved. Final round: the finalists'
 * recipes once their final-round version is submitted (until then the finalist may still be changing it). Either
 * way the contestant must be enabled.
 */
const MEMBERS: Record<Stage, string> = {
  first: `r.is_complete and r.is_approved = ${REVIEW.approved}`,
  second: 'u.is_finalist and r.is_2nd_complete',
};

/**
 * The round's order: submission time, then id (the id is given at the first draft save, so it is not the order of
 * submission). The first round follows the first submission, as the admins' review does; the final round the
 * submission of the final-round version.
 */
const ORDER: Record<Stage, string> = {
  first: 'r.submitted_at, r.id',
  second: 'r.second_submitted_at, r.id',
};

/** The round's recipes with this judge's vote of this round (params: judge id, stage). */
function roundWithVotes(stage: Stage): string {
  return `from recipes r
    join users u on u.id = r.user_id
    left join votes v on v.recipe_id = r.id and v.judge_id = ? and v.stage = ?
    where u.is_active and ${MEMBERS[stage]}`;
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
  total: number;
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

  async summary(judgeId: number, stage: Stage): Promise<RoundSummary> {
    const [row] = await this.em.execute<
      Array<{ total: number; voted: number; first_unvoted: number | null }>
    >(
      `select count(*)::int as total, count(v.creativity)::int as voted,
         (array_agg(r.id order by ${ORDER[stage]}) filter (where v.creativity is null))[1] as first_unvoted
       ${roundWithVotes(stage)}`,
      [judgeId, stage],
    );
    return { total: row.total, voted: row.voted, firstUnvotedId: row.first_unvoted };
  }

  /** One page of the list, in the round's order; `position` is the place in the whole round, whatever the filter. */
  async page(
    judgeId: number,
    stage: Stage,
    filter: ListFilter,
    limit: number,
    offset: number,
  ): Promise<RoundListRow[]> {
    const where =
      filter === 'voted'
        ? 'where creativity is not null'
        : filter === 'not-voted'
          ? 'where creativity is null'
          : '';
    const rows = await this.em.execute<ListRowRecord[]>(
      `select * from (
         select r.id, (row_number() over (order by ${ORDER[stage]}))::int as position, r.name, r.recipe_image,
           u.name as first_name, u.lastname, v.creativity, v.appearance, v.ingredients as ingredients_score,
           v.deployability, v.profitability
         ${roundWithVotes(stage)}
       ) round ${where}
       order by position limit ? offset ?`,
      [judgeId, stage, limit, offset],
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

  /** The recipe's place in the round's order and its neighbours; null when the recipe is not in the round. */
  async placeOf(stage: Stage, recipeId: number): Promise<RoundPlace | null> {
    const [row] = await this.em.execute<
      Array<{ position: number; total: number; previous_id: number | null; next_id: number | null }>
    >(
      `select position, total, previous_id, next_id from (
         select r.id, (row_number() over w)::int as position, (count(*) over ())::int as total,
           lag(r.id) over w as previous_id, lead(r.id) over w as next_id
         from recipes r join users u on u.id = r.user_id
         where u.is_active and ${MEMBERS[stage]}
         window w as (order by ${ORDER[stage]})
       ) round where id = ?`,
      [recipeId],
    );
    if (!row) return null;
    return { position: row.position, total: row.total, previousId: row.previous_id, nextId: row.next_id };
  }

  /** After a vote: the judge's count, the round's size and last recipe, and the next recipe still to vote. */
  async afterVote(judgeId: number, stage: Stage, recipeId: number): Promise<AfterVote> {
    const [row] = await this.em.execute<
      Array<{ voted: number; total: number; last_id: number | null; next_id: number | null }>
    >(
      `with round as (
         select r.id, v.creativity is not null as voted, row_number() over (order by ${ORDER[stage]}) as position
         ${roundWithVotes(stage)}
       ), current as (select position from round where id = ?)
       select (select count(*)::int from round where voted) as voted,
         (select count(*)::int from round) as total,
         (select id from round order by position desc limit 1) as last_id,
         coalesce(
           (select id from round where not voted and position > (select position from current)
            order by position limit 1),
           (select id from round where not voted order by position limit 1)) as next_id`,
      [judgeId, stage, recipeId],
    );
    return { voted: row.voted, total: row.total, lastId: row.last_id, nextUnvotedId: row.next_id };
  }

  /** Every recipe's stored cost per portion in the round (thousandths), for the cost comparison. */
  async costsOfRound(stage: Stage): Promise<number[]> {
    const [row] = await this.em.execute<Array<{ costs: string[] | null }>>(
      `select array_agg(r.cost_thousandths) as costs from recipes r join users u on u.id = r.user_id
       where u.is_active and ${MEMBERS[stage]}`,
    );
    return (row?.costs ?? []).map(Number);
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
