import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { Stage } from '../../auth/staff-account.entity.js';
import { REVIEW } from '../../recipes/recipe.entity.js';
import type { RecipeAggregate } from './ranking.js';

/**
 * Which recipes a round judges: the same rule as the judges' list (src/judging/judging-round.repository.ts), so the
 * results count exactly the recipes the judges were asked to vote on. First round: submitted recipes an admin
 * approved; final round: finalists whose final-round recipe is submitted; the contestant enabled either way.
 */
const MEMBERS: Record<Stage, string> = {
  first: `r.is_complete and r.is_approved = ${REVIEW.approved}`,
  second: 'u.is_finalist and r.is_2nd_complete',
};

export interface RoundRecipeRow {
  recipeId: number;
  recipeName: string;
  contestantId: number;
  contestantName: string;
  contestantEmail: string;
  isFinalist: boolean;
}

export interface RoundJudgeRow {
  id: number;
  name: string;
  lastname: string;
  email: string;
  isActive: boolean;
  /** Still judging this round (its stage is this round); others appear only because they voted in it earlier. */
  onPanel: boolean;
  /** Complete votes on the round's recipes, and the sum of their totals (null without). */
  votes: number;
  sumTotal: number | null;
}

/** Every vote row of every round, with what the export shows beside it. */
export interface ExportVoteRow {
  voteId: number;
  stage: Stage;
  recipeId: number;
  recipeName: string;
  contestantName: string;
  judgeId: number;
  judgeName: string;
  judgeEmail: string;
  creativity: number | null;
  appearance: number | null;
  ingredients: number | null;
  profitability: number | null;
  deployability: number | null;
  note: string | null;
  votedAt: Date | null;
}

interface ExportVoteRecord {
  id: number;
  stage: Stage;
  recipe_id: number;
  recipe_name: string;
  first_name: string | null;
  lastname: string | null;
  email: string;
  judge_id: number;
  judge_name: string;
  judge_lastname: string;
  judge_email: string;
  creativity: string | null;
  appearance: string | null;
  ingredients: string | null;
  profitability: number | null;
  deployability: string | null;
  note: string | null;
  voted_at: Date | null;
}

function toExportVoteRow(row: ExportVoteRecord): ExportVoteRow {
  return {
    voteId: row.id,
    stage: row.stage,
    recipeId: row.recipe_id,
    recipeName: row.recipe_name,
    contestantName: `${row.first_name ?? ''} ${row.lastname ?? ''}`.trim() || row.email,
    judgeId: row.judge_id,
    judgeName: `${row.judge_name} ${row.judge_lastname}`.trim(),
    judgeEmail: row.judge_email,
    creativity: num(row.creativity),
    appearance: num(row.appearance),
    ingredients: num(row.ingredients),
    profitability: num(row.profitability),
    deployability: num(row.deployability),
    note: row.note,
    votedAt: row.voted_at === null ? null : new Date(row.voted_at),
  };
}

/** PostgreSQL answers decimals as text. */
const num = (value: string | number | null): number | null => (value === null ? null : Number(value));

/** The results' reads: one query each for the round's recipes, its votes and its judges, never one per row. */
@Injectable()
export class ResultsRepository {
  constructor(private readonly em: EntityManager) {}

  async roundRecipes(stage: Stage): Promise<RoundRecipeRow[]> {
    const rows = await this.em.execute<
      Array<{
        id: number;
        name: string;
        user_id: number;
        first_name: string | null;
        lastname: string | null;
        email: string;
        is_finalist: boolean;
      }>
    >(
      `select r.id, r.name, u.id as user_id, u.name as first_name, u.lastname, u.email, u.is_finalist
       from recipes r join users u on u.id = r.user_id
       where u.is_active and ${MEMBERS[stage]}
       order by r.id`,
    );
    return rows.map((row) => ({
      recipeId: row.id,
      recipeName: row.name,
      contestantId: row.user_id,
      contestantName: `${row.first_name ?? ''} ${row.lastname ?? ''}`.trim() || row.email,
      contestantEmail: row.email,
      isFinalist: row.is_finalist,
    }));
  }

  /**
   * The round's recipes with their votes grouped in one pass in SQL: count, sum, lowest and highest total, spread,
   * the sums of each criterion and the mean z-score against each vote's judge. Nothing per vote reaches Node.
   */
  async roundStandings(stage: Stage): Promise<Array<RoundRecipeRow & RecipeAggregate>> {
    const rows = await this.em.execute<
      Array<{
        id: number;
        name: string;
        user_id: number;
        first_name: string | null;
        lastname: string | null;
        email: string;
        is_finalist: boolean;
        votes: number | null;
        sum_total: string | null;
        min_total: string | null;
        max_total: string | null;
        sd: number | null;
        z: number | null;
        creativity: string | null;
        appearance: string | null;
        ingredients: string | null;
        profitability: string | null;
        deployability: string | null;
      }>
    >(
      `with round_votes as materialized (
         select v.judge_id, v.recipe_id, v.creativity, v.appearance, v.ingredients, v.profitability,
           v.deployability,
           v.creativity + v.appearance + v.ingredients + v.profitability + v.deployability as total
         from votes v join recipes r on r.id = v.recipe_id join users u on u.id = r.user_id
         where v.stage = ? and v.creativity is not null and u.is_active and ${MEMBERS[stage]}
       ), scales as (
         select judge_id, avg(total::float8) as mean, stddev_pop(total::float8) as sd
         from round_votes group by judge_id
       ), grouped as (
         select rv.recipe_id, count(*)::int as votes, sum(rv.total) as sum_total, min(rv.total) as min_total,
           max(rv.total) as max_total, stddev_pop(rv.total)::float8 as sd,
           avg(case when s.sd = 0 then 0 else (rv.total::float8 - s.mean) / s.sd end) as z,
           sum(rv.creativity) as creativity, sum(rv.appearance) as appearance, sum(rv.ingredients) as ingredients,
           sum(rv.profitability) as profitability, sum(rv.deployability) as deployability
         from round_votes rv join scales s on s.judge_id = rv.judge_id
         group by rv.recipe_id
       )
       select r.id, r.name, u.id as user_id, u.name as first_name, u.lastname, u.email, u.is_finalist, g.votes,
         g.sum_total, g.min_total, g.max_total, g.sd, g.z, g.creativity, g.appearance, g.ingredients,
         g.profitability, g.deployability
       from recipes r join users u on u.id = r.user_id left join grouped g on g.recipe_id = r.id
       where u.is_active and ${MEMBERS[stage]}
       order by r.id`,
      [stage],
    );
    return rows.map((row) => ({
      recipeId: row.id,
      recipeName: row.name,
      contestantId: row.user_id,
      contestantName: `${row.first_name ?? ''} ${row.lastname ?? ''}`.trim() || row.email,
      contestantEmail: row.email,
      isFinalist: row.is_finalist,
      votes: row.votes ?? 0,
      sumTotal: num(row.sum_total),
      minTotal: num(row.min_total),
      maxTotal: num(row.max_total),
      sd: row.sd === null ? null : Number(row.sd),
      normalisedScore: row.z === null ? null : Number(row.z),
      criteriaSums:
        row.votes === null
          ? null
          : {
              creativity: Number(row.creativity),
              appearance: Number(row.appearance),
              ingredients: Number(row.ingredients),
              profitability: Number(row.profitability),
              deployability: Number(row.deployability),
            },
    }));
  }

  /** How many complete votes of the round fall on each total (0 to 25 in half points), for the distribution. */
  async roundTotals(stage: Stage): Promise<Array<{ total: number; count: number }>> {
    const rows = await this.em.execute<Array<{ total: string; count: number }>>(
      `select v.creativity + v.appearance + v.ingredients + v.profitability + v.deployability as total,
         count(*)::int as count
       from votes v join recipes r on r.id = v.recipe_id join users u on u.id = r.user_id
       where v.stage = ? and v.creativity is not null and u.is_active and ${MEMBERS[stage]}
       group by 1`,
      [stage],
    );
    return rows.map((row) => ({ total: Number(row.total), count: row.count }));
  }

  /**
   * The round's panel (enabled judges of that stage) and any other judge who voted in it, with their complete votes
   * on the round's recipes (count and sum of totals). One grouped pass over the round's votes joined to the judges,
   * instead of an `exists` probe per judge (which read every vote of a judge not on the panel).
   */
  async roundJudges(stage: Stage): Promise<RoundJudgeRow[]> {
    const rows = await this.em.execute<
      Array<{
        id: number;
        name: string;
        lastname: string;
        email: string;
        is_active: boolean;
        on_panel: boolean;
        votes: number | null;
        sum_total: string | null;
      }>
    >(
      `with voted as (
         select v.judge_id, count(r.id)::int as votes,
           sum(v.creativity + v.appearance + v.ingredients + v.profitability + v.deployability)
             filter (where r.id is not null) as sum_total
         from votes v
         left join (recipes r join users u on u.id = r.user_id and u.is_active and ${MEMBERS[stage]})
           on r.id = v.recipe_id
         where v.stage = ? and v.creativity is not null
         group by v.judge_id
       )
       select j.id, j.name, j.lastname, j.email, j.is_active, (j.is_active and j.stage = ?) as on_panel,
         voted.votes, voted.sum_total
       from judges j left join voted on voted.judge_id = j.id
       where (j.is_active and j.stage = ?) or voted.judge_id is not null
       order by j.lastname, j.name, j.id`,
      [stage, stage, stage],
    );
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      lastname: row.lastname,
      email: row.email,
      isActive: row.is_active,
      onPanel: row.on_panel,
      votes: row.votes ?? 0,
      sumTotal: num(row.sum_total),
    }));
  }

  /**
   * Every vote row (scores, note or both) of both rounds, for the export, read through a database cursor in batches
   * of `batch` rows, in the order of the votes(stage, recipe_id, judge_id) index (no sort). The cursor lives in a
   * read-only transaction of its own connection, closed when the reader stops (also when the download is cut).
   */
  async *allVotes(batch = 2000): AsyncGenerator<ExportVoteRow> {
    const em = this.em.fork();
    await em.begin({ readOnly: true });
    let open = true;
    try {
      await em.execute(
        `declare votes_export no scroll cursor for
         select v.id, v.stage, r.id as recipe_id, r.name as recipe_name, u.name as first_name, u.lastname, u.email,
           j.id as judge_id, j.name as judge_name, j.lastname as judge_lastname, j.email as judge_email,
           v.creativity, v.appearance, v.ingredients, v.profitability, v.deployability, v.note, v.voted_at
         from votes v
         join recipes r on r.id = v.recipe_id
         join users u on u.id = r.user_id
         join judges j on j.id = v.judge_id
         order by v.stage, v.recipe_id, v.judge_id`,
      );
      for (;;) {
        const rows = await em.execute<ExportVoteRecord[]>(`fetch ${Math.floor(batch)} from votes_export`);
        for (const row of rows) yield toExportVoteRow(row);
        if (rows.length < batch) break;
      }
      open = false;
      await em.commit();
    } finally {
      if (open) await em.rollback().catch(() => undefined);
    }
  }
}
