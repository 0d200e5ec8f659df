import { imageUrls } from '../storage/image-urls.js';
import type { Recipe } from './recipe.entity.js';
import { sortAllergens } from '@shared/recipes/allergens.js';
import { menuPriceText } from '@shared/recipes/food-cost.js';
import type { IngredientRow, RecipeImageProps, RecipeProps } from '@shared/recipes/recipe.props.js';

export function toRecipeImageProps(key: string | null): RecipeImageProps | null {
  if (!key) return null;
  return { ...imageUrls(key), original: `/media/${key}/original` };
}

/**
 * A recipe's ingredient rows for a page: the four columns of each row and its allergen marks (none for rows stored
 * before marks existed), nothing else the stored JSON may hold.
 */
export function toIngredientRows(rows: IngredientRow[]): Array<Required<IngredientRow>> {
  return rows.map(({ ingredient, measure, quantity, cost_unit, allergens }) => ({
    ingredient,
    measure,
    quantity,
    cost_unit,
    allergens: sortAllergens(allergens ?? []),
  }));
}

export function toRecipeProps(recipe: Recipe): RecipeProps {
  return {
    id: recipe.id,
    name: recipe.name,
    description: recipe.description,
    preparation: recipe.preparation,
    ingredients: toIngredientRows(recipe.ingredients),
    recipeImage: toRecipeImageProps(recipe.recipeImage),
    headshotImage: toRecipeImageProps(recipe.headshotImage),
    allergens: sortAllergens(recipe.allergens),
    allergensNone: recipe.allergensNone,
    menuPrice: menuPriceText(recipe.menuPriceCents),
    isComplete: recipe.isComplete,
    isSecondComplete: recipe.isSecondComplete,
    isApproved: recipe.isApproved,
    submittedAt: recipe.submittedAt?.toISOString() ?? null,
    secondSubmittedAt: recipe.secondSubmittedAt?.toISOString() ?? null,
    updatedAt: recipe.updatedAt.toISOString(),
  };
}
