import { DEFAULT_TIE_BREAK } from '@shared/judging/final-scoring.js';
import {
  type FinalistFigures,
  type FinalScoringRules,
  type HeadJudgeChoice,
  finalScore,
  rankFinal,
  tieKey,
} from './final-ranking.js';

const TASTING_ONLY: FinalScoringRules = {
  kitchenScore: false,
  kitchenWeight: 20,
  penaltyPerMinute: 1,
  tieBreak: DEFAULT_TIE_BREAK,
};
const WITH_KITCHEN: FinalScoringRules = { ...TASTING_ONLY, kitchenScore: true };

/** A finalist with `votes` tasting votes whose totals add up to `tastingSum`. */
function finalist(recipeId: number, figures: Partial<FinalistFigures> = {}): FinalistFigures {
  return {
    recipeId,
    votes: 2,
    tastingSum: 40,
    creativitySum: 8,
    kitchen: [],
    minutesLate: 0,
    ...figures,
  };
}

const noChoices = new Map<string, HeadJudgeChoice>();
const placesOf = (ranking: ReturnType<typeof rankFinal>) =>
  ranking.places.map((row) => [row.recipeId, row.place, row.tieBrokenBy]);

describe('finalScore', () => {
  it('is the tasting mean out of 25 with the kitchen score off, whatever the kitchen recorded', () => {
    const scored = finalScore(finalist(1, { kitchen: [0.1], minutesLate: 9 }), TASTING_ONLY);
    expect(scored).toEqual({ score: 20, tasting: 20, kitchen: null, penalty: 0 });
  });

  it('weighs tasting and kitchen as percentages of their maximum and takes the penalty off', () => {
    // Tasting 20/25 = 80 %, kitchen (70 % + 90 %) / 2 = 80 %: 0.8 * 80 + 0.2 * 80 = 80, less 3 minutes at 1.5.
    const scored = finalScore(finalist(1, { kitchen: [0.7, 0.9], minutesLate: 3 }), {
      ...WITH_KITCHEN,
      penaltyPerMinute: 1.5,
    });
    expect(scored.kitchen).toBeCloseTo(80, 9);
    expect(scored.penalty).toBe(4.5);
    expect(scored.score).toBeCloseTo(75.5, 9);
  });

  it('follows the admin weights', () => {
    const figures = finalist(1, { tastingSum: 50, kitchen: [0.5] }); // tasting 100 %, kitchen 50 %
    expect(finalScore(figures, { ...WITH_KITCHEN, kitchenWeight: 50 }).score).toBeCloseTo(75, 9);
    expect(finalScore(figures, { ...WITH_KITCHEN, kitchenWeight: 0 }).score).toBeCloseTo(100, 9);
    expect(finalScore(figures, { ...WITH_KITCHEN, kitchenWeight: 100 }).score).toBeCloseTo(50, 9);
  });

  it('gives no score without a tasting vote, nor with the kitchen on and no kitchen score', () => {
    expect(finalScore(finalist(1, { votes: 0, tastingSum: 0 }), TASTING_ONLY).score).toBeNull();
    expect(finalScore(finalist(1), WITH_KITCHEN).score).toBeNull();
  });
});

describe('rankFinal', () => {
  it('ranks by score, highest first, the unscored last without a place', () => {
    const ranking = rankFinal(
      [
        finalist(1, { tastingSum: 30 }),
        finalist(2, { tastingSum: 44 }),
        finalist(3, { votes: 0, tastingSum: 0 }),
      ],
      TASTING_ONLY,
      noChoices,
    );
    expect(placesOf(ranking)).toEqual([
      [2, 1, null],
      [1, 2, null],
      [3, null, null],
    ]);
  });

  it('breaks a tie by the highest tasting total first (more judges tasted one of the plates)', () => {
    // Both have a mean of 20: 60 from three votes beats 40 from two.
    const ranking = rankFinal(
      [finalist(1), finalist(2, { votes: 3, tastingSum: 60, creativitySum: 9 })],
      TASTING_ONLY,
      noChoices,
    );
    expect(placesOf(ranking)).toEqual([
      [2, 1, 'tasting_total'],
      [1, 2, 'tasting_total'],
    ]);
  });

  it('then by the highest creativity average, and says so', () => {
    const ranking = rankFinal([finalist(1), finalist(2, { creativitySum: 9 })], TASTING_ONLY, noChoices);
    expect(placesOf(ranking)).toEqual([
      [2, 1, 'creativity'],
      [1, 2, 'creativity'],
    ]);
  });

  it('leaves a tie the measures cannot break to the head judge, sharing the place until a choice is recorded', () => {
    const tied = [finalist(1, { tastingSum: 44 }), finalist(2), finalist(3)];
    const waiting = rankFinal(tied, TASTING_ONLY, noChoices);
    expect(placesOf(waiting)).toEqual([
      [1, 1, null],
      [2, 2, null],
      [3, 2, null],
    ]);
    expect(waiting.places.map((row) => row.stillTied)).toEqual([false, true, true]);
    expect(waiting.awaitingHeadJudge).toEqual([[2, 3]]);

    const decided = rankFinal(tied, TASTING_ONLY, new Map([[tieKey([3, 2]), { order: [3, 2] }]]));
    expect(placesOf(decided)).toEqual([
      [1, 1, null],
      [3, 2, 'head_judge'],
      [2, 3, 'head_judge'],
    ]);
    expect(decided.awaitingHeadJudge).toEqual([]);
    expect(decided.headJudgeTies).toEqual([[2, 3]]);
  });

  it('applies a choice only to exactly the plates it was recorded for', () => {
    // A choice between 2 and 3 says nothing once 4 ties with them too.
    const ranking = rankFinal(
      [finalist(2), finalist(3), finalist(4)],
      TASTING_ONLY,
      new Map([[tieKey([2, 3]), { order: [3, 2] }]]),
    );
    expect(ranking.places.map((row) => row.place)).toEqual([1, 1, 1]);
    expect(ranking.awaitingHeadJudge).toEqual([[2, 3, 4]]);
  });

  it('splits a three-way tie in steps, each plate naming the rule that placed it', () => {
    // 1 leads on the tasting total; 2 and 3 are then split by creativity.
    const ranking = rankFinal(
      [
        finalist(1, { votes: 3, tastingSum: 60, creativitySum: 9 }),
        finalist(2, { creativitySum: 6 }),
        finalist(3, { creativitySum: 10 }),
      ],
      TASTING_ONLY,
      noChoices,
    );
    expect(placesOf(ranking)).toEqual([
      [1, 1, 'tasting_total'],
      [3, 2, 'creativity'],
      [2, 3, 'creativity'],
    ]);
  });

  it("follows the admin's order of rules, and without the head judge leaves the tie shared", () => {
    const plates = [
      finalist(1, { votes: 3, tastingSum: 60, creativitySum: 6 }),
      finalist(2, { creativitySum: 8 }),
    ];
    const creativityFirst = rankFinal(plates, { ...TASTING_ONLY, tieBreak: ['creativity'] }, noChoices);
    expect(placesOf(creativityFirst)).toEqual([
      [2, 1, 'creativity'],
      [1, 2, 'creativity'],
    ]);
    const none = rankFinal([finalist(1), finalist(2)], { ...TASTING_ONLY, tieBreak: [] }, noChoices);
    expect(placesOf(none)).toEqual([
      [1, 1, null],
      [2, 1, null],
    ]);
    expect(none.awaitingHeadJudge).toEqual([]);
  });

  it('with the kitchen on, a penalty reorders plates and the kitchen rule breaks a tie', () => {
    // 1: 80 % and 80 % = 80, late 5 minutes at 1 point = 75; 2: 80 % and 55 % = 75, on time: tied at 75.
    const ranking = rankFinal(
      [
        finalist(1, { kitchen: [0.8], minutesLate: 5 }),
        finalist(2, { kitchen: [0.55] }),
        finalist(3, { kitchen: [0.9] }),
      ],
      { ...WITH_KITCHEN, tieBreak: ['kitchen', 'head_judge'] },
      noChoices,
    );
    expect(placesOf(ranking)).toEqual([
      [3, 1, null],
      [1, 2, 'kitchen'],
      [2, 3, 'kitchen'],
    ]);
    expect(ranking.places[1].penalty).toBe(5);
  });

  it('ranks alike whatever the order the finalists come in', () => {
    const plates = [finalist(5), finalist(1, { creativitySum: 9 }), finalist(3, { tastingSum: 44 })];
    const once = rankFinal(plates, TASTING_ONLY, noChoices);
    const reversed = rankFinal([...plates].reverse(), TASTING_ONLY, noChoices);
    expect(placesOf(reversed)).toEqual(placesOf(once));
  });
});
