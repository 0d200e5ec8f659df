import { UnitOfWorkRepository } from '../database/unit-of-work.js';
import type { Sponsor } from './sponsor.entity.js';

export class SponsorRepository extends UnitOfWorkRepository<Sponsor> {
  /** The sponsor of slot `position` (1 to 4), if it is filled. */
  findByPosition(position: number): Promise<Sponsor | null> {
    return this.findOne({ position });
  }

  /** The filled slots, 1 to 4. */
  findInOrder(): Promise<Sponsor[]> {
    return this.findAll({ orderBy: { position: 'asc' } });
  }
}
