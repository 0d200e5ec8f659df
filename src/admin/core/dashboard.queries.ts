import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import { countAll, kysely } from '../../database/database-schema.js';

/**
 * The dashboard's count of the mail outbox, a grouped count in SQL. (The contestants', recipes' and rounds' counts
 * are read through the services of the modules that own them.)
 */
@Injectable()
export class DashboardQueries {
  constructor(private readonly em: EntityManager) {}

  /**
   * Mails by outbox status: pending (waiting), failed, kept (no SMTP server configured). A kept mail still held back
   * is waiting too: it is not in the development mailbox yet. Sent and cancelled mails are not counted.
   */
  mailsByStatus(): Promise<Array<{ status: string; count: number }>> {
    return kysely(this.em)
      .selectFrom('mail_outbox')
      .select((eb) => [
        eb
          .case()
          .when(
            eb.and([
              eb('status', '=', 'kept'),
              eb('next_attempt_at', '>', sql<string>`statement_timestamp()`),
            ]),
          )
          .then('pending')
          .else(eb.ref('status'))
          .end()
          .as('status'),
        countAll(eb).as('count'),
      ])
      .where('status', 'not in', ['sent', 'cancelled'])
      .groupBy(sql`1`)
      .execute();
  }
}
