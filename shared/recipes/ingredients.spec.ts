import {
  isDecimal,
  measureLabel,
  MEASURE_KEYS,
  rowTotal,
  sanitizeDecimalInput,
  totalCost,
} from './ingredients.js';

describe('ingredient totals', () => {
  it.each([
    ['4', '0.19', '0.760', 'quantity by cost per unit, with 3 decimals'],
    ['0.5', '0.35', '0.175', 'quantity by cost per unit, with 3 decimals'],
    ['12', '3', '36.000', 'quantity by cost per unit, with 3 decimals'],
    // 0.1 × 3 in floating point is 0.30000000000000004; 1.005 × 1 rounds down to 1.00 with toFixed(2).
    ['0.1', '3', '0.300', 'exactly, without floating-point drift'],
    ['1.0005', '1', '1.001', 'exactly, without floating-point drift'],
    ['99999999999', '9.99', '998999999990.010', 'exactly, without floating-point drift'],
    ['0.0125', '0.1', '0.001', 'rounded half up at the third decimal'],
    ['0.0015', '1', '0.002', 'rounded half up at the third decimal'],
    ['0.0014', '1', '0.001', 'rounded half up at the third decimal'],
    ['', '2', '0.000', 'zero when a value is empty or not a number'],
    ['2', '', '0.000', 'zero when a value is empty or not a number'],
    ['two', '2', '0.000', 'zero when a value is empty or not a number'],
    ['1.2.3', '2', '0.000', 'zero when a value is empty or not a number'],
    ['-1', '2', '0.000', 'zero when a value is empty or not a number'],
    ['.5', '2.', '1.000', 'from the shapes a decimal field lets a person type'],
    [' 2 ', '0.5', '1.000', 'from the shapes a decimal field lets a person type'],
  ])("counts '%s' × '%s' as %s: %s", (quantity, cost_unit, total) => {
    expect(rowTotal({ quantity, cost_unit })).toBe(total);
  });

  it("sums the rows' shown totals into the total cost", () => {
    const rows = [
      { quantity: '1', cost_unit: '0.3333' },
      { quantity: '1', cost_unit: '0.3333' },
      { quantity: '1', cost_unit: '0.3333' },
      { quantity: '', cost_unit: '5' },
    ];
    expect(totalCost(rows)).toBe('0.999');
    expect(totalCost([])).toBe('0.000');
  });
});

describe('decimal fields', () => {
  it('knows a decimal: digits and at most one point', () => {
    for (const ok of ['0', '12', '0.25', '.5', '5.']) expect(isDecimal(ok)).toBe(true);
    for (const bad of ['', '.', '1.2.3', '1,5', '-1', '1e3', 'abc', '1 2', '1234567890123'])
      expect(isDecimal(bad)).toBe(false);
  });

  it('keeps only digits and the first point from typed or pasted text, a comma counting as the point', () => {
    expect(sanitizeDecimalInput('12.5')).toBe('12.5');
    expect(sanitizeDecimalInput('1.2.3')).toBe('1.23');
    expect(sanitizeDecimalInput('$ 3,50')).toBe('3.50');
    expect(sanitizeDecimalInput('-4e2')).toBe('42');
    expect(sanitizeDecimalInput('12345678901234')).toBe('123456789012');
  });
});

describe('unit options', () => {
  it('lists the units of section 3 with their labels', () => {
    expect(MEASURE_KEYS).toEqual([
      'Tablespoon',
      'Teaspoon',
      'Cup',
      'Ounce',
      'Pound',
      'Mililiter',
      'Fluid',
      'Each',
      'Bunch',
    ]);
    expect(measureLabel('Fluid')).toBe('Fluid Ounce');
    expect(measureLabel('Cup')).toBe('Cup');
  });
});
