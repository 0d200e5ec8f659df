import { EntityRepository } from '@mikro-orm/postgresql';
import type { Judge } from './judge.entity.js';

export class JudgeRepository extends EntityRepository<Judge> {
  findByEmail(email: string): Promise<Judge | null> {
    return this.findOne({ email: email.trim().toLowerCase() });
  }

  /** Enabled judges marked for the public panel, in their display order. */
  findShownOnSite(): Promise<Judge[]> {
    return this.find({ showOnSite: true, isActive: true }, { orderBy: { sitePosition: 'asc', id: 'asc' } });
  }

  findById(id: number): Promise<Judge | null> {
    return this.findOne({ id });
  }
}
