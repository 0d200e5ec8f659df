import {
  isDecimal,
  measureLabel,
  MEASURE_KEYS,
  rowTotal,
  sanitizeDecimalInput,
  totalCost,
} from './ingredients.js';

describe('ingredient totals', () => {
  it('multiplies quantity by cost per unit and shows 3 decimals', () => {
    expect(rowTotal({ quantity: '4', cost_unit: '0.19' })).toBe('0.760');
    expect(rowTotal({ quantity: '0.5', cost_unit: '0.35' })).toBe('0.175');
    expect(rowTotal({ quantity: '12', cost_unit: '3' })).toBe('36.000');
  });

  it('computes exactly, without floating-point drift', () => {
    // 0.1 × 3 in floating point is 0.30000000000000004; 1.005 × 1 rounds down to 1.00 with toFixed(2).
    expect(rowTotal({ quantity: '0.1', cost_unit: '3' })).toBe('0.300');
    expect(rowTotal({ quantity: '1.0005', cost_unit: '1' })).toBe('1.001');
    expect(rowTotal({ quantity: '99999999999', cost_unit: '9.99' })).toBe('998999999990.010');
  });

  it('rounds half up at the third decimal', () => {
    expect(rowTotal({ quantity: '0.0125', cost_unit: '0.1' })).toBe('0.001');
    expect(rowTotal({ quantity: '0.0015', cost_unit: '1' })).toBe('0.002');
    expect(rowTotal({ quantity: '0.0014', cost_unit: '1' })).toBe('0.001');
  });

  it('counts a row as 0 when quantity or cost_unit is empty or not a number', () => {
    expect(rowTotal({ quantity: '', cost_unit: '2' })).toBe('0.000');
    expect(rowTotal({ quantity: '2', cost_unit: '' })).toBe('0.000');
    expect(rowTotal({ quantity: 'two', cost_unit: '2' })).toBe('0.000');
    expect(rowTotal({ quantity: '1.2.3', cost_unit: '2' })).toBe('0.000');
    expect(rowTotal({ quantity: '-1', cost_unit: '2' })).toBe('0.000');
  });

  it('accepts the shapes a decimal field lets a person type', () => {
    expect(rowTotal({ quantity: '.5', cost_unit: '2.' })).toBe('1.000');
    expect(rowTotal({ quantity: ' 2 ', cost_unit: '0.5' })).toBe('1.000');
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
