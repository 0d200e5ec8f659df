import { imageUrls } from '../storage/image-urls.js';
import type { Recipe } from './recipe.entity.js';
import type { RecipeImageProps, RecipeProps } from './recipe.props.js';

export function toRecipeImageProps(key: string | null): RecipeImageProps | null {
  if (!key) return null;
  return { ...imageUrls(key), original: `/media/${key}/original` };
}

export function toRecipeProps(recipe: Recipe): RecipeProps {
  return {
    id: recipe.id,
    name: recipe.name,
    description: recipe.description,
    preparation: recipe.preparation,
    ingredients: recipe.ingredients.map((row) => ({
      ingredient: row.ingredient,
      measure: row.measure,
      quantity: row.quantity,
      cost_unit: row.cost_unit,
    })),
    recipeImage: toRecipeImageProps(recipe.recipeImage),
    headshotImage: toRecipeImageProps(recipe.headshotImage),
    isComplete: recipe.isComplete,
    isSecondComplete: recipe.isSecondComplete,
    isApproved: recipe.isApproved,
    submittedAt: recipe.submittedAt?.toISOString() ?? null,
    secondSubmittedAt: recipe.secondSubmittedAt?.toISOString() ?? null,
    updatedAt: recipe.updatedAt.toISOString(),
  };
}
