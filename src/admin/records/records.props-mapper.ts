import type { StaffAccount } from '../../auth/staff-account.entity.js';
import type { WhitelistedDomain } from '../../contestants/whitelisted-domain.entity.js';
import type { PastEdition } from '../../editions/past-edition.entity.js';
import { Judge } from '../../auth/judge.entity.js';
import { preparationSteps } from '@shared/text-blocks.js';
import { type IngredientRow, measureLabel } from '@shared/recipes/ingredients.js';
import type { Recipe } from '../../recipes/recipe.entity.js';
import { toRecipeImageProps } from '../../recipes/recipe.props-mapper.js';
import { imageUrls } from '../../storage/image-urls.js';
import type {
  JudgePublicProps,
  PastEditionDraftProps,
  PastEditionProps,
  PastEditionRowProps,
  StaffAccountFields,
  StaffAccountProps,
  StaffRowProps,
  WhitelistedRowProps,
} from '@shared/admin/records.props.js';
import type { PastEditionListRecord } from '../../editions/past-editions.service.js';
import type { StaffListRecord } from '../../auth/staff-accounts.service.js';

function toStaffAccountFields(account: StaffAccount): StaffAccountFields {
  return {
    id: account.id,
    name: account.name,
    lastname: account.lastname,
    email: account.email,
    stage: account.stage,
    typelogin: account.typelogin,
    is_active: account.isActive,
  };
}

/** A list row; judges' rows also say whether the landing page shows them. */
export function toStaffRow({ has_password, ...account }: StaffListRecord): StaffRowProps {
  return { ...account, invited: account.typelogin === 'credential' && !has_password };
}

export function toStaffAccountProps(account: StaffAccount): StaffAccountProps {
  return {
    ...toStaffAccountFields(account),
    hasPassword: Boolean(account.passwordHash),
  };
}

export function toJudgePublicProps(judge: Judge | null): JudgePublicProps {
  return {
    title: judge?.title ?? '',
    biography: judge?.biography ?? '',
    show_on_site: judge?.showOnSite ?? false,
    position: judge?.sitePosition ?? 0,
    portrait: toRecipeImageProps(judge?.portrait ?? null),
  };
}

export function toWhitelistedRow(domain: WhitelistedDomain): WhitelistedRowProps {
  return { id: domain.id, domain: domain.domain, is_active: domain.isActive };
}

export function toPastEditionRow({ recipe_image, ...edition }: PastEditionListRecord): PastEditionRowProps {
  return { ...edition, thumb: recipe_image ? imageUrls(recipe_image).thumb : null };
}

export function toPastEditionProps(edition: PastEdition): PastEditionProps {
  return {
    id: edition.id,
    year: edition.year,
    chef_name: edition.chefName,
    chef_description: edition.chefDescription,
    recipe_name: edition.recipeName,
    recipe_description: edition.recipeDescription,
    prep_time: edition.prepTime,
    cook_time: edition.cookTime,
    yield: edition.yield,
    ingredients: edition.ingredients,
    preparation: edition.preparation,
    nutritional_facts: edition.nutritionalFacts,
    tips: edition.tips ?? '',
    allergens: edition.allergens ?? '',
    is_active: edition.isActive,
    chef: toRecipeImageProps(edition.chefImage)!,
    chefthumb: toRecipeImageProps(edition.chefthumbImage)!,
    recipe: toRecipeImageProps(edition.recipeImage)!,
  };
}

/** "0.5 Pound Short rib": a recipe's ingredient row as one line of an edition's ingredient block. */
export function ingredientLine(row: IngredientRow): string {
  return [row.quantity, measureLabel(row.measure), row.ingredient]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
}

/**
 * A new edition's form filled from a contest recipe: its name, description, ingredients as one block, preparation
 * steps as one block, the contestant's name as the chef and their images; the year is the contest's edition.
 */
export function toPastEditionDraft(recipe: Recipe, year: number): PastEditionDraftProps {
  const contestant = recipe.contestant;
  const chef = `${contestant.name ?? ''} ${contestant.lastname ?? ''}`.trim();
  return {
    fromRecipe: recipe.id,
    source: { recipeName: recipe.name ?? '', contestant: chef || contestant.email },
    year,
    chef_name: chef,
    recipe_name: recipe.name ?? '',
    recipe_description: recipe.description ?? '',
    ingredients: [{ title: '', lines: (recipe.ingredients ?? []).map(ingredientLine) }],
    preparation: [{ title: '', lines: preparationSteps(recipe.preparation ?? '') }],
    chef: toRecipeImageProps(recipe.headshotImage),
    chefthumb: toRecipeImageProps(recipe.headshotImage),
    recipe: toRecipeImageProps(recipe.recipeImage),
  };
}
