import type { EntityManager } from '@mikro-orm/postgresql';
import { type ExpressionBuilder, sql } from 'kysely';
import { countAll, type Database, kysely } from '../database/database-schema.js';
import { UnitOfWorkRepository } from '../database/unit-of-work.js';
import { OutboxMail } from './outbox-mail.entity.js';

/**
 * A mail still held back: never claimed nor tried, and not due yet (the database's clock, as the worker's claim
 * reads it). Only such a mail can be cancelled; one past this is on its way or already out.
 */
function isHeld(eb: ExpressionBuilder<Database, 'mail_outbox'>) {
  return eb.and([
    eb('status', 'in', ['pending', 'kept']),
    eb('attempts', '=', 0),
    eb('locked_until', 'is', null),
    eb('next_attempt_at', '>', sql<string>`statement_timestamp()`),
  ]);
}

/** The outbox as the metrics report it. */
export interface OutboxHealth {
  pending: number;
  failed: number;
  /** How long the longest-waiting due mail has been due; 0 when none is. A mail held back or waiting for its retry is not due yet. */
  oldestPendingAgeSeconds: number;
}

/** How many mails of one outbox status there are, as the admin's dashboard counts them. */
export interface OutboxStatusCount {
  status: string;
  count: number;
}

/** A held mail of `topic`, as the review page shows it. */
export interface HeldMail {
  template: string;
  dueAt: Date;
}

export class OutboxMailRepository extends UnitOfWorkRepository<OutboxMail> {
  /** The typed SQL of this manager, inside its transaction when it has one (the manager is PostgreSQL's). */
  private db() {
    return kysely(this.getEntityManager() as EntityManager);
  }

  /**
   * Claims up to `limit` due mails for this worker for `lockSeconds`: the row locks plus SKIP LOCKED keep two copies of
   * the app from claiming the same mail, and the locked_until stamp keeps it claimed after this statement commits.
   * A claim that runs out (a worker that died) makes the mail due again.
   */
  async claimDue(limit: number, lockSeconds: number): Promise<OutboxMail[]> {
    const em = this.getEntityManager();
    const now = sql<string>`now()`;
    const rows = await this.db()
      .updateTable('mail_outbox')
      .set({ locked_until: sql<string>`now() + ${lockSeconds} * interval '1 second'` })
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('mail_outbox')
          .select('id')
          .where('status', '=', 'pending')
          .where('next_attempt_at', '<=', now)
          .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now)]))
          .orderBy('id')
          .limit(limit)
          .forUpdate()
          .skipLocked(),
      )
      .returningAll()
      .execute();
    return rows.map((row: Record<string, unknown>) => em.map(OutboxMail, row)).sort((a, b) => a.id - b.id);
  }

  /** Hands claimed mails back at once (a worker that stops before sending them). */
  async release(ids: number[]): Promise<void> {
    if (ids.length === 0) return;
    await this.nativeUpdate({ id: { $in: ids }, status: 'pending' }, { lockedUntil: null });
  }

  async markSent(id: number, attempts: number): Promise<void> {
    await this.nativeUpdate(
      { id },
      { status: 'sent', attempts, sentAt: new Date(), lockedUntil: null, lastError: null },
    );
  }

  /** Records a failed attempt: due again at `nextAttemptAt`, or given up when `failed`. */
  async markAttemptFailed(
    id: number,
    change: { attempts: number; lastError: string; nextAttemptAt: Date; failed: boolean },
  ): Promise<void> {
    await this.nativeUpdate(
      { id },
      {
        status: change.failed ? 'failed' : 'pending',
        attempts: change.attempts,
        lastError: change.lastError,
        nextAttemptAt: change.nextAttemptAt,
        lockedUntil: null,
      },
    );
  }

  /**
   * Cancels the mails of `topic` still held back, in one statement: a mail the worker has claimed, or that is due,
   * is left alone (the claim's row lock and `locked_until` settle a race either way). Answers the cancelled mails'
   * templates.
   */
  async cancelHeld(topic: string): Promise<string[]> {
    const rows = await this.db()
      .updateTable('mail_outbox')
      .set({ status: 'cancelled' })
      .where('topic', '=', topic)
      .where(isHeld)
      .returning('template')
      .execute();
    return rows.map((row) => row.template);
  }

  /** The latest mail of `topic` still held back, if any. */
  async findHeld(topic: string): Promise<HeldMail | null> {
    const row = await this.db()
      .selectFrom('mail_outbox')
      .select(['template', 'next_attempt_at'])
      .where('topic', '=', topic)
      .where(isHeld)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row ? { template: row.template, dueAt: new Date(row.next_attempt_at) } : null;
  }

  /**
   * What the recipient was last told about `topic`: the template of the latest mail of it that is past its hold and
   * not cancelled (sent, on its way, kept and shown, or given up after its attempts). Without one, `before` names the
   * mails sent before topics existed: the latest of those `templates` to `to` answers instead.
   */
  async lastReleased(
    topic: string,
    before?: { to: string; templates: readonly string[] },
  ): Promise<string | null> {
    const db = this.db();
    const released = await db
      .selectFrom('mail_outbox')
      .select('template')
      .where('topic', '=', topic)
      .where('status', '<>', 'cancelled')
      .where((eb) => eb.not(isHeld(eb)))
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (released || !before) return released?.template ?? null;
    const older = await db
      .selectFrom('mail_outbox')
      .select('template')
      .where('topic', 'is', null)
      .where('to_address', '=', before.to)
      .where('template', 'in', [...before.templates])
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    return older?.template ?? null;
  }

  /** Pending and failed mails, and the wait of the oldest due one, in one statement (the due index covers it). */
  async health(): Promise<OutboxHealth> {
    const row = await this.db()
      .selectFrom('mail_outbox')
      .select((eb) => [
        eb.cast<number>(eb.fn.countAll().filterWhere('status', '=', 'pending'), 'integer').as('pending'),
        eb.cast<number>(eb.fn.countAll().filterWhere('status', '=', 'failed'), 'integer').as('failed'),
        // An aggregate with its own filter and the server's clock: Kysely has no typed form for the interval.
        sql<number>`coalesce(extract(epoch from statement_timestamp() - min(next_attempt_at)
          filter (where status = 'pending' and next_attempt_at <= statement_timestamp())), 0)::float8`.as(
          'oldest_due_seconds',
        ),
      ])
      .where('status', 'in', ['pending', 'failed'])
      .executeTakeFirstOrThrow();
    return { pending: row.pending, failed: row.failed, oldestPendingAgeSeconds: row.oldest_due_seconds };
  }

  /**
   * Mails by outbox status: pending (waiting), failed, kept (no SMTP server configured). A kept mail still held back
   * is waiting too: it is not in the development mailbox yet. Sent and cancelled mails are not counted.
   */
  countsByStatus(): Promise<OutboxStatusCount[]> {
    return this.db()
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

  /**
   * One page of the mails kept for the development mailbox, newest first, with the total count. A mail still held
   * back is not in it yet: the mailbox shows what the recipient would have received by now.
   */
  findKeptPage(offset: number, limit: number): Promise<[OutboxMail[], number]> {
    return this.findAndCount(
      { status: 'kept', nextAttemptAt: { $lte: new Date() } },
      { orderBy: { createdAt: 'desc', id: 'desc' }, offset, limit },
    );
  }

  findKept(id: number): Promise<OutboxMail | null> {
    return this.findOne({ id, status: 'kept', nextAttemptAt: { $lte: new Date() } });
  }
}
