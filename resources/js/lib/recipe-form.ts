// The recipe editor's form: its rows, the checks run before sending (the server checks again, with the same rules
// and messages), and the multipart body of the calls.

import { isDecimal, MEASURE_KEYS, type Measure } from '@shared/recipes/ingredients';
import {
  ALLERGEN_TEXTS,
  type Allergen,
  allergensOf,
  type DeclarationPolicy,
  isAllergenDeclared,
  suggestAllergens,
} from '@shared/recipes/allergens';
import { MENU_PRICE_TEXTS, parseMenuPrice } from '@shared/recipes/food-cost';
import type { RecipeImageProps } from '@/types';

export const recipeMessages = {
  required: 'This field is required',
  format: 'This field must be a valid format',
  emptyTable: 'The field is required',
  recipeImage: 'The recipe image is required',
  headshotImage: 'The headshot image is required',
  terms: 'Please accept the terms and conditions',
  tooLong: (max: number) => `This field must be at most ${max} characters`,
} as const;

/** The same limits as the server's form (src/recipes/dto/save-recipe.dto.ts). */
export const recipeLimits = { name: 200, text: 10_000, ingredient: 200, rows: 100 } as const;

/** A row being edited: `key` tells rows apart while they are added and removed; measure is '' until chosen. */
export interface EditorRow {
  key: number;
  ingredient: string;
  measure: Measure | '';
  quantity: string;
  cost_unit: string;
  /** The allergens marked on the row. */
  allergens: Allergen[];
  /** The marks follow what the name suggests (suggestAllergens) until the contestant changes them. */
  allergensAuto: boolean;
}

export type RowField = 'ingredient' | 'measure' | 'quantity' | 'cost_unit';

/** What each field of an ingredient row is called, wherever a row is edited. */
export const ROW_FIELD_LABELS: Record<RowField, string> = {
  ingredient: 'Ingredient',
  measure: 'Unit',
  quantity: 'Quantity',
  cost_unit: 'Cost per unit',
};

/** The two decimal fields of a row. */
export const DECIMAL_FIELDS = ['quantity', 'cost_unit'] as const;

/** One picture of the form: the stored one, and a file picked to replace it (sent only while `isNew`). */
export interface ImageValue {
  existing: RecipeImageProps | null;
  file: File | null;
  isNew: boolean;
}

export interface RecipeValues {
  name: string;
  description: string;
  preparation: string;
  rows: EditorRow[];
  recipe: ImageValue;
  headshot: ImageValue;
  terms: boolean;
  /** "Contains none of the nine major allergens": only while no row is marked. */
  allergensNone: boolean;
  /** The suggested menu price in dollars, as typed ("8.50"); blank when not given. */
  menuPrice: string;
}

/** Field name (as the server names it: `name`, `ingredients.0.quantity`, `recipe`...) → its message. */
export type RecipeErrors = Record<string, string>;

let nextKey = 1;
export function newRowKey(): number {
  return nextKey++;
}

export function emptyRow(): EditorRow {
  return {
    key: newRowKey(),
    ingredient: '',
    measure: '',
    quantity: '',
    cost_unit: '',
    allergens: [],
    allergensAuto: true,
  };
}

/** The allergens card's id: a submission stopped to declare them scrolls there. */
export const ALLERGENS_SECTION_ID = 'recipe-allergens';

/** Whether two lists of allergens (each in the canonical order) are the same. */
export const sameAllergens = (a: readonly Allergen[], b: readonly Allergen[]) => a.join() === b.join();

/** The row with a new name: marks that still follow the suggestions follow the new name's. */
export function withName<R extends Pick<EditorRow, 'ingredient' | 'allergens' | 'allergensAuto'>>(
  row: R,
  ingredient: string,
): R {
  return { ...row, ingredient, allergens: row.allergensAuto ? suggestAllergens(ingredient) : row.allergens };
}

/** The recipe's allergens: the union of the marks of the rows sent. */
export function recipeAllergens(values: Pick<RecipeValues, 'rows'>): Allergen[] {
  return allergensOf(rowsToSend(values.rows));
}

/** The allergens are declared: a row is marked, or "Contains none…" is checked. */
export function allergensDeclared(values: Pick<RecipeValues, 'rows' | 'allergensNone'>): boolean {
  return isAllergenDeclared(recipeAllergens(values), values.allergensNone);
}

export function isMeasureKey(value: string): value is Measure {
  return (MEASURE_KEYS as string[]).includes(value);
}

/** A row nobody typed into (a table row added and left empty): dropped before saving. */
export function isBlankRow(row: EditorRow): boolean {
  return !row.ingredient.trim() && !row.measure && !row.quantity.trim() && !row.cost_unit.trim();
}

/** The rows that are sent, without the blank ones. */
export function rowsToSend(rows: EditorRow[]): EditorRow[] {
  return rows.filter((row) => !isBlankRow(row));
}

/** A row's problems: every field is required; quantity and cost per unit are decimals. */
export function rowErrors(row: EditorRow): Partial<Record<RowField, string>> {
  const errors: Partial<Record<RowField, string>> = {};
  const ingredient = row.ingredient.trim();
  if (!ingredient) errors.ingredient = recipeMessages.required;
  else if (ingredient.length > recipeLimits.ingredient)
    errors.ingredient = recipeMessages.tooLong(recipeLimits.ingredient);
  if (!row.measure) errors.measure = recipeMessages.required;
  for (const field of ['quantity', 'cost_unit'] as const) {
    const value = row[field].trim();
    if (!value) errors[field] = recipeMessages.required;
    else if (!isDecimal(value)) errors[field] = recipeMessages.format;
  }
  return errors;
}

function textError(value: string, max: number, required: boolean): string | undefined {
  const text = value.trim();
  if (!text) return required ? recipeMessages.required : undefined;
  return text.length > max ? recipeMessages.tooLong(max) : undefined;
}

const hasImage = (image: ImageValue) => Boolean(image.existing || (image.isNew && image.file));

/**
 * The form's problems, named as the server names them. A draft needs nothing but well-formed values; a submission
 * needs every field, at least one ingredient, both images and the terms.
 */
export function validateRecipe(
  values: RecipeValues,
  submit: boolean,
  declarations: DeclarationPolicy = 'asked',
  maxMenuPriceCents?: number,
): RecipeErrors {
  const errors: RecipeErrors = {};
  const name = textError(values.name, recipeLimits.name, submit);
  const description = textError(values.description, recipeLimits.text, submit);
  const preparation = textError(values.preparation, recipeLimits.text, submit);
  if (name) errors.name = name;
  if (description) errors.description = description;
  if (preparation) errors.preparation = preparation;

  const rows = rowsToSend(values.rows);
  if (submit && rows.length === 0) errors.ingredients = recipeMessages.emptyTable;
  if (rows.length > recipeLimits.rows)
    errors.ingredients = `At most ${recipeLimits.rows} ingredients can be listed`;
  rows.forEach((row, index) => {
    for (const [field, message] of Object.entries(rowErrors(row)))
      errors[`ingredients.${index}.${field}`] = message;
  });

  if (submit && declarations === 'required' && !allergensDeclared(values))
    errors.allergens_none = ALLERGEN_TEXTS.required;
  const price = menuPriceError(values.menuPrice, submit && declarations === 'required', maxMenuPriceCents);
  if (price) errors.menu_price = price;
  if (submit && !values.terms) errors.terms = recipeMessages.terms;
  if (submit && !hasImage(values.recipe)) errors.recipe = recipeMessages.recipeImage;
  if (submit && !hasImage(values.headshot)) errors.headshot = recipeMessages.headshotImage;
  return errors;
}

/** The menu price's card, where the editor goes back to when the contestant chooses to give one. */
export const MENU_PRICE_SECTION_ID = 'menu-price';

/** The menu price's message, as the server words it: the format, $0, above the contest's maximum, or missing. */
export function menuPriceError(text: string, required: boolean, maxCents?: number): string | undefined {
  const cents = parseMenuPrice(text);
  if (cents === undefined) return MENU_PRICE_TEXTS.format;
  if (cents === 0) return MENU_PRICE_TEXTS.zero;
  if (cents === null) return required ? MENU_PRICE_TEXTS.required : undefined;
  return maxCents !== undefined && cents > maxCents ? MENU_PRICE_TEXTS.tooHigh(maxCents) : undefined;
}

/**
 * Row errors are named by the position among the rows sent (blank rows left out); this maps them back to the
 * rows on screen, by key.
 */
export function rowErrorsByKey(
  rows: EditorRow[],
  errors: RecipeErrors,
): Map<number, Partial<Record<RowField, string>>> {
  const sent = rowsToSend(rows);
  const byKey = new Map<number, Partial<Record<RowField, string>>>();
  for (const [name, message] of Object.entries(errors)) {
    const match = /^ingredients\.(\d+)\.(ingredient|measure|quantity|cost_unit)$/.exec(name);
    const row = match ? sent[Number(match[1])] : undefined;
    if (!match || !row) continue;
    byKey.set(row.key, { ...byKey.get(row.key), [match[2] as RowField]: message });
  }
  return byKey;
}

/** The multipart body of POST /user/recipe/create, /update and /wanttosubmit (specification section 7). */
export function recipeFormData(
  values: RecipeValues,
  options: { id: number | null; type: 'draft' | 'submit'; version?: string | null },
): FormData {
  const form = new FormData();
  if (options.id !== null) form.append('id', String(options.id));
  form.append('name', values.name);
  form.append('description', values.description);
  form.append('preparation', values.preparation);
  form.append(
    'ingredients',
    JSON.stringify(
      rowsToSend(values.rows).map((row) => ({
        ingredient: row.ingredient.trim(),
        measure: row.measure,
        quantity: row.quantity.trim(),
        cost_unit: row.cost_unit.trim(),
        allergens: row.allergens,
      })),
    ),
  );
  for (const field of ['recipe', 'headshot'] as const) {
    const image = values[field];
    const isNew = Boolean(image.isNew && image.file);
    form.append(`${field}_file`, isNew ? 'true' : 'false');
    // A new file, or the existing image's address (the server keeps what it has).
    if (isNew && image.file) form.append(field, image.file, image.file.name);
    else form.append(field, image.existing?.original ?? '');
  }
  form.append('terms', values.terms ? 'true' : 'false');
  // Marks make "contains none" meaningless: it is sent only while no row is marked.
  form.append(
    'allergens_none',
    values.allergensNone && recipeAllergens(values).length === 0 ? 'true' : 'false',
  );
  form.append('menu_price', values.menuPrice.trim());
  // The version the text was based on: a save over a newer one is refused rather than undo it.
  if (options.version) form.append('version', options.version);
  form.append('type', options.type);
  return form;
}
