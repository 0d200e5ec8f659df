import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { InjectRepository } from '@mikro-orm/nestjs';
import { Injectable, UnprocessableEntityException } from '@nestjs/common';
import { RuleViolationException } from '../../common/http-errors.js';
import { RECEIPT_MESSAGES } from '@shared/judging/write-receipts.js';
import { WriteReceipt } from './write-receipt.entity.js';
import type { WriteReceiptRepository } from './write-receipt.repository.js';

export { RECEIPT_MESSAGES };

/** An answer, and whether it is the stored answer of an earlier call with the same key. */
export interface Receipted<T> {
  answer: T;
  replayed: boolean;
}

/** A claim left unanswered this long belongs to a process that died mid-write: the next retry takes it over. */
const STALE_SECONDS = 30;
/** How long a retry waits, in steps, for its twin that is still being applied (a tablet sending twice at once). */
const TWIN_WAITS_MS = [25, 50, 100, 200, 400, 800];

/**
 * Judges' writes sent with an `Idempotency-Key` (a device sending what it kept while offline, perhaps many times):
 * the first call with a key is applied and its answer kept; a retry gets that answer back and changes nothing; the
 * same key with another request is refused. A call without a key is applied as it always was.
 */
@Injectable()
export class WriteReceiptsService {
  constructor(@InjectRepository(WriteReceipt) private readonly receipts: WriteReceiptRepository) {}

  async once<T>(
    judgeId: number,
    key: string | undefined,
    request: unknown,
    apply: () => Promise<T>,
  ): Promise<Receipted<T>> {
    if (key === undefined) return { answer: await apply(), replayed: false };
    const fingerprint = createHash('sha256').update(JSON.stringify(request)).digest('hex');
    for (const wait of [...TWIN_WAITS_MS, null]) {
      if (await this.receipts.claim(judgeId, key, fingerprint, STALE_SECONDS)) {
        return { answer: await this.applyClaimed(judgeId, key, apply), replayed: false };
      }
      const stored = await this.receipts.stored(judgeId, key);
      if (stored && stored.fingerprint !== fingerprint)
        throw new UnprocessableEntityException({ message: RECEIPT_MESSAGES.otherRequest });
      if (stored && stored.answer !== null) return { answer: stored.answer as T, replayed: true };
      // Still being applied by its twin (or released by a failure, then claimed again at the next turn).
      if (wait === null) break;
      await sleep(wait);
    }
    throw new RuleViolationException(RECEIPT_MESSAGES.inProgress);
  }

  private async applyClaimed<T>(judgeId: number, key: string, apply: () => Promise<T>): Promise<T> {
    let answer: T;
    try {
      answer = await apply();
    } catch (error) {
      // Refused or failed: nothing was written, so the key is free for the retry to try again.
      await this.receipts.release(judgeId, key);
      throw error;
    }
    await this.receipts.answer(judgeId, key, answer);
    return answer;
  }
}
