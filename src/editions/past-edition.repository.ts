import { UnitOfWorkRepository } from '../database/unit-of-work.js';
import type { PastEdition } from './past-edition.entity.js';

export class PastEditionRepository extends UnitOfWorkRepository<PastEdition> {
  findPublished(): Promise<PastEdition[]> {
    return this.find({ isActive: true }, { orderBy: { year: 'desc' } });
  }

  findPublishedByYear(year: number): Promise<PastEdition | null> {
    return this.findOne({ year, isActive: true });
  }

  findById(id: number): Promise<PastEdition | null> {
    return this.findOne({ id });
  }

  /** The edition of that year, published or not: a year has one edition. */
  findByYear(year: number): Promise<PastEdition | null> {
    return this.findOne({ year });
  }
}
