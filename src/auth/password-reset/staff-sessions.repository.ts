import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { Audience } from '../../inertia/shared-props.js';

/**
 * The stored sessions (table `sessions` of connect-pg-simple) seen as sign-ins. Used to sign a person out
 * everywhere: after a password reset, a session opened with the old password must not live on.
 */
@Injectable()
export class StaffSessionsRepository {
  /** Ends every session signed in as this account, in the unit of work of `em` (its transaction, if any). */
  async endAllOf(em: EntityManager, audience: Audience, id: number): Promise<number> {
    const result = await em.execute<{ affectedRows: number }>(
      `delete from sessions where sess -> 'auth' ->> 'audience' = ? and sess -> 'auth' ->> 'id' = ?`,
      [audience, String(id)],
      'run',
    );
    return result.affectedRows ?? 0;
  }
}
