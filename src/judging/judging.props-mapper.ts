import type { Stage } from '../auth/staff-account.entity.js';
import type { ContestSettings } from '../editions/contest-settings.entity.js';
import { formatThousandths } from '@shared/recipes/ingredients.js';
import {
  type Allergen,
  allergenLine,
  allergiesMet,
  allergyWarning,
  sortAllergens,
} from '@shared/recipes/allergens.js';
import type { Recipe } from '../recipes/recipe.entity.js';
import { imageUrls } from '../storage/image-urls.js';
import type { RoundListRow } from './judging-round.queries.js';
import type { CostComparisonProps, RecipeCardProps, RoundProps } from '@shared/judging/judging.props.js';
import type { Vote } from './vote.entity.js';
import {
  type CostStanding,
  formatPoints,
  grossProfitPercent,
  isRoundOpen,
  JUDGING_PAGES,
  meetsProfitabilityGuide,
  ROUND_LABELS,
  type Scores,
  totalPoints,
  UNSET,
} from '@shared/judging/judging-rules.js';

export function toRoundProps(stage: Stage, settings: ContestSettings): RoundProps {
  return {
    stage,
    label: ROUND_LABELS[stage],
    open: isRoundOpen(settings, stage),
    blind: settings.blindJudging,
  };
}

/**
 * The contestant as a judge sees them: their name, or under blind judging only a number: the plate's code in a live
 * final (the number on the plate the judge tastes), else the recipe's.
 */
export function contestantLabel(
  recipeId: number,
  person: { name: string | null; lastname: string | null },
  blind: boolean,
  plateCode: string | null = null,
): string {
  if (blind) return plateCode === null ? `Contestant #${recipeId}` : `Plate ${plateCode}`;
  return [person.name, person.lastname].filter(Boolean).join(' ') || `Contestant #${recipeId}`;
}

/** The "Contains:" line of a recipe and the warning for the judge's own allergies (shared/recipes/allergens). */
export function toAllergenProps(
  recipe: { allergens: readonly string[]; allergensNone: boolean },
  judgeAllergies: readonly Allergen[],
): { allergenLine: string; allergyWarning: string | null } {
  const allergens = sortAllergens(recipe.allergens);
  return {
    allergenLine: allergenLine(allergens, recipe.allergensNone),
    allergyWarning: allergyWarning(allergiesMet(allergens, judgeAllergies)),
  };
}

export function toRecipeCardProps(
  row: RoundListRow,
  blind: boolean,
  plateCode: string | null = null,
  judgeAllergies: readonly Allergen[] = [],
): RecipeCardProps {
  const scores = row.scores ? scoresFromRow(row.scores) : null;
  return {
    id: row.id,
    position: row.position,
    name: row.name || 'Untitled recipe',
    contestant: contestantLabel(row.id, { name: row.firstName, lastname: row.lastname }, blind, plateCode),
    plateCode,
    image: row.recipeImage ? imageUrls(row.recipeImage) : null,
    voted: scores !== null,
    points: scores ? formatPoints(totalPoints(scores)) : null,
    voteUrl: JUDGING_PAGES.vote(row.id),
    ...toAllergenProps(row, judgeAllergies),
  };
}

/** PostgreSQL answers decimals as text ("4.5"). */
function scoresFromRow(row: NonNullable<RoundListRow['scores']>): Scores {
  return {
    creativity: Number(row.creativity),
    appearance: Number(row.appearance),
    ingredients: Number(row.ingredients),
    deployability: Number(row.deployability),
    profitability: row.profitability,
  };
}

/** This judge's scores for the voting box; -1 for every criterion of a row without scores (or of another round). */
export function toScores(vote: Vote | null, stage: Stage): Scores {
  if (!vote || vote.creativity === null || vote.stage !== stage) {
    return {
      creativity: UNSET,
      appearance: UNSET,
      ingredients: UNSET,
      deployability: UNSET,
      profitability: UNSET,
    };
  }
  return {
    creativity: Number(vote.creativity),
    appearance: Number(vote.appearance),
    ingredients: Number(vote.ingredients),
    deployability: Number(vote.deployability),
    profitability: vote.profitability ?? UNSET,
  };
}

/** Amounts in thousandths of a dollar as the ingredients table shows them: three decimals. */
const dollars = (thousandths: number) => formatThousandths(BigInt(Math.round(thousandths)));

/** The cost comparison of a recipe's cost per portion (thousandths), from where it stands in the round. */
export function toCostComparison(
  own: number,
  standing: CostStanding,
  menuPriceCents: number | null,
): CostComparisonProps {
  const span = standing.max - standing.min;
  const place = (value: number) => (span === 0 ? 0.5 : (value - standing.min) / span);
  return {
    cost: dollars(own),
    median: dollars(standing.median),
    min: dollars(standing.min),
    max: dollars(standing.max),
    count: standing.count,
    rank: standing.rank,
    grossProfitAtMaxPrice: grossProfitPercent(own).toFixed(1),
    meetsGuide: meetsProfitabilityGuide(own),
    costThousandths: own,
    menuPriceCents,
    placeInRange: place(own),
    medianPlaceInRange: place(standing.median),
  };
}

export function recipeTitle(recipe: Pick<Recipe, 'name'>): string {
  return recipe.name || 'Untitled recipe';
}
