import { Injectable } from '@nestjs/common';
import { createHash, randomBytes } from 'node:crypto';
import type { Transaction, UnitOfWork } from '../../database/unit-of-work.js';
import type { TokenPurpose } from '../auth-token.entity.js';
import { AuthTokenRepository } from '../auth-token.repository.js';
import type { StaffAudience } from '../staff-sign-in.service.js';

export type PasswordLinkState = 'ready' | 'used' | 'expired' | 'invalid';

const PURPOSES: Record<StaffAudience, TokenPurpose> = {
  judge: 'judge_password_reset',
  admin: 'admin_password_reset',
};

const hashOf = (secret: string) => createHash('sha256').update(secret).digest('hex');

/** 32 random bytes in base64url: anything else cannot be one of ours, so it is refused without a query. */
function isWellFormed(secret: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(secret);
}

/**
 * The single-use secrets of the staff password links (reset and invitation). Only the SHA-256 of a secret is
 * stored; the secret itself exists only in the mail.
 */
@Injectable()
export class StaffPasswordTokens {
  constructor(private readonly tokens: AuthTokenRepository) {}

  /**
   * Adds a token for `email` to the unit of work `uow` (written by its flush, with the mail that carries it) and
   * answers the secret for the link.
   */
  issue(uow: UnitOfWork, audience: StaffAudience, email: string, validMinutes: number): string {
    const secret = randomBytes(32).toString('base64url');
    this.tokens
      .in(uow)
      .addToken(PURPOSES[audience], email.trim().toLowerCase(), hashOf(secret), validMinutes);
    return secret;
  }

  /** What a link is worth, without using it. */
  async inspect(
    audience: StaffAudience,
    secret: string,
  ): Promise<{ state: PasswordLinkState; email: string | null }> {
    if (!isWellFormed(secret)) return { state: 'invalid', email: null };
    const token = await this.tokens.findByHash(PURPOSES[audience], hashOf(secret));
    if (!token) return { state: 'invalid', email: null };
    if (token.usedAt) return { state: 'used', email: token.email };
    if (token.expiresAt.getTime() <= Date.now()) return { state: 'expired', email: token.email };
    return { state: 'ready', email: token.email };
  }

  /** Spends the link in one statement (two submits cannot both use it); answers its address, or null. */
  consume(tx: Transaction, audience: StaffAudience, secret: string): Promise<string | null> {
    if (!isWellFormed(secret)) return Promise.resolve(null);
    return this.tokens.in(tx).consume(PURPOSES[audience], hashOf(secret));
  }

  /** Spends every other link of the address, inside the caller's transaction: a new password ends them all. */
  async spendAll(tx: Transaction, audience: StaffAudience, email: string): Promise<void> {
    await this.tokens.in(tx).spendAllFor(PURPOSES[audience], email);
  }
}
