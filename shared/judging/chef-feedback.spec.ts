import { summariseRound, type VoteScores } from './chef-feedback.js';

const vote = (stars: number, profitability: number): VoteScores => ({
  creativity: stars,
  appearance: stars,
  ingredients: stars,
  deployability: stars,
  profitability,
});

describe('summariseRound', () => {
  it("gives each criterion's average to one decimal and the judges' range, labelled by round", () => {
    const round = summariseRound('first', [vote(4.5, 5), vote(3, 0), vote(4, 5)], ['Brighter acid.']);
    expect(round.label).toBe('First round');
    expect(round.judges).toBe(3);
    expect(round.criteria.map((row) => row.criterion)).toEqual([
      'creativity',
      'appearance',
      'ingredients',
      'deployability',
      'profitability',
    ]);
    expect(round.criteria[0]).toEqual({
      criterion: 'creativity',
      label: 'Creativity',
      average: 3.8,
      min: 3,
      max: 4.5,
      outOf: 5,
    });
    expect(round.criteria[4]).toMatchObject({ average: 3.3, min: 0, max: 5 });
    expect(round.comments).toEqual(['Brighter acid.']);
  });

  it('shows comments alone when no judge scored the recipe in the round', () => {
    const round = summariseRound('second', [], ['Lovely plating.']);
    expect(round).toEqual({
      round: 'second',
      label: 'Final round',
      judges: 0,
      criteria: [],
      comments: ['Lovely plating.'],
    });
  });
});
