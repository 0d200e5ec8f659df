import { plainToInstance, Transform } from 'class-transformer';
import {
  IsIn,
  IsISO8601,
  IsOptional,
  ValidateBy,
  ValidateIf,
  ValidateNested,
  type ValidationArguments,
} from 'class-validator';
import { MESSAGES, SingleLine } from '../../common/validation.js';
import {
  flag,
  isBlank,
  jsonList,
  OneOf,
  OptionalId,
  RequiredLine,
  RequiredText,
  RequiredTextMatching,
  Toggle,
  tooLongMessage,
} from '../../common/form-fields.js';
import { isDecimal, MEASURE_KEYS } from '@shared/recipes/ingredients.js';
import { ALLERGEN_TEXTS, ALLERGENS, isAllergen } from '@shared/recipes/allergens.js';
import { MENU_PRICE_TEXTS, parseMenuPrice } from '@shared/recipes/food-cost.js';

export const RECIPE_LIMITS = {
  name: 200,
  /** Description and preparation: about four pages of text. */
  text: 10_000,
  ingredient: 200,
  rows: 100,
} as const;

/** The recipe form's own messages (specification sections 5 and 8); the rest come from MESSAGES. */
export const RECIPE_MESSAGES = {
  recipeImage: 'The recipe image is required',
  headshotImage: 'The headshot image is required',
  /** An empty ingredients table on submit. */
  emptyTable: 'The field is required',
  terms: 'Please accept the terms and conditions',
  tooLong: tooLongMessage,
  tooManyRows: `At most ${RECIPE_LIMITS.rows} ingredients can be listed`,
} as const;

export const RECIPE_SAVE_TYPES = ['draft', 'submit'] as const;
export type RecipeSaveType = (typeof RECIPE_SAVE_TYPES)[number];

/** Digits with one optional point ("2", "0.25"): empty gives "required", anything else "a valid format". */
const DecimalText = () => RequiredTextMatching('decimalText', isDecimal);

/** The ingredients list: a JSON list, not empty (when validated), of at most RECIPE_LIMITS.rows rows. */
function IngredientTable() {
  return ValidateBy({
    name: 'ingredientTable',
    validator: {
      validate: (value: unknown) =>
        Array.isArray(value) && value.length > 0 && value.length <= RECIPE_LIMITS.rows,
      defaultMessage: (args?: ValidationArguments) =>
        !Array.isArray(args?.value)
          ? MESSAGES.format
          : args.value.length === 0
            ? RECIPE_MESSAGES.emptyTable
            : RECIPE_MESSAGES.tooManyRows,
    },
  });
}

/** A unit key of section 3 ('Tablespoon', 'Fluid', ...). */
const MeasureKey = () => OneOf(MEASURE_KEYS);

/**
 * One row of 'List of Ingredients for one portion'. A row is all or nothing, in drafts too: the editor's modal
 * and table only keep complete rows, so a half row is a mistake to point out, not something to store.
 */
export class IngredientRowDto {
  @RequiredLine(RECIPE_LIMITS.ingredient)
  ingredient: string = '';

  @MeasureKey()
  @SingleLine()
  measure: string = '';

  @DecimalText()
  @SingleLine()
  quantity: string = '';

  @DecimalText()
  @SingleLine()
  cost_unit: string = '';

  /** The row's allergen marks: keys of ALLERGENS, each once. Optional: section 7's rows carry none. */
  @IsOptional()
  @ValidateBy(
    { name: 'allergenMarks', validator: { validate: isAllergenMarks } },
    { message: MESSAGES.format },
  )
  allergens?: string[];
}

function isAllergenMarks(value: unknown): boolean {
  return (
    Array.isArray(value) &&
    value.length <= ALLERGENS.length &&
    value.every(isAllergen) &&
    new Set(value).size === value.length
  );
}

/** Not JSON, or JSON that is not a list: kept as is, so that the table rule refuses it with "a valid format". */
function parseIngredients({ value }: { value: unknown }): unknown {
  const rows = jsonList(value);
  if (rows === null) return value;
  // Items that are not objects become empty rows, so each is reported with "This field is required".
  return rows.map((item: unknown) =>
    plainToInstance(IngredientRowDto, typeof item === 'object' && item !== null ? item : {}),
  );
}

/** Drafts need nothing, but what they hold must be well-formed; a submission needs every field. */
const submittingOrGiven = (form: SaveRecipeDto, value: unknown) => form.type === 'submit' || !isBlank(value);

/**
 * The multipart form of POST /user/recipe/create, /update and /wanttosubmit (specification section 7): id, name,
 * description, preparation, ingredients (JSON text), recipe_file, recipe, headshot_file, headshot, type, _token,
 * plus `terms` (the checkbox, required to submit). The files are read apart (@UploadedFileField); `recipe` and
 * `headshot` as text (the existing value the page sends back) are ignored.
 */
export class SaveRecipeDto {
  /** The route decides (create and update save drafts, wanttosubmit submits); see RecipeFormBody. */
  @IsIn(RECIPE_SAVE_TYPES, { message: MESSAGES.format })
  type: RecipeSaveType = 'draft';

  @OptionalId()
  id?: number;

  @ValidateIf(submittingOrGiven)
  @RequiredLine(RECIPE_LIMITS.name)
  name: string = '';

  @ValidateIf(submittingOrGiven)
  @RequiredText(RECIPE_LIMITS.text)
  description: string = '';

  @ValidateIf(submittingOrGiven)
  @RequiredText(RECIPE_LIMITS.text)
  preparation: string = '';

  @Transform(parseIngredients)
  @ValidateIf((form: SaveRecipeDto, value: unknown) => form.type === 'submit' || !isEmptyList(value))
  @IngredientTable()
  @ValidateNested({ each: true })
  ingredients: IngredientRowDto[] = [];

  /** 'true' when a new file is in `recipe`; otherwise that field holds the existing value and is ignored. */
  @Toggle()
  recipe_file: boolean = false;

  @Toggle()
  headshot_file: boolean = false;

  /** The terms-and-conditions checkbox: required to submit, not stored. */
  @Transform(flag)
  @ValidateIf((form: SaveRecipeDto) => form.type === 'submit')
  @ValidateBy(
    { name: 'accepted', validator: { validate: (value: unknown) => value === true } },
    { message: RECIPE_MESSAGES.terms },
  )
  terms: boolean = false;

  /**
   * "Contains none of the nine major allergens": the declaration of a recipe without marked rows. Not sent by
   * section 7's clients (false); checked against the marks, and required to submit only by the contest's setting
   * (RecipesService).
   */
  @Toggle()
  @ValidateIf((form: SaveRecipeDto) => form.allergens_none === true && Array.isArray(form.ingredients))
  @ValidateBy(
    {
      name: 'noMarkedRows',
      validator: {
        validate: (_: unknown, args?: ValidationArguments) =>
          !(args?.object as SaveRecipeDto).ingredients.some((row) => (row?.allergens ?? []).length > 0),
      },
    },
    { message: ALLERGEN_TEXTS.contradicted },
  )
  allergens_none: boolean = false;

  /**
   * The suggested menu price in dollars ("8.50"). Not sent (section 7's clients): the stored price is kept; blank
   * clears it. The contest's maximum and whether a submission needs it are checked by RecipesService.
   */
  @IsOptional()
  @SingleLine()
  @ValidateBy({
    name: 'menuPrice',
    validator: {
      validate: (value: unknown) => menuPriceProblem(value) === null,
      defaultMessage: (args?: ValidationArguments) =>
        menuPriceProblem(args?.value) ?? MENU_PRICE_TEXTS.format,
    },
  })
  menu_price?: string;

  /**
   * The version the editor's text was based on (the recipe's `updatedAt`, as its props give it): a save over a newer
   * version is refused (409) instead of overwriting it. Not sent (section 7's calls): saved as before.
   */
  @IsOptional()
  @IsISO8601({ strict: true }, { message: MESSAGES.format })
  version?: string;
}

/** What is wrong with a typed menu price, or null when it is blank or a price above $0. */
function menuPriceProblem(value: unknown): string | null {
  if (typeof value !== 'string') return MENU_PRICE_TEXTS.format;
  const cents = parseMenuPrice(value);
  if (cents === undefined) return MENU_PRICE_TEXTS.format;
  return cents === 0 ? MENU_PRICE_TEXTS.zero : null;
}

function isEmptyList(value: unknown): boolean {
  return Array.isArray(value) && value.length === 0;
}
