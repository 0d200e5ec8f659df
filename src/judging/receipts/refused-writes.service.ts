import { InjectRepository } from '@mikro-orm/nestjs';
import { Injectable, Logger } from '@nestjs/common';
import { CRITERIA, CRITERIA_TEXT, ROUND_LABELS } from '@shared/judging/judging-rules.js';
import {
  type JudgeWriteCall,
  RECEIPT_MESSAGES,
  type RefusedWriteProps,
} from '@shared/judging/write-receipts.js';
import { RefusedWrite } from './refused-write.entity.js';
import type { RefusalToKeep, RefusedWriteRepository, RefusedWriteRow } from './refused-write.repository.js';

export type { RefusedWriteRow };

/** What the admins read when the judge's account was disabled (or removed) before the device's write arrived. */
export const DISABLED_JUDGE_REASON = "The judge's account was disabled before this arrived.";

/** How many refusals the admins' list shows (the latest). */
const LISTED = 200;

/**
 * Refusals that mean "not now" rather than "no": the device keeps the write and sends it again, so nothing is kept
 * here. A 401 is "no" only when the session still named the judge (their account was disabled meanwhile): an expired
 * session has no judge, and its writes wait on the device for the next sign-in.
 */
export function isFinalRefusal(status: number, message: string | undefined): boolean {
  if (status < 400 || status >= 500) return false;
  if (status === 419 || status === 429) return false;
  return !(status === 409 && message === RECEIPT_MESSAGES.inProgress);
}

/** What the device sent, in words: the scores it gave, or the note, or the comment. */
function sentText(call: JudgeWriteCall, body: unknown): string {
  const fields = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  if (call !== 'vote') return typeof fields[call] === 'string' ? fields[call] : '';
  return CRITERIA.filter((criterion) => ['number', 'string'].includes(typeof fields[criterion]))
    .map((criterion) => `${CRITERIA_TEXT[criterion].label} ${String(fields[criterion])}`)
    .join(', ');
}

/** The refused writes of judges' devices, for the admins: none of them is ever dropped silently. */
@Injectable()
export class RefusedWritesService {
  private readonly logger = new Logger(RefusedWritesService.name);

  constructor(@InjectRepository(RefusedWrite) private readonly refused: RefusedWriteRepository) {}

  /** Called once the answer is sent: a failure here is logged, never turned into the judge's answer. */
  async answered(refusal: RefusalToKeep): Promise<void> {
    try {
      if (refusal.status < 400) await this.refused.forget(refusal.judgeId, refusal.key);
      else if (isFinalRefusal(refusal.status, refusal.reason))
        await this.refused.keep(
          refusal.status === 401 ? { ...refusal, reason: DISABLED_JUDGE_REASON } : refusal,
        );
    } catch (error) {
      this.logger.error(
        `Could not keep a judge's refused write: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }

  /** The latest refusals as the admins' page lists them; `codes` names the plates of a live final. */
  async listed(codes: ReadonlyMap<number, string>): Promise<RefusedWriteProps[]> {
    const rows = await this.refused.latest(LISTED);
    return rows.map((row) => {
      const code = codes.get(row.recipeId);
      const name = row.recipeName || `Recipe #${row.recipeId}`;
      return {
        judge: row.judge,
        call: row.call,
        recipe: code ? `Plate ${code} · ${name}` : name,
        round: row.stage ? ROUND_LABELS[row.stage] : '—',
        sent: sentText(row.call, row.body),
        reason: row.reason,
        refusedAt: new Date(row.refusedAt).toISOString(),
      };
    });
  }
}
