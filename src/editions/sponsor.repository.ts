import { EntityRepository } from '@mikro-orm/postgresql';
import type { Sponsor } from './sponsor.entity.js';

export class SponsorRepository extends EntityRepository<Sponsor> {
  /** The filled slots, 1 to 4. */
  findInOrder(): Promise<Sponsor[]> {
    return this.findAll({ orderBy: { position: 'asc' } });
  }
}
