import { LockMode } from '@mikro-orm/core';
import { UnitOfWorkRepository } from '../database/unit-of-work.js';
import type { Judge } from './judge.entity.js';

export class JudgeRepository extends UnitOfWorkRepository<Judge> {
  findByEmail(email: string): Promise<Judge | null> {
    return this.findOne({ email: email.trim().toLowerCase() });
  }

  /** Enabled judges marked for the public panel, in their display order. */
  findShownOnSite(): Promise<Judge[]> {
    return this.find({ showOnSite: true, isActive: true }, { orderBy: { sitePosition: 'asc', id: 'asc' } });
  }

  /** Which of `emails` (normalised) already belong to a judge. */
  async findTakenEmails(emails: string[]): Promise<Set<string>> {
    if (emails.length === 0) return new Set();
    const found = await this.find({ email: { $in: emails } }, { fields: ['email'] });
    return new Set(found.map((judge) => judge.email));
  }

  findById(id: number): Promise<Judge | null> {
    return this.findOne({ id });
  }

  /** The head judge, if one is marked. */
  findHeadJudge(): Promise<Judge | null> {
    return this.findOne({ headJudge: true });
  }

  /** The judge, locked until the caller's transaction ends: a save of the account waits for the head judge's mark. */
  findByIdForUpdate(id: number): Promise<Judge | null> {
    return this.findOne({ id }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
  }

  /** Enabled judges of the final round, by name: those an admin can mark as head judge. */
  findFinalRound(): Promise<Judge[]> {
    return this.find(
      { stage: 'second', isActive: true },
      { orderBy: { name: 'asc', lastname: 'asc', id: 'asc' } },
    );
  }
}
