// The statistics of the results screen, as pure functions without I/O: the three rankings, the spread between
// judges, per-criterion averages, the score distribution and each judge's average. A vote's score is the sum of its
// five criteria (0 to 25 points), the same "pts" the judges' area shows (shared/judging/judging-rules.ts).

import { CRITERIA, type Criterion, MAX_TOTAL, totalPoints } from '@shared/judging/judging-rules.js';
import type { MethodResult, RecipeStanding } from '@shared/judging/standing.js';

export type { MethodResult, RecipeStanding };

export type CriterionScores = Record<Criterion, number>;

/** One complete vote of the round. */
export interface RoundVote {
  judgeId: number;
  recipeId: number;
  scores: CriterionScores;
}

/** Fewer votes than this: the trimmed mean is the plain mean (dropping two of two votes would leave nothing). */
export const TRIM_MIN_VOTES = 3;

/** Scores equal to this precision share a place (sums of half points, divided: float noise must not split ties). */
const TIE_PRECISION = 1e9;

export function voteTotal(scores: CriterionScores): number {
  return totalPoints(scores);
}

export function mean(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  return values.reduce((sum, value) => sum + value, 0) / values.length;
}

/** Population standard deviation (the judges of a round are the whole panel, not a sample of it). */
export function standardDeviation(values: readonly number[]): number | null {
  const average = mean(values);
  if (average === null) return null;
  return Math.sqrt(values.reduce((sum, value) => sum + (value - average) ** 2, 0) / values.length);
}

/** The mean without one highest and one lowest value, from TRIM_MIN_VOTES values on; below that the plain mean. */
export function trimmedMean(values: readonly number[]): { value: number | null; dropped: boolean } {
  if (values.length < TRIM_MIN_VOTES) return { value: mean(values), dropped: false };
  const sorted = [...values].sort((a, b) => a - b);
  return { value: mean(sorted.slice(1, -1)), dropped: true };
}

/**
 * Places by score, highest first, by position: `places[i]` is the place of `scores[i]`. Equal scores share a place
 * and the next place skips ("1, 2, 2, 4"); a null score gets no place.
 */
export function competitionPlaces(scores: ReadonlyArray<number | null>): Array<number | null> {
  const places = placesOf(Float64Array.from(scores, (score) => score ?? Number.NaN));
  return Array.from(places, (place) => (place === 0 ? null : place));
}

/**
 * `competitionPlaces` on typed arrays: NaN is no score, 0 no place. A score's place is one more than the number of
 * scores above it. Each key is packed with its position in the low bits of one exact number, so one numeric sort (a
 * typed array's own, no comparator called) orders the positions too, and one walk down from the top gives the
 * places. The round's 5,000 recipes are ranked three ways each time the results are computed, and typed arrays leave
 * the collector no number objects to move.
 *
 * `order`, when given, is filled with the positions by place, then by position among equal places, the scoreless last.
 */
function placesOf(scores: Float64Array, order?: Int32Array): Int32Array {
  const size = scores.length;
  const places = new Int32Array(size);
  // The positions take the low bits: a power of two above the last position, so packing and unpacking are exact.
  const radix = 2 ** Math.ceil(Math.log2(size + 1));
  const packed = new Float64Array(size);
  const scoreless = new Int32Array(size);
  let placed = 0;
  let unplaced = 0;
  for (let index = 0; index < size; index++) {
    const score = scores[index];
    if (Number.isNaN(score)) {
      scoreless[unplaced++] = index;
      continue;
    }
    const key = Math.round(score * TIE_PRECISION);
    // Beyond 2^53 a packed number would lose its position: such scores (none a vote gives) are placed by search.
    if (Math.abs(key) * radix + radix > Number.MAX_SAFE_INTEGER) return placesBySearch(scores, order);
    packed[placed++] = key * radix + index;
  }
  const sorted = packed.subarray(0, placed).sort();
  let above = 0;
  for (let at = placed - 1; at >= 0;) {
    const key = Math.floor(sorted[at] / radix);
    let next = at;
    for (; next >= 0 && Math.floor(sorted[next] / radix) === key; next--)
      places[sorted[next] - key * radix] = above + 1;
    // Equal keys lie by position, upwards.
    if (order)
      for (let tie = next + 1; tie <= at; tie++) order[above + tie - next - 1] = sorted[tie] - key * radix;
    above += at - next;
    at = next;
  }
  order?.set(scoreless.subarray(0, unplaced), placed);
  return places;
}

/** `placesOf` for any scores: a sort of the keys alone, and a binary search per score for the keys above it. */
function placesBySearch(scores: Float64Array, order?: Int32Array): Int32Array {
  const size = scores.length;
  const keys = new Float64Array(size);
  for (let index = 0; index < size; index++) keys[index] = Math.round(scores[index] * TIE_PRECISION);
  // NaN sorts last: the placed keys come first, in ascending order.
  const sorted = keys.slice().sort();
  let placed = 0;
  while (placed < size && !Number.isNaN(sorted[placed])) placed++;
  const places = new Int32Array(size);
  for (let index = 0; index < size; index++) {
    const key = keys[index];
    if (Number.isNaN(key)) continue;
    // The first key above this one.
    let low = 0;
    let high = placed;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (sorted[middle] <= key) low = middle + 1;
      else high = middle;
    }
    places[index] = placed - low + 1;
  }
  if (order) {
    // By counting: how many positions come before each place (the scoreless as place size + 1).
    const starts = new Int32Array(size + 3);
    for (let index = 0; index < size; index++) starts[(places[index] || size + 1) + 1]++;
    for (let place = 1; place < starts.length; place++) starts[place] += starts[place - 1];
    for (let index = 0; index < size; index++) order[starts[places[index] || size + 1]++] = index;
  }
  return places;
}

/** Each judge's mean and standard deviation over their votes of the round. */
export function judgeScales(votes: readonly RoundVote[]): Map<number, { mean: number; sd: number }> {
  const totals = new Map<number, number[]>();
  for (const vote of votes) {
    const list = totals.get(vote.judgeId) ?? [];
    list.push(voteTotal(vote.scores));
    totals.set(vote.judgeId, list);
  }
  const scales = new Map<number, { mean: number; sd: number }>();
  for (const [judgeId, list] of totals)
    scales.set(judgeId, { mean: mean(list)!, sd: standardDeviation(list)! });
  return scales;
}

/**
 * A vote's z-score against its judge. A judge who gave every recipe the same total (or voted once) says nothing
 * about how the recipes compare: their votes count as 0, the average.
 */
export function zScore(total: number, mean: number, sd: number): number {
  return sd === 0 ? 0 : (total - mean) / sd;
}

/** What the ranking needs of one recipe's votes, however they were grouped (in memory here, or in SQL). */
export interface RecipeAggregate {
  recipeId: number;
  votes: number;
  /** Sum of the vote totals (exact: half points), null without votes. */
  sumTotal: number | null;
  minTotal: number | null;
  maxTotal: number | null;
  /** Population standard deviation of the totals. */
  sd: number | null;
  /** Mean of the votes' z-scores against their judges. */
  normalisedScore: number | null;
  /** Sums of each criterion (exact: half points). */
  criteriaSums: Record<Criterion, number> | null;
}

/** What a recipe's own votes give, without the normalised score (which every vote of their judges moves). */
export type RecipeFigures = Omit<RecipeAggregate, 'normalisedScore'>;

/** One pass over the votes: each recipe's aggregate (`recipeIds` are the round's recipes, voted or not). */
export function aggregateVotes(recipeIds: readonly number[], votes: readonly RoundVote[]): RecipeAggregate[] {
  const scales = judgeScales(votes);
  const byRecipe = new Map<number, RoundVote[]>(recipeIds.map((id) => [id, []]));
  for (const vote of votes) byRecipe.get(vote.recipeId)?.push(vote);
  return recipeIds.map((recipeId) => {
    const own = byRecipe.get(recipeId)!;
    const totals = own.map((vote) => voteTotal(vote.scores));
    return {
      recipeId,
      votes: own.length,
      sumTotal: own.length === 0 ? null : totals.reduce((sum, value) => sum + value, 0),
      minTotal: own.length === 0 ? null : Math.min(...totals),
      maxTotal: own.length === 0 ? null : Math.max(...totals),
      sd: standardDeviation(totals),
      normalisedScore: mean(
        own.map((vote) =>
          zScore(voteTotal(vote.scores), scales.get(vote.judgeId)!.mean, scales.get(vote.judgeId)!.sd),
        ),
      ),
      criteriaSums:
        own.length === 0
          ? null
          : (Object.fromEntries(
              CRITERIA.map((criterion) => [
                criterion,
                own.reduce((sum, vote) => sum + vote.scores[criterion], 0),
              ]),
            ) as Record<Criterion, number>),
    };
  });
}

/**
 * The round's standings, ordered by the raw ranking (recipes without votes last, then by id). `recipeIds` are the
 * round's recipes, so a recipe nobody voted on is listed too.
 */
export function rankRecipes(recipeIds: readonly number[], votes: readonly RoundVote[]): RecipeStanding[] {
  return rankStandings(aggregateVotes(recipeIds, votes));
}

/** Each criterion's average over `votes` votes from its sum; null without votes. */
function criteriaMeans(
  sums: Record<Criterion, number> | null,
  votes: number,
): Record<Criterion, number | null> {
  const average = (criterion: Criterion) => (votes === 0 || sums === null ? null : sums[criterion] / votes);
  return {
    creativity: average('creativity'),
    appearance: average('appearance'),
    ingredients: average('ingredients'),
    deployability: average('deployability'),
    profitability: average('profitability'),
  };
}

/** A round ranked three ways, its standings built only for the places asked for (a page of 100, or the export). */
export interface RankedRound<A extends RecipeFigures = RecipeFigures> {
  readonly size: number;
  /** How many recipes the three methods do not place alike. */
  readonly disagreements: number;
  /** The standings from place `start` to before `end`, in the raw ranking's order. */
  standings(start?: number, end?: number): RecipeStanding[];
  /** The same places, each standing built with the aggregate it was ranked from. */
  rows<R>(start: number, end: number, build: (standing: RecipeStanding, aggregate: A) => R): R[];
}

/** A score of a typed array (NaN: none) as the props give it. */
const scoreOrNull = (score: number) => (Number.isNaN(score) ? null : score);

/**
 * Ranks the recipes three ways, from their figures and their normalised scores (`normalisedScores[i]` for
 * `figures[i]`, NaN without): one sort per method, and one more for the order of the table (the raw ranking, recipes
 * without votes last, then by id). Only numbers are kept per recipe, in typed arrays: at 5,000 recipes a standing
 * object each (and their parts) was most of what a computation of the results left to the collector.
 */
export function rankRound<A extends RecipeFigures>(
  aggregates: readonly A[],
  normalisedScores: Float64Array,
): RankedRound<A> {
  const size = aggregates.length;
  const rawScores = new Float64Array(size);
  const trimmedScores = new Float64Array(size);
  let byId = true;
  for (let index = 0; index < size; index++) {
    const row = aggregates[index];
    const voted = row.votes > 0;
    rawScores[index] = voted ? row.sumTotal! / row.votes : Number.NaN;
    // The trimmed mean without its highest and lowest total: exact sums of half points, so no sort is needed.
    trimmedScores[index] =
      row.votes >= TRIM_MIN_VOTES
        ? (row.sumTotal! - row.maxTotal! - row.minTotal!) / (row.votes - 2)
        : rawScores[index];
    if (index > 0 && aggregates[index - 1].recipeId > row.recipeId) byId = false;
  }
  // The table's order: by place, then by id among equal places (the scoreless last).
  const order = new Int32Array(size);
  const rawPlaces = placesOf(rawScores, order);
  const normalisedPlaces = placesOf(normalisedScores);
  const trimmedPlaces = placesOf(trimmedScores);
  const disagree = new Uint8Array(size);
  let disagreements = 0;
  for (let index = 0; index < size; index++) {
    const place = rawPlaces[index];
    if (place !== 0 && (place !== normalisedPlaces[index] || place !== trimmedPlaces[index])) {
      disagree[index] = 1;
      disagreements++;
    }
  }
  // Equal places come by position: figures already by id (as the round reads them) need no more.
  for (let first = 0; !byId && first < size;) {
    let last = first + 1;
    while (last < size && rawPlaces[order[last]] === rawPlaces[order[first]]) last++;
    if (last - first > 1)
      order.subarray(first, last).sort((a, b) => aggregates[a].recipeId - aggregates[b].recipeId);
    first = last;
  }

  const standingAt = (index: number): RecipeStanding => {
    const row = aggregates[index];
    return {
      recipeId: row.recipeId,
      votes: row.votes,
      raw: { score: scoreOrNull(rawScores[index]), rank: rawPlaces[index] || null },
      normalised: { score: scoreOrNull(normalisedScores[index]), rank: normalisedPlaces[index] || null },
      trimmed: {
        score: scoreOrNull(trimmedScores[index]),
        rank: trimmedPlaces[index] || null,
        dropped: row.votes >= TRIM_MIN_VOTES,
      },
      disagree: disagree[index] === 1,
      criteria: criteriaMeans(row.criteriaSums, row.votes),
      spread:
        row.votes === 0
          ? null
          : {
              sd: row.sd!,
              range: row.maxTotal! - row.minTotal!,
              min: row.minTotal!,
              max: row.maxTotal!,
            },
    };
  };
  const rows = <R>(start: number, end: number, build: (standing: RecipeStanding, aggregate: A) => R) =>
    Array.from(order.subarray(Math.max(0, start), Math.max(0, Math.min(end, size))), (index) =>
      build(standingAt(index), aggregates[index]),
    );
  return {
    size,
    disagreements,
    standings: (start = 0, end = size) => rows(start, end, (standing) => standing),
    rows,
  };
}

/** `rankRound` of aggregates that hold their normalised scores. */
export function rankAggregates<A extends RecipeAggregate>(aggregates: readonly A[]): RankedRound<A> {
  return rankRound(
    aggregates,
    Float64Array.from(aggregates, (row) => row.normalisedScore ?? Number.NaN),
  );
}

/** Every standing of the round, in the raw ranking's order (`rankRound`). */
export function rankStandings(aggregates: readonly RecipeAggregate[]): RecipeStanding[] {
  return rankAggregates(aggregates).standings();
}

export interface HistogramBin {
  from: number;
  /** Exclusive, except for the last bin, which holds the maximum too. */
  to: number;
  count: number;
}

/** How the vote totals of the round are spread over 0 to 25 points, in bins of `width` points. */
export function histogram(totals: readonly number[], width = 2.5, max = MAX_TOTAL): HistogramBin[] {
  const count = Math.ceil(max / width);
  const bins: HistogramBin[] = Array.from({ length: count }, (_, index) => ({
    from: index * width,
    to: Math.min(max, (index + 1) * width),
    count: 0,
  }));
  for (const total of totals) {
    const index = Math.min(count - 1, Math.max(0, Math.floor(total / width)));
    bins[index].count += 1;
  }
  return bins;
}

export interface JudgeAverage {
  judgeId: number;
  votes: number;
  /** null for a judge without votes. */
  average: number | null;
  /** The judge's average minus the panel's: negative for a harsh judge, positive for a lenient one. */
  offset: number | null;
}

/** Each judge's average total against the panel's (the mean of every vote of the round). */
export function judgeAverages(
  judgeIds: readonly number[],
  votes: readonly RoundVote[],
): { panel: number | null; judges: JudgeAverage[] } {
  // One pass over the votes, grouped by judge (not one filter of every vote per judge).
  const totals = new Map<number, { sum: number; count: number }>();
  let panelSum = 0;
  for (const vote of votes) {
    const total = voteTotal(vote.scores);
    panelSum += total;
    const own = totals.get(vote.judgeId) ?? { sum: 0, count: 0 };
    own.sum += total;
    own.count += 1;
    totals.set(vote.judgeId, own);
  }
  const panel = votes.length === 0 ? null : panelSum / votes.length;
  const judges = judgeIds.map((judgeId) => {
    const own = totals.get(judgeId);
    const average = own ? own.sum / own.count : null;
    return {
      judgeId,
      votes: own?.count ?? 0,
      average,
      offset: average === null || panel === null ? null : average - panel,
    };
  });
  return { panel, judges };
}
