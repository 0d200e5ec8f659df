import { dollars, foodCost, menuPriceText, parseMenuPrice, percent } from './food-cost.js';

describe('food cost against a menu price', () => {
  it('works the figures of a $2.80 portion sold at $8.00 (35 % food cost, 65 % gross profit: meets)', () => {
    const figures = foodCost(2800, 800);
    expect(figures.priceGiven).toBe(true);
    expect(percent(figures.foodCostPercent)).toBe('35.0%');
    expect(percent(figures.grossProfitPercent)).toBe('65.0%');
    expect(figures.meetsGuidance).toBe(true);
  });

  it('finds 65 % gross profit exactly without float error ($2.45 at $7.00), and never meets above $10', () => {
    expect(percent(foodCost(2450, 700).grossProfitPercent)).toBe('65.0%');
    expect(foodCost(2450, 700).meetsGuidance).toBe(true);
    // $4.20 at $12.00 is 65 % too, but the guidance's selling price is at most $10.
    expect(percent(foodCost(4200, 1200).grossProfitPercent)).toBe('65.0%');
    expect(foodCost(4200, 1200).meetsGuidance).toBe(false);
    expect(foodCost(1000, 1001).meetsGuidance).toBe(false);
  });

  it('counts $3.50 of goods exactly as meeting at $10, and $3.501 as not', () => {
    expect(foodCost(3500, 1000).meetsGuidance).toBe(true);
    expect(percent(foodCost(3500, 1000).grossProfitPercent)).toBe('65.0%');
    expect(foodCost(3501, 1000).meetsGuidance).toBe(false);
  });

  it('takes either condition of the guidance: $3.40 at $6.00 is only 43.3 % gross profit but within $3.50', () => {
    const figures = foodCost(3400, 600);
    expect(percent(figures.grossProfitPercent)).toBe('43.3%');
    expect(figures.meetsGuidance).toBe(true);
  });

  it('is at the guidance’s $10 when no price is given, as before', () => {
    const figures = foodCost(4000, null);
    expect(figures).toMatchObject({ priceCents: 1000, priceGiven: false });
    expect(percent(figures.foodCostPercent)).toBe('40.0%');
    expect(percent(figures.grossProfitPercent)).toBe('60.0%');
    expect(figures.meetsGuidance).toBe(false);
  });

  it('shows a loss as negative gross profit', () => {
    expect(percent(foodCost(12_500, 1000).grossProfitPercent)).toBe('-25.0%');
  });

  it('reads typed prices in cents and refuses what is not a price', () => {
    expect(parseMenuPrice('8.5')).toBe(850);
    expect(parseMenuPrice(' 10 ')).toBe(1000);
    expect(parseMenuPrice('.75')).toBe(75);
    expect(parseMenuPrice('')).toBeNull();
    for (const bad of ['8.505', '-1', '1,50', 'ten', '1000', '8..5'])
      expect(parseMenuPrice(bad)).toBeUndefined();
    expect(menuPriceText(850)).toBe('8.50');
    expect(dollars(850)).toBe('$8.50');
  });
});
