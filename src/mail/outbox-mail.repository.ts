import { EntityRepository } from '@mikro-orm/postgresql';
import { OutboxMail } from './outbox-mail.entity.js';

export class OutboxMailRepository extends EntityRepository<OutboxMail> {
  /**
   * Claims up to `limit` due mails for this worker for `lockSeconds`: the row locks plus SKIP LOCKED keep two copies of
   * the app from claiming the same mail, and the locked_until stamp keeps it claimed after this statement commits.
   * A claim that runs out (a worker that died) makes the mail due again.
   */
  async claimDue(limit: number, lockSeconds: number): Promise<OutboxMail[]> {
    const em = this.getEntityManager();
    const rows = await em.execute<Array<Record<string, unknown>>>(
      `update mail_outbox set locked_until = now() + ? * interval '1 second'
       where id in (
         select id from mail_outbox
         where status = 'pending' and next_attempt_at <= now() and (locked_until is null or locked_until < now())
         order by id
         limit ?
         for update skip locked
       )
       returning *`,
      [lockSeconds, limit],
    );
    return rows.map((row) => em.map(OutboxMail, row)).sort((a, b) => a.id - b.id);
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

  /** One page of the mails kept for the development mailbox, newest first, with the total count. */
  findKeptPage(offset: number, limit: number): Promise<[OutboxMail[], number]> {
    return this.findAndCount(
      { status: 'kept' },
      { orderBy: { createdAt: 'desc', id: 'desc' }, offset, limit },
    );
  }

  findKept(id: number): Promise<OutboxMail | null> {
    return this.findOne({ id, status: 'kept' });
  }
}
