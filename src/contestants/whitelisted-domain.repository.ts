import type { EntityManager } from '@mikro-orm/core';
import { EntityRepository } from '@mikro-orm/postgresql';
import type { WhitelistedDomain } from './whitelisted-domain.entity.js';

export class WhitelistedDomainRepository extends EntityRepository<WhitelistedDomain> {
  /**
   * Runs `work` in one transaction on a unit of work of its own (nothing the request read before is reused); this
   * repository reads through it inside `work`.
   */
  inOwnTransaction<T>(work: (tx: EntityManager) => Promise<T>): Promise<T> {
    return this.getEntityManager().fork().transactional(work);
  }

  /** The domain with this id, read fresh on a unit of work of its own. */
  findFreshById(id: number): Promise<WhitelistedDomain | null> {
    return this.getEntityManager().fork().findOne(this.entityName, { id });
  }

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
