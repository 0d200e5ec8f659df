import type { PastEdition } from './past-edition.entity.js';

/** What a past edition tells (its texts and tables), apart from its images and whether it is published. */
export type PastEditionContent = Pick<
  PastEdition,
  | 'year'
  | 'chefName'
  | 'chefDescription'
  | 'recipeName'
  | 'recipeDescription'
  | 'prepTime'
  | 'cookTime'
  | 'yield'
  | 'ingredients'
  | 'preparation'
  | 'nutritionalFacts'
  | 'tips'
  | 'allergens'
>;

/** The content fields of an edition (or of the demo's editions), the one list the public page, the demo and the audit log copy. */
export function pastEditionContent(edition: PastEditionContent): PastEditionContent {
  return {
    year: edition.year,
    chefName: edition.chefName,
    chefDescription: edition.chefDescription,
    recipeName: edition.recipeName,
    recipeDescription: edition.recipeDescription,
    prepTime: edition.prepTime,
    cookTime: edition.cookTime,
    yield: edition.yield,
    ingredients: edition.ingredients,
    preparation: edition.preparation,
    nutritionalFacts: edition.nutritionalFacts,
    tips: edition.tips,
    allergens: edition.allergens,
  };
}
