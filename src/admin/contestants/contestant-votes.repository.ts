import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { Vote } from '../../judging/vote.entity.js';

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
export class ContestantVotesRepository {
  constructor(private readonly em: EntityManager) {}

  /** Votes with scores (a row holding only a note is not a vote yet), by judge name. */
  async findScoredByContestant(contestantId: number): Promise<ContestantVote[]> {
    const votes = await this.em.find(
      Vote,
      { recipe: { contestant: contestantId }, creativity: { $ne: null } },
      { populate: ['judge'], orderBy: { judge: { name: 'asc', lastname: 'asc' }, stage: 'asc' } },
    );
    return votes.map((vote) => ({
      judgeName: vote.judge.fullName,
      stage: vote.stage,
      creativity: vote.creativity ?? '0',
      appearance: vote.appearance ?? '0',
      ingredients: vote.ingredients ?? '0',
      profitability: vote.profitability ?? 0,
      deployability: vote.deployability ?? '0',
    }));
  }
}
