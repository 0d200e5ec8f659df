import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import { kysely } from '../../database/database-schema.js';
import type { Audience } from '@shared/inertia/shared-props.js';

/**
 * Who a stored session is signed in as (`req.session.auth`, src/auth/session.service.ts), as text. A raw fragment
 * because the column is `json`: Kysely's typed path keeps one operator for the whole chain, and the last step has
 * to be `->>` to compare with text (`json` has no equality of its own).
 */
const signedInAs = (field: 'audience' | 'id') => sql<string>`sess -> 'auth' ->> ${sql.lit(field)}`;

/**
 * The stored sessions (table `sessions` of connect-pg-simple) seen as sign-ins. Used to sign a person out
 * everywhere: after a password reset, a session opened with the old password must not live on.
 */
@Injectable()
export class SignedInSessionsQueries {
  /** Ends every session signed in as this account, in the unit of work of `em` (its transaction, if any). */
  async endAllOf(em: EntityManager, audience: Audience, id: number): Promise<number> {
    const result = await kysely(em)
      .deleteFrom('sessions')
      .where(signedInAs('audience'), '=', audience)
      .where(signedInAs('id'), '=', String(id))
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
