import {
  aggregateVotes,
  competitionPlaces,
  histogram,
  judgeAverages,
  mean,
  rankRecipes,
  type RankedRound,
  rankAggregates,
  rankRound,
  rankStandings,
  type RoundVote,
  standardDeviation,
  trimmedMean,
  voteTotal,
  zScore,
} from './ranking.js';

/** A vote whose five criteria add up to `total` (profitability 5, the rest spread over the four stars). */
function vote(judgeId: number, recipeId: number, total: number): RoundVote {
  const stars = (total - 5) / 4;
  return {
    judgeId,
    recipeId,
    scores: {
      creativity: stars,
      appearance: stars,
      ingredients: stars,
      deployability: stars,
      profitability: 5,
    },
  };
}

/** The votes of judges 1, 2, 3, … (in that order) on one recipe, by their totals. */
function votesOn(recipeId: number, totals: number[]): RoundVote[] {
  return totals.map((total, index) => vote(index + 1, recipeId, total));
}

describe('ranking statistics', () => {
  describe(voteTotal.name, () => {
    it('adds the five criteria (0 to 25 points)', () => {
      expect(
        voteTotal({ creativity: 4.5, appearance: 4, ingredients: 3.5, deployability: 4, profitability: 5 }),
      ).toBe(21);
      expect(
        voteTotal({ creativity: 1, appearance: 1, ingredients: 1, deployability: 1, profitability: 0 }),
      ).toBe(4);
    });
  });

  describe('means and spread', () => {
    it('answers null for no values, and the population standard deviation', () => {
      expect(mean([])).toBeNull();
      expect(standardDeviation([])).toBeNull();
      expect(mean([10, 20])).toBe(15);
      expect(standardDeviation([10, 20])).toBe(5);
      expect(standardDeviation([7])).toBe(0);
    });

    it('trims one highest and one lowest value from three values on', () => {
      expect(trimmedMean([10, 20, 24])).toEqual({ value: 20, dropped: true });
      expect(trimmedMean([5, 20, 21, 22, 25])).toEqual({ value: 21, dropped: true });
      expect(trimmedMean([10, 20])).toEqual({ value: 15, dropped: false });
      expect(trimmedMean([])).toEqual({ value: null, dropped: false });
    });
  });

  describe(competitionPlaces.name, () => {
    it('gives equal scores the same place and skips the next, and no place without a score', () => {
      expect(competitionPlaces([20, 22, 20, 15, null])).toEqual([2, 1, 2, 4, null]);
    });

    it('ranks thousands of entries by one sort, ties sharing the first place of their group', () => {
      const places = competitionPlaces(Array.from({ length: 5000 }, (_, index) => (index % 50) / 2));
      // 100 entries share each score; 24.5 is the highest, so its 100 share place 1 and 24 starts at 101.
      expect(places[49]).toBe(1);
      expect(places[99]).toBe(1);
      expect(places[48]).toBe(101);
      expect(places[0]).toBe(4901);
      expect(places).toHaveLength(5000);
    });

    it('places negative scores (z-scores) below positive ones, and ties that differ only by float noise together', () => {
      expect(competitionPlaces([-0.5, 0.3, -0.5, null, 1.2, -2])).toEqual([3, 2, 3, null, 1, 5]);
      expect(competitionPlaces([0.1 + 0.2, 0.3, 0.29])).toEqual([1, 1, 3]);
      expect(competitionPlaces([])).toEqual([]);
      expect(competitionPlaces([null, null])).toEqual([null, null]);
    });

    it('gives equal averages from different votes the same place', () => {
      const standings = rankRecipes(
        [1, 2, 3],
        [...votesOn(1, [20, 10]), ...votesOn(2, [15, 15]), ...votesOn(3, [16, 16])],
      );
      expect(standings.map((row) => [row.recipeId, row.raw.rank])).toEqual([
        [3, 1],
        [1, 2],
        [2, 2],
      ]);
    });

    it('gives each score one more than the number of scores above it, also for scores too large to pack', () => {
      // Half points over a few votes (many ties), a few without a score; then the same scaled far beyond any vote.
      const scores = Array.from({ length: 3000 }, (_, index) =>
        index % 97 === 0 ? null : ((index * 7919) % 301) / 6 - 20,
      );
      const counted = (values: Array<number | null>) =>
        values.map((value) =>
          value === null ? null : 1 + values.filter((other) => other !== null && other > value).length,
        );
      expect(competitionPlaces(scores)).toEqual(counted(scores));
      const huge = scores.map((value) => (value === null ? null : value * 1e8));
      expect(competitionPlaces(huge)).toEqual(counted(huge));
    });

    it('does not let floating-point noise split a tie', () => {
      expect(competitionPlaces([0.1 + 0.2, 0.3])).toEqual([1, 1]);
    });
  });

  describe(zScore.name, () => {
    it('measures a total against its judge, and counts a judge without spread as average', () => {
      expect(zScore(20, 15, 5)).toBe(1);
      expect(zScore(10, 15, 5)).toBe(-1);
      expect(zScore(18, 18, 0)).toBe(0);
    });
  });

  describe(rankRecipes.name, () => {
    it('ranks by the raw mean, lists recipes without votes last, and averages each criterion', () => {
      const standings = rankRecipes(
        [1, 2, 3],
        [vote(10, 1, 13), vote(11, 1, 17), vote(10, 2, 21), vote(11, 2, 25)],
      );
      expect(standings.map((row) => [row.recipeId, row.raw.score, row.raw.rank])).toEqual([
        [2, 23, 1],
        [1, 15, 2],
        [3, null, null],
      ]);
      expect(standings[0].criteria).toEqual({
        creativity: 4.5,
        appearance: 4.5,
        ingredients: 4.5,
        deployability: 4.5,
        profitability: 5,
      });
      expect(standings[0].spread).toEqual({ sd: 2, range: 4, min: 21, max: 25 });
      expect(standings[2]).toMatchObject({ votes: 0, spread: null, disagree: false });
      expect(standings[2].criteria.creativity).toBeNull();
    });

    it('weighs a harsh judge and a lenient one the same in the normalised ranking', () => {
      // The lenient judge (11) loves recipe A; the harsh judge (10) prefers B by more of their own spread.
      const votes = [
        vote(11, 1, 25),
        vote(11, 2, 24),
        vote(11, 3, 23),
        vote(10, 1, 9),
        vote(10, 2, 17),
        vote(10, 3, 13),
      ];
      const standings = rankRecipes([1, 2, 3], votes);
      const byId = new Map(standings.map((row) => [row.recipeId, row]));
      // Raw: B 20.5, A 17, C 18 → B, C, A.
      expect([1, 2, 3].map((id) => byId.get(id)!.raw.rank)).toEqual([3, 1, 2]);
      // Normalised: judge 11 (mean 24, sd 0.816) gives A +1.22, B 0, C -1.22; judge 10 (mean 13, sd 3.27) gives
      // A -1.22, B +1.22, C 0. A 0, B +0.61, C -0.61 → B, A, C.
      expect([1, 2, 3].map((id) => byId.get(id)!.normalised.rank)).toEqual([2, 1, 3]);
      expect(byId.get(2)!.normalised.score).toBeCloseTo(0.6124, 4);
      expect(byId.get(1)!.disagree).toBe(true);
      expect(byId.get(2)!.disagree).toBe(false);
    });

    it('drops the highest and lowest total of a recipe with three votes or more in the trimmed ranking', () => {
      const votes = [
        // Recipe 1: one enthusiast, 25, lifts the mean; trimmed it is 13.
        ...votesOn(1, [25, 13, 9]),
        // Recipe 2: steady 17s.
        ...votesOn(2, [17, 17, 17]),
      ];
      const [first, second] = rankRecipes([1, 2], votes);
      expect(first).toMatchObject({
        recipeId: 2,
        raw: { score: 17, rank: 1 },
        trimmed: { score: 17, rank: 1 },
      });
      expect(second.raw).toEqual({ score: 47 / 3, rank: 2 });
      expect(second.trimmed).toEqual({ score: 13, rank: 2, dropped: true });
    });
  });

  describe(rankStandings.name, () => {
    it('ranks aggregates grouped elsewhere (SQL) exactly as the votes themselves', () => {
      const votes = [...votesOn(1, [20, 12, 17]), ...votesOn(2, [9, 25, 14.5]), ...votesOn(3, [18])];
      const fromVotes = rankRecipes([1, 2, 3, 4], votes);
      const fromAggregates = rankStandings(aggregateVotes([1, 2, 3, 4], votes));
      expect(fromAggregates).toEqual(fromVotes);
      expect(fromVotes.map((row) => row.recipeId)).toEqual([3, 1, 2, 4]);
      expect(fromVotes[3].raw).toEqual({ score: null, rank: null });
    });
  });

  describe(rankRound.name, () => {
    it('builds the standings of the places asked for alone, the same as the whole table, and counts disagreements', () => {
      // Judges 1, 2, 3 on recipes 1 and 2, judge 1 alone on 3: raw means 16, 16, 11; normalised +0.07 for 2, 0 for
      // 3 and -0.07 for 1 (judge 3 gave both 14: no spread, so 0); trimmed 14, 14, 11.
      const votes = [...votesOn(1, [9, 25, 14]), ...votesOn(2, [13, 21, 14]), ...votesOn(3, [11])];
      const ranked = rankAggregates(aggregateVotes([1, 2, 3, 4], votes));
      const all = ranked.standings();
      expect(ranked.size).toBe(4);
      expect(all.map((row) => [row.recipeId, row.raw.rank, row.normalised.rank, row.trimmed.rank])).toEqual([
        [1, 1, 3, 1],
        [2, 1, 1, 1],
        [3, 3, 2, 3],
        [4, null, null, null],
      ]);
      expect(all.map((row) => row.disagree)).toEqual([true, false, true, false]);
      expect(ranked.disagreements).toBe(2);
      expect(ranked.standings(1, 3)).toEqual(all.slice(1, 3));
      expect(ranked.standings(3, 100)).toEqual(all.slice(3));
      expect(ranked.rows(-5, 1, (standing, aggregate) => [standing.recipeId, aggregate.recipeId])).toEqual([
        [1, 1],
      ]);
    });

    // Recipes given out of order: 2 and 5 tie first, 4 and 7 third, 1 and 9 have no votes.
    const tiedVotes = () => [
      ...votesOn(7, [15]),
      ...votesOn(5, [20]),
      ...votesOn(2, [20]),
      ...votesOn(4, [15]),
    ];
    const tableOf = (ranked: RankedRound) => ranked.standings().map((row) => [row.recipeId, row.raw.rank]);

    it('orders the table by place, equal places and recipes without votes by id, whatever order it was given in', () => {
      const ranked = rankAggregates(aggregateVotes([9, 7, 5, 1, 2, 4], tiedVotes()));
      expect(tableOf(ranked)).toEqual([
        [2, 1],
        [5, 1],
        [4, 3],
        [7, 3],
        [1, null],
        [9, null],
      ]);
      expect(ranked.standings(2, 4).map((row) => row.recipeId)).toEqual([4, 7]);
    });

    it('orders the table the same way for scores too large to pack with their position, given in any order', () => {
      const aggregates = aggregateVotes([9, 7, 5, 1, 2, 4], tiedVotes());
      const huge = aggregates.map((row) => ({
        ...row,
        sumTotal: row.sumTotal === null ? null : row.sumTotal * 1e9,
        minTotal: row.minTotal === null ? null : row.minTotal * 1e9,
        maxTotal: row.maxTotal === null ? null : row.maxTotal * 1e9,
      }));
      expect(tableOf(rankAggregates(huge))).toEqual(tableOf(rankAggregates(aggregates)));
    });
  });

  describe(histogram.name, () => {
    it('counts totals in bins of 2.5 points from 0 to 25, the maximum in the last bin', () => {
      const bins = histogram([0, 2.4, 2.5, 24.5, 25]);
      expect(bins).toHaveLength(10);
      expect(bins[0]).toEqual({ from: 0, to: 2.5, count: 2 });
      expect(bins[1]).toEqual({ from: 2.5, to: 5, count: 1 });
      expect(bins[9]).toEqual({ from: 22.5, to: 25, count: 2 });
    });
  });

  describe(judgeAverages.name, () => {
    it("answers each judge's average and how far it is from the panel's", () => {
      const result = judgeAverages([1, 2, 3], [vote(1, 1, 21), vote(1, 2, 17), vote(2, 1, 13)]);
      expect(result.panel).toBe(17);
      expect(result.judges).toEqual([
        { judgeId: 1, votes: 2, average: 19, offset: 2 },
        { judgeId: 2, votes: 1, average: 13, offset: -4 },
        { judgeId: 3, votes: 0, average: null, offset: null },
      ]);
    });
  });
});
