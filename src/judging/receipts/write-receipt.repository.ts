import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { kysely } from '../../database/database-schema.js';
import { UnitOfWorkRepository } from '../../database/unit-of-work.js';
import type { WriteReceipt } from './write-receipt.entity.js';

export interface StoredReceipt {
  fingerprint: string;
  answer: unknown;
}

/** The receipts of judges' writes, each statement on its own (no transaction: a claim must be seen at once). */
export class WriteReceiptRepository extends UnitOfWorkRepository<WriteReceipt> {
  private get db() {
    return kysely(this.getEntityManager() as EntityManager);
  }

  /**
   * Claims the key for a write about to be applied: true when this call is the first with it, or takes over a claim
   * left unanswered for `staleSeconds` (its process died between the claim and the answer).
   */
  async claim(judgeId: number, key: string, fingerprint: string, staleSeconds: number): Promise<boolean> {
    const row = await this.db
      .insertInto('write_receipts')
      .values({ judge_id: judgeId, key, fingerprint, created_at: sql<string>`now()` })
      .onConflict((conflict) =>
        conflict
          .columns(['judge_id', 'key'])
          .doUpdateSet({ created_at: sql<string>`now()` })
          .where('write_receipts.answer', 'is', null)
          .where('write_receipts.fingerprint', '=', fingerprint)
          .where(
            'write_receipts.created_at',
            '<',
            sql<string>`now() - make_interval(secs => ${staleSeconds})`,
          ),
      )
      .returning('key')
      .executeTakeFirst();
    return row !== undefined;
  }

  async stored(judgeId: number, key: string): Promise<StoredReceipt | undefined> {
    return this.db
      .selectFrom('write_receipts')
      .select(['fingerprint', 'answer'])
      .where('judge_id', '=', judgeId)
      .where('key', '=', key)
      .executeTakeFirst();
  }

  async answer(judgeId: number, key: string, answer: unknown): Promise<void> {
    await this.db
      .updateTable('write_receipts')
      .set({ answer: JSON.stringify(answer) })
      .where('judge_id', '=', judgeId)
      .where('key', '=', key)
      .execute();
  }

  /** Forgets a claim whose write failed, so a retry tries the write again. */
  async release(judgeId: number, key: string): Promise<void> {
    await this.db
      .deleteFrom('write_receipts')
      .where('judge_id', '=', judgeId)
      .where('key', '=', key)
      .execute();
  }
}
