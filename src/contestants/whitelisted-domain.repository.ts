import { EntityRepository } from '@mikro-orm/postgresql';
import type { WhitelistedDomain } from './whitelisted-domain.entity.js';

export class WhitelistedDomainRepository extends EntityRepository<WhitelistedDomain> {
  findByDomains(domains: string[]): Promise<WhitelistedDomain[]> {
    return this.find({ domain: { $in: domains } });
  }

  findById(id: number): Promise<WhitelistedDomain | null> {
    return this.findOne({ id });
  }

  findByDomain(domain: string): Promise<WhitelistedDomain | null> {
    return this.findOne({ domain });
  }
}
