import { EntityRepositoryType } from '@mikro-orm/core';
import { Check, Entity, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { SponsorRepository } from './sponsor.repository.js';

/** The sponsor bar holds four sponsors: slots 1 to 4. */
@Entity({ tableName: 'sponsors', repository: () => SponsorRepository })
@Check({ name: 'sponsors_position_check', expression: 'position between 1 and 4' })
export class Sponsor {
  /** Types em.getRepository(Sponsor) as the custom repository. */
  [EntityRepositoryType]?: SponsorRepository;

  @PrimaryKey()
  id: number;

  @Property()
  @Unique({ name: 'sponsors_position_unique' })
  position: number;

  @Property({ length: 150 })
  name: string;

  @Property({ length: 500, nullable: true })
  url: string | null = null;

  /** Key of the stored logo. */
  @Property({ length: 80 })
  logo: string;
}
