import {
  ForbiddenException,
  Injectable,
  NotFoundException,
  UnprocessableEntityException,
} from '@nestjs/common';
import { type AuditActor, AuditService } from '../../audit/audit.service.js';
import type { JudgeActor } from '../../auth/signed-in.decorator.js';
import { RuleViolationException } from '../../common/http-errors.js';
import { type Transaction, Transactions } from '../../database/unit-of-work.js';
import { JudgesService } from '../../auth/judges.service.js';
import { staffFullName } from '@shared/people.js';
import { ContestSettingsService } from '../../editions/contest-settings.service.js';
import { isRoundOpen, MAX_TOTAL } from '@shared/judging/judging-rules.js';
import { formatInZone } from '@shared/time-zone.js';
import {
  type AdminFinalScoringPageProps,
  FINAL_SCORING_MESSAGES,
  FINAL_SCORING_PAGES,
  type FinalRankingProps,
  type FinalScoringJudgeProps,
  type FinalScoringSavedAnswer,
  type HeadJudgeTieProps,
  KITCHEN_MAX_POINTS,
  type KitchenJudgePageProps,
  type KitchenScoreAnswer,
  TIE_RULE_LABELS,
} from '@shared/judging/final-scoring.js';
import { JUDGING_PAGES } from '@shared/judging/judging-rules.js';
import { WriteReceiptsService, type Receipted } from '../receipts/write-receipts.service.js';
import { type ExtraColumns, ResultsService } from '../results/results.service.js';
import {
  type FinalistFigures,
  type FinalRanking,
  type HeadJudgeChoice,
  rankFinal,
  tieKey,
} from './final-ranking.js';
import { FinalScoringQueries, type FinalScoringSettings } from './final-scoring.queries.js';
import { LIVE_FINAL_PAGES, LiveFinalService } from './live-final.service.js';

const round2 = (value: number | null) => (value === null ? null : Math.round(value * 100) / 100);

/** The final ranking as computed now, with what its pages name the plates by. */
interface ComputedRanking {
  rules: FinalScoringSettings;
  ranking: FinalRanking;
  props: FinalRankingProps;
  plates: Map<number, { code: string | null; contestant: string; recipe: string }>;
}

export interface KitchenScoreInput {
  scores: ReadonlyArray<{ criterion_id: number; points: number }>;
  minutes_late: number;
}

/**
 * The live final's kitchen score and tie-break. Off by default: the final ranking is then the tasting mean (the
 * results' raw mean) with the admin's tie-break rules applied. On: kitchen judges score each station on the admin's
 * criteria and record minutes late, and the ranking weighs tasting and kitchen as percentages of their maximum, less
 * the penalty. Every admin change is audited in its transaction.
 */
@Injectable()
export class FinalScoringService {
  constructor(
    private readonly transactions: Transactions,
    private readonly settings: ContestSettingsService,
    private readonly queries: FinalScoringQueries,
    private readonly results: ResultsService,
    private readonly liveFinal: LiveFinalService,
    private readonly receipts: WriteReceiptsService,
    private readonly judges: JudgesService,
    private readonly audit: AuditService,
  ) {}

  /** The enabled final-round judges (the judges module's rule), each with their marks. */
  private async finalRoundJudges(tx?: Transaction): Promise<FinalScoringJudgeProps[]> {
    const [judges, kitchen] = await Promise.all([
      this.judges.finalRoundJudges(),
      this.queries.kitchenJudgeIds(tx),
    ]);
    return judges.map((judge) => ({
      id: judge.id,
      name: staffFullName(judge.name, judge.lastname),
      email: judge.email,
      kitchenJudge: kitchen.has(judge.id),
      headJudge: judge.headJudge,
    }));
  }

  /** The final ranking now (board, results page, export). */
  async ranking(): Promise<FinalRankingProps> {
    return (await this.compute()).props;
  }

  /** The final ranking's columns for the results export while the live final is on; none otherwise. */
  async exportColumns(): Promise<ExtraColumns | undefined> {
    if (!(await this.settings.current()).liveFinal) return undefined;
    const { props } = await this.compute();
    const byRecipe = new Map(props.places.map((place) => [place.recipeId, place]));
    return {
      header: [
        'final_place',
        'plate_code',
        'final_score',
        'final_max',
        'tasting_mean_points',
        'kitchen_percent',
        'minutes_late',
        'penalty_points',
        'tie_broken_by',
        'still_tied',
      ],
      cells: (recipeId) => {
        const place = byRecipe.get(recipeId);
        if (!place) return Array.from({ length: 10 }, () => null);
        return [
          place.place,
          place.code,
          place.score,
          props.maxScore,
          place.tasting,
          place.kitchen,
          props.kitchenScore ? place.minutesLate : null,
          props.kitchenScore ? place.penalty : null,
          place.tieBrokenBy && TIE_RULE_LABELS[place.tieBrokenBy],
          place.stillTied,
        ];
      },
    };
  }

  /** The final ranking for the results page's final round while the live final is on; null otherwise. */
  async resultsBlock(): Promise<FinalRankingProps | null> {
    if (!(await this.settings.current()).liveFinal) return null;
    return this.ranking();
  }

  async adminPage(): Promise<AdminFinalScoringPageProps> {
    const [contest, computed, criteria, judges, decisions, scored] = await Promise.all([
      this.settings.current(),
      this.compute(),
      this.queries.criteria(),
      this.finalRoundJudges(),
      this.queries.tieDecisions(),
      this.queries.countKitchenScores(),
    ]);
    const decisionOf = new Map(decisions.map((decision) => [tieKey(decision.recipeIds), decision]));
    const ties: HeadJudgeTieProps[] = computed.ranking.headJudgeTies.map((recipeIds) => {
      const decision = decisionOf.get(tieKey(recipeIds));
      return {
        recipeIds,
        plates: recipeIds.map((recipeId) => ({
          recipeId,
          code: computed.plates.get(recipeId)?.code ?? null,
          contestant: computed.plates.get(recipeId)?.contestant ?? `Recipe #${recipeId}`,
        })),
        decision: decision
          ? {
              order: decision.order,
              reason: decision.reason,
              headJudge:
                decision.headJudgeId === null
                  ? null
                  : (judges.find((judge) => judge.id === decision.headJudgeId)?.name ??
                    `Judge #${decision.headJudgeId}`),
              recordedAt: formatInZone(decision.recordedAt, contest.timeZone),
            }
          : null,
      };
    });
    const head = judges.find((judge) => judge.headJudge);
    return {
      liveFinal: contest.liveFinal,
      ...computed.rules,
      criteria,
      criteriaLocked: scored > 0,
      judges,
      headJudge: head?.name ?? null,
      ties,
      ranking: computed.props,
      urls: {
        settings: FINAL_SCORING_PAGES.settings,
        criteria: FINAL_SCORING_PAGES.criteria,
        ties: FINAL_SCORING_PAGES.ties,
        liveFinal: LIVE_FINAL_PAGES.page,
        kitchenJudge: FINAL_SCORING_PAGES.kitchenJudges,
      },
    };
  }

  /** The kitchen score's switch, weight, penalty and tie-break rules; audited. */
  async saveSettings(
    actor: AuditActor,
    next: FinalScoringSettings,
    loadedKitchenScore: boolean,
  ): Promise<FinalScoringSavedAnswer> {
    await this.transactions.run(async (tx) => {
      const before = await this.queries.settings(tx);
      if (before.kitchenScore !== loadedKitchenScore)
        throw new RuleViolationException(FINAL_SCORING_MESSAGES.changed);
      await this.queries.saveSettings(tx, next);
      const change = AuditService.diff({ ...before }, { ...next });
      if (change.before && Object.keys(change.before).length > 0)
        this.audit.record(tx, actor, {
          action: 'final.scoring_updated',
          subjectType: 'final_scoring',
          ...change,
        });
    });
    return { data: { saved: true } };
  }

  /** Renames, adds, removes and orders the kitchen criteria; refused once a kitchen score exists. */
  async saveCriteria(
    actor: AuditActor,
    criteria: ReadonlyArray<{ id: number | null; name: string }>,
  ): Promise<FinalScoringSavedAnswer> {
    const names = criteria.map((criterion) => criterion.name.toLocaleLowerCase());
    if (new Set(names).size !== names.length)
      throw new UnprocessableEntityException({ message: FINAL_SCORING_MESSAGES.criteriaDuplicate });
    await this.transactions.run(async (tx) => {
      await this.queries.settings(tx);
      // No kitchen score lands between the check and the change.
      await this.queries.holdKitchenScores(tx);
      if ((await this.queries.countKitchenScores(tx)) > 0)
        throw new RuleViolationException(FINAL_SCORING_MESSAGES.criteriaLocked);
      const before = await this.queries.criteria(tx);
      const known = new Set(before.map((criterion) => criterion.id));
      if (criteria.some((criterion) => criterion.id !== null && !known.has(criterion.id)))
        throw new RuleViolationException(FINAL_SCORING_MESSAGES.criteriaUnknown);
      await this.queries.saveCriteria(tx, criteria);
      this.audit.record(tx, actor, {
        action: 'final.kitchen_criteria',
        subjectType: 'final_scoring',
        before: { criteria: before.map((criterion) => criterion.name) },
        after: { criteria: criteria.map((criterion) => criterion.name) },
      });
    });
    return { data: { saved: true } };
  }

  /** Marks an enabled final-round judge as a kitchen judge, or unmarks them; audited when it changes. */
  async setKitchenJudge(actor: AuditActor, judgeId: number, on: boolean): Promise<FinalScoringSavedAnswer> {
    await this.transactions.run(async (tx) => {
      await this.queries.settings(tx);
      // A judge since moved to the first round or disabled can still be unmarked.
      const judge = (await this.finalRoundJudges(tx)).find((row) => row.id === judgeId);
      if (!judge && (on || !(await this.queries.kitchenJudgeIds(tx)).has(judgeId)))
        throw new NotFoundException({ message: FINAL_SCORING_MESSAGES.notFinalJudge });
      if (await this.queries.setKitchenJudge(tx, judgeId, on))
        this.audit.record(tx, actor, {
          action: on ? 'final.kitchen_judge' : 'final.not_kitchen_judge',
          subjectType: 'judge',
          subjectId: judgeId,
          before: { kitchenJudge: !on },
          after: { kitchenJudge: on },
        });
    });
    return { data: { saved: true } };
  }

  /**
   * Records the head judge's order for plates the earlier rules leave tied (an admin enters it on their behalf, with
   * their reason); refused unless exactly these plates are tied at the head judge's rule now. Audited.
   */
  async recordTieChoice(
    actor: AuditActor,
    order: readonly number[],
    reason: string,
  ): Promise<FinalScoringSavedAnswer> {
    await this.transactions.run(async (tx) => {
      await this.queries.settings(tx);
      const head = (await this.finalRoundJudges(tx)).find((judge) => judge.headJudge);
      if (!head) throw new RuleViolationException(FINAL_SCORING_MESSAGES.noHeadJudge);
      const { ranking } = await this.compute();
      const key = tieKey(order);
      if (!ranking.headJudgeTies.some((tie) => tieKey(tie) === key))
        throw new RuleViolationException(FINAL_SCORING_MESSAGES.noSuchTie);
      const recipeIds = [...order].sort((a, b) => a - b);
      const before = await this.queries.saveTieDecision(tx, {
        recipeIds,
        order: [...order],
        reason,
        headJudgeId: head.id,
      });
      this.audit.record(tx, actor, {
        action: 'final.tie_decided',
        subjectType: 'final_scoring',
        before: before && { recipeIds, ...before },
        after: { recipeIds, order: [...order], reason, headJudgeId: head.id, headJudge: head.name },
      });
    });
    return { data: { saved: true } };
  }

  /** /judges/kitchen: the final's plates, by code under blind judging, with the judge's own station scores. */
  async kitchenPage(judge: JudgeActor): Promise<KitchenJudgePageProps> {
    // Opened by a judge who is not (or no longer) a kitchen judge: the page says why, with nothing to score.
    const refusal = await this.kitchenRefusal(judge);
    if (refusal !== null)
      return {
        criteria: [],
        maxPoints: KITCHEN_MAX_POINTS,
        plates: [],
        open: false,
        listUrl: JUDGING_PAGES.list,
        refusal,
      };
    const [contest, criteria, standings, own] = await Promise.all([
      this.settings.current(),
      this.queries.criteria(),
      this.results.standings('second'),
      this.queries.kitchenScores(judge.id),
    ]);
    const codes = await this.liveFinal.codesFor(standings.rows.map((row) => row.recipeId));
    const mine = new Map(own.map((row) => [row.recipeId, row]));
    const plates = standings.rows
      .map((row) => {
        const code = codes.get(row.recipeId) ?? null;
        const saved = mine.get(row.recipeId);
        return {
          recipeId: row.recipeId,
          code,
          label: code === null ? `Recipe #${row.recipeId}` : `Plate ${code}`,
          detail: contest.blindJudging ? null : `${row.contestant} · ${row.recipeName}`,
          scores: saved
            ? Object.fromEntries(criteria.map((criterion) => [criterion.id, saved.scores[criterion.id] ?? 0]))
            : null,
          minutesLate: saved?.minutesLate ?? 0,
          saveUrl: FINAL_SCORING_PAGES.kitchenScore(row.recipeId),
        };
      })
      .sort((a, b) => (a.code ?? '').localeCompare(b.code ?? '') || a.recipeId - b.recipeId)
      .map(({ code: _code, ...plate }) => plate);
    return {
      criteria,
      maxPoints: KITCHEN_MAX_POINTS,
      plates,
      open: isRoundOpen(contest, 'second'),
      listUrl: JUDGING_PAGES.list,
      refusal: null,
    };
  }

  /** A kitchen judge's score of one station; a retry with the same Idempotency-Key gets the first answer. */
  async saveKitchenScore(
    judge: JudgeActor,
    recipeId: number,
    input: KitchenScoreInput,
    key: string | undefined,
  ): Promise<Receipted<KitchenScoreAnswer>> {
    return this.receipts.once(judge.id, key, { call: 'kitchen', recipeId, ...input }, async () => {
      await this.checkKitchenJudge(judge);
      if (!isRoundOpen(await this.settings.current(), 'second'))
        throw new ForbiddenException({ message: FINAL_SCORING_MESSAGES.roundClosed });
      const { figures } = await this.results.standings('second');
      if (!figures.some((row) => row.recipeId === recipeId))
        throw new NotFoundException({ message: FINAL_SCORING_MESSAGES.notInFinal });
      const total = await this.transactions.run(async (tx) => {
        // Taken in turn with a change of the criteria, which waits for no score.
        await this.queries.settings(tx);
        const criteria = await this.queries.criteria(tx);
        const given = new Map(input.scores.map((score) => [score.criterion_id, score.points]));
        if (
          given.size !== input.scores.length ||
          given.size !== criteria.length ||
          criteria.some((c) => !given.has(c.id))
        )
          throw new UnprocessableEntityException({ message: FINAL_SCORING_MESSAGES.everyCriterion });
        await this.queries.saveKitchenScore(tx, {
          judgeId: judge.id,
          recipeId,
          scores: Object.fromEntries(given),
          minutesLate: input.minutes_late,
        });
        return [...given.values()].reduce((sum, points) => sum + points, 0);
      });
      return { data: { recipeId, total, minutesLate: input.minutes_late } };
    });
  }

  /** 403 unless the kitchen score is on in a live final and this judge is one of its kitchen judges. */
  private async checkKitchenJudge(judge: JudgeActor): Promise<void> {
    const refusal = await this.kitchenRefusal(judge);
    if (refusal !== null) throw new ForbiddenException({ message: refusal });
  }

  /** Why this judge cannot score stations now; null when they can. */
  private async kitchenRefusal(judge: JudgeActor): Promise<string | null> {
    const [contest, rules] = await Promise.all([this.settings.current(), this.queries.settings()]);
    if (!contest.liveFinal || !rules.kitchenScore) return FINAL_SCORING_MESSAGES.kitchenOff;
    if (judge.stage !== 'second' || !(await this.queries.isKitchenJudge(judge.id)))
      return FINAL_SCORING_MESSAGES.notKitchenJudge;
    return null;
  }

  private async compute(): Promise<ComputedRanking> {
    const [rules, criteria, judges, kitchenRows, decisions, standings] = await Promise.all([
      this.queries.settings(),
      this.queries.criteria(),
      this.finalRoundJudges(),
      this.queries.kitchenScores(),
      this.queries.tieDecisions(),
      this.results.standings('second'),
    ]);
    const codes = await this.liveFinal.codesFor(standings.rows.map((row) => row.recipeId));
    // Only the stations scored by judges who are kitchen judges now count, on the criteria as they stand.
    const kitchenJudges = new Set(judges.filter((judge) => judge.kitchenJudge).map((judge) => judge.id));
    const maxKitchen = criteria.length * KITCHEN_MAX_POINTS;
    const kitchen = new Map<number, { fractions: number[]; minutesLate: number }>();
    for (const row of kitchenRows) {
      if (!kitchenJudges.has(row.judgeId) || maxKitchen === 0) continue;
      const points = criteria.reduce((sum, criterion) => sum + (row.scores[criterion.id] ?? 0), 0);
      const own = kitchen.get(row.recipeId) ?? { fractions: [], minutesLate: 0 };
      own.fractions.push(points / maxKitchen);
      own.minutesLate = Math.max(own.minutesLate, row.minutesLate);
      kitchen.set(row.recipeId, own);
    }
    const finalists: FinalistFigures[] = standings.figures.map((row) => ({
      recipeId: row.recipeId,
      votes: row.votes,
      tastingSum: row.sumTotal ?? 0,
      creativitySum: row.criteriaSums?.creativity ?? 0,
      kitchen: kitchen.get(row.recipeId)?.fractions ?? [],
      minutesLate: kitchen.get(row.recipeId)?.minutesLate ?? 0,
    }));
    const choices = new Map<string, HeadJudgeChoice>(
      decisions.map((decision) => [tieKey(decision.recipeIds), { order: decision.order }]),
    );
    const ranking = rankFinal(finalists, rules, choices);
    const plates = new Map(
      standings.rows.map((row) => [
        row.recipeId,
        { code: codes.get(row.recipeId) ?? null, contestant: row.contestant, recipe: row.recipeName },
      ]),
    );
    const minutesOf = (recipeId: number) =>
      rules.kitchenScore ? (kitchen.get(recipeId)?.minutesLate ?? 0) : 0;
    const props: FinalRankingProps = {
      kitchenScore: rules.kitchenScore,
      tastingWeight: 100 - rules.kitchenWeight,
      kitchenWeight: rules.kitchenWeight,
      penaltyPerMinute: rules.penaltyPerMinute,
      tieBreak: rules.tieBreak,
      maxScore: rules.kitchenScore ? 100 : MAX_TOTAL,
      places: ranking.places.map((place) => ({
        recipeId: place.recipeId,
        code: plates.get(place.recipeId)?.code ?? null,
        contestant: plates.get(place.recipeId)?.contestant ?? `Recipe #${place.recipeId}`,
        recipe: plates.get(place.recipeId)?.recipe ?? '',
        place: place.place,
        score: round2(place.score),
        tasting: round2(place.tasting),
        kitchen: round2(place.kitchen),
        minutesLate: minutesOf(place.recipeId),
        penalty: round2(place.penalty) ?? 0,
        tieBrokenBy: place.tieBrokenBy,
        stillTied: place.stillTied,
      })),
    };
    return { rules, ranking, props, plates };
  }
}
