import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { InjectRepository } from '@mikro-orm/nestjs';
import { Injectable, NotFoundException } from '@nestjs/common';
import { type AuditActor, AuditService } from '../../audit/audit.service.js';
import { RuleViolationException } from '../../common/http-errors.js';
import { type Transaction, Transactions } from '../../database/unit-of-work.js';
import { ContestSettingsService } from '../../editions/contest-settings.service.js';
import { TIE_RULE_LABELS } from '@shared/judging/final-scoring.js';
import { formatInZone } from '@shared/time-zone.js';
import type {
  AdminFinalBoardPageProps,
  BoardLinkResponse,
  BoardPlace,
  BoardReleaseResponse,
  BoardSnapshot,
  DisplayBoardPageProps,
} from '@shared/judging/final-board.props.js';
import { ResultsService } from '../results/results.service.js';
import { FinalBoard } from './final-board.entity.js';
import type { FinalBoardRepository } from './final-board.repository.js';
import { FinalScoringService } from './final-scoring.service.js';
import { LIVE_FINAL_PAGES, LiveFinalService } from './live-final.service.js';

export const FINAL_BOARD_PAGES = {
  admin: '/admins/final/board',
  adminEvents: '/admins/final/board/events',
  release: '/admins/final/board/release',
  hide: '/admins/final/board/hide',
  newLink: '/admins/final/board/link',
  revokeLink: '/admins/final/board/link/revoke',
  display: (token: string) => `/final/board/${token}`,
  displayEvents: (token: string) => `/final/board/${token}/events`,
} as const;

export const FINAL_BOARD_MESSAGES = {
  off: 'Turn on the live final first: the board shows its plates.',
  noLink: 'This board link does not exist or was turned off.',
  nothingToRevoke: 'There is no screen link to turn off: reload the page.',
} as const;

const hashOf = (secret: string) => createHash('sha256').update(secret).digest('hex');

/** 32 random bytes in base64url: anything else cannot be a link of ours, so it is refused without a query. */
const isWellFormed = (secret: string) => /^[A-Za-z0-9_-]{43}$/.test(secret);

/**
 * The live final's results board: progress while the judges score (counts only), the ranking once an admin releases
 * it, and the venue screen's link, of which only the hash is kept. Every change is audited in its transaction.
 */
@Injectable()
export class FinalBoardService {
  constructor(
    private readonly transactions: Transactions,
    private readonly settings: ContestSettingsService,
    private readonly results: ResultsService,
    private readonly liveFinal: LiveFinalService,
    private readonly scoring: FinalScoringService,
    @InjectRepository(FinalBoard) private readonly board: FinalBoardRepository,
    private readonly audit: AuditService,
  ) {}

  /**
   * Whether the results are released on the board. In a transaction `tx`, the board's row stays locked until it ends:
   * a release waits for the caller's change (a score's correction) to commit.
   */
  async isReleased(tx?: Transaction): Promise<boolean> {
    const state = await (tx ? this.board.in(tx).state(true) : this.board.state());
    return state.releasedAt !== null;
  }

  async adminPage(): Promise<AdminFinalBoardPageProps> {
    const [settings, state] = await Promise.all([this.settings.current(), this.board.state()]);
    return {
      board: await this.snapshot(),
      editionYear: settings.editionYear,
      liveFinal: settings.liveFinal,
      released: state.releasedAt !== null,
      displayLinkSince: state.tokenCreatedAt && formatInZone(state.tokenCreatedAt, settings.timeZone),
      urls: {
        events: FINAL_BOARD_PAGES.adminEvents,
        release: FINAL_BOARD_PAGES.release,
        hide: FINAL_BOARD_PAGES.hide,
        newLink: FINAL_BOARD_PAGES.newLink,
        revokeLink: FINAL_BOARD_PAGES.revokeLink,
        liveFinal: LIVE_FINAL_PAGES.page,
      },
    };
  }

  /** The venue screen's page; 404 unless the link is the current one and the live final is on. */
  async displayPage(token: string): Promise<DisplayBoardPageProps> {
    await this.checkLink(token);
    const settings = await this.settings.current();
    return {
      board: await this.snapshot(),
      editionYear: settings.editionYear,
      eventsUrl: FINAL_BOARD_PAGES.displayEvents(token),
    };
  }

  /** Throws 404 unless `token` opens the board now. */
  async checkLink(token: string): Promise<void> {
    if (!(await this.isOpenLink(token)))
      throw new NotFoundException({ message: FINAL_BOARD_MESSAGES.noLink });
  }

  /** The link opens the board: it is the current one, and the live final is on. */
  async isOpenLink(token: string): Promise<boolean> {
    if (!isWellFormed(token)) return false;
    const [state, settings] = await Promise.all([this.board.state(), this.settings.current()]);
    if (!settings.liveFinal || state.tokenHash === null) return false;
    return timingSafeEqual(Buffer.from(hashOf(token)), Buffer.from(state.tokenHash));
  }

  /**
   * What the board shows now, the same for every screen: counts only until the results are released. Plates are
   * known by their codes; judges by their number in the panel.
   */
  async snapshot(): Promise<BoardSnapshot> {
    const settings = await this.settings.current();
    if (!settings.liveFinal) return { state: 'off' };
    const [state, standings] = await Promise.all([this.board.state(), this.results.standings('second')]);
    const codes = await this.liveFinal.codesFor(standings.rows.map((row) => row.recipeId));
    const judges = [...standings.judges]
      .sort((a, b) => a.id - b.id)
      .map((judge, index) => ({ label: `Judge ${index + 1}`, scored: judge.voted, expected: judge.total }));
    const plates = standings.rows
      .map((row) => ({ code: codes.get(row.recipeId) ?? '—', scored: row.votes, expected: row.judges }))
      .sort((a, b) => a.code.localeCompare(b.code));
    const total = { scored: standings.votes, expected: standings.expectedVotes };
    if (state.releasedAt === null) return { state: 'progress', total, judges, plates };
    // The final ranking: the tasting mean (with the kitchen score when on) and the admin's tie-break rules.
    const final = await this.scoring.ranking();
    const ranking: BoardPlace[] = final.places
      .filter((row) => row.place !== null)
      .map((row) => ({
        place: row.place!,
        code: row.code,
        contestant: row.contestant,
        recipe: row.recipe,
        points: row.score,
        parts: final.kitchenScore
          ? { tasting: row.tasting, kitchen: row.kitchen, minutesLate: row.minutesLate, penalty: row.penalty }
          : null,
        tieBrokenBy: row.tieBrokenBy && TIE_RULE_LABELS[row.tieBrokenBy],
      }));
    return { state: 'released', total, judges, plates, ranking, maxPoints: final.maxScore };
  }

  /** The switch of the live final changed on some copy of the app: read the settings again. */
  forgetSettings(): void {
    this.settings.forget();
  }

  /** Shows the ranking on the board (each screen then reveals it from the last place); audited. */
  release(actor: AuditActor): Promise<BoardReleaseResponse> {
    return this.setReleased(actor, true);
  }

  /** Takes the ranking off the board again, back to progress only; audited. */
  hide(actor: AuditActor): Promise<BoardReleaseResponse> {
    return this.setReleased(actor, false);
  }

  /**
   * A new link for the venue's screen, replacing any earlier one (whose screens stop at once); the address is answered
   * once, only its hash is kept.
   */
  async newLink(actor: AuditActor): Promise<BoardLinkResponse> {
    // No board without a live final: its screen would answer 404.
    if (!(await this.settings.current()).liveFinal)
      throw new RuleViolationException(FINAL_BOARD_MESSAGES.off);
    const secret = randomBytes(32).toString('base64url');
    await this.transactions.run(async (tx) => {
      const board = this.board.in(tx);
      const before = await board.state(true);
      await board.setToken(hashOf(secret));
      this.audit.record(tx, actor, {
        action: 'final.board_link',
        subjectType: 'final_board',
        before: { displayLink: before.tokenHash !== null },
        after: { displayLink: true },
      });
    });
    return { data: { url: FINAL_BOARD_PAGES.display(secret) } };
  }

  /** Turns the venue screen's link off: it answers 404 from now on. */
  async revokeLink(actor: AuditActor): Promise<BoardLinkResponse> {
    await this.transactions.run(async (tx) => {
      const board = this.board.in(tx);
      const before = await board.state(true);
      if (before.tokenHash === null) throw new RuleViolationException(FINAL_BOARD_MESSAGES.nothingToRevoke);
      await board.setToken(null);
      this.audit.record(tx, actor, {
        action: 'final.board_link_revoked',
        subjectType: 'final_board',
        before: { displayLink: true },
        after: { displayLink: false },
      });
    });
    return { data: { url: null } };
  }

  private async setReleased(actor: AuditActor, released: boolean): Promise<BoardReleaseResponse> {
    if (!(await this.settings.current()).liveFinal)
      throw new RuleViolationException(FINAL_BOARD_MESSAGES.off);
    await this.transactions.run(async (tx) => {
      const board = this.board.in(tx);
      const before = await board.state(true);
      // Pressed twice (or by two admins): nothing changes and nothing more is logged.
      if ((before.releasedAt !== null) === released) return;
      await board.setReleased(released);
      this.audit.record(tx, actor, {
        action: released ? 'final.results_released' : 'final.results_hidden',
        subjectType: 'final_board',
        before: { released: !released },
        after: { released },
      });
    });
    return { data: { released } };
  }
}
