import { Injectable } from '@nestjs/common';
import type { Contestant } from './contestant.entity.js';
import { ContestantRepository } from './contestant.repository.js';

/** A contestant as the other modules read one (the recipes' rules): they reach the rows through here only. */
@Injectable()
export class ContestantsService {
  constructor(private readonly contestants: ContestantRepository) {}

  /** The contestant while their account is enabled; null when disabled or unknown. */
  findActive(id: number): Promise<Contestant | null> {
    return this.contestants.findActiveById(id);
  }

  findWithProfile(id: number): Promise<Contestant | null> {
    return this.contestants.findWithProfile(id);
  }

  /**
   * The contestant, the row locked until the caller's transaction ends (see ContestantRepository.findForUpdate):
   * every change to a contestant or to what they own takes this lock first. Call inside a transaction.
   */
  lockForChange(id: number): Promise<Contestant | null> {
    return this.contestants.findForUpdate(id);
  }

  /** The contestant read again from the database, as it stands now (an admin may have just disabled the account). */
  findFresh(id: number): Promise<Contestant | null> {
    return this.contestants.findFresh(id);
  }
}
