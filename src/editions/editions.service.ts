import { Injectable, NotFoundException } from '@nestjs/common';
import { PastEditionRepository } from './past-edition.repository.js';
import type { PastEdition } from './past-edition.entity.js';

@Injectable()
export class EditionsService {
  constructor(private readonly editions: PastEditionRepository) {}

  listPublished(): Promise<PastEdition[]> {
    return this.editions.findPublished();
  }

  async publishedByYear(year: number): Promise<PastEdition> {
    const edition = await this.editions.findPublishedByYear(year);
    if (!edition) throw new NotFoundException({ message: `There is no published edition for ${year}.` });
    return edition;
  }
}
