import { type UploadedForm, UploadedFormBody } from '../storage/uploaded-form.js';
import { SaveRecipeDto } from './dto/save-recipe.dto.js';

/** Which call: create (no recipe yet), update (the caller's own recipe, by id), submit (create or update, then submit). */
export type RecipeCall = 'create' | 'update' | 'submit';

/** The recipe form's file fields: the dish and the contestant's headshot. */
export const RECIPE_IMAGES = ['recipe', 'headshot'] as const;
export type RecipeImage = (typeof RECIPE_IMAGES)[number];

/**
 * The recipe form after validation, with its files. Whether the images are there depends on the stored recipe, and
 * section 5 wants one summary that counts the fields and the missing images together (RecipesService does that).
 */
export type ParsedRecipeForm = UploadedForm<SaveRecipeDto, RecipeImage>;

/**
 * The recipe form of this call, with `type` set by the route: create and update save drafts, wanttosubmit submits.
 * Problems are handed on, not refused (see UploadedFormBody).
 */
export const RecipeFormBody = (call: RecipeCall): ParameterDecorator =>
  UploadedFormBody(SaveRecipeDto, RECIPE_IMAGES, { type: call === 'submit' ? 'submit' : 'draft' });
