import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { NotNull } from 'kysely';
import { kysely } from '../../database/database-schema.js';

/** A judge's scored vote on a contestant's recipe, as the 'Judges Votes' box needs it. */
export interface ContestantVote {
  judgeName: string;
  stage: 'first' | 'second';
  creativity: string;
  appearance: string;
  ingredients: string;
  profitability: number;
  deployability: string;
}

/** The votes cast on one contestant's recipe (read only; judging owns the writes). */
@Injectable()
export class ContestantVotesQueries {
  constructor(private readonly em: EntityManager) {}

  /** Votes with scores (a row holding only a note is not a vote yet), by judge name. */
  async scoredByContestant(contestantId: number): Promise<ContestantVote[]> {
    const votes = await kysely(this.em)
      .selectFrom('votes as v')
      .innerJoin('recipes as r', 'r.id', 'v.recipe_id')
      .innerJoin('judges as j', 'j.id', 'v.judge_id')
      .where('r.user_id', '=', contestantId)
      .where('v.creativity', 'is not', null)
      .select([
        'j.name',
        'j.lastname',
        'v.stage',
        'v.creativity',
        'v.appearance',
        'v.ingredients',
        'v.profitability',
        'v.deployability',
      ])
      // votes_complete_check: a row with one score has all five.
      .$narrowType<{
        creativity: NotNull;
        appearance: NotNull;
        ingredients: NotNull;
        profitability: NotNull;
        deployability: NotNull;
      }>()
      .orderBy('j.name')
      .orderBy('j.lastname')
      .orderBy('v.stage')
      .execute();
    return votes.map(({ name, lastname, ...vote }) => ({
      judgeName: `${name} ${lastname}`.trim(),
      ...vote,
    }));
  }
}
