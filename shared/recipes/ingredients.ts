// The ingredient cost table: unit options, decimal format and totals. Pure code without imports, shared by the
// server (validation, mails) and the browser (the editor imports this file), so both compute the same totals.

import type { Allergen } from './allergens.js';

/** Unit options, key: displayed (specification section 3). The key is stored as `measure`. */
export const MEASURES = {
  Tablespoon: 'Tablespoon',
  Teaspoon: 'Teaspoon',
  Cup: 'Cup',
  Ounce: 'Ounce',
  Pound: 'Pound',
  Mililiter: 'Mililiter',
  Fluid: 'Fluid Ounce',
  Each: 'Each',
  Bunch: 'Bunch',
} as const;
export type Measure = keyof typeof MEASURES;
export const MEASURE_KEYS = Object.keys(MEASURES) as Measure[];

export function isMeasure(value: unknown): value is Measure {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(MEASURES, value);
}

/** The displayed name of a unit key; an unknown key is shown as stored. */
export function measureLabel(measure: string): string {
  return isMeasure(measure) ? MEASURES[measure] : measure;
}

/** One row of the ingredient cost table, for one portion. quantity and cost_unit are kept as typed. */
export interface IngredientRow {
  ingredient: string;
  measure: Measure;
  quantity: string;
  cost_unit: string;
  /** The major allergens the contestant marked on the row; rows stored before allergens existed have none. */
  allergens?: Allergen[];
}

/** Digits with at most one decimal point ("2", "0.5", ".5", "2."): what the decimal fields let a person type. */
export const DECIMAL_PATTERN = /^(\d+\.?\d*|\.\d+)$/;

/** The longest decimal accepted (a cost of 99,999,999.99 per unit is already absurd). */
export const DECIMAL_MAX_LENGTH = 12;

export const TOTAL_DECIMALS = 3;
const SCALE = 10n ** BigInt(TOTAL_DECIMALS);

export function isDecimal(value: string): boolean {
  const text = value.trim();
  return text.length <= DECIMAL_MAX_LENGTH && DECIMAL_PATTERN.test(text);
}

/**
 * Keeps only what a decimal field accepts from typed or pasted text: digits and the first point. Used by the
 * editor's inputs, since phone keyboards do not always report the key that was pressed.
 */
export function sanitizeDecimalInput(value: string): string {
  let seenPoint = false;
  let result = '';
  for (const character of value) {
    if (character >= '0' && character <= '9') result += character;
    else if ((character === '.' || character === ',') && !seenPoint) {
      // A comma is the decimal mark on some keyboards; it becomes the point.
      seenPoint = true;
      result += '.';
    }
  }
  return result.slice(0, DECIMAL_MAX_LENGTH);
}

/** An exact decimal: digits × 10^-scale. Floats would round 0.1 × 3 to 0.30000000000000004. */
interface ExactDecimal {
  digits: bigint;
  scale: number;
}

function parseDecimal(value: string | null | undefined): ExactDecimal | null {
  const text = (value ?? '').trim();
  if (!isDecimal(text)) return null;
  const [whole, fraction = ''] = text.split('.');
  return { digits: BigInt(`${whole || '0'}${fraction}`), scale: fraction.length };
}

/** quantity × cost_unit in thousandths, rounded half up; 0 when either is empty or not a number. */
export function rowTotalThousandths(row: Pick<IngredientRow, 'quantity' | 'cost_unit'>): bigint {
  const quantity = parseDecimal(row.quantity);
  const cost = parseDecimal(row.cost_unit);
  if (!quantity || !cost) return 0n;
  const product = quantity.digits * cost.digits;
  const scale = quantity.scale + cost.scale;
  if (scale <= TOTAL_DECIMALS) return product * 10n ** BigInt(TOTAL_DECIMALS - scale);
  const divisor = 10n ** BigInt(scale - TOTAL_DECIMALS);
  return (product + divisor / 2n) / divisor;
}

/** Thousandths as text with three decimals: 1500n → "1.500". */
export function formatThousandths(value: bigint): string {
  const whole = value / SCALE;
  const fraction = (value % SCALE).toString().padStart(TOTAL_DECIMALS, '0');
  return `${whole}.${fraction}`;
}

/** The row total shown in the table: quantity × cost_unit with 3 decimals ("0.000" for an incomplete row). */
export function rowTotal(row: Pick<IngredientRow, 'quantity' | 'cost_unit'>): string {
  return formatThousandths(rowTotalThousandths(row));
}

/**
 * 'Total cost': the sum of the rows' totals as shown (each already rounded to 3 decimals), so the column adds up
 * to the figure under it.
 */
export function totalCost(rows: ReadonlyArray<Pick<IngredientRow, 'quantity' | 'cost_unit'>>): string {
  return formatThousandths(totalCostThousandths(rows));
}

/**
 * 'Total cost' in thousandths: the sum of the rows' rounded totals. Stored with the recipe when it is saved
 * (`Recipe.costThousandths`, backfilled by Migration20261124010000), so the judges' cost comparison reads one number
 * per recipe of the round instead of every recipe's ingredients.
 */
export function totalCostThousandths(
  rows: ReadonlyArray<Pick<IngredientRow, 'quantity' | 'cost_unit'>>,
): bigint {
  return rows.reduce((sum, row) => sum + rowTotalThousandths(row), 0n);
}
