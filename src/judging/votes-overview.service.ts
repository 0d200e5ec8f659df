import { Injectable } from '@nestjs/common';
import type { Stage } from '../auth/staff-account.entity.js';
import { type ContestantVote, type RoundProgress, VotesOverviewQueries } from './votes-overview.queries.js';

export type { ContestantVote, RoundProgress };

/** The votes as the administration reads them: the judges' votes on a contestant, and each round's progress. */
@Injectable()
export class VotesOverviewService {
  constructor(private readonly queries: VotesOverviewQueries) {}

  /** The scored votes on the contestant's recipe (notes alone are not votes), by judge name. */
  scoredOnContestant(contestantId: number): Promise<ContestantVote[]> {
    return this.queries.scoredOnContestant(contestantId);
  }

  /** The round's judges, recipes, and votes cast and expected (the dashboard's round cards). */
  roundProgress(stage: Stage): Promise<RoundProgress> {
    return this.queries.roundProgress(stage);
  }
}
