import { countOf, money, submissionSummary } from './copy.js';

describe('copy', () => {
  describe('submissionSummary', () => {
    it('says "There was 1 error" for one, and the specification\'s sentence otherwise', () => {
      expect(submissionSummary(1)).toBe('There was 1 error in your submission');
      expect(submissionSummary(3)).toBe('There were 3 errors in your submission');
    });
  });

  describe('countOf', () => {
    it('uses the singular for one only', () => {
      expect(countOf(1, 'recipe')).toBe('1 recipe');
      expect(countOf(0, 'recipe')).toBe('0 recipes');
      expect(countOf(2, 'finalist')).toBe('2 finalists');
    });
  });

  describe('money', () => {
    it('shows an amount with at least two decimals, keeping what was typed beyond', () => {
      expect(money('0.4')).toBe('$0.40');
      expect(money('10')).toBe('$10.00');
      expect(money(3.5)).toBe('$3.50');
      expect(money('.125')).toBe('$0.125');
      expect(money('007.5')).toBe('$7.50');
    });

    it('shows totals with three decimals', () => {
      expect(money('1.245', 'total')).toBe('$1.245');
      expect(money('2', 'total')).toBe('$2.000');
    });
  });
});
