import { InjectRepository } from '@mikro-orm/nestjs';
import { UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { FormValidationException, RuleViolationException } from '../../common/http-errors.js';
import type { Contestant } from '../../contestants/contestant.entity.js';
import { Transactions } from '../../database/unit-of-work.js';
import { JudgeConflict } from '../judge-conflict.entity.js';
import type { JudgeConflictRepository } from '../judge-conflict.repository.js';
import { type ConflictRow, type ConflictSource, JudgeConflictsQueries } from '../judge-conflicts.queries.js';
import { ROUND_LABELS } from '@shared/judging/judging-rules.js';
import { type AuditActor, AuditService } from '../../audit/audit.service.js';
import type {
  ConflictProps,
  ContestantConflictsProps,
  ConflictSavedResponse,
  JudgeConflictsProps,
} from '@shared/admin/conflicts.props.js';
import type { DeclareConflictDto, LiftConflictDto } from './dto/conflict.dto.js';

export const CONFLICT_PAGES = {
  declare: '/admins/conflicts/declare',
  lift: '/admins/conflicts/lift',
  judge: (id: number) => `/admins/judges/${id}/edit`,
  contestant: (id: number) => `/admins/contestants/settings/${id}`,
} as const;

export const CONFLICT_MESSAGES = {
  noJudge: 'There is no judge with this id: reload the page.',
  noContestant: 'There is no contestant with this id: reload the page.',
  noContestantEmail: 'No contestant signs in with this e-mail address.',
  already: 'This judge and this contestant are already in conflict.',
  automatic:
    "This conflict comes from the e-mail addresses and cannot be lifted: change the judge's or the supervisor's e-mail address instead.",
  nothingToLift: 'There is no declared conflict between this judge and this contestant: reload the page.',
} as const;

/** The words each source is shown with, on the admin pages and in the audit log. */
export const CONFLICT_SOURCE_LABELS: Record<ConflictSource, string> = {
  own_email: "The judge's e-mail is the contestant's own",
  supervisor_email: "The judge's e-mail is the contestant's supervisor's",
  declared: 'Declared by an admin',
};

function toConflictProps(row: ConflictRow, side: 'judge' | 'contestant'): ConflictProps {
  return {
    judgeId: row.judgeId,
    judge: row.judgeName,
    judgeEmail: row.judgeEmail,
    judgeRound: ROUND_LABELS[row.judgeStage],
    judgeActive: row.judgeActive,
    contestantId: row.contestantId,
    contestant: row.contestantName,
    contestantEmail: row.contestantEmail,
    sources: row.sources,
    sourceLabels: row.sources.map((source) => CONFLICT_SOURCE_LABELS[source]),
    reason: row.reason,
    declaredAt: row.declaredAt?.toISOString() ?? null,
    liftable: row.sources.includes('declared'),
    href: side === 'judge' ? CONFLICT_PAGES.judge(row.judgeId) : CONFLICT_PAGES.contestant(row.contestantId),
  };
}

/**
 * Conflicts of interest as the admins see and change them: the box on a contestant's settings
 * tab and the section of a judge's form, and declaring or lifting one, with the reason in the audit log (written in
 * the transaction that makes the change). What a conflict does to the judging is the judging's own
 * (JudgingService, ResultsService); the automatic conflicts come from the e-mail addresses and cannot be lifted.
 */
@Injectable()
export class ConflictsService {
  constructor(
    private readonly transactions: Transactions,
    @InjectRepository(JudgeConflict) private readonly declared: JudgeConflictRepository,
    private readonly conflicts: JudgeConflictsQueries,
    private readonly audit: AuditService,
  ) {}

  async forContestant(contestantId: number): Promise<ContestantConflictsProps> {
    const rows = await this.conflicts.forContestant(contestantId);
    const taken = new Set(rows.map((row) => row.judgeId));
    const judges = await this.declared.findJudgesByName();
    return {
      conflicts: rows.map((row) => toConflictProps(row, 'judge')),
      judges: judges
        .filter((judge) => !taken.has(judge.id))
        .map((judge) => ({
          id: judge.id,
          label: `${judge.name} ${judge.lastname} · ${ROUND_LABELS[judge.stage]}${judge.isActive ? '' : ' · disabled'}`,
        })),
      declareUrl: CONFLICT_PAGES.declare,
      liftUrl: CONFLICT_PAGES.lift,
    };
  }

  async forJudge(judgeId: number): Promise<JudgeConflictsProps> {
    const rows = await this.conflicts.forJudge(judgeId);
    return {
      judgeId,
      conflicts: rows.map((row) => toConflictProps(row, 'contestant')),
      declareUrl: CONFLICT_PAGES.declare,
      liftUrl: CONFLICT_PAGES.lift,
    };
  }

  /** Declares a conflict; refused when the two are already in conflict, declared or automatic. */
  async declare(actor: AuditActor, dto: DeclareConflictDto): Promise<ConflictSavedResponse> {
    try {
      await this.transactions.run(async (tx) => {
        const declared = this.declared.in(tx);
        const judge = await declared.findJudge(dto.judge_id);
        if (!judge) throw new FormValidationException({ judge_id: [CONFLICT_MESSAGES.noJudge] });
        const contestant = await this.contestantOf(declared, dto);
        if (await this.conflicts.between(judge.id, contestant.id))
          throw new RuleViolationException(CONFLICT_MESSAGES.already);
        declared.declare({ judge, contestant, reason: dto.reason, adminId: actor.id });
        this.audit.record(tx, actor, {
          action: 'contestant.conflict_declared',
          subjectType: 'contestant',
          subjectId: contestant.id,
          after: { conflictJudge: judge.email, conflictReason: dto.reason },
        });
      });
    } catch (error) {
      // Declared by someone else between the check and the write.
      if (error instanceof UniqueConstraintViolationException)
        throw new RuleViolationException(CONFLICT_MESSAGES.already);
      throw error;
    }
    const contestantId = dto.contestant_id ?? (await this.contestantOf(this.declared.fresh(), dto)).id;
    const row = await this.conflicts.between(dto.judge_id, contestantId);
    return { data: { conflict: row ? toConflictProps(row, 'judge') : null } };
  }

  /**
   * Lifts a declared conflict. An automatic one stays (409): it follows the e-mail addresses, and lifting it would
   * let a judge score their own recipe or their report's.
   */
  async lift(actor: AuditActor, dto: LiftConflictDto): Promise<ConflictSavedResponse> {
    await this.transactions.run(async (tx) => {
      const conflicts = this.declared.in(tx);
      const judge = await conflicts.findJudge(dto.judge_id);
      if (!judge) throw new FormValidationException({ judge_id: [CONFLICT_MESSAGES.noJudge] });
      const declared = await conflicts.findDeclared(dto.judge_id, dto.contestant_id);
      if (!declared) {
        const automatic = await this.conflicts.between(dto.judge_id, dto.contestant_id);
        throw new RuleViolationException(
          automatic ? CONFLICT_MESSAGES.automatic : CONFLICT_MESSAGES.nothingToLift,
        );
      }
      conflicts.lift(declared);
      this.audit.record(tx, actor, {
        action: 'contestant.conflict_lifted',
        subjectType: 'contestant',
        subjectId: dto.contestant_id,
        before: { conflictJudge: judge.email, conflictReason: declared.reason },
        after: { conflictJudge: judge.email, liftReason: dto.reason },
      });
    });
    const row = await this.conflicts.between(dto.judge_id, dto.contestant_id);
    return { data: { conflict: row ? toConflictProps(row, 'judge') : null } };
  }

  private async contestantOf(
    declared: JudgeConflictRepository,
    dto: DeclareConflictDto,
  ): Promise<Contestant> {
    if (dto.contestant_id !== undefined) {
      const contestant = await declared.findContestant({ id: dto.contestant_id });
      if (!contestant) throw new FormValidationException({ contestant_id: [CONFLICT_MESSAGES.noContestant] });
      return contestant;
    }
    const contestant = await declared.findContestant({ email: dto.contestant_email!.toLowerCase() });
    if (!contestant)
      throw new FormValidationException({ contestant_email: [CONFLICT_MESSAGES.noContestantEmail] });
    return contestant;
  }
}
