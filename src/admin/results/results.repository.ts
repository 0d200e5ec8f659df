import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { Stage } from '../../auth/staff-account.entity.js';
import { REVIEW } from '../../recipes/recipe.entity.js';

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

export interface RoundVoteRow {
  voteId: number;
  judgeId: number;
  recipeId: number;
  creativity: number;
  appearance: number;
  ingredients: number;
  profitability: number;
  deployability: number;
}

export interface RoundJudgeRow {
  id: number;
  name: string;
  lastname: string;
  email: string;
  isActive: boolean;
  /** Still judging this round (its stage is this round); others appear only because they voted in it earlier. */
  onPanel: boolean;
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

  /** Every complete vote of the round on the round's recipes (a note without scores is no vote). */
  async roundVotes(stage: Stage): Promise<RoundVoteRow[]> {
    const rows = await this.em.execute<
      Array<{
        id: number;
        judge_id: number;
        recipe_id: number;
        creativity: string;
        appearance: string;
        ingredients: string;
        profitability: number;
        deployability: string;
      }>
    >(
      `select v.id, v.judge_id, v.recipe_id, v.creativity, v.appearance, v.ingredients, v.profitability,
         v.deployability
       from votes v join recipes r on r.id = v.recipe_id join users u on u.id = r.user_id
       where v.stage = ? and v.creativity is not null and u.is_active and ${MEMBERS[stage]}
       order by v.id`,
      [stage],
    );
    return rows.map((row) => ({
      voteId: row.id,
      judgeId: row.judge_id,
      recipeId: row.recipe_id,
      creativity: Number(row.creativity),
      appearance: Number(row.appearance),
      ingredients: Number(row.ingredients),
      profitability: Number(row.profitability),
      deployability: Number(row.deployability),
    }));
  }

  /** The round's panel (enabled judges of that stage) and any other judge who voted in it. */
  async roundJudges(stage: Stage): Promise<RoundJudgeRow[]> {
    const rows = await this.em.execute<
      Array<{
        id: number;
        name: string;
        lastname: string;
        email: string;
        is_active: boolean;
        on_panel: boolean;
      }>
    >(
      `select j.id, j.name, j.lastname, j.email, j.is_active, (j.is_active and j.stage = ?) as on_panel
       from judges j
       where (j.is_active and j.stage = ?)
          or exists (select 1 from votes v where v.judge_id = j.id and v.stage = ? and v.creativity is not null)
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
    }));
  }

  /** Every vote row (scores, note or both) of both rounds, for the export. */
  async allVotes(): Promise<ExportVoteRow[]> {
    const rows = await this.em.execute<
      Array<{
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
      }>
    >(
      `select v.id, v.stage, r.id as recipe_id, r.name as recipe_name, u.name as first_name, u.lastname, u.email,
         j.id as judge_id, j.name as judge_name, j.lastname as judge_lastname, j.email as judge_email,
         v.creativity, v.appearance, v.ingredients, v.profitability, v.deployability, v.note, v.voted_at
       from votes v
       join recipes r on r.id = v.recipe_id
       join users u on u.id = r.user_id
       join judges j on j.id = v.judge_id
       order by v.stage, r.id, j.id`,
    );
    return rows.map((row) => ({
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
    }));
  }
}
