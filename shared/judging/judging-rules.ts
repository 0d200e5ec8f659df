// The judges' rules (specification sections 5 and 9: the rounds, the voting box, the profitability guidance, the list
// filters) and their pages' addresses as pure code (importing only shared/copy.ts), used by the server (validation,
// props, the vote's answer) and by the judges' pages, so both speak of the same values.

import { money } from '../copy.js';

/** A judge's round (the judges' `stage`): first, or second (the final). */
export type Stage = 'first' | 'second';

export const ROUND_LABELS: Record<Stage, string> = { first: 'First round', second: 'Final round' };

/** Votes and notes are taken while the settings keep the round open. */
export function isRoundOpen(
  settings: { firstRoundOpen: boolean; secondRoundOpen: boolean },
  stage: Stage,
): boolean {
  return stage === 'first' ? settings.firstRoundOpen : settings.secondRoundOpen;
}

/** The judges' page addresses; pure, so that the pages build links from the ids they are given (prevId, nextId). */
export const JUDGING_PAGES = {
  list: '/judges/dashboard',
  vote: (recipeId: number) => `/judges/dashboard/recipe/${recipeId}/vote`,
  note: (recipeId: number) => `/judges/dashboard/recipe/${recipeId}/note`,
  comment: (recipeId: number) => `/judges/dashboard/recipe/${recipeId}/comment`,
} as const;

/** The recipe list's filter: every recipe of the round, those this judge has not voted yet, those voted. */
export const LIST_FILTERS = ['all', 'not-voted', 'voted'] as const;
export type ListFilter = (typeof LIST_FILTERS)[number];

/** The criteria scored with stars, 1 to 5 in half steps. */
export const STAR_CRITERIA = ['creativity', 'appearance', 'ingredients', 'deployability'] as const;
export type StarCriterion = (typeof STAR_CRITERIA)[number];

/** Every criterion of a vote, in the order of the voting box. */
export const CRITERIA = [...STAR_CRITERIA, 'profitability'] as const;
export type Criterion = (typeof CRITERIA)[number];

export const MIN_STARS = 1;
export const MAX_STARS = 5;
export const STAR_STEP = 0.5;

/** 1, 1.5, 2, … 5. */
export const STAR_VALUES: readonly number[] = Array.from(
  { length: (MAX_STARS - MIN_STARS) / STAR_STEP + 1 },
  (_, index) => MIN_STARS + index * STAR_STEP,
);

/** Profitability is binary: Yes is 5, No is 0. */
export const PROFITABILITY = { yes: 5, no: 0 } as const;
export const PROFITABILITY_VALUES: readonly number[] = [PROFITABILITY.no, PROFITABILITY.yes];

/** What the voting box holds for a criterion nobody has chosen yet (section 9). */
export const UNSET = -1;

/** The most a vote can total: four criteria of 5 stars and a profitable Yes. */
export const MAX_TOTAL = STAR_CRITERIA.length * MAX_STARS + PROFITABILITY.yes;

export type Scores = Record<Criterion, number>;

export const VOTE_MESSAGES = {
  incomplete: 'You need to choose an option from every criteria below in order to vote.',
  stars: 'Choose from 1 to 5 stars, in half steps',
  profitability: 'Choose Yes or No',
  noteRequired: 'This field is required',
} as const;

/** The judges' guidance for profitability (section 9). */
export const PROFITABILITY_GUIDE = {
  minGrossProfitPercent: 65,
  /** Dollars per portion. */
  maxCostOfGoods: 3.5,
  /** Dollars. */
  maxSellingPrice: 10,
} as const;

export const CRITERIA_TEXT: Record<Criterion, { label: string; hint: string }> = {
  creativity: { label: 'Creativity', hint: 'An original idea, and flavours that surprise.' },
  appearance: { label: 'Appearance', hint: 'Colour, texture and how the plate is presented.' },
  ingredients: { label: 'Ingredients', hint: 'Quality, balance and good use of every ingredient.' },
  deployability: {
    label: 'Deployability',
    hint: 'How easily our kitchens could serve it, every day and at scale.',
  },
  profitability: {
    label: 'Profitability',
    hint: `At least ${PROFITABILITY_GUIDE.minGrossProfitPercent}% gross profit or a cost of goods of at most ${money(PROFITABILITY_GUIDE.maxCostOfGoods)} per portion, with a selling price of at most ${money(PROFITABILITY_GUIDE.maxSellingPrice)}.`,
  },
};

export function isStarValue(value: unknown): value is number {
  return typeof value === 'number' && STAR_VALUES.includes(value);
}

export function isProfitabilityValue(value: unknown): value is number {
  return typeof value === 'number' && PROFITABILITY_VALUES.includes(value);
}

/** The criteria still unset (or holding a value the box cannot hold), in the box's order. */
export function missingCriteria(scores: Partial<Record<Criterion, number>>): Criterion[] {
  return CRITERIA.filter((criterion) =>
    criterion === 'profitability'
      ? !isProfitabilityValue(scores[criterion])
      : !isStarValue(scores[criterion]),
  );
}

/** The points of a complete vote: the sum of the five criteria (at most 25). */
export function totalPoints(scores: Scores): number {
  return CRITERIA.reduce((sum, criterion) => sum + scores[criterion], 0);
}

/** "21.5", "20": points as shown, without a needless ".0". */
export function formatPoints(points: number): string {
  return Number.isInteger(points) ? String(points) : points.toFixed(1);
}

/** The star value picked by a click at `offsetX` on a star of `width` px, the `index`-th (0-based). */
export function starValueAt(index: number, offsetX: number, width: number): number {
  const half = offsetX < width / 2;
  return Math.max(MIN_STARS, index + (half ? STAR_STEP : 1));
}

/** The next value of a star slider for a key press, or null when the key does not move it. */
export function starValueForKey(current: number, key: string): number | null {
  const from = current === UNSET ? MIN_STARS - STAR_STEP : current;
  switch (key) {
    case 'ArrowRight':
    case 'ArrowUp':
      return Math.min(MAX_STARS, Math.max(MIN_STARS, from + STAR_STEP));
    case 'ArrowLeft':
    case 'ArrowDown':
      return Math.max(MIN_STARS, from - STAR_STEP);
    case 'Home':
      return MIN_STARS;
    case 'End':
      return MAX_STARS;
    default:
      return /^[1-5]$/.test(key) ? Number(key) : null;
  }
}

/** Where a recipe's cost per portion stands among the costs of its round. Amounts in thousandths of a dollar. */
export interface CostStanding {
  count: number;
  min: number;
  max: number;
  median: number;
  /** 1 for the cheapest; recipes of equal cost share a rank. */
  rank: number;
}

export function costStanding(own: number, round: readonly number[]): CostStanding {
  const sorted = [...round].sort((a, b) => a - b);
  if (sorted.length === 0) return { count: 0, min: own, max: own, median: own, rank: 1 };
  const middle = Math.floor(sorted.length / 2);
  const median =
    sorted.length % 2 === 1 ? sorted[middle] : Math.round((sorted[middle - 1] + sorted[middle]) / 2);
  return {
    count: sorted.length,
    min: sorted[0],
    max: sorted[sorted.length - 1],
    median,
    rank: sorted.filter((cost) => cost < own).length + 1,
  };
}

/** The gross profit, in percent, of selling at `price` dollars a portion that costs `costThousandths`. */
export function grossProfitPercent(
  costThousandths: number,
  price: number = PROFITABILITY_GUIDE.maxSellingPrice,
): number {
  return ((price * 1000 - costThousandths) / (price * 1000)) * 100;
}

/** The portion meets the guidance: at most $3.50 of goods, i.e. at least 65% gross profit at $10. */
export function meetsProfitabilityGuide(costThousandths: number): boolean {
  return costThousandths <= PROFITABILITY_GUIDE.maxCostOfGoods * 1000;
}
