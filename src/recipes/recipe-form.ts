import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { type UploadedForm, UploadedFormBody } from '../storage/uploaded-form.js';
import { SaveRecipeDto } from './dto/save-recipe.dto.js';

/** Which call: create (no recipe yet), update (the caller's own recipe, by id), submit (create or update, then submit). */
export type RecipeCall = 'create' | 'update' | 'submit';

/** The recipe's calls (specification section 7) by the path segment that names each. */
const RECIPE_CALLS = { create: 'create', update: 'update', wanttosubmit: 'submit' } as const satisfies Record<
  string,
  RecipeCall
>;

/** The path segments of the three calls, for one route that takes them all: `recipeCallPaths((call) => ...)`. */
export const recipeCallPaths = (path: (segment: string) => string): string[] =>
  Object.keys(RECIPE_CALLS).map(path);

/**
 * Which call a request is, by the path of the route it took (registered from recipeCallPaths): not the address as
 * typed, which Express matches without regard to case.
 */
function recipeCallOf(req: Request): RecipeCall {
  const route = (req.route as { path?: unknown } | undefined)?.path;
  for (const segment of String(route ?? req.path)
    .split('/')
    .reverse()) {
    if (Object.hasOwn(RECIPE_CALLS, segment)) return RECIPE_CALLS[segment as keyof typeof RECIPE_CALLS];
  }
  throw new Error(`Not a recipe call: ${req.path}`);
}

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
export const RecipeFormBody = (): ParameterDecorator =>
  UploadedFormBody(SaveRecipeDto, RECIPE_IMAGES, (req) => ({
    type: recipeCallOf(req) === 'submit' ? 'submit' : 'draft',
  }));

/** Which of the three calls (create, update, submit) the route taken is. */
export const RecipeCallOf = createParamDecorator((_: unknown, context: ExecutionContext): RecipeCall =>
  recipeCallOf(context.switchToHttp().getRequest<Request>()),
);
