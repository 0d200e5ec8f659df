import {
  costStanding,
  formatPoints,
  grossProfitPercent,
  meetsProfitabilityGuide,
  missingCriteria,
  STAR_VALUES,
  starValueAt,
  starValueForKey,
  totalPoints,
  UNSET,
} from './judging-rules.js';

describe('judging rules', () => {
  describe('star values', () => {
    it('go from 1 to 5 in half steps', () => {
      expect(STAR_VALUES).toEqual([1, 1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5]);
    });

    it('take a half star from a click on the left half of a star, a whole one from the right half', () => {
      expect(starValueAt(2, 5, 32)).toBe(2.5);
      expect(starValueAt(2, 20, 32)).toBe(3);
      expect(starValueAt(4, 31, 32)).toBe(5);
    });

    it('never go below one star, even from the left half of the first star', () => {
      expect(starValueAt(0, 3, 32)).toBe(1);
    });

    it('move by half a star with the arrow keys, jump with Home, End and the digits, and start at 1', () => {
      expect(starValueForKey(UNSET, 'ArrowRight')).toBe(1);
      expect(starValueForKey(3, 'ArrowRight')).toBe(3.5);
      expect(starValueForKey(3, 'ArrowLeft')).toBe(2.5);
      expect(starValueForKey(5, 'ArrowUp')).toBe(5);
      expect(starValueForKey(1, 'ArrowDown')).toBe(1);
      expect(starValueForKey(UNSET, 'End')).toBe(5);
      expect(starValueForKey(4, 'Home')).toBe(1);
      expect(starValueForKey(UNSET, '4')).toBe(4);
      expect(starValueForKey(2, 'Tab')).toBeNull();
      expect(starValueForKey(2, '7')).toBeNull();
    });
  });

  describe(missingCriteria.name, () => {
    it('lists unset criteria and values the box cannot hold, in the order of the box', () => {
      expect(
        missingCriteria({
          creativity: 4,
          appearance: UNSET,
          ingredients: 2.3,
          deployability: 5,
          profitability: 3,
        }),
      ).toEqual(['appearance', 'ingredients', 'profitability']);
      expect(
        missingCriteria({
          creativity: 1,
          appearance: 5,
          ingredients: 4.5,
          deployability: 2,
          profitability: 0,
        }),
      ).toEqual([]);
    });
  });

  it('adds the five criteria into points shown without a needless decimal', () => {
    const points = totalPoints({
      creativity: 4.5,
      appearance: 4,
      ingredients: 3.5,
      deployability: 4,
      profitability: 5,
    });
    expect(points).toBe(21);
    expect(formatPoints(points)).toBe('21');
    expect(formatPoints(20.5)).toBe('20.5');
  });

  describe(costStanding.name, () => {
    it('places a cost among the round: range, median of an odd count, rank from the cheapest', () => {
      expect(costStanding(2650, [4000, 2650, 1200, 3100, 6400])).toEqual({
        count: 5,
        min: 1200,
        max: 6400,
        median: 3100,
        rank: 2,
      });
    });

    it('averages the two middle costs of an even count, and shares ranks between equal costs', () => {
      const standing = costStanding(3000, [1000, 3000, 3000, 2001]);
      expect(standing.median).toBe(2501);
      expect(standing.rank).toBe(3);
    });
  });

  it('measures profitability against the guidance: $3.50 of goods is 65% gross profit at $10', () => {
    expect(grossProfitPercent(3500)).toBeCloseTo(65);
    expect(meetsProfitabilityGuide(3500)).toBe(true);
    expect(meetsProfitabilityGuide(3501)).toBe(false);
  });
});
