import type { RecipeStanding } from './ranking.js';
import type { RoundRecipeRow } from './results.queries.js';
import type { ResultsRowProps } from '@shared/admin/results.props.js';

/** Two decimals are plenty on screen and in the export; the ranking itself is computed unrounded. */
export function round2(value: number | null): number | null {
  return value === null ? null : Math.round(value * 100) / 100;
}

export function toResultsRow(
  standing: RecipeStanding,
  recipe: RoundRecipeRow,
  judges: number,
  excluded: number,
  assigned: { judges: number; voted: number } | null = null,
): ResultsRowProps {
  return {
    recipeId: recipe.recipeId,
    recipeName: recipe.recipeName || `Recipe #${recipe.recipeId}`,
    contestantId: recipe.contestantId,
    contestant: recipe.contestantName,
    isFinalist: recipe.isFinalist,
    votes: standing.votes,
    judges: assigned ? assigned.judges : judges,
    excluded,
    assigned,
    raw: { score: round2(standing.raw.score), rank: standing.raw.rank },
    normalised: { score: round2(standing.normalised.score), rank: standing.normalised.rank },
    trimmed: {
      score: round2(standing.trimmed.score),
      rank: standing.trimmed.rank,
      dropped: standing.trimmed.dropped,
    },
    disagree: standing.disagree,
    criteria: {
      creativity: round2(standing.criteria.creativity),
      appearance: round2(standing.criteria.appearance),
      ingredients: round2(standing.criteria.ingredients),
      deployability: round2(standing.criteria.deployability),
      profitability: round2(standing.criteria.profitability),
    },
    spread: standing.spread && {
      sd: round2(standing.spread.sd)!,
      range: standing.spread.range,
      min: standing.spread.min,
      max: standing.spread.max,
    },
  };
}
