import { randomInt } from 'node:crypto';
import { InjectRepository } from '@mikro-orm/nestjs';
import { Injectable } from '@nestjs/common';
import { type AuditActor, AuditService } from '../../audit/audit.service.js';
import { RuleViolationException } from '../../common/http-errors.js';
import { Transactions, type Transaction } from '../../database/unit-of-work.js';
import { JudgesService } from '../../auth/judges.service.js';
import { ContestSettingsService } from '../../editions/contest-settings.service.js';
import { RefusedWritesService } from '../receipts/refused-writes.service.js';
import { Vote } from '../vote.entity.js';
import type { VoteRepository } from '../vote.repository.js';
import type {
  AdminLiveFinalPageProps,
  HeadJudgeSavedResponse,
  LiveFinalSavedResponse,
  PlateRowProps,
  PlateSheetPageProps,
} from '@shared/admin/live-final.props.js';
import { ADMIN_CORE_PAGES } from '@shared/admin/admin-pages.js';
import { CORRECTION_PAGES } from '@shared/judging/vote-corrections.js';
import { FINAL_SCORING_PAGES } from '@shared/judging/final-scoring.js';
import { FinalScoringQueries } from './final-scoring.queries.js';
import { PlateCode } from './plate-code.entity.js';
import type { PlateCodeRepository, PlateSheetRow } from './plate-code.repository.js';

export const LIVE_FINAL_PAGES = {
  page: '/admins/final',
  toggle: '/admins/final/live',
  redraw: '/admins/final/codes/redraw',
  sheet: '/admins/final/plates',
  board: '/admins/final/board',
  headJudge: '/admins/final/head-judge',
  scores: CORRECTION_PAGES.admin,
} as const;

export const LIVE_FINAL_MESSAGES = {
  off: 'Turn on the live final first: plate codes are drawn for it.',
  codesLocked: 'The plate codes can no longer be redrawn: final-round judges have started scoring.',
  tooMany: 'There are more finalists than three-digit plate codes.',
  changed: 'Another admin changed the live final meanwhile: reload the page to see it as it is.',
  headJudgeChanged: 'Another admin changed the head judge meanwhile: reload the page to see who it is.',
} as const;

/** Plate codes run from 100 to 999: always three digits, never a leading zero to misread. */
const FIRST_CODE = 100;
const LAST_CODE = 999;

/** `count` codes drawn at random from those not in `used`. */
export function drawCodes(count: number, used: ReadonlySet<number>, pick = randomInt): number[] {
  const free: number[] = [];
  for (let code = FIRST_CODE; code <= LAST_CODE; code++) if (!used.has(code)) free.push(code);
  if (free.length < count) throw new RuleViolationException(LIVE_FINAL_MESSAGES.tooMany);
  const drawn: number[] = [];
  for (let i = 0; i < count; i++) {
    const at = pick(free.length);
    drawn.push(free[at]);
    free[at] = free[free.length - 1];
    free.pop();
  }
  return drawn;
}

function toPlateRow(row: PlateSheetRow): PlateRowProps {
  return {
    recipeId: row.recipeId,
    contestantId: row.contestantId,
    code: row.code === null ? null : String(row.code),
    contestant: [row.firstName, row.lastname].filter(Boolean).join(' ') || `Contestant #${row.contestantId}`,
    recipe: row.recipeName || 'Untitled recipe',
    inRound: row.inRound,
    contestantUrl: ADMIN_CORE_PAGES.contestant(row.contestantId),
  };
}

/**
 * The final judged in person: the admin's switch, and the finalists' plate codes. Codes are drawn when the switch is
 * turned on, and for a finalist marked later when a page that shows codes is next opened; they stay when the switch
 * is turned off (turned on again, the same plates keep their numbers), and can be redrawn only until the first
 * final-round score.
 */
@Injectable()
export class LiveFinalService {
  constructor(
    private readonly transactions: Transactions,
    private readonly settings: ContestSettingsService,
    @InjectRepository(PlateCode) private readonly codes: PlateCodeRepository,
    @InjectRepository(Vote) private readonly votes: VoteRepository,
    private readonly audit: AuditService,
    private readonly refused: RefusedWritesService,
    private readonly judges: JudgesService,
    private readonly scoring: FinalScoringQueries,
  ) {}

  async page(): Promise<AdminLiveFinalPageProps> {
    const settings = await this.settings.current();
    if (settings.liveFinal) await this.drawMissing();
    const [rows, finalScores, judges] = await Promise.all([
      this.codes.sheet(),
      this.votes.countScored('second'),
      this.judges.finalRoundJudges(),
    ]);
    return {
      liveFinal: settings.liveFinal,
      blindJudging: settings.blindJudging,
      finalists: rows.map(toPlateRow),
      finalScores,
      codesLocked: finalScores > 0,
      editionYear: settings.editionYear,
      refusedWrites: await this.refused.listed(
        new Map(rows.flatMap((row) => (row.code === null ? [] : [[row.recipeId, String(row.code)]]))),
      ),
      finalJudges: judges.map((judge) => ({
        id: judge.id,
        name: judge.fullName,
        email: judge.email,
        headJudge: judge.headJudge,
      })),
      headJudgeId: judges.find((judge) => judge.headJudge)?.id ?? null,
      urls: { ...LIVE_FINAL_PAGES },
    };
  }

  async sheet(): Promise<PlateSheetPageProps> {
    const settings = await this.settings.current();
    if (settings.liveFinal) await this.drawMissing();
    const rows = await this.codes.sheet();
    return {
      editionYear: settings.editionYear,
      // With the live final off there is nothing to print (the codes are kept for when it is on again).
      finalists: settings.liveFinal ? rows.filter((row) => row.code !== null).map(toPlateRow) : [],
      backUrl: LIVE_FINAL_PAGES.page,
    };
  }

  /** Turns the live final on (drawing the finalists' codes) or off; audited with the settings. */
  async setLive(actor: AuditActor, enabled: boolean, loaded: boolean): Promise<LiveFinalSavedResponse> {
    const drawn = await this.transactions.run(async (tx) => {
      const settings = await this.settings.lockForChange(tx);
      if (settings.liveFinal !== loaded) throw new RuleViolationException(LIVE_FINAL_MESSAGES.changed);
      if (settings.liveFinal === enabled) return 0;
      settings.liveFinal = enabled;
      this.audit.record(tx, actor, {
        action: 'settings.update',
        subjectType: 'contest_settings',
        subjectId: settings.id,
        before: { liveFinal: !enabled },
        after: { liveFinal: enabled },
      });
      return enabled ? this.draw(tx) : 0;
    });
    this.settings.forget();
    return { data: { liveFinal: enabled, drawn } };
  }

  /** Draws every finalist's code again; refused once a final-round judge has scored. */
  async redraw(actor: AuditActor): Promise<LiveFinalSavedResponse> {
    const drawn = await this.transactions.run(async (tx) => {
      const settings = await this.settings.lockForChange(tx);
      if (!settings.liveFinal) throw new RuleViolationException(LIVE_FINAL_MESSAGES.off);
      // Votes wait until this transaction ends, so no score lands between the check and the new codes.
      const votes = this.votes.in(tx);
      await votes.holdWrites();
      if ((await votes.countScored('second')) > 0)
        throw new RuleViolationException(LIVE_FINAL_MESSAGES.codesLocked);
      const removed = await this.codes.in(tx).removeAll();
      const count = await this.draw(tx);
      this.audit.record(tx, actor, {
        action: 'final.codes_redrawn',
        subjectType: 'contest_settings',
        subjectId: settings.id,
        before: { plateCodes: removed },
        after: { plateCodes: count },
      });
      return count;
    });
    return { data: { liveFinal: true, drawn } };
  }

  /**
   * Marks a final-round judge as the head judge (unmarking the one before) or unmarks them; audited. `loaded` is the
   * head judge the page showed: a change made meanwhile by another admin is not overruled (409).
   */
  async setHeadJudge(
    actor: AuditActor,
    judgeId: number,
    head: boolean,
    loaded: number | null,
  ): Promise<HeadJudgeSavedResponse> {
    const headJudgeId = await this.transactions.run(async (tx) => {
      // The settings row's lock serialises admins marking the head judge.
      await this.settings.lockForChange(tx);
      const current = await this.judges.headJudgeId(tx);
      if (current !== loaded) throw new RuleViolationException(LIVE_FINAL_MESSAGES.headJudgeChanged);
      if ((current === judgeId) === head) return current;
      const change = await this.judges.setHeadJudge(tx, judgeId, head);
      this.audit.record(tx, actor, {
        action: 'final.head_judge',
        subjectType: 'judge',
        subjectId: judgeId,
        before: { headJudge: !head, ...(head && change.before !== null ? { replaced: change.before } : {}) },
        after: { headJudge: head },
      });
      return change.after;
    });
    return { data: { headJudgeId } };
  }

  /** The head judge's page of scores to correct, for the head judge alone (null for any other judge). */
  async headJudgeScoresUrl(judgeId: number): Promise<string | null> {
    return (await this.judges.isHeadJudge(judgeId)) ? CORRECTION_PAGES.headJudge : null;
  }

  /** The kitchen judges' page while the live final's kitchen score is on, for its kitchen judges alone (else null). */
  async kitchenUrl(judgeId: number): Promise<string | null> {
    if (!(await this.settings.current()).liveFinal) return null;
    const [rules, kitchenJudge] = await Promise.all([
      this.scoring.settings(),
      this.scoring.isKitchenJudge(judgeId),
    ]);
    return rules.kitchenScore && kitchenJudge ? FINAL_SCORING_PAGES.kitchen : null;
  }

  /** The plate codes of these recipes while the live final is on (empty otherwise), for the judges' pages. */
  async codesFor(recipeIds: readonly number[]): Promise<Map<number, string>> {
    if (!(await this.settings.current()).liveFinal) return new Map();
    await this.drawMissing();
    const codes = await this.codes.codesOf(recipeIds);
    return new Map([...codes].map(([recipeId, code]) => [recipeId, String(code)]));
  }

  /** Draws the codes of finalists marked since the last draw; one read when there are none. */
  private async drawMissing(): Promise<void> {
    if ((await this.codes.finalistsWithoutCode()).length === 0) return;
    await this.transactions.run(async (tx) => {
      const settings = await this.settings.lockForChange(tx);
      if (settings.liveFinal) await this.draw(tx);
    });
  }

  /** Draws a code for each finalist without one, in the caller's transaction (which holds the settings lock). */
  private async draw(tx: Transaction): Promise<number> {
    const codes = this.codes.in(tx);
    const missing = await codes.finalistsWithoutCode();
    if (missing.length === 0) return 0;
    const drawn = drawCodes(missing.length, await codes.usedCodes());
    await codes.add(missing.map((recipeId, i) => ({ recipeId, code: drawn[i] })));
    return missing.length;
  }
}
