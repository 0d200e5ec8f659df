import { usePage } from '@inertiajs/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useDraft } from '@/hooks/use-draft';
import { differs, useUnsavedChanges } from '@/hooks/use-unsaved-changes';
import { useFormCall } from '@/hooks/use-form-call';
import {
  ALLERGENS_SECTION_ID,
  allergensDeclared,
  MENU_PRICE_SECTION_ID,
  sameAllergens,
  type EditorRow,
  type ImageValue,
  isMeasureKey,
  newRowKey,
  type RecipeErrors,
  type RecipeValues,
  recipeFormData,
  type RowField,
  rowsToSend,
  validateRecipe,
} from '@/lib/recipe-form';
import type { RecipeProps } from '@/types';
import {
  allergensOf,
  type DeclarationPolicy,
  sortAllergens,
  suggestAllergens,
} from '@shared/recipes/allergens';

export type SaveType = 'draft' | 'submit';

interface RecipeFormOptions {
  recipe: RecipeProps | null;
  editable: boolean;
  /** Where a save goes: the contestant's own routes or the admin's routes on the contestant's behalf. */
  endpoint: (type: SaveType, recipeId: number | null) => string;
  /** Asked before a submission is sent; false stops it. */
  confirmSubmit: () => Promise<boolean>;
  /** The name under which the text not yet saved is kept in this browser (the record's id is added to it). */
  draftName: string;
  /** The contest's setting: 'required' checks the allergen declaration and the menu price before sending. */
  declarations?: DeclarationPolicy;
  /** The highest menu price the contest allows, in cents. */
  maxMenuPriceCents?: number;
  /**
   * Asked before a submission without an allergen declaration while it is only asked for: false stops it (the
   * contestant goes back to declare).
   */
  askDeclaration?: (missing: MissingDeclarations) => Promise<boolean>;
}

/** What a submission is about to go without, while the contest only asks for it. */
export interface MissingDeclarations {
  allergens: boolean;
  price: boolean;
}

/** What the browser keeps of a form not yet saved: its text, not its files (nor the terms box, asked each time). */
export interface RecipeText {
  name: string;
  description: string;
  preparation: string;
  rows: Array<Omit<EditorRow, 'key' | 'allergensAuto'>>;
  allergensNone: boolean;
  menuPrice: string;
}

/** The text of the form, in a fixed shape, so that two equal forms compare equal; rows nobody typed into are left out. */
function textOf(values: RecipeValues): RecipeText {
  return {
    name: values.name,
    description: values.description,
    preparation: values.preparation,
    rows: rowsToSend(values.rows).map(({ ingredient, measure, quantity, cost_unit, allergens }) => ({
      ingredient,
      measure,
      quantity,
      cost_unit,
      allergens,
    })),
    allergensNone: values.allergensNone,
    menuPrice: values.menuPrice.trim(),
  };
}

/** The form's keys the server names otherwise. */
const FIELD_NAMES: Partial<Record<keyof RecipeValues, string>> = {
  allergensNone: 'allergens_none',
  menuPrice: 'menu_price',
};

/** A kept draft is read back from storage: anything but text is left out. */
function rowsFromDraft(rows: RecipeText['rows']): EditorRow[] {
  return rows.map((row) =>
    withMarks(
      {
        key: newRowKey(),
        ingredient: String(row.ingredient ?? ''),
        measure: isMeasureKey(String(row.measure)) ? row.measure : '',
        quantity: String(row.quantity ?? ''),
        cost_unit: String(row.cost_unit ?? ''),
      },
      Array.isArray(row.allergens) ? row.allergens : [],
    ),
  );
}

/**
 * A row as stored, with its marks: they keep following the name's suggestions while they are exactly those (a row
 * whose marks the contestant changed, or a row stored without marks, keeps what it has).
 */
function withMarks(row: Omit<EditorRow, 'allergens' | 'allergensAuto'>, marks: unknown[]): EditorRow {
  const allergens = sortAllergens(marks);
  const suggested = suggestAllergens(row.ingredient);
  return { ...row, allergens, allergensAuto: suggested.length > 0 && sameAllergens(allergens, suggested) };
}

function imageValue(existing: RecipeProps['recipeImage']): ImageValue {
  return { existing, file: null, isNew: false };
}

function initialValues(recipe: RecipeProps | null): RecipeValues {
  return {
    name: recipe?.name ?? '',
    description: recipe?.description ?? '',
    preparation: recipe?.preparation ?? '',
    // Keys from the position, not the counter, so the server's render and the browser's give the rows the same ids;
    // negative, so they never meet the keys of rows added later.
    rows: (recipe?.ingredients ?? []).map((row, index) =>
      withMarks({ ...row, key: -(index + 1) }, row.allergens),
    ),
    allergensNone: recipe?.allergensNone ?? false,
    menuPrice: recipe?.menuPrice ?? '',
    recipe: imageValue(recipe?.recipeImage ?? null),
    headshot: imageValue(recipe?.headshotImage ?? null),
    terms: false,
  };
}

/**
 * The state and checks of the recipe editor, shared by the contestant's editor and the admin's recipe tab: the values,
 * the field messages and their summary, and the save call. What follows an answer other than a refused form (422)
 * differs between the two (modals, texts, reloads), so `save` hands it back to the caller.
 */
export function useRecipeForm({
  recipe,
  editable,
  endpoint,
  confirmSubmit,
  draftName,
  declarations = 'asked',
  maxMenuPriceCents,
  askDeclaration,
}: RecipeFormOptions) {
  const { csrf } = usePage().props;
  const [recipeId, setRecipeId] = useState<number | null>(recipe?.id ?? null);
  const [values, setValues] = useState<RecipeValues>(() => initialValues(recipe));
  const [errors, setErrors] = useState<RecipeErrors>({});
  /** The summary was shown (`shown` moves the focus to it), with a message about the call as a whole, if any. */
  const [summary, setSummary] = useState<{ text: string | null; shown: number } | null>(null);
  const [processing, setProcessing] = useState<SaveType | null>(null);
  const alert = useRef<HTMLDivElement>(null);
  const locked = !editable || processing !== null;
  // The editor keeps its own field messages and summary (rows, images): the call gives it the answer to read.
  const call = useFormCall<RecipeProps>({ data: (body) => (body as { data?: RecipeProps } | null)?.data });

  // What the server holds, as of the page's load or the last save: the form differs from it until saved.
  const [savedText, setSavedText] = useState<RecipeText>(() => textOf(initialValues(recipe)));
  const text = textOf(values);
  const dirty = differs(text, savedText) || values.recipe.isNew || values.headshot.isNew;
  useUnsavedChanges(editable && dirty, { kept: true });
  const restoreText = useCallback((kept: RecipeText) => {
    setValues((current) => ({
      ...current,
      name: String(kept.name ?? ''),
      description: String(kept.description ?? ''),
      preparation: String(kept.preparation ?? ''),
      rows: rowsFromDraft(Array.isArray(kept.rows) ? kept.rows : []),
      allergensNone: kept.allergensNone === true,
      menuPrice: typeof kept.menuPrice === 'string' ? kept.menuPrice : current.menuPrice,
    }));
  }, []);
  const draft = useDraft(`${draftName}:${recipeId ?? 'new'}`, text, savedText, restoreText, {
    storage: 'local',
    enabled: editable,
  });

  // The summary takes the focus, so it is read out and in view.
  useEffect(() => {
    if (!summary) return;
    alert.current?.focus();
    alert.current?.scrollIntoView({ block: 'center' });
  }, [summary]);

  /** Shows the field messages and the summary above the form, or `message` when no field carries one. */
  const showProblems = (found: RecipeErrors, message?: string) => {
    setErrors(found);
    setSummary({ text: Object.keys(found).length > 0 ? null : (message ?? null), shown: Date.now() });
  };

  const clearError = (name: string) =>
    setErrors((current) => {
      if (!(name in current)) return current;
      const next = { ...current };
      delete next[name];
      return next;
    });

  const setField = <
    K extends 'name' | 'description' | 'preparation' | 'terms' | 'allergensNone' | 'menuPrice',
  >(
    key: K,
    value: RecipeValues[K],
  ) => {
    setValues((current) => ({ ...current, [key]: value }));
    clearError(FIELD_NAMES[key] ?? key);
  };

  const clearRowError = (key: number, field: RowField) => {
    const index = rowsToSend(values.rows).findIndex((row) => row.key === key);
    if (index >= 0) clearError(`ingredients.${index}.${field}`);
    clearError('ingredients');
  };

  const setRows = (rows: EditorRow[]) => {
    // A marked row is a declaration, and "contains none" no longer holds.
    const marked = allergensOf(rowsToSend(rows)).length > 0;
    setValues((current) => ({ ...current, rows, allergensNone: marked ? false : current.allergensNone }));
    if (marked) clearError('allergens_none');
    // Positions move when rows come and go: the row messages no longer point at the right rows.
    if (rows.length !== values.rows.length) {
      setErrors((current) =>
        Object.fromEntries(Object.entries(current).filter(([name]) => !name.startsWith('ingredients'))),
      );
    }
  };

  const setImage = (field: 'recipe' | 'headshot', file: File) => {
    setValues((current) => ({ ...current, [field]: { ...current[field], file, isNew: true } }));
    clearError(field);
  };

  /**
   * Checks, confirms a submission and sends. Returns null when there is nothing left for the caller to do (stopped
   * by a check or the confirmation, or a refused form whose messages are shown); otherwise the answer, with the
   * stored images already taken over on success. `processing` stays set on success until the caller ends it.
   */
  const save = async (type: SaveType) => {
    if (locked) return null;
    const found = validateRecipe(values, type === 'submit', declarations, maxMenuPriceCents);
    if (Object.keys(found).length > 0) {
      showProblems(found);
      return null;
    }
    const missing = { allergens: !allergensDeclared(values), price: values.menuPrice.trim() === '' };
    if (
      type === 'submit' &&
      askDeclaration &&
      (missing.allergens || missing.price) &&
      !(await askDeclaration(missing))
    ) {
      const section = missing.allergens ? ALLERGENS_SECTION_ID : MENU_PRICE_SECTION_ID;
      document.getElementById(section)?.scrollIntoView({ block: 'start' });
      return null;
    }
    if (type === 'submit' && !(await confirmSubmit())) return null;

    setErrors({});
    setSummary(null);
    setProcessing(type);
    const sent = textOf(values);
    const answer = await call.send({
      url: endpoint(type, recipeId),
      multipart: recipeFormData(values, { id: recipeId, type }),
      csrf,
    });
    if (answer.ok) {
      const saved = answer.data;
      setRecipeId(saved.id);
      setSavedText(sent);
      setValues((current) => ({
        ...current,
        recipe: { ...current.recipe, existing: saved.recipeImage, isNew: false },
        headshot: { ...current.headshot, existing: saved.headshotImage, isNew: false },
      }));
      return answer;
    }
    setProcessing(null);
    if (answer.invalid) {
      showProblems(answer.errors, answer.message ?? undefined);
      return null;
    }
    return answer;
  };

  return {
    recipeId,
    values,
    errors,
    summary,
    dirty,
    draft,
    processing,
    setProcessing,
    alert,
    locked,
    showProblems,
    setField,
    clearRowError,
    setRows,
    setImage,
    save,
  };
}

export type RecipeForm = ReturnType<typeof useRecipeForm>;
