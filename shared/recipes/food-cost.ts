// A portion's food cost against its menu price: the figures the editor shows as the contestant types, the judge's
// cost panel, the exports and the printed card. Pure code, shared by the server and the browser, in whole cents and
// thousandths of a dollar so that the guidance's edges ($3.50, 65 %) are decided exactly, never by a float.

import { money } from '../copy.js';
import { PROFITABILITY_GUIDE } from '../judging/judging-rules.js';

/** The guidance's maximum selling price, in cents: the price the figures are at when the contestant gives none. */
export const GUIDANCE_PRICE_CENTS = PROFITABILITY_GUIDE.maxSellingPrice * 100;

/** The highest menu price an admin may allow, in cents ($100: far above any staff-restaurant plate). */
export const MENU_PRICE_CEILING_CENTS = 100_00;

/** A menu price as typed: dollars with at most two decimals ("8", "8.5", "8.50"). */
export const MENU_PRICE_PATTERN = /^(\d{1,3}(\.\d{0,2})?|\.\d{1,2})$/;

export const MENU_PRICE_TEXTS = {
  label: 'Suggested menu price',
  hint: 'The price per portion you would put on the menu.',
  format: 'Enter a price in dollars, such as 8.50',
  zero: 'The menu price must be more than $0.00',
  /** The price is above the contest's maximum. */
  tooHigh: (maxCents: number) => `The menu price can be at most ${dollars(maxCents)}`,
  required: 'Give a suggested menu price to submit',
  /** The judges' guidance (specification section 6), shown to the contestant beside the figures. */
  guidance: `Judges' guidance: profitability needs at least ${PROFITABILITY_GUIDE.minGrossProfitPercent}% gross profit or a maximum cost of goods of ${money(PROFITABILITY_GUIDE.maxCostOfGoods)} per portion, with a maximum selling price of ${money(PROFITABILITY_GUIDE.maxSellingPrice)}.`,
} as const;

export interface FoodCost {
  /** The price the figures are at: the contestant's, else the guidance's $10. */
  priceCents: number;
  /** False when no menu price was given and the figures are at the guidance's price. */
  priceGiven: boolean;
  /** Cost ÷ price, in percent. */
  foodCostPercent: number;
  /** (Price − cost) ÷ price, in percent. */
  grossProfitPercent: number;
  /**
   * The specification's profitability guidance: "at least 65% gross profit or a maximum cost of goods of $3.50 per
   * portion, with a maximum selling price of $10" — either condition, and the price at most $10.
   */
  meetsGuidance: boolean;
}

/** The figures of a portion costing `costThousandths` (thousandths of a dollar) sold at `menuPriceCents`. */
export function foodCost(costThousandths: number, menuPriceCents: number | null): FoodCost {
  const priceGiven = menuPriceCents !== null && menuPriceCents > 0;
  const priceCents = priceGiven ? menuPriceCents : GUIDANCE_PRICE_CENTS;
  const priceThousandths = priceCents * 10;
  const foodCostPercent = (costThousandths / priceThousandths) * 100;
  // Whole numbers on both sides: 65 % exactly meets the guidance, 64.999 % does not.
  const grossProfitMet =
    (priceThousandths - costThousandths) * 100 >=
    PROFITABILITY_GUIDE.minGrossProfitPercent * priceThousandths;
  const costMet = costThousandths <= PROFITABILITY_GUIDE.maxCostOfGoods * 1000;
  return {
    priceCents,
    priceGiven,
    foodCostPercent,
    grossProfitPercent: 100 - foodCostPercent,
    meetsGuidance: priceCents <= GUIDANCE_PRICE_CENTS && (grossProfitMet || costMet),
  };
}

/** A percentage with one decimal, as every figure is shown ("35.0%", "-12.5%"). */
export function percent(value: number): string {
  return `${percentFigure(value)}%`;
}

/** The number of `percent` without its sign ("35.0"): the exports' cells. */
export function percentFigure(value: number): string {
  return (Math.round(value * 10) / 10).toFixed(1);
}

/** Cents as the app's money ("$8.50"). */
export function dollars(cents: number): string {
  return money((cents / 100).toFixed(2));
}

/** A typed menu price in cents; null for blank; undefined for text that is not a price. */
export function parseMenuPrice(text: string): number | null | undefined {
  const value = text.trim();
  if (value === '') return null;
  if (!MENU_PRICE_PATTERN.test(value)) return undefined;
  const [whole, fraction = ''] = value.split('.');
  return Number(whole || '0') * 100 + Number(fraction.padEnd(2, '0'));
}

/** Cents as the editor's field shows them ("8.50"); blank for no price. */
export function menuPriceText(cents: number | null): string {
  return cents === null ? '' : (cents / 100).toFixed(2);
}

/** The one-line verdict shown beside the figures. */
export function guidanceVerdict(figures: FoodCost): string {
  return figures.meetsGuidance
    ? 'Meets the profitability guidance'
    : 'Does not meet the profitability guidance';
}
