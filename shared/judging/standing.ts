// A recipe's standing in a round's ranking: computed on the server (ranking.ts in the results module), shown by the
// results page, so its shape lives here where both can read it.
import type { Criterion } from './judging-rules.js';

/** A score by one method and the place it gives; both null when the recipe has no vote yet. */
export interface MethodResult {
  score: number | null;
  rank: number | null;
}

export interface RecipeStanding {
  recipeId: number;
  votes: number;
  /** The plain average of the recipe's vote totals, in points. */
  raw: MethodResult;
  /**
   * The average of the recipe's z-scores: each vote total minus its judge's own average, divided by that judge's
   * standard deviation, so a harsh judge and a lenient one weigh the same. 0 is an average recipe.
   */
  normalised: MethodResult;
  /** The average without the recipe's single highest and single lowest total (only with 3 votes or more). */
  trimmed: MethodResult & { dropped: boolean };
  /** The three methods do not give the same place. */
  disagree: boolean;
  criteria: Record<Criterion, number | null>;
  /** How far the judges are apart on this recipe; null without votes. */
  spread: { sd: number; range: number; min: number; max: number } | null;
}
