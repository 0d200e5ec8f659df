import { EntityRepositoryType, type Opt, OptionalProps, type Rel } from '@mikro-orm/core';
import {
  Check,
  Entity,
  Enum,
  Index,
  OneToOne,
  PrimaryKey,
  Property,
  Unique,
} from '@mikro-orm/decorators/legacy';
import { Profile } from './profile.entity.js';
import { ContestantRepository } from './contestant.repository.js';
import type { AuthorizationStatus } from '@shared/statuses.js';
import { contestantFullName } from '@shared/people.js';
import { Timestamped } from '../database/timestamped.entity.js';
import { LOCALES, type Locale } from '@shared/i18n/locales.js';

/** 'sodexo': a company employee (single sign-on, needs a supervisor's approval); 'entegra': an outside business user. */
export const CONTESTANT_TYPES = ['sodexo', 'entegra'] as const;
export type ContestantType = (typeof CONTESTANT_TYPES)[number];

/** The specification's "User": a contestant. Judges and admins are separate accounts. */
@Entity({ tableName: 'users', repository: () => ContestantRepository })
@Check({ name: 'users_is_authorized_check', expression: 'is_authorized in (0, 1, 2)' })
@Check({ name: 'users_email_lowercase_check', expression: 'email = lower(email)' })
@Check({ name: 'users_language_check', expression: "language in ('en', 'es')" })
// The admin searches' `ilike '%term%'` on e-mails and full names (Migration20261124020000, docs/scale.md).
@Index({
  name: 'users_email_trgm_index',
  expression: `create index "users_email_trgm_index" on "users" using gin ("email" gin_trgm_ops)`,
})
@Index({
  name: 'users_full_name_trgm_index',
  expression: `create index "users_full_name_trgm_index" on "users" using gin ((coalesce("name", '') || ' ' || coalesce("lastname", '')) gin_trgm_ops)`,
})
export class Contestant extends Timestamped {
  [OptionalProps]?: 'fullName';
  /** Types em.getRepository(Contestant) as the custom repository. */
  [EntityRepositoryType]?: ContestantRepository;

  @PrimaryKey()
  id: number;

  /** Stored lower-case, so uniqueness is case-insensitive. */
  @Property({ length: 254 })
  @Unique({ name: 'users_email_unique' })
  email: string;

  @Property({ length: 100, nullable: true })
  name: string | null = null;

  @Property({ length: 100, nullable: true })
  lastname: string | null = null;

  @Enum({ items: () => CONTESTANT_TYPES as unknown as string[], columnType: 'varchar(10)' })
  typeuser: ContestantType;

  @Property({ type: 'smallint' })
  isAuthorized: Opt<AuthorizationStatus> = 0;

  @Property()
  isActive: Opt<boolean> = true;

  @Property()
  isFinalist: Opt<boolean> = false;

  @Property()
  onboarded: Opt<boolean> = false;

  /** When the registration form was saved; null until then. */
  @Property({ type: 'timestamptz', nullable: true })
  registeredAt: Date | null = null;

  /**
   * The language the contestant reads: set at sign-in from the `lang` cookie or Accept-Language, then kept (a later
   * switch changes it). Their mails, and their supervisor's approval request, go out in it; null reads as English.
   */
  @Enum({ items: () => LOCALES as unknown as string[], columnType: 'varchar(2)', nullable: true })
  language: Locale | null = null;

  @OneToOne({ entity: () => Profile, mappedBy: 'contestant', nullable: true })
  profile?: Rel<Profile> | null;

  get fullName(): string {
    return contestantFullName(this.name, this.lastname, this.email);
  }
}
