import { countOf, money } from './copy.js';

describe('copy', () => {
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
