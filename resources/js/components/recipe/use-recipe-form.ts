import { usePage } from '@inertiajs/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useDraft } from '@/hooks/use-draft';
import { differs, useUnsavedChanges } from '@/hooks/use-unsaved-changes';
import { useFormCall } from '@/hooks/use-form-call';
import { useAutosave } from '@/components/recipe/use-autosave';
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

  // The record and the version the next save is based on, current at once (an autosave and a manual save may follow
  // each other before the page re-renders).
  const idRef = useRef<number | null>(recipe?.id ?? null);
  const versionRef = useRef<string | null>(recipe?.updatedAt ?? null);
  /** A save found a newer version stored elsewhere: both are shown until the person chooses. */
  const [conflict, setConflict] = useState<{ theirs: RecipeProps; message: string } | null>(null);
  const autosaveCall = useFormCall<RecipeProps>({
    data: (body) => (body as { data?: RecipeProps } | null)?.data,
  });

  /** Takes in a save's answer: the record's id and version, and what the server now holds. */
  const stored = (saved: RecipeProps, sent: RecipeText) => {
    idRef.current = saved.id;
    versionRef.current = saved.updatedAt;
    setRecipeId(saved.id);
    setSavedText(sent);
  };

  /** A 409 that carries the stored version (`data`): another tab or an admin saved after this page's version. */
  const staleVersion = (answer: { status: number; body: unknown; message: string | null }) => {
    const body = answer.body as { data?: RecipeProps; message?: unknown } | null;
    const theirs = body?.data;
    if (answer.status !== 409 || !theirs?.updatedAt) return false;
    // The server's own words (the form's rules read a 409 as a generic failure).
    setConflict({ theirs, message: typeof body?.message === 'string' ? body.message : '' });
    return true;
  };

  const autosave = useAutosave({
    enabled: editable && processing === null && conflict === null,
    changed: differs(text, savedText),
    textKey: JSON.stringify(text),
    attempt: async (saving) => {
      const sent = textOf(values);
      if (!editable || processing !== null || conflict !== null || !differs(sent, savedText)) return null;
      if (Object.keys(validateRecipe(values, false, declarations, maxMenuPriceCents)).length > 0)
        return { kind: 'incomplete' };
      if (!navigator.onLine) return { kind: 'offline' };
      saving();
      // The text only: pictures go with the manual save that follows their choice, never twice.
      const textOnly = {
        ...values,
        recipe: { ...values.recipe, isNew: false },
        headshot: { ...values.headshot, isNew: false },
      };
      const answer = await autosaveCall.send({
        url: endpoint('draft', idRef.current),
        multipart: recipeFormData(textOnly, {
          id: idRef.current,
          type: 'draft',
          version: versionRef.current,
        }),
        csrf,
      });
      if (answer.ok) {
        stored(answer.data, sent);
        return { kind: 'saved', at: Date.now() };
      }
      if (answer.status === 0) return { kind: 'offline' };
      if (answer.status === 401 || answer.status === 419) return { kind: 'signed-out' };
      if (staleVersion(answer)) return { kind: 'conflict' };
      if (answer.status === 422) return { kind: 'incomplete' };
      return { kind: 'failed', message: answer.message ?? 'the draft could not be saved' };
    },
  });

  /** Keeps this page's text: the next save goes over the version stored elsewhere. */
  const keepMine = () => {
    if (!conflict) return;
    versionRef.current = conflict.theirs.updatedAt;
    setSavedText(textOf(initialValues(conflict.theirs)));
    setConflict(null);
    autosave.setStatus({ kind: 'idle' });
  };

  /** Takes the version stored elsewhere into the form, leaving this page's text. */
  const takeTheirs = () => {
    if (!conflict) return;
    const theirs = initialValues(conflict.theirs);
    versionRef.current = conflict.theirs.updatedAt;
    setValues((current) => ({
      ...theirs,
      recipe: { ...current.recipe, existing: conflict.theirs.recipeImage },
      headshot: { ...current.headshot, existing: conflict.theirs.headshotImage },
      terms: current.terms,
    }));
    setSavedText(textOf(theirs));
    setConflict(null);
    autosave.setStatus({ kind: 'idle' });
  };

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
    // After the autosave on its way, on the version it stores.
    await autosave.settle();
    const sent = textOf(values);
    const answer = await call.send({
      url: endpoint(type, idRef.current),
      multipart: recipeFormData(values, { id: idRef.current, type, version: versionRef.current }),
      csrf,
    });
    if (answer.ok) {
      const saved = answer.data;
      stored(saved, sent);
      autosave.setStatus({ kind: 'saved', at: Date.now() });
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
    if (staleVersion(answer)) return null;
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
    autosave: autosave.status,
    conflict: conflict && {
      ...conflict,
      values: initialValues(conflict.theirs),
      changes: changedFields(text, textOf(initialValues(conflict.theirs))),
    },
    keepMine,
    takeTheirs,
    /** The fields the restored text changes from what is saved (the restore notice names them). */
    restoredChanges: draft.restoredAt === null ? [] : changedFields(text, savedText),
  };
}

const FIELD_LABELS: Record<keyof RecipeText, string> = {
  name: 'Recipe name',
  description: 'Recipe description',
  rows: 'Ingredients',
  allergensNone: 'Allergens',
  menuPrice: 'Menu price',
  preparation: 'Preparation',
};

/** The labels of the fields two texts of the form differ in, in the form's order. */
export function changedFields(mine: RecipeText, other: RecipeText): string[] {
  return (Object.keys(FIELD_LABELS) as Array<keyof RecipeText>)
    .filter((field) => differs(mine[field], other[field]))
    .map((field) => FIELD_LABELS[field]);
}

export type RecipeForm = ReturnType<typeof useRecipeForm>;
