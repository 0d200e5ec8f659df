import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { kysely } from '../../database/database-schema.js';
import { contestantFullName, staffFullName } from '@shared/people.js';
import type { ScoreSet } from '@shared/judging/vote-corrections.js';
import { type ScoredVoteColumns, VOTE_SCORE_COLUMNS } from '../vote-columns.js';

/** A scored final-round vote, with its recipe, contestant and judge. */
export interface FinalVoteRow {
  voteId: number;
  recipeId: number;
  contestant: string;
  judge: string;
  scores: ScoreSet;
}

/** The final round's scored votes as the correction pages read them. */
@Injectable()
export class VoteCorrectionsQueries {
  constructor(private readonly em: EntityManager) {}

  /** Every scored final-round vote (a note alone is no score), by recipe then judge. The final is a few plates. */
  async scoredFinalVotes(): Promise<FinalVoteRow[]> {
    const rows = await kysely(this.em)
      .selectFrom('votes as v')
      .innerJoin('recipes as r', 'r.id', 'v.recipe_id')
      .innerJoin('users as u', 'u.id', 'r.user_id')
      .innerJoin('judges as j', 'j.id', 'v.judge_id')
      .where('v.stage', '=', 'second')
      .where('v.voted_at', 'is not', null)
      .select([
        'v.id',
        'v.recipe_id',
        'u.name as first_name',
        'u.lastname',
        'u.email',
        'j.name as judge_name',
        'j.lastname as judge_lastname',
        ...VOTE_SCORE_COLUMNS,
      ])
      .$narrowType<ScoredVoteColumns>()
      .orderBy('v.recipe_id')
      .orderBy('j.name')
      .orderBy('j.lastname')
      .orderBy('v.id')
      .execute();
    return rows.map((row) => ({
      voteId: row.id,
      recipeId: row.recipe_id,
      contestant: contestantFullName(row.first_name, row.lastname, row.email),
      judge: staffFullName(row.judge_name, row.judge_lastname),
      scores: {
        creativity: Number(row.creativity),
        appearance: Number(row.appearance),
        ingredients: Number(row.ingredients),
        profitability: Number(row.profitability),
        deployability: Number(row.deployability),
      },
    }));
  }
}
