// What the judges' pages receive. Pages import these types with `import type`; they carry no runtime code.

import type { ImageUrls } from '../inertia/shared-props.js';
import type { Allergen } from '../recipes/allergens.js';
import type { IngredientRow } from '../recipes/ingredients.js';
import type { ListFilter, Scores, Stage } from './judging-rules.js';

export type { Criterion, ListFilter, Scores, Stage, StarCriterion } from './judging-rules.js';

/** The round the signed-in judge votes in. */
export interface RoundProps {
  stage: Stage;
  /** 'First round' or 'Final round'. */
  label: string;
  /** Votes and notes are taken; when false the pages are read-only and say so. */
  open: boolean;
  /** Blind judging: no contestant names, no headshots. */
  blind: boolean;
}

export interface JudgingProgressProps {
  voted: number;
  total: number;
}

/** One recipe of the list. */
export interface RecipeCardProps {
  id: number;
  /** 1-based place in the round's order (the order the previous/next arrows follow). */
  position: number;
  name: string;
  /** The contestant's name, or 'Contestant #{recipe id}' under blind judging ('Plate 482' in a live final). */
  contestant: string;
  /** The plate's code in a live final ("482"), else null. */
  plateCode: string | null;
  image: ImageUrls | null;
  voted: boolean;
  /** The points this judge gave ("21.5"), when voted. */
  points: string | null;
  voteUrl: string;
  /** "Contains: Milk, Sesame", "Contains none of the nine major allergens" or "Allergens not declared". */
  allergenLine: string;
  /** "Contains sesame — you noted a sesame allergy" when the recipe contains an allergy the judge noted. */
  allergyWarning: string | null;
}

/** GET /judges/dashboard: the recipe list. */
export interface JudgeDashboardPageProps {
  judge: { name: string };
  round: RoundProps;
  progress: JudgingProgressProps;
  filter: ListFilter;
  counts: Record<ListFilter, number>;
  recipes: RecipeCardProps[];
  pagination: { page: number; pages: number; perPage: number };
  /** The first recipe of the order this judge has not voted yet. */
  nextToVoteUrl: string | null;
  /** Final round: finalists whose final-round recipe is not submitted yet (so not listed). */
  finalistsPending: number;
  /** The head judge's page of final-round scores to correct; null for every other judge. */
  headJudgeScoresUrl: string | null;
  /** The kitchen judges' page of the live final (its kitchen score on); null for every other judge. */
  kitchenUrl: string | null;
  maxPoints: number;
}

/** The recipe's cost per portion beside the round's (dollars with three decimals, as in the ingredients table). */
export interface CostComparisonProps {
  cost: string;
  median: string;
  min: string;
  max: string;
  /** How many recipes of the round are compared (this one included). */
  count: number;
  /** 1 for the cheapest. */
  rank: number;
  /** Gross profit at the maximum selling price, in percent with one decimal ("68.8"). */
  grossProfitAtMaxPrice: string;
  meetsGuide: boolean;
  /** The cost per portion in thousandths of a dollar, for the figures at the contestant's price. */
  costThousandths: number;
  /** The contestant's suggested menu price in cents; null when none was given. */
  menuPriceCents: number | null;
  /** 0 to 1: where the cost sits between the round's cheapest and dearest (for the bar). */
  placeInRange: number;
  medianPlaceInRange: number;
}

/** GET /judges/dashboard/recipe/{id}/vote. */
export interface JudgeVotePageProps {
  round: RoundProps;
  recipe: {
    id: number;
    name: string;
    description: string;
    preparation: string;
    ingredients: Array<Required<IngredientRow>>;
    /** The union of the rows' allergen marks, in order. */
    allergens: Allergen[];
    /** WebP versions without metadata; the large one is the zoom. */
    image: ImageUrls | null;
    /** null under blind judging. */
    headshot: ImageUrls | null;
  };
  /** The contestant's name, or 'Contestant #{recipe id}' under blind judging ('Plate 482' in a live final). */
  contestant: string;
  /** The plate's code in a live final ("482"), else null. */
  plateCode: string | null;
  /** "Contains: Milk, Sesame", "Contains none of the nine major allergens" or "Allergens not declared". */
  allergenLine: string;
  /** "Contains sesame — you noted a sesame allergy" when the recipe contains an allergy the judge noted. */
  allergyWarning: string | null;
  /** Where the judge notes their allergies. */
  accountUrl: string;
  position: number;
  total: number;
  /** The neighbouring recipes of the round's order; null at its ends. */
  prevId: number | null;
  nextId: number | null;
  listUrl: string;
  progress: JudgingProgressProps;
  /** This judge's scores; -1 for a criterion not chosen. */
  scores: Scores;
  voted: boolean;
  /** ISO 8601, when voted. */
  votedAt: string | null;
  note: string;
  /** The judge's comment for the chef, shown to the contestant without the judge's name once released ('' for none). */
  chefComment: string;
  cost: CostComparisonProps;
  voteUrl: string;
  noteUrl: string;
  commentUrl: string;
  maxPoints: number;
}

/** 200 answer of POST …/vote. */
export interface CastVoteAnswer {
  /** The next recipe this judge has not voted (after this one, wrapping round), or the list when none is left. */
  redirectTo: string;
  /** How many recipes of the round this judge has voted, this one included. */
  voted: number;
  /** How many recipes the round has. */
  total: number;
  /** This recipe is the last of the order. */
  lastRecipe: boolean;
}
