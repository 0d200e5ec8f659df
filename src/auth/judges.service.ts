import { Injectable, NotFoundException } from '@nestjs/common';
import { RuleViolationException } from '../common/http-errors.js';
import type { UnitOfWork } from '../database/unit-of-work.js';
import { JudgeRepository } from './judge.repository.js';
import type { Judge } from './judge.entity.js';

export const HEAD_JUDGE_MESSAGES = {
  notFinalRound: 'Only an enabled final-round judge can be the head judge.',
  unknown: 'There is no such judge.',
} as const;

@Injectable()
export class JudgesService {
  constructor(private readonly judges: JudgeRepository) {}

  /** The judges shown on the landing page's panel. */
  publicPanel(): Promise<Judge[]> {
    return this.judges.findShownOnSite();
  }

  /** The id of the final's head judge, or null while the admin has marked none. */
  async headJudgeId(uow?: UnitOfWork): Promise<number | null> {
    const repository = uow ? this.judges.in(uow) : this.judges.fresh();
    return (await repository.findHeadJudge())?.id ?? null;
  }

  /** Whether this judge is the final's head judge (enabled and of the final round, as the database ensures). */
  async isHeadJudge(judgeId: number, uow?: UnitOfWork): Promise<boolean> {
    return (await this.headJudgeId(uow)) === judgeId;
  }

  /** The enabled final-round judges, those an admin can mark as head judge. */
  finalRoundJudges(): Promise<Judge[]> {
    return this.judges.fresh().findFinalRound();
  }

  /**
   * Marks `judgeId` as the head judge (the previous one, if any, is unmarked) or unmarks them, in the caller's
   * transaction; the caller serialises the change. Answers the head judge's id before and after.
   */
  async setHeadJudge(
    uow: UnitOfWork,
    judgeId: number,
    head: boolean,
  ): Promise<{ before: number | null; after: number | null }> {
    const judges = this.judges.in(uow);
    const current = await judges.findHeadJudge();
    const judge = await judges.findByIdForUpdate(judgeId);
    if (!judge) throw new NotFoundException({ message: HEAD_JUDGE_MESSAGES.unknown });
    const before = current?.id ?? null;
    if (head) {
      if (judge.stage !== 'second' || !judge.isActive)
        throw new RuleViolationException(HEAD_JUDGE_MESSAGES.notFinalRound);
      if (current && current.id !== judge.id) {
        current.headJudge = false;
        // The one-head-judge index checks each row as it is written: the old mark goes first.
        await judges.flush();
      }
      judge.headJudge = true;
    } else judge.headJudge = false;
    await judges.flush();
    return { before, after: head ? judge.id : before === judge.id ? null : before };
  }
}
