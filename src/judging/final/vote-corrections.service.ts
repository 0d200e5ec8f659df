import { InjectRepository } from '@mikro-orm/nestjs';
import { ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { type AuditActor, AuditService } from '../../audit/audit.service.js';
import { JudgesService } from '../../auth/judges.service.js';
import type { AdminActor, JudgeActor } from '../../auth/signed-in.decorator.js';
import { FormValidationException, RuleViolationException } from '../../common/http-errors.js';
import { type Transaction, Transactions } from '../../database/unit-of-work.js';
import { ContestSettingsService } from '../../editions/contest-settings.service.js';
import { CRITERIA, formatPoints, totalPoints } from '@shared/judging/judging-rules.js';
import {
  CORRECTION_MESSAGES,
  CORRECTION_PAGES,
  CORRECTION_ROLE_LABELS,
  type CorrectableVoteProps,
  type CorrectionRole,
  type CorrectionSavedResponse,
  type ScoreCorrectionsPageProps,
  type ScoreSet,
} from '@shared/judging/vote-corrections.js';
import { formatInZone } from '@shared/time-zone.js';
import { ContestMailingsService } from '../results/contest-mailings.service.js';
import { Vote } from '../vote.entity.js';
import type { VoteRepository } from '../vote.repository.js';
import { FinalBoardService } from './final-board.service.js';
import { LIVE_FINAL_PAGES, LiveFinalService } from './live-final.service.js';
import { VoteCorrection } from './vote-correction.entity.js';
import type { VoteCorrectionRepository } from './vote-correction.repository.js';
import { type FinalVoteRow, VoteCorrectionsQueries } from './vote-corrections.queries.js';

/** A correction as the call sends it: the new scores, the scores the page showed, and why. */
export interface CorrectionInput {
  scores: ScoreSet;
  loaded: ScoreSet;
  reason: string;
}

/** Who corrects: the role, their account's id and e-mail. */
interface Corrector {
  role: CorrectionRole;
  id: number;
  email: string;
}

const sameScores = (a: ScoreSet, b: ScoreSet) => CRITERIA.every((criterion) => a[criterion] === b[criterion]);

function scoresOf(vote: Vote): ScoreSet {
  return {
    creativity: Number(vote.creativity),
    appearance: Number(vote.appearance),
    ingredients: Number(vote.ingredients),
    profitability: Number(vote.profitability),
    deployability: Number(vote.deployability),
  };
}

/**
 * Corrections of final-round scores by an admin or the head judge, with a reason. The vote takes the new scores; a
 * `vote_corrections` row keeps the scores before and after, the reason and who, and the audit log an entry, all in
 * the vote's transaction. Closed once the board has released the results (hide it to correct) or the results were
 * mailed. The call sends the scores its page showed: a vote changed meanwhile is not overwritten (409); the same
 * correction sent again answers as the first did.
 */
@Injectable()
export class VoteCorrectionsService {
  constructor(
    private readonly transactions: Transactions,
    private readonly settings: ContestSettingsService,
    @InjectRepository(Vote) private readonly votes: VoteRepository,
    @InjectRepository(VoteCorrection) private readonly corrections: VoteCorrectionRepository,
    private readonly queries: VoteCorrectionsQueries,
    private readonly judges: JudgesService,
    private readonly board: FinalBoardService,
    private readonly mailings: ContestMailingsService,
    private readonly liveFinal: LiveFinalService,
    private readonly audit: AuditService,
  ) {}

  adminPage(): Promise<ScoreCorrectionsPageProps> {
    return this.page('admin');
  }

  /** The head judge's page: 403 for any other judge. */
  async headJudgePage(judge: JudgeActor): Promise<ScoreCorrectionsPageProps> {
    await this.checkHeadJudge(judge.id);
    return this.page('head_judge');
  }

  correctAsAdmin(
    admin: AdminActor,
    voteId: number,
    input: CorrectionInput,
  ): Promise<CorrectionSavedResponse> {
    return this.correct({ role: 'admin', id: admin.id, email: admin.email }, voteId, input);
  }

  async correctAsHeadJudge(
    judge: JudgeActor,
    voteId: number,
    input: CorrectionInput,
  ): Promise<CorrectionSavedResponse> {
    await this.checkHeadJudge(judge.id);
    return this.correct({ role: 'head_judge', id: judge.id, email: judge.email }, voteId, input);
  }

  private async checkHeadJudge(judgeId: number, tx?: Transaction): Promise<void> {
    if (!(await this.judges.isHeadJudge(judgeId, tx)))
      throw new ForbiddenException({ message: CORRECTION_MESSAGES.notHeadJudge });
  }

  private async page(role: CorrectionRole): Promise<ScoreCorrectionsPageProps> {
    const settings = await this.settings.current();
    const rows = await this.queries.scoredFinalVotes();
    const recipeIds = [...new Set(rows.map((row) => row.recipeId))];
    const [codes, history, closed] = await Promise.all([
      this.liveFinal.codesFor(recipeIds),
      this.corrections.fresh().findOf(rows.map((row) => row.voteId)),
      this.closedReason(),
    ]);
    const blind = settings.blindJudging;
    const toProps = (row: FinalVoteRow): CorrectableVoteProps => {
      const code = codes.get(row.recipeId) ?? null;
      return {
        voteId: row.voteId,
        recipeId: row.recipeId,
        plate: code !== null ? `Plate ${code}` : blind ? `Contestant #${row.recipeId}` : row.contestant,
        contestant: role === 'admin' || !blind ? row.contestant : null,
        judge: row.judge,
        scores: row.scores,
        total: formatPoints(totalPoints(row.scores)),
        corrections: history
          .filter((correction) => correction.vote === row.voteId)
          .map((correction) => ({
            by: `${CORRECTION_ROLE_LABELS[correction.byRole]} ${correction.byEmail}`,
            at: formatInZone(correction.createdAt, settings.timeZone),
            reason: correction.reason,
            previous: correction.previous,
            corrected: correction.corrected,
          })),
        correctUrl:
          role === 'admin'
            ? CORRECTION_PAGES.adminCorrect(row.voteId)
            : CORRECTION_PAGES.headJudgeCorrect(row.voteId),
      };
    };
    // By plate code when the live final gave codes (the order of the kitchen's sheet), else as read.
    const plateOrder = (row: FinalVoteRow) => Number(codes.get(row.recipeId) ?? 0);
    const sorted = [...rows].sort((a, b) => plateOrder(a) - plateOrder(b));
    return {
      votes: sorted.map(toProps),
      closed,
      backUrl: role === 'admin' ? LIVE_FINAL_PAGES.page : '/judges/dashboard',
    };
  }

  /** Why corrections are closed now, or null. Locks what it reads in `tx`, so a release or a mailing waits. */
  private async closedReason(tx?: Transaction): Promise<string | null> {
    if (await this.board.isReleased(tx)) return CORRECTION_MESSAGES.released;
    if (await this.mailings.resultsAnnounced(tx)) return CORRECTION_MESSAGES.announced;
    return null;
  }

  private async correct(
    who: Corrector,
    voteId: number,
    { scores, loaded, reason }: CorrectionInput,
  ): Promise<CorrectionSavedResponse> {
    return this.transactions.run(async (tx) => {
      // Checked again in the transaction: an admin may have unmarked them since the call began.
      if (who.role === 'head_judge') await this.checkHeadJudge(who.id, tx);
      const closed = await this.closedReason(tx);
      if (closed) throw new RuleViolationException(closed);
      const vote = await this.votes.in(tx).findForCorrection(voteId);
      if (!vote) throw new NotFoundException({ message: CORRECTION_MESSAGES.noScore });
      if (vote.stage !== 'second') throw new RuleViolationException(CORRECTION_MESSAGES.notFinal);
      if (vote.votedAt === null) throw new RuleViolationException(CORRECTION_MESSAGES.noScore);
      const current = scoresOf(vote);
      const answer = { data: { voteId, scores: current, total: formatPoints(totalPoints(current)) } };
      if (sameScores(current, scores)) {
        // The same correction sent again (its answer was lost): it is done already.
        const latest = await this.corrections.in(tx).findLatest(voteId);
        if (latest && sameScores(latest.previous, loaded) && latest.reason === reason) return answer;
        if (sameScores(loaded, current))
          throw new FormValidationException({ creativity: [CORRECTION_MESSAGES.unchanged] });
      }
      if (!sameScores(current, loaded)) throw new RuleViolationException(CORRECTION_MESSAGES.changed);

      vote.creativity = String(scores.creativity);
      vote.appearance = String(scores.appearance);
      vote.ingredients = String(scores.ingredients);
      vote.profitability = scores.profitability;
      vote.deployability = String(scores.deployability);
      vote.correctedAt = new Date();
      this.corrections.in(tx).create({
        vote: voteId,
        previous: current,
        corrected: scores,
        reason,
        byRole: who.role,
        byId: who.id,
        byEmail: who.email,
      });
      this.audit.record(tx, auditActor(who), {
        action: 'vote.correct',
        subjectType: 'vote',
        subjectId: voteId,
        before: { ...current },
        after: { ...scores, reason, correctedBy: CORRECTION_ROLE_LABELS[who.role] },
      });
      await this.votes.in(tx).flush();
      return { data: { voteId, scores, total: formatPoints(totalPoints(scores)) } };
    });
  }
}

/** The audit log names admins by their account; the head judge is a judge: no admin id, their e-mail and role. */
function auditActor(who: Corrector): AuditActor {
  return who.role === 'admin'
    ? { id: who.id, email: who.email }
    : { id: null, email: `${who.email} (${CORRECTION_ROLE_LABELS.head_judge})`.slice(0, 254) };
}
