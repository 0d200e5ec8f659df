import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { MailingKind } from './contest-mailing.entity.js';
import { REVIEW } from '../../common/statuses.js';

/**
 * Who a mailing concerns. Finalists: the first round's field (submitted and approved) and every finalist; results:
 * every contestant with a submitted recipe. Disabled contestants are listed too, so the preview can count them.
 */
const AUDIENCE: Record<MailingKind, string> = {
  finalists: `r.is_complete and (r.is_approved = ${REVIEW.approved} or u.is_finalist)`,
  results: 'r.is_complete',
};

export interface MailingRecipientRow {
  contestantId: number;
  firstName: string;
  email: string;
  isActive: boolean;
  isFinalist: boolean;
  recipeName: string;
  /** The template this mailing already sent them, or null. */
  mailedTemplate: string | null;
}

/** The reads of the results page's mailings: one query for the audience, whatever its size. */
@Injectable()
export class ContestMailingsRepository {
  constructor(private readonly em: EntityManager) {}

  /** With `em`, inside that transaction (after its lock), so the list cannot change under a sending. */
  async recipients(kind: MailingKind, em: EntityManager = this.em): Promise<MailingRecipientRow[]> {
    const rows = await em.execute<
      Array<{
        id: number;
        name: string | null;
        email: string;
        is_active: boolean;
        is_finalist: boolean;
        recipe_name: string;
        template: string | null;
      }>
    >(
      `select u.id, u.name, u.email, u.is_active, u.is_finalist, r.name as recipe_name, m.template
       from users u join recipes r on r.user_id = u.id
       left join contest_mailings m on m.user_id = u.id and m.kind = ?
       where ${AUDIENCE[kind]}
       order by u.id`,
      [kind],
    );
    return rows.map((row) => ({
      contestantId: row.id,
      firstName: row.name?.trim() || 'there',
      email: row.email,
      isActive: row.is_active,
      isFinalist: row.is_finalist,
      recipeName: row.recipe_name,
      mailedTemplate: row.template,
    }));
  }

  /** When each mailing was first sent (null: never), and to how many. */
  async summary(): Promise<Record<MailingKind, { count: number; firstAt: Date | null }>> {
    const rows = await this.em.execute<
      Array<{ kind: MailingKind; count: string; first_at: Date | string | null }>
    >(`select kind, count(*) as count, min(sent_at) as first_at from contest_mailings group by kind`);
    const result: Record<MailingKind, { count: number; firstAt: Date | null }> = {
      finalists: { count: 0, firstAt: null },
      results: { count: 0, firstAt: null },
    };
    // Aggregates come back as the driver's text.
    for (const row of rows) {
      result[row.kind] = { count: Number(row.count), firstAt: row.first_at ? new Date(row.first_at) : null };
    }
    return result;
  }

  /**
   * Serialises the mailings: two admins (or two clicks) sending at once run one after the other, and the second sees
   * who the first mailed. Held until the transaction ends.
   */
  async lock(em: EntityManager): Promise<void> {
    await em.execute(`select pg_advisory_xact_lock(hashtext('contest_mailings'))`);
  }
}
