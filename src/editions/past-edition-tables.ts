import { jsonList, tooLongMessage } from '../common/form-fields.js';
import { MESSAGES } from '../common/validation.js';
import type { LineBlock, NutritionalFact } from './past-edition.entity.js';

/** The longest texts and tables a past edition holds, and the years it can be for. */
export const EDITION_LIMITS = {
  name: 200,
  text: 10_000,
  short: 50,
  line: 500,
  blockTitle: 200,
  rows: 100,
  firstYear: 1900,
  lastYear: 2100,
} as const;

/** A past edition's own messages (specification sections 5 and 8); the rest come from MESSAGES. */
export const PAST_EDITION_MESSAGES = {
  duplicateYear: 'There is already a past edition for this year.',
  chefImage: 'The chef image is required',
  chefthumbImage: 'The chef image thumb is required',
  recipeImage: 'The recipe image is required',
  emptyTable: 'The field is required',
} as const;

export interface PastEditionTables {
  ingredients: LineBlock[];
  preparation: LineBlock[];
  nutritional_facts: NutritionalFact[];
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const tooLong = tooLongMessage;

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

/**
 * A block table (ingredients or preparation): at least one line in all (else 'The field is required' on the
 * table), every line filled in (each empty line named: `ingredients.0.lines.2`), block titles optional.
 */
function blocks(
  field: 'ingredients' | 'preparation',
  raw: unknown,
  errors: Record<string, string[]>,
): LineBlock[] {
  const list = jsonList(raw);
  if (list === null) {
    errors[field] = [MESSAGES.format];
    return [];
  }
  const result = list.map((item) => {
    const block = record(item);
    const lines = Array.isArray(block.lines) ? block.lines.map(text) : [];
    return { title: text(block.title), lines };
  });
  const lineCount = result.reduce((sum, block) => sum + block.lines.length, 0);
  if (lineCount === 0) {
    errors[field] = [PAST_EDITION_MESSAGES.emptyTable];
    return result;
  }
  if (lineCount > EDITION_LIMITS.rows) errors[field] = [`At most ${EDITION_LIMITS.rows} lines can be listed`];
  result.forEach((block, b) => {
    if (block.title.length > EDITION_LIMITS.blockTitle)
      errors[`${field}.${b}.title`] = [tooLong(EDITION_LIMITS.blockTitle)];
    if (block.lines.length === 0) errors[`${field}.${b}.lines`] = [PAST_EDITION_MESSAGES.emptyTable];
    block.lines.forEach((line, l) => {
      if (!line) errors[`${field}.${b}.lines.${l}`] = [MESSAGES.required];
      else if (line.length > EDITION_LIMITS.line)
        errors[`${field}.${b}.lines.${l}`] = [tooLong(EDITION_LIMITS.line)];
    });
  });
  return result;
}

/** The nutritional facts table: at least one row; each row needs its item and its quantity. */
function facts(raw: unknown, errors: Record<string, string[]>): NutritionalFact[] {
  const list = jsonList(raw);
  if (list === null) {
    errors.nutritional_facts = [MESSAGES.format];
    return [];
  }
  const rows = list.map((item) => {
    const row = record(item);
    return { item: text(row.item), quantity: text(row.quantity) };
  });
  if (rows.length === 0) errors.nutritional_facts = [PAST_EDITION_MESSAGES.emptyTable];
  if (rows.length > EDITION_LIMITS.rows)
    errors.nutritional_facts = [`At most ${EDITION_LIMITS.rows} rows can be listed`];
  rows.forEach((row, index) => {
    for (const key of ['item', 'quantity'] as const) {
      if (!row[key]) errors[`nutritional_facts.${index}.${key}`] = [MESSAGES.required];
      else if (row[key].length > EDITION_LIMITS.name)
        errors[`nutritional_facts.${index}.${key}`] = [tooLong(EDITION_LIMITS.name)];
    }
  });
  return rows;
}

/** Reads the three JSON tables of the past-edition form, adding each problem to `errors`. */
export function pastEditionTables(
  raw: { ingredients: unknown; preparation: unknown; nutritional_facts: unknown },
  errors: Record<string, string[]>,
): PastEditionTables {
  return {
    ingredients: blocks('ingredients', raw.ingredients, errors),
    preparation: blocks('preparation', raw.preparation, errors),
    nutritional_facts: facts(raw.nutritional_facts, errors),
  };
}
