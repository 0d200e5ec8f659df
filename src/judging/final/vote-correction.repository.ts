import { UnitOfWorkRepository } from '../../database/unit-of-work.js';
import type { VoteCorrection } from './vote-correction.entity.js';

export class VoteCorrectionRepository extends UnitOfWorkRepository<VoteCorrection> {
  /** The vote's latest correction, if any. */
  findLatest(voteId: number): Promise<VoteCorrection | null> {
    return this.findOne({ vote: voteId }, { orderBy: { id: 'desc' } });
  }

  /** The corrections of these votes, oldest first. */
  findOf(voteIds: readonly number[]): Promise<VoteCorrection[]> {
    if (voteIds.length === 0) return Promise.resolve([]);
    return this.find({ vote: { $in: [...voteIds] } }, { orderBy: { id: 'asc' } });
  }
}
