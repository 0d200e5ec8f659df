import { type Opt, OptionalProps } from '@mikro-orm/core';
import { Entity, Enum, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Timestamped } from '../database/timestamped.entity.js';
import { staffFullName } from '@shared/people.js';

export const STAGES = ['first', 'second'] as const;
export type Stage = (typeof STAGES)[number];

/** sso: signs in through the company's single sign-on (labelled Sodexo); credential: e-mail and password (labelled External). */
export const LOGIN_TYPES = ['sso', 'credential'] as const;
export type LoginType = (typeof LOGIN_TYPES)[number];

/** Fields judges and admins share (specification section 3: "Admin: same fields"). */
@Entity({ abstract: true })
export abstract class StaffAccount extends Timestamped {
  [OptionalProps]?: 'fullName';

  @PrimaryKey()
  id: number;

  @Property({ length: 100 })
  name: string;

  @Property({ length: 100 })
  lastname: string;

  /** Stored lower-case; unique per audience. */
  @Property({ length: 254 })
  email: string;

  @Enum({ items: () => STAGES as unknown as string[], columnType: 'varchar(10)' })
  stage: Stage;

  @Enum({ items: () => LOGIN_TYPES as unknown as string[], columnType: 'varchar(12)' })
  typelogin: LoginType;

  /** argon2id hash; null until a password is set (and always for sso accounts). */
  @Property({ length: 200, nullable: true, hidden: true })
  passwordHash: string | null = null;

  /** New accounts start disabled (specification section 4). */
  @Property()
  isActive: Opt<boolean> = false;

  get fullName(): string {
    return staffFullName(this.name, this.lastname);
  }
}
