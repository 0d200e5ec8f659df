// What a round's results need from every vote, kept so that a vote costs the work it changes rather than a pass over
// the whole round: each judge's count, sum and sum of squares (their scale), the votes per total, and each recipe's
// sum of z-scores. Pure: no I/O.

import { MAX_TOTAL } from '@shared/judging/judging-rules.js';

/**
 * One z-score term is kept as a whole number of these parts of one (a z-score of 1.5 is 1,500,000,000,000). Sums of
 * whole numbers are exact in any order, so a recipe's sum updated vote after vote is the very number a computation
 * from scratch gives: places never depend on the path the votes took. A thousand times finer than the rankings' tie
 * precision (`ranking.ts`, TIE_PRECISION), so that the rounding of each term (at most half a part) cannot move a
 * recipe's mean across a place's boundary but for scores within 10^-12 of it. Exact while the sums stay below 2^53:
 * a z-score is at most the square root of its judge's votes, so 60 judges of 5,000 recipes each stay 2 times below;
 * beyond that bound (`with`), every sum is computed from scratch, as `of` does.
 */
export const Z_PARTS = 1e12;

/** A total in half points is an index from 0 to HALVES - 1. */
const HALVES = MAX_TOTAL * 2 + 1;

/** What the tally reads of a recipe's standing: its votes' judges and totals in half points, side by side. */
export interface TalliedStanding {
  readonly judges: Int32Array;
  readonly halves: Int32Array;
  /** The highest of `judges` (0 without). */
  readonly highestJudge: number;
}

/** A judge's scale from their whole-number sums: count, sum and sum of squares of their totals in half points. */
function termsOf(count: number, sum: number, squares: number, parts: number): Float64Array {
  const terms = new Float64Array(HALVES);
  // count * squares - sum * sum is exact (whole numbers well below 2^53) and is 0 exactly when every total is the
  // same: such a judge (or one with one vote) says nothing about how recipes compare, and counts 0 (`zScore`).
  const spread = count * squares - sum * sum;
  if (count === 0 || spread <= 0) return terms;
  const mean = sum / 2 / count;
  const sd = Math.sqrt(spread) / 2 / count;
  for (let half = 0; half < HALVES; half++) terms[half] = Math.round(((half / 2 - mean) / sd) * parts);
  return terms;
}

/**
 * A round's tally. Never changed once made: `with` answers a new one that shares what did not change, so a tally
 * kept by one request is safe while another computes the next.
 */
export class RoundTally {
  private constructor(
    /** The standings tallied, by recipe (null: no complete vote); a new tally compares its own with these. */
    readonly standings: ReadonlyArray<TalliedStanding | null>,
    /** Each judge's slot by id, -1 without (ids are a sequence's: a few hundred entries). */
    private readonly slotById: Int32Array,
    /** The judge of each slot. */
    private readonly slotJudge: readonly number[],
    /** By slot: how many votes, the sum of their halves and of their squares (whole numbers, exact). */
    private readonly counts: Float64Array,
    private readonly sums: Float64Array,
    private readonly squares: Float64Array,
    /** By slot: the z-score term of each total in half points (`Z_PARTS`). */
    private readonly terms: readonly Float64Array[],
    /** By slot: the judge's total on each recipe in half points, -1 without. */
    private readonly columns: readonly Int16Array[],
    /** By recipe: the sum of its votes' z-score terms (a whole number). */
    private readonly zSums: Float64Array,
    /** By recipe: how many votes it has. */
    private readonly voteCounts: Int32Array,
    /** By recipe: the mean z-score of its votes, NaN without. Read, never written, once the tally is made. */
    private readonly normalised: Float64Array,
    /** How many votes fall on each total, by half points. */
    readonly totals: Int32Array,
    /** What a z-score of one is worth in a term (`Z_PARTS`; another value only for tests of the bound). */
    private readonly parts: number,
    /** Every sum is below 2^53 (so exact): the next tally may correct them rather than compute them again. */
    private readonly bounded: boolean,
  ) {}

  /** The tally of `standings` computed from scratch: the same as any path of `with` that ends on them. */
  static of(standings: ReadonlyArray<TalliedStanding | null>, parts = Z_PARTS): RoundTally {
    const empty = new RoundTally(
      standings.map(() => null),
      new Int32Array(0),
      [],
      new Float64Array(0),
      new Float64Array(0),
      new Float64Array(0),
      [],
      [],
      new Float64Array(standings.length),
      new Int32Array(standings.length),
      new Float64Array(standings.length).fill(Number.NaN),
      new Int32Array(HALVES),
      parts,
      true,
    );
    return empty.with(standings);
  }

  /**
   * The tally of `standings`, the same recipes in the same order as this one's: the standings that are not the same
   * objects as before are taken out and put in again, and the z-score sums are corrected for the judges whose scale
   * moved, one look at each of their recipes.
   */
  with(standings: ReadonlyArray<TalliedStanding | null>): RoundTally {
    const size = standings.length;
    if (size !== this.standings.length) return RoundTally.of(standings, this.parts);
    const changed: number[] = [];
    let highestJudge = this.slotById.length - 1;
    for (let recipe = 0; recipe < size; recipe++) {
      const standing = standings[recipe];
      if (standing === this.standings[recipe]) continue;
      changed.push(recipe);
      if (standing !== null) highestJudge = Math.max(highestJudge, standing.highestJudge);
    }
    if (changed.length === 0) return this;

    // A slot per judge id at most: the judges' figures are sized as the slots by id, and never outgrow them.
    const capacity = Math.max(highestJudge + 1, this.slotById.length);
    const slotById = new Int32Array(capacity).fill(-1);
    slotById.set(this.slotById);
    const sized = (values: Float64Array) => {
      const copy = new Float64Array(capacity);
      copy.set(values);
      return copy;
    };
    const slotJudge = [...this.slotJudge];
    const counts = sized(this.counts);
    const sums = sized(this.sums);
    const squares = sized(this.squares);
    const terms = [...this.terms];
    const columns = [...this.columns];
    const totals = this.totals.slice();
    // A column is copied the first time this tally writes to it: the others are shared with this one. Flags by slot
    // rather than sets: this runs once per vote when the whole round is tallied.
    const copied: boolean[] = [];
    const slotOf = (judge: number) => {
      const slot = slotJudge.push(judge) - 1;
      slotById[judge] = slot;
      terms.push(new Float64Array(HALVES));
      columns.push(new Int16Array(size).fill(-1));
      copied[slot] = true;
      return slot;
    };
    const isTouched: boolean[] = [];
    const touched: number[] = [];
    const count = (slot: number, recipe: number, half: number, sign: 1 | -1) => {
      counts[slot] += sign;
      sums[slot] += sign * half;
      squares[slot] += sign * half * half;
      totals[half] += sign;
      if (!copied[slot]) {
        columns[slot] = columns[slot].slice();
        copied[slot] = true;
      }
      columns[slot][recipe] = sign === 1 ? half : -1;
      if (!isTouched[slot]) {
        isTouched[slot] = true;
        touched.push(slot);
      }
    };
    for (const recipe of changed) {
      const before = this.standings[recipe];
      if (before !== null)
        for (let vote = 0; vote < before.judges.length; vote++)
          count(slotById[before.judges[vote]], recipe, before.halves[vote], -1);
      const after = standings[recipe];
      if (after !== null)
        for (let vote = 0; vote < after.judges.length; vote++) {
          const slot = slotById[after.judges[vote]];
          count(slot === -1 ? slotOf(after.judges[vote]) : slot, recipe, after.halves[vote], 1);
        }
    }

    const zSums = this.zSums.slice();
    const normalised = this.normalised.slice();
    const voteCounts = this.voteCounts.slice();
    const isChanged = new Uint8Array(size);
    for (const recipe of changed) {
      isChanged[recipe] = 1;
      voteCounts[recipe] = standings[recipe]?.judges.length ?? 0;
    }
    const moved: Array<{ slot: number; old: Float64Array; fresh: Float64Array }> = [];
    for (const slot of touched) {
      const old = terms[slot];
      const fresh = termsOf(counts[slot], sums[slot], squares[slot], this.parts);
      terms[slot] = fresh;
      if (fresh.some((term, half) => term !== old[half])) moved.push({ slot, old, fresh });
    }
    // No recipe's sum can go beyond the sum of each judge's largest term (at the lowest or the highest total): below
    // 2^53, every sum is exact whatever the order it was made in; above, a correction could differ from a computation
    // from scratch in its last digit, so every recipe is computed from scratch.
    let reach = 0;
    for (const own of terms) reach += Math.max(Math.abs(own[0]), Math.abs(own[HALVES - 1]));
    const bounded = reach <= Number.MAX_SAFE_INTEGER;
    // Corrections need this tally's sums to have been exact too.
    const exact = bounded && this.bounded;
    // A judge whose scale moved moves every z-score of theirs: each recipe they voted on (and that did not change
    // itself) takes the difference of the two whole terms.
    for (const { slot, old, fresh } of exact ? moved : []) {
      const halves = columns[slot];
      for (let recipe = 0; recipe < size; recipe++) {
        const half = halves[recipe];
        if (half === -1 || isChanged[recipe] === 1) continue;
        zSums[recipe] += fresh[half] - old[half];
        normalised[recipe] = zSums[recipe] / voteCounts[recipe] / this.parts;
      }
    }
    // A changed recipe's sum (every recipe's, beyond the bound), from its votes under the new scales.
    const fromScratch = exact ? changed : standings.keys();
    for (const recipe of fromScratch) {
      const standing = standings[recipe];
      let sum = 0;
      if (standing !== null)
        for (let vote = 0; vote < standing.judges.length; vote++)
          sum += terms[slotById[standing.judges[vote]]][standing.halves[vote]];
      zSums[recipe] = sum;
      normalised[recipe] = voteCounts[recipe] === 0 ? Number.NaN : sum / voteCounts[recipe] / this.parts;
    }
    return new RoundTally(
      standings,
      slotById,
      slotJudge,
      counts,
      sums,
      squares,
      terms,
      columns,
      zSums,
      voteCounts,
      normalised,
      totals,
      this.parts,
      bounded,
    );
  }

  /** The mean z-score of a recipe's votes (null without votes). */
  normalisedScore(recipe: number): number | null {
    const score = this.normalised[recipe];
    return Number.isNaN(score) ? null : score;
  }

  /** Every recipe's mean z-score, NaN without votes: the tally's own array, to be read and never written. */
  normalisedScores(): Float64Array {
    return this.normalised;
  }

  /** Each judge with votes in the tally, by id: their count and the sum of their totals in points. */
  judgeVotes(): Map<number, { votes: number; sumTotal: number }> {
    const votes = new Map<number, { votes: number; sumTotal: number }>();
    // By id, whatever order the judges were first met in.
    for (let judge = 0; judge < this.slotById.length; judge++) {
      const slot = this.slotById[judge];
      if (slot !== -1 && this.counts[slot] > 0)
        votes.set(judge, { votes: this.counts[slot], sumTotal: this.sums[slot] / 2 });
    }
    return votes;
  }
}
