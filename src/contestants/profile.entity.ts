import { EntityRepositoryType, type Rel } from '@mikro-orm/core';
import { Entity, OneToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Contestant } from './contestant.entity.js';
import { ProfileRepository } from './profile.repository.js';
import { COUNTRY_CODES, type CountryCode } from '@shared/contestants/regions.js';
import { Timestamped } from '../database/timestamped.entity.js';

export const COUNTRIES = COUNTRY_CODES;
export type Country = CountryCode;

export interface PostalAddress {
  address: string;
  city: string;
  state: string;
  zip: string;
  country: Country;
}

/** A contestant's registration details (specification section 3, "Profile"). */
@Entity({ tableName: 'profiles', repository: () => ProfileRepository })
export class Profile extends Timestamped {
  /** Types em.getRepository(Profile) as the custom repository. */
  [EntityRepositoryType]?: ProfileRepository;

  @PrimaryKey()
  id: number;

  @OneToOne({
    entity: () => Contestant,
    inversedBy: 'profile',
    owner: true,
    deleteRule: 'cascade',
    unique: 'profiles_user_id_unique',
    fieldName: 'user_id',
  })
  contestant: Rel<Contestant>;

  /** As typed in the form, (###) ###-#### (the +1 prefix is implied); demo rows may hold ten bare digits. */
  @Property({ length: 20 })
  phone: string;

  @Property({ type: 'json' })
  homeAddress: PostalAddress;

  @Property({ type: 'json', nullable: true })
  unitAddress: PostalAddress | null = null;

  @Property({ length: 200, nullable: true })
  managerName: string | null = null;

  @Property({ length: 254, nullable: true })
  managerEmail: string | null = null;

  /** The supervisor's reason when declining. */
  @Property({ type: 'text', nullable: true })
  managerReason: string | null = null;

  /** When the supervisor answered the approval request; null while it waits. */
  @Property({ type: 'timestamptz', nullable: true })
  managerAnsweredAt: Date | null = null;

  @Property({ length: 200, nullable: true })
  businessName: string | null = null;
}
