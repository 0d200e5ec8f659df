import { EntityRepositoryType, type Opt } from '@mikro-orm/core';
import { Check, Entity, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { WhitelistedDomainRepository } from './whitelisted-domain.repository.js';
import { Timestamped } from '../database/timestamped.entity.js';

/** An outside business whose people may ask for a mailed sign-in link. */
@Entity({ tableName: 'whitelisted_domains', repository: () => WhitelistedDomainRepository })
@Check({ name: 'whitelisted_domains_domain_lowercase_check', expression: 'domain = lower(domain)' })
export class WhitelistedDomain extends Timestamped {
  /** Types em.getRepository(WhitelistedDomain) as the custom repository. */
  [EntityRepositoryType]?: WhitelistedDomainRepository;

  @PrimaryKey()
  id: number;

  /** Lower-case, without '@'. */
  @Property({ length: 253 })
  @Unique({ name: 'whitelisted_domains_domain_unique' })
  domain: string;

  @Property()
  isActive: Opt<boolean> = false;
}
