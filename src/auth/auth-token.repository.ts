import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { kysely } from '../database/database-schema.js';
import { UnitOfWorkRepository } from '../database/unit-of-work.js';
import type { AuthToken, TokenPurpose } from './auth-token.entity.js';

export class AuthTokenRepository extends UnitOfWorkRepository<AuthToken> {
  /** Adds a token valid for `validMinutes` to this unit of work, written by its flush with the mail that carries it. */
  addToken(purpose: TokenPurpose, email: string, tokenHash: string, validMinutes: number): AuthToken {
    return this.create({
      purpose,
      email,
      tokenHash,
      expiresAt: new Date(Date.now() + validMinutes * 60_000),
    });
  }

  findByHash(purpose: TokenPurpose, tokenHash: string): Promise<AuthToken | null> {
    return this.findOne({ purpose, tokenHash });
  }

  /**
   * Marks the token used if it is still unused and unexpired, in one statement, so two clicks (or two copies of the
   * app) cannot both use it. Answers the address it was issued to, or null. Runs in the unit of work of the entity
   * manager this repository was taken from (its transaction, if any).
   */
  async consume(purpose: TokenPurpose, tokenHash: string): Promise<string | null> {
    const row = await kysely(this.getEntityManager() as EntityManager)
      .updateTable('auth_tokens')
      .set({ used_at: sql<string>`now()` })
      .where('purpose', '=', purpose)
      .where('token_hash', '=', tokenHash)
      .where('used_at', 'is', null)
      .where('expires_at', '>', sql<string>`now()`)
      .returning('email')
      .executeTakeFirst();
    return row?.email ?? null;
  }

  /**
   * Marks every unused token of the address used (after a password reset, the other links of that address stop
   * working). Runs in the unit of work of the entity manager this repository was taken from.
   */
  async spendAllFor(purpose: TokenPurpose, email: string): Promise<void> {
    await this.nativeUpdate({ purpose, email, usedAt: null }, { usedAt: new Date() });
  }

  /** Deletes the tokens that expired before `before`, used or not; answers how many. */
  async deleteExpiredBefore(before: Date): Promise<number> {
    return this.nativeDelete({ expiresAt: { $lt: before } });
  }
}
