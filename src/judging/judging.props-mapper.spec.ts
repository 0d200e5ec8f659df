import type { Vote } from './vote.entity.js';
import { costStanding } from '@shared/judging/judging-rules.js';
import { contestantLabel, toCostComparison, toScores } from './judging.props-mapper.js';

const vote = (fields: Partial<Vote>) =>
  ({
    stage: 'first',
    creativity: '4.5',
    appearance: '4.0',
    ingredients: '3.5',
    deployability: '4.0',
    profitability: 5,
    note: null,
    ...fields,
  }) as Vote;

describe('judging props', () => {
  describe(contestantLabel.name, () => {
    it("names the contestant, or only the recipe's number under blind judging", () => {
      expect(contestantLabel(12, { name: 'Maria', lastname: 'Lopez' }, false)).toBe('Maria Lopez');
      expect(contestantLabel(12, { name: 'Maria', lastname: 'Lopez' }, true)).toBe('Contestant #12');
      expect(contestantLabel(12, { name: null, lastname: null }, false)).toBe('Contestant #12');
    });
  });

  describe(toScores.name, () => {
    it("gives the voting box the judge's scores as numbers", () => {
      expect(toScores(vote({}), 'first')).toEqual({
        creativity: 4.5,
        appearance: 4,
        ingredients: 3.5,
        deployability: 4,
        profitability: 5,
      });
    });

    it('leaves every criterion unset for a note without scores, and for a vote of the other round', () => {
      const unset = { creativity: -1, appearance: -1, ingredients: -1, deployability: -1, profitability: -1 };
      expect(toScores(null, 'first')).toEqual(unset);
      expect(toScores(vote({ creativity: null }), 'first')).toEqual(unset);
      // A judge moved to the final round starts the final with a clean box.
      expect(toScores(vote({ stage: 'first' }), 'second')).toEqual(unset);
    });
  });

  describe(toCostComparison.name, () => {
    it('puts a lone recipe in the middle of its own range', () => {
      expect(toCostComparison(2650, costStanding(2650, [2650]), null)).toMatchObject({
        cost: '2.650',
        median: '2.650',
        min: '2.650',
        max: '2.650',
        count: 1,
        rank: 1,
        placeInRange: 0.5,
      });
    });

    it('flags a portion above $3.50 as outside the guidance', () => {
      expect(toCostComparison(4200, costStanding(4200, [1000, 4200]), 1200)).toMatchObject({
        meetsGuide: false,
        costThousandths: 4200,
        menuPriceCents: 1200,
        grossProfitAtMaxPrice: '58.0',
        placeInRange: 1,
      });
    });
  });
});
