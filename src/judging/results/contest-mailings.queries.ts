import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import { type Database, kysely } from '../../database/database-schema.js';
import type { MailingKind } from './contest-mailing.entity.js';
import { REVIEW } from '@shared/statuses.js';

type AudienceTables = ExpressionBuilder<
  Database & { u: Database['users']; r: Database['recipes'] },
  'u' | 'r'
>;

/**
 * Who a mailing concerns. Finalists: the first round's field (submitted and approved) and every finalist; results:
 * every contestant with a submitted recipe. Disabled contestants are listed too, so the preview can count them.
 */
const AUDIENCE: Record<MailingKind, (eb: AudienceTables) => Expression<SqlBool>> = {
  finalists: (eb) =>
    eb.and([
      eb.ref('r.is_complete'),
      eb.or([eb('r.is_approved', '=', eb.lit(REVIEW.approved)), eb.ref('u.is_finalist')]),
    ]),
  results: (eb) => eb.ref('r.is_complete'),
};

export interface MailingRecipientRow {
  contestantId: number;
  /** Null when the contestant gave no name: the mail greets them without one. */
  firstName: string | null;
  /** The contestant's language; null (never set) reads as English. */
  language: string | null;
  email: string;
  isActive: boolean;
  isFinalist: boolean;
  recipeName: string;
  /** The template this mailing already sent them, or null. */
  mailedTemplate: string | null;
}

/** The reads of the results page's mailings: one query for the audience, whatever its size. */
@Injectable()
export class ContestMailingsQueries {
  constructor(private readonly em: EntityManager) {}

  /** With `em`, inside that transaction (after its lock), so the list cannot change under a sending. */
  async recipients(kind: MailingKind, em: EntityManager = this.em): Promise<MailingRecipientRow[]> {
    const rows = await kysely(em)
      .selectFrom('users as u')
      .innerJoin('recipes as r', 'r.user_id', 'u.id')
      .leftJoin('contest_mailings as m', (join) =>
        join.onRef('m.user_id', '=', 'u.id').on('m.kind', '=', kind),
      )
      .select([
        'u.id',
        'u.name',
        'u.language',
        'u.email',
        'u.is_active',
        'u.is_finalist',
        'r.name as recipe_name',
        'm.template',
      ])
      .where(AUDIENCE[kind])
      .orderBy('u.id')
      .execute();
    return rows.map((row) => ({
      contestantId: row.id,
      firstName: row.name?.trim() || null,
      language: row.language,
      email: row.email,
      isActive: row.is_active,
      isFinalist: row.is_finalist,
      recipeName: row.recipe_name,
      mailedTemplate: row.template,
    }));
  }

  /** Whether the results announcement went to anyone. */
  async resultsSent(em: EntityManager = this.em): Promise<boolean> {
    const row = await kysely(em)
      .selectFrom('contest_mailings')
      .select('id')
      .where('kind', '=', 'results')
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** When each mailing was first sent (null: never), and to how many. */
  async summary(): Promise<Record<MailingKind, { count: number; firstAt: Date | null }>> {
    const rows = await kysely(this.em)
      .selectFrom('contest_mailings')
      .select((eb) => ['kind', eb.fn.countAll<string>().as('count'), eb.fn.min('sent_at').as('first_at')])
      .groupBy('kind')
      .execute();
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
    // A function called for its effect: no table to build the query on.
    await sql`select pg_advisory_xact_lock(hashtext('contest_mailings'))`.execute(kysely(em));
  }
}
