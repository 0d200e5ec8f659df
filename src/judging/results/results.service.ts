import { Injectable, NotFoundException } from '@nestjs/common';
import type { Stage } from '../../auth/staff-account.entity.js';
import { staffFullName } from '@shared/people.js';
import { ContestSettingsService } from '../../editions/contest-settings.service.js';
import {
  CRITERIA,
  isRoundOpen,
  JUDGING_PAGES,
  MAX_TOTAL,
  ROUND_LABELS,
} from '@shared/judging/judging-rules.js';
import { JudgeAssignmentsQueries } from '../judge-assignments.queries.js';
import { type ConflictPair, JudgeConflictsQueries } from '../judge-conflicts.queries.js';
import { MailService } from '../../mail/mail.service.js';
import { judgeReminder } from '../../mail/templates/judge-reminder.js';
import { type AuditActor, AuditService } from '../../audit/audit.service.js';
import { ContestMailingsService } from './contest-mailings.service.js';
import { Transactions } from '../../database/unit-of-work.js';
import { findFinalistCandidate } from './finalist.repository.js';
import { type CsvCell, csvChunks } from './csv.js';
import { toZonedCellValue } from '@shared/time-zone.js';
import { CORRECTION_ROLE_LABELS, type CorrectionRole } from '@shared/judging/vote-corrections.js';
import { type HistogramBin, histogram, rankRound, type RecipeFigures } from './ranking.js';
import { round2, toResultsRow } from './results.props-mapper.js';
import type { RoundTally } from './round-tally.js';
import type {
  AdminResultsPageProps,
  JudgeProgressProps,
  ResultsRowProps,
} from '@shared/admin/results.props.js';
import {
  type InputsVersion,
  type RoundInputs,
  type RoundJudge,
  type RoundJudgeRow,
  type RoundStandings,
  ResultsQueries,
  tallyRound,
} from './results.queries.js';

type RoundStandingsRecipe = RoundStandings['recipes'][number];

export const RESULTS_PAGES = {
  page: (round: Stage) => (round === 'first' ? '/admins/results' : `/admins/results?round=${round}`),
  rankingCsv: (round: Stage) => `/admins/results/export/ranking.csv?round=${round}`,
  votesCsv: '/admins/results/export/votes.csv',
  remind: '/admins/results/remind',
  finalist: '/admins/results/finalist/',
  finalistsMailing: '/admins/results/mailings/finalists',
  resultsMailing: '/admins/results/mailings/results',
  /** Issue 15: the past-edition form filled from a recipe of the final round (the recipe's id follows). */
  archive: '/admins/past-editions/create?from_recipe=',
} as const;

export const RESULTS_MESSAGES = {
  contestantNotFound: 'This contestant no longer exists: reload the page.',
} as const;

/** Rows of the ranking table a page: the whole round (5,000 recipes) is in ranking.csv. */
export const RESULTS_PER_PAGE = 100;

interface RoundData {
  /** How many recipes the round ranks. */
  size: number;
  finalists: number;
  disagreements: number;
  /** The ranking's rows from `start` to before `end`: built only for what is shown (a page of 100, or the export). */
  rows: (start?: number, end?: number) => ResultsRowProps[];
  judges: JudgeProgressProps[];
  votes: number;
  /** The votes the round should get: each recipe's panel less its excluded judges. */
  expectedVotes: number;
  panelAverage: number | null;
  panelSize: number;
  totals: ReadonlyArray<{ total: number; count: number }>;
  /** Each recipe's exact sums (the rows round to two decimals): the live final ranks from these. */
  figures: readonly RecipeFigures[];
}

/** A round's results as last computed, under the version of the inputs they were computed from. */
interface KeptRound {
  readonly version: InputsVersion;
  /** The standings they were computed from: after votes alone, only the changed ones are read again. */
  readonly inputs: RoundInputs;
  readonly others: OtherInputs;
  /** Where the next tally starts from after votes alone. */
  readonly tally: RoundTally;
  readonly data: RoundData;
  /** The ranking export's bytes, kept once they were written whole from `data`. */
  rankingCsv?: Buffer;
}

/** What the results read besides the standings: only other inputs than votes change it. */
interface OtherInputs {
  /** Every conflict of interest (judge, contestant). */
  readonly conflictPairs: readonly ConflictPair[];
  /** The round's panel and the judges who voted in it, without their counts. */
  readonly judges: readonly RoundJudge[];
  /** The first round is assigned (issue 15, part 5). */
  readonly assigned: boolean;
  /** The round's finalists, and the votes its recipes should not get because of conflicts of interest. */
  readonly finalists: number;
  readonly excludedVotes: number;
}

/** Every voter is among `judges`, and every judge of `judges` off the panel is a voter. */
function sameVotersOffPanel(judges: readonly RoundJudge[], voters: readonly number[]): boolean {
  const voted = new Set(voters);
  const listed = new Set(judges.map((judge) => judge.id));
  return (
    voters.every((id) => listed.has(id)) && judges.every((judge) => judge.onPanel || voted.has(judge.id))
  );
}

/** Columns added after the round's own in the ranking export, per recipe (the live final's ranking). */
export interface ExtraColumns {
  header: readonly string[];
  cells: (recipeId: number) => CsvCell[];
}

/** Rows of the ranking export built and written per batch (`csvChunks`' own batch). */
const RANKING_CSV_BATCH = 500;

async function* mapRows<T, R>(rows: AsyncIterable<T> | Iterable<T>, map: (row: T) => R): AsyncGenerator<R> {
  for await (const row of rows) yield map(row);
}

/** The distribution from the count of votes per total (one grouped query instead of every vote). */
function histogramOf(totals: ReadonlyArray<{ total: number; count: number }>): HistogramBin[] {
  const bins = histogram([]);
  const width = bins[0]?.to ?? 1;
  for (const { total, count } of totals)
    bins[Math.min(bins.length - 1, Math.max(0, Math.floor(total / width)))].count += count;
  return bins;
}

/**
 * The results of a round: rankings by three methods, the judges' progress and averages, the exports, the reminder
 * to judges who have not finished, and marking finalists. Computed from a handful of queries per round, whatever
 * its size, and kept until the results' inputs change.
 */
@Injectable()
export class ResultsService {
  /**
   * Each round's last results, answered again while the version of their inputs is the same (one read of the
   * version per visit; docs/scale.md, "The results' version"). Each process keeps its own: the version is in the
   * database, so no process can answer from results another one's write made old.
   */
  private readonly kept = new Map<Stage, KeptRound>();

  constructor(
    private readonly transactions: Transactions,
    private readonly queries: ResultsQueries,
    private readonly settings: ContestSettingsService,
    private readonly mail: MailService,
    private readonly audit: AuditService,
    private readonly mailings: ContestMailingsService,
    private readonly conflicts: JudgeConflictsQueries,
    private readonly assignments: JudgeAssignmentsQueries,
  ) {}

  async page(round: Stage, page = 1): Promise<AdminResultsPageProps> {
    const settings = await this.settings.current();
    const data = await this.roundData(round);
    const lastPage = Math.max(1, Math.ceil(data.size / RESULTS_PER_PAGE));
    const current = Math.min(Math.max(1, page), lastPage);
    const finished = data.judges.filter((judge) => judge.onPanel && !judge.finished);
    return {
      round,
      roundLabel: ROUND_LABELS[round],
      roundOpen: isRoundOpen(settings, round),
      rounds: (['first', 'second'] as const).map((value) => ({
        value,
        label: ROUND_LABELS[value],
        href: RESULTS_PAGES.page(value),
      })),
      summary: {
        recipes: data.size,
        judges: data.panelSize,
        votes: data.votes,
        expectedVotes: data.expectedVotes,
        finalists: data.finalists,
        disagreements: data.disagreements,
      },
      rows: data.rows((current - 1) * RESULTS_PER_PAGE, current * RESULTS_PER_PAGE),
      pagination: {
        page: current,
        perPage: RESULTS_PER_PAGE,
        total: data.size,
        lastPage,
        sort: 'rank',
        direction: 'asc',
        search: '',
        filters: { round: round === 'first' ? '' : round },
        defaultSort: 'rank',
        defaultDirection: 'asc',
      },
      judges: data.judges,
      panelAverage: data.panelAverage,
      histogram: histogramOf(data.totals),
      maxPoints: MAX_TOTAL,
      unfinished: data.size === 0 ? 0 : finished.length,
      urls: {
        rankingCsv: RESULTS_PAGES.rankingCsv(round),
        votesCsv: RESULTS_PAGES.votesCsv,
        remind: RESULTS_PAGES.remind,
        finalist: RESULTS_PAGES.finalist,
        finalistsMailing: RESULTS_PAGES.finalistsMailing,
        resultsMailing: RESULTS_PAGES.resultsMailing,
        // Archiving is for the winner, chosen in the final round.
        archive: round === 'second' ? RESULTS_PAGES.archive : null,
      },
      mailings: await this.mailings.summary(),
    };
  }

  /** The whole round's ranking, by place, and its judges' progress: what the live final's board shows. */
  async standings(round: Stage): Promise<{
    rows: ResultsRowProps[];
    judges: JudgeProgressProps[];
    votes: number;
    expectedVotes: number;
    figures: readonly RecipeFigures[];
  }> {
    const data = await this.roundData(round);
    return {
      figures: data.figures,
      rows: data.rows(),
      judges: data.judges.filter((judge) => judge.onPanel || judge.voted > 0),
      votes: data.votes,
      expectedVotes: data.expectedVotes,
    };
  }

  /**
   * The round's results, computed again only when the version of their inputs moved since the last time; when only
   * votes changed, from the kept standings and those that changed.
   */
  private async keptRound(round: Stage): Promise<KeptRound> {
    // The version is read before the inputs: a change committed in between moves it again, so what is kept under a
    // version is never older than that version.
    const version = await this.queries.inputsVersion();
    const kept = this.kept.get(round);
    if (kept && kept.version.all === version.all) return kept;
    const same = kept?.version.others === version.others ? kept : undefined;
    const inputs = same
      ? await this.queries.roundInputsAfterVotes(round, same.inputs, same.version.snapshot)
      : await this.queries.roundInputs(round);
    // The same standings, conflicts and judges give the same results, unless assigned judges' counts moved.
    const fresh: KeptRound =
      same && inputs === same.inputs && !same.others.assigned
        ? { ...same, version }
        : { version, inputs, ...(await this.computeRoundData(round, inputs, same)) };
    this.kept.set(round, fresh);
    return fresh;
  }

  private async roundData(round: Stage): Promise<RoundData> {
    return (await this.keptRound(round)).data;
  }

  /**
   * The round's results from its standings; `same`: the results kept under the same other inputs, whose tally and
   * other reads are used again.
   */
  private async computeRoundData(
    round: Stage,
    inputs: RoundInputs,
    same?: KeptRound,
  ): Promise<{ data: RoundData; others: OtherInputs; tally: RoundTally }> {
    const known = same?.others;
    // One after the other: a request's queries share one connection. The votes are grouped in SQL; Node ranks
    // one row per recipe and one per judge. Conflicts of interest (few) leave their votes out of the figures and
    // their judges out of what each recipe should get.
    const pairs = known?.conflictPairs ?? (await this.conflicts.allPairs());
    const conflictedVotes = pairs.length === 0 ? [] : await this.conflicts.conflictedVotes(round);
    const { recipes, normalised, judgeVotes, totals, voters, tally } = tallyRound(
      inputs,
      conflictedVotes,
      same?.tally,
    );
    // The judges are read again when those off the panel who voted in the round are not the same ones.
    const roundJudges =
      known && sameVotersOffPanel(known.judges, voters)
        ? known.judges
        : await this.queries.roundJudges(round, voters);
    const judges: RoundJudgeRow[] = roundJudges.map((judge) => ({
      ...judge,
      votes: judgeVotes.get(judge.id)?.votes ?? 0,
      sumTotal: judgeVotes.get(judge.id)?.sumTotal ?? null,
    }));
    // Issue 15, part 5: while the first round is assigned, each recipe should get its assigned judges' votes.
    const assignedRound =
      known?.assigned ?? (round === 'first' && (await this.assignments.perRecipe()) !== null);
    const assigned = assignedRound ? await this.assignments.roundCounts() : null;
    const panel = new Set(judges.filter((judge) => judge.onPanel).map((judge) => judge.id));
    const panelSize = panel.size;
    const conflictsOf = new Map<number, Set<number>>();
    const excludedOf = new Map<number, number>();
    for (const { judgeId, contestantId } of pairs) {
      conflictsOf.set(judgeId, (conflictsOf.get(judgeId) ?? new Set()).add(contestantId));
      if (panel.has(judgeId)) excludedOf.set(contestantId, (excludedOf.get(contestantId) ?? 0) + 1);
    }
    const ranked = rankRound(recipes, normalised);
    const excludedFrom = (recipe: RoundStandingsRecipe) => excludedOf.get(recipe.contestantId) ?? 0;
    const ownOf = (recipe: RoundStandingsRecipe) =>
      assigned
        ? {
            judges: assigned.recipes.get(recipe.recipeId)?.assigned ?? 0,
            voted: assigned.recipes.get(recipe.recipeId)?.voted ?? 0,
          }
        : null;
    // The round's votes and their sum from its judges' counts (a few dozen), not from each of its recipes.
    let votes = 0;
    let panelSum = 0;
    for (const counted of judgeVotes.values()) {
      votes += counted.votes;
      panelSum += counted.sumTotal;
    }
    // Who is a finalist and whose judges are in conflict change only with the other inputs.
    let finalists = known?.finalists ?? 0;
    let excludedVotes = known?.excludedVotes ?? 0;
    if (!known)
      for (const recipe of recipes) {
        if (recipe.isFinalist) finalists++;
        excludedVotes += excludedFrom(recipe);
      }
    // What the recipes should get: their assigned judges while the round is assigned, else the panel less conflicts.
    const expectedVotes = assigned
      ? recipes.reduce((sum, recipe) => sum + (ownOf(recipe)?.judges ?? 0), 0)
      : recipes.length * panelSize - excludedVotes;
    const panelMean = votes === 0 ? null : panelSum / votes;
    const data: RoundData = {
      size: ranked.size,
      finalists,
      disagreements: ranked.disagreements,
      rows: (start = 0, end = ranked.size) =>
        ranked.rows(start, end, (standing, recipe) => {
          const excluded = excludedFrom(recipe);
          return toResultsRow(standing, recipe, panelSize - excluded, excluded, ownOf(recipe));
        }),
      judges: judges.map((judge) => {
        const average = judge.votes === 0 ? null : judge.sumTotal! / judge.votes;
        const own = conflictsOf.get(judge.id);
        // A judge's share: the round less the recipes of contestants they are in conflict with.
        const share = assigned
          ? (assigned.judges.get(judge.id) ?? 0)
          : own
            ? recipes.filter((recipe) => !own.has(recipe.contestantId)).length
            : recipes.length;
        return this.toJudgeProgress(
          judge,
          {
            votes: judge.votes,
            average,
            offset: average === null || panelMean === null ? null : average - panelMean,
          },
          share,
        );
      }),
      votes,
      expectedVotes,
      panelAverage: round2(panelMean),
      panelSize,
      totals,
      figures: recipes,
    };
    return {
      data,
      others: {
        conflictPairs: pairs,
        judges: roundJudges,
        assigned: assignedRound,
        finalists,
        excludedVotes,
      },
      tally,
    };
  }

  private toJudgeProgress(
    judge: RoundJudgeRow,
    average: { votes: number; average: number | null; offset: number | null },
    total: number,
  ): JudgeProgressProps {
    return {
      id: judge.id,
      name: staffFullName(judge.name, judge.lastname),
      email: judge.email,
      voted: average.votes,
      total,
      finished: total > 0 && average.votes >= total,
      onPanel: judge.onPanel,
      average: round2(average.average),
      offset: round2(average.offset),
    };
  }

  /** The whole round's ranking as CSV: the kept bytes, or text in chunks written from the kept results. */
  async rankingCsv(round: Stage, extra?: ExtraColumns): Promise<Buffer | AsyncIterable<string>> {
    const kept = await this.keptRound(round);
    if (kept.rankingCsv && !extra) return kept.rankingCsv;
    const { data } = kept;
    const header = [
      'rank',
      'recipe_id',
      'recipe',
      'contestant_id',
      'contestant',
      'finalist',
      'votes',
      'judges',
      'judges_excluded',
      'assigned_judges',
      'assigned_voted',
      'mean_points',
      'normalised_z',
      'normalised_rank',
      'trimmed_mean_points',
      'trimmed_rank',
      'methods_disagree',
      ...CRITERIA.map((criterion) => `avg_${criterion}`),
      'sd_points',
      'range_points',
      ...(extra?.header ?? []),
    ];
    // The rows are built a batch at a time as the text is written, never all 5,000 at once: each batch is garbage
    // by the next, where a whole table of row objects outlived the collector's young generation.
    function* rows(): Generator<ResultsRowProps> {
      for (let start = 0; start < data.size; start += RANKING_CSV_BATCH)
        yield* data.rows(start, start + RANKING_CSV_BATCH);
    }
    const text = csvChunks(
      header,
      mapRows(rows(), (row) => [
        row.raw.rank,
        row.recipeId,
        row.recipeName,
        row.contestantId,
        row.contestant,
        row.isFinalist,
        row.votes,
        row.judges,
        row.excluded,
        row.assigned?.judges ?? null,
        row.assigned?.voted ?? null,
        row.raw.score,
        row.normalised.score,
        row.normalised.rank,
        row.trimmed.score,
        row.trimmed.rank,
        row.disagree,
        ...CRITERIA.map((criterion) => row.criteria[criterion]),
        row.spread?.sd ?? null,
        row.spread?.range ?? null,
        ...(extra?.cells(row.recipeId) ?? []),
      ]),
      RANKING_CSV_BATCH,
    );
    // Kept only once written whole: a download cut short stops the writing before the end.
    return (async function* keepWhole() {
      const chunks: string[] = [];
      for await (const chunk of text) {
        chunks.push(chunk);
        yield chunk;
      }
      if (!extra) kept.rankingCsv = Buffer.from(chunks.join(''));
    })();
  }

  /** Every vote row as CSV text, in chunks as the database cursor gives them. */
  async *votesCsv(): AsyncGenerator<string> {
    const { timeZone } = await this.settings.current();
    const votes = this.queries.allVotes();
    yield* csvChunks(
      [
        'vote_id',
        'round',
        'recipe_id',
        'recipe',
        'contestant',
        'judge_id',
        'judge',
        'judge_email',
        ...CRITERIA,
        'total_points',
        'note',
        // The zone is named with the column: a spreadsheet has no other place to say it.
        `voted_at (${timeZone})`,
        // A corrected final-round score: the scores above are the correction, these the judge's own beside them.
        'corrections',
        ...CRITERIA.map((criterion) => `original_${criterion}`),
        'original_total_points',
        'correction_reason',
        'corrected_by',
        `corrected_at (${timeZone})`,
      ],
      mapRows(votes, (vote) => {
        const scores = CRITERIA.map((criterion) => vote[criterion]);
        const complete = scores.every((score) => score !== null);
        const correction = vote.correction;
        const original = correction ? CRITERIA.map((criterion) => correction.original[criterion]) : [];
        return [
          vote.voteId,
          vote.stage,
          vote.recipeId,
          vote.recipeName,
          vote.contestantName,
          vote.judgeId,
          vote.judgeName,
          vote.judgeEmail,
          ...scores,
          complete ? scores.reduce<number>((sum, score) => sum + score!, 0) : null,
          vote.note,
          vote.votedAt ? toZonedCellValue(vote.votedAt, timeZone) : null,
          ...(correction
            ? [
                correction.count,
                ...original,
                original.reduce((sum, score) => sum + score, 0),
                correction.reason,
                `${CORRECTION_ROLE_LABELS[correction.byRole as CorrectionRole]} ${correction.byEmail}`,
                toZonedCellValue(correction.at, timeZone),
              ]
            : [0, ...CRITERIA.map(() => null), null, null, null, null]),
        ];
      }),
    );
  }

  /** Mails every judge of the round's panel who has not voted on every recipe; answers how many were mailed. */
  async remind(actor: AuditActor, round: Stage): Promise<{ reminded: number; judges: string[] }> {
    const { judges } = await this.roundData(round);
    const due = judges.filter((judge) => judge.onPanel && judge.total > 0 && !judge.finished);
    await this.transactions.run(async (tx) => {
      for (const judge of due) {
        await this.mail.send(
          judge.email,
          judgeReminder({
            firstName: judge.name.split(' ')[0],
            roundLabel: ROUND_LABELS[round],
            voted: judge.voted,
            total: judge.total,
            url: JUDGING_PAGES.list,
          }),
          tx,
        );
      }
      this.audit.record(tx, actor, {
        action: 'results.remind',
        subjectType: 'judges',
        after: { round, judgeIds: due.map((judge) => judge.id) },
      });
    });
    return { reminded: due.length, judges: due.map((judge) => judge.name) };
  }

  async markFinalist(
    actor: AuditActor,
    contestantId: number,
    isFinalist: boolean,
  ): Promise<{ id: number; is_finalist: boolean }> {
    return this.transactions.run(async (tx) => {
      const contestant = await findFinalistCandidate(tx, contestantId);
      if (!contestant) throw new NotFoundException({ message: RESULTS_MESSAGES.contestantNotFound });
      // Marking a finalist again (a second click, another admin) changes nothing and logs nothing.
      if (contestant.isFinalist !== isFinalist) {
        const before = { isFinalist: contestant.isFinalist };
        contestant.isFinalist = isFinalist;
        this.audit.record(tx, actor, {
          action: isFinalist ? 'contestant.finalist' : 'contestant.not_finalist',
          subjectType: 'contestant',
          subjectId: contestant.id,
          ...AuditService.diff(before, { isFinalist }),
        });
      }
      return { id: contestant.id, is_finalist: contestant.isFinalist };
    });
  }
}
