import { EntityRepository } from '@mikro-orm/postgresql';
import type { Contestant } from './contestant.entity.js';

export class ContestantRepository extends EntityRepository<Contestant> {
  findByEmail(email: string): Promise<Contestant | null> {
    return this.findOne({ email: email.trim().toLowerCase() });
  }

  findActiveById(id: number): Promise<Contestant | null> {
    return this.findOne({ id, isActive: true });
  }
}
