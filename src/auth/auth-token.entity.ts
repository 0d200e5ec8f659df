import { type Opt } from '@mikro-orm/core';
import { Entity, Enum, Index, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { AuthTokenRepository } from './auth-token.repository.js';

export const TOKEN_PURPOSES = [
  'contestant_sign_in',
  'judge_password_reset',
  'admin_password_reset',
  'peoples_choice_vote',
] as const;
export type TokenPurpose = (typeof TOKEN_PURPOSES)[number];

/**
 * A single-use secret mailed to someone: a contestant's sign-in link or a password-reset link.
 * Only the SHA-256 of the secret is stored, so a leaked table cannot be used to sign in.
 */
@Entity({ tableName: 'auth_tokens', repository: () => AuthTokenRepository })
@Index({ name: 'auth_tokens_email_index', properties: ['purpose', 'email'] })
export class AuthToken {
  @PrimaryKey()
  id: number;

  @Enum({ items: () => TOKEN_PURPOSES as unknown as string[], columnType: 'varchar(30)' })
  purpose: TokenPurpose;

  @Property({ length: 254 })
  email: string;

  @Property({ length: 64 })
  @Unique({ name: 'auth_tokens_hash_unique' })
  tokenHash: string;

  @Property({ type: 'timestamptz' })
  expiresAt: Date;

  @Property({ type: 'timestamptz', nullable: true })
  usedAt: Date | null = null;

  @Property({ type: 'timestamptz' })
  createdAt: Opt<Date> = new Date();
}
