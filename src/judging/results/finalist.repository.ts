import { Contestant } from '../../contestants/contestant.entity.js';
import type { Transaction } from '../../database/unit-of-work.js';

/**
 * The contestant whose finalist mark the results page sets, in the caller's transaction: a change to its
 * `isFinalist` is written when that transaction commits.
 */
export function findFinalistCandidate(tx: Transaction, contestantId: number): Promise<Contestant | null> {
  return tx.findOne(Contestant, { id: contestantId });
}
