import { EntityRepository } from '@mikro-orm/postgresql';
import type { Profile } from './profile.entity.js';

export class ProfileRepository extends EntityRepository<Profile> {
  findByContestant(contestantId: number): Promise<Profile | null> {
    return this.findOne({ contestant: contestantId });
  }
}
