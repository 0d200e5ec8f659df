import { createParamDecorator, type ExecutionContext, Injectable, type PipeTransform } from '@nestjs/common';
import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import type { Request } from 'express';
import { fieldErrors } from '../common/validation.js';
import { type RecipeSaveType, SaveRecipeDto } from './dto/save-recipe.dto.js';

/** The recipe form after validation: its values, and every field's problem (empty when it is well-formed). */
export interface ParsedRecipeForm {
  values: SaveRecipeDto;
  errors: Record<string, string[]>;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Validates the recipe form like the global pipe does (same DTO rules, whitelist, first message per field) but
 * hands the problems on instead of refusing: whether the images are there depends on the stored recipe, and
 * section 5 wants one summary that counts the fields and the missing images together (RecipesService does that).
 */
@Injectable()
export class RecipeFormPipe implements PipeTransform<unknown, Promise<ParsedRecipeForm>> {
  async transform(value: unknown): Promise<ParsedRecipeForm> {
    const values = plainToInstance(SaveRecipeDto, isRecord(value) ? value : {});
    const errors = await validate(values, {
      whitelist: true,
      stopAtFirstError: true,
      forbidUnknownValues: false,
    });
    return { values, errors: fieldErrors(errors) };
  }
}

/** The multipart body with `type` set by the route: create and update save drafts, wanttosubmit submits. */
const RecipeFormParam = createParamDecorator((type: RecipeSaveType, context: ExecutionContext) => {
  const body: unknown = context.switchToHttp().getRequest<Request>().body;
  return { ...(isRecord(body) ? body : {}), type };
});

/**
 * The recipe form of this route, validated by RecipeFormPipe. A custom parameter: the global validation pipe
 * leaves it alone (it does not validate custom decorators), so nothing is refused before the service has looked.
 */
export const RecipeFormBody = (type: RecipeSaveType) => RecipeFormParam(type, RecipeFormPipe);
