import { aggregateVotes, rankRound, type RecipeFigures, type RoundVote } from './ranking.js';
import { RoundTally, type TalliedStanding, Z_PARTS } from './round-tally.js';

/** A recipe's standing from its votes: [judge id, total in points]. */
function standing(votes: ReadonlyArray<readonly [number, number]>): TalliedStanding | null {
  if (votes.length === 0) return null;
  const judges = Int32Array.from(votes, ([judge]) => judge);
  return {
    judges,
    halves: Int32Array.from(votes, ([, total]) => total * 2),
    highestJudge: Math.max(...judges),
  };
}

/** Everything a tally answers, for comparing two of them. */
function answers(tally: RoundTally, size: number) {
  return {
    normalised: Array.from({ length: size }, (_, recipe) => tally.normalisedScore(recipe)),
    judges: [...tally.judgeVotes()].sort(([a], [b]) => a - b),
    totals: [...tally.totals],
  };
}

/** A small deterministic generator (mulberry32), so a failure can be replayed. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

describe(RoundTally.name, () => {
  it('gives each recipe the mean z-score of its votes against their judges, as computed from every vote', () => {
    // Judge 1 is harsh, judge 2 lenient, judge 3 gave everything 20 (counts 0), judge 4 voted once.
    const votes: Array<[number, Array<[number, number]>]> = [
      [
        10,
        [
          [1, 10],
          [2, 20],
          [3, 20],
        ],
      ],
      [
        11,
        [
          [1, 14],
          [2, 24],
          [3, 20],
          [4, 12.5],
        ],
      ],
      [
        12,
        [
          [1, 6],
          [2, 21.5],
          [3, 20],
        ],
      ],
      [13, []],
    ];
    const tally = RoundTally.of(votes.map(([, own]) => standing(own)));
    const roundVotes: RoundVote[] = votes.flatMap(([recipeId, own]) =>
      own.map(([judgeId, total]) => ({
        judgeId,
        recipeId,
        scores: { creativity: total, appearance: 0, ingredients: 0, profitability: 0, deployability: 0 },
      })),
    );
    const reference = aggregateVotes(
      votes.map(([id]) => id),
      roundVotes,
    );
    reference.forEach((aggregate, recipe) => {
      if (aggregate.normalisedScore === null) expect(tally.normalisedScore(recipe)).toBeNull();
      else expect(tally.normalisedScore(recipe)).toBeCloseTo(aggregate.normalisedScore, 8);
    });
    // Judge 1: totals 10, 14, 6 (mean 10, sd 3.266): z 0, 1.2247, -1.2247; judge 2: 20, 24, 21.5 (mean 21.83).
    expect(tally.normalisedScore(1)).toBeGreaterThan(0);
    expect(tally.normalisedScore(3)).toBeNull();
    expect([...tally.judgeVotes()].sort(([a], [b]) => a - b)).toEqual([
      [1, { votes: 3, sumTotal: 30 }],
      [2, { votes: 3, sumTotal: 65.5 }],
      [3, { votes: 3, sumTotal: 60 }],
      [4, { votes: 1, sumTotal: 12.5 }],
    ]);
    expect(tally.totals[40]).toBe(4); // 20 points: judge 3 three times, judge 2 once
    expect(tally.totals[25]).toBe(1);
  });

  // Z_PARTS keeps every sum of these rounds far below 2^53; the larger parts put some or all of the steps beyond it,
  // where every recipe is computed from scratch.
  it.each([
    ['the parts of the app', Z_PARTS],
    ['parts near the bound', 2 ** 48],
    ['parts beyond the bound', 2 ** 52],
  ])(
    'answers exactly what a tally from scratch answers, after any path of changed standings (%s)',
    (_, parts) => {
      const next = random(20261127);
      const size = 40;
      const judges = 12;
      const draw = (): TalliedStanding | null => {
        const own: Array<[number, number]> = [];
        for (let judge = 1; judge <= judges; judge++)
          if (next() < 0.6) own.push([judge, Math.floor(next() * 51) / 2]);
        return standing(own);
      };
      let standings = Array.from({ length: size }, draw);
      let tally = RoundTally.of(standings, parts);
      for (let step = 0; step < 200; step++) {
        standings = [...standings];
        // One to three recipes change: new totals, votes gained or lost, the last vote withdrawn; now and then a judge
        // not seen before (ids above and below the highest so far), or every vote of judge 1 withdrawn.
        const changes = 1 + Math.floor(next() * 3);
        for (let change = 0; change < changes; change++) {
          const recipe = Math.floor(next() * size);
          const roll = next();
          if (roll < 0.1) standings[recipe] = null;
          else if (roll < 0.15) standings[recipe] = standing([[judges + 1 + ((step * 37) % 80), 12]]);
          else standings[recipe] = draw();
        }
        if (step % 50 === 49)
          standings = standings.map((own) => {
            if (own === null) return null;
            const keep = Array.from(own.judges, (judge) => judge !== 1);
            const votes = Array.from(own.judges, (judge, index) => [judge, own.halves[index] / 2] as const);
            return standing(votes.filter((_, index) => keep[index]));
          });
        const before = answers(tally, size);
        const previous = tally;
        tally = tally.with(standings);
        expect(answers(tally, size)).toEqual(answers(RoundTally.of(standings, parts), size));
        // The tally it came from still answers what it did, and gives the same tally again: a request may be reading
        // it, or computing from it at the same time.
        expect(answers(previous, size)).toEqual(before);
        expect(answers(previous.with(standings), size)).toEqual(answers(tally, size));
      }
      expect([...tally.judgeVotes().keys()]).not.toContain(1);
    },
  );

  it('counts a judge who gave every recipe the same total as 0, and answers itself when nothing changed', () => {
    const standings = [
      standing([
        [1, 20],
        [2, 10],
      ]),
      standing([
        [1, 20],
        [2, 15],
      ]),
    ];
    const tally = RoundTally.of(standings);
    // Judge 1 says nothing; judge 2's z-scores are -1 and +1: each recipe's mean is half of it.
    expect(tally.normalisedScore(0)).toBeCloseTo(-0.5, 9);
    expect(tally.normalisedScore(1)).toBeCloseTo(0.5, 9);
    expect(tally.with([...standings])).toBe(tally);
  });
  it('places recipes whose mean z-scores are equal together, however their terms were rounded', () => {
    // Judges 1 and 2 gave the same five totals, so they have the same scale. Recipes 1 to 4 get two totals that add
    // up to 2.5 points (0 and 2.5, 0.5 and 2, each way round): the same mean z-score, which terms rounded to 10^-9
    // (the rankings' own precision) split into two places. Recipe 5 got 0 from both.
    const pairs: Array<Array<[number, number]>> = [
      [
        [1, 0],
        [2, 2.5],
      ],
      [
        [1, 2.5],
        [2, 0],
      ],
      [
        [1, 0.5],
        [2, 2],
      ],
      [
        [1, 2],
        [2, 0.5],
      ],
      [
        [1, 0],
        [2, 0],
      ],
    ];
    const tally = RoundTally.of(pairs.map(standing));
    const figures: RecipeFigures[] = pairs.map((own, index) => ({
      recipeId: index + 1,
      votes: own.length,
      sumTotal: own.reduce((sum, [, total]) => sum + total, 0),
      minTotal: Math.min(...own.map(([, total]) => total)),
      maxTotal: Math.max(...own.map(([, total]) => total)),
      sd: 0,
      criteriaSums: null,
    }));
    const places = rankRound(figures, tally.normalisedScores())
      .standings()
      .map((row) => [row.recipeId, row.normalised.rank]);
    expect(places).toEqual([
      [1, 1],
      [2, 1],
      [3, 1],
      [4, 1],
      [5, 5],
    ]);
  });

  it('tallies from scratch the recipes of a round that grew or shrank', () => {
    const first = [standing([[1, 20]]), standing([[2, 10]])];
    const grown = [...first, standing([[1, 5]])];
    expect(answers(RoundTally.of(first).with(grown), 3)).toEqual(answers(RoundTally.of(grown), 3));
    expect(answers(RoundTally.of(grown).with(first), 2)).toEqual(answers(RoundTally.of(first), 2));
  });
  it('computes from scratch again when its sums come back within 2^53, rather than correcting inexact ones', () => {
    // Parts of 2^50: judge 1's lone 25 among 100 zeros is a z-score of 10, a term beyond 2^53, so recipe 0's sum is
    // rounded; when half of judge 1's zeros become 25 in one step, every term is small again, and recipe 0 (its own
    // votes unchanged) must get the sum a tally from scratch gives.
    const parts = 2 ** 50;
    const judgeTwo = (recipe: number) => ((recipe * 7) % 50) / 2 + 0.5;
    const round = (lifted: number) =>
      Array.from({ length: 101 }, (_, recipe) =>
        standing([
          [1, recipe === 0 || (recipe > 0 && recipe <= lifted) ? 25 : 0],
          [2, judgeTwo(recipe)],
        ]),
      );
    const before = round(0);
    const after = round(50).map((own, recipe) => (recipe === 0 || recipe > 50 ? before[recipe] : own));
    const tally = RoundTally.of(before, parts).with(after);
    expect(answers(tally, 101)).toEqual(answers(RoundTally.of(after, parts), 101));
  });
});
