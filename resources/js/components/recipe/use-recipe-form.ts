import { usePage } from '@inertiajs/react';
import { useEffect, useRef, useState } from 'react';
import { postMultipart } from '@/lib/multipart';
import {
  type EditorRow,
  type ImageValue,
  newRowKey,
  type RecipeErrors,
  type RecipeValues,
  recipeFormData,
  recipeMessages,
  type RowField,
  rowsToSend,
  validateRecipe,
} from '@/lib/recipe-form';
import type { RecipeProps } from '@/types';
import { fieldErrorsOf } from '../../../../src/common/messages';

export type SaveType = 'draft' | 'submit';

export interface SaveAnswer {
  data?: RecipeProps;
  message?: string;
  errors?: Record<string, string[]>;
}

interface RecipeFormOptions {
  recipe: RecipeProps | null;
  editable: boolean;
  /** Where a save goes: the contestant's own routes or the admin's routes on the contestant's behalf. */
  endpoint: (type: SaveType, recipeId: number | null) => string;
  /** Asked before a submission is sent; false stops it. */
  confirmSubmit: () => Promise<boolean>;
}

function imageValue(existing: RecipeProps['recipeImage']): ImageValue {
  return { existing, file: null, isNew: false };
}

function initialValues(recipe: RecipeProps | null): RecipeValues {
  return {
    name: recipe?.name ?? '',
    description: recipe?.description ?? '',
    preparation: recipe?.preparation ?? '',
    rows: (recipe?.ingredients ?? []).map((row) => ({ ...row, key: newRowKey() })),
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
export function useRecipeForm({ recipe, editable, endpoint, confirmSubmit }: RecipeFormOptions) {
  const { csrf } = usePage().props;
  const [recipeId, setRecipeId] = useState<number | null>(recipe?.id ?? null);
  const [values, setValues] = useState<RecipeValues>(() => initialValues(recipe));
  const [errors, setErrors] = useState<RecipeErrors>({});
  const [summary, setSummary] = useState<{ text: string; shown: number } | null>(null);
  const [processing, setProcessing] = useState<SaveType | null>(null);
  const alert = useRef<HTMLDivElement>(null);
  const locked = !editable || processing !== null;

  // The summary takes the focus, so it is read out and in view.
  useEffect(() => {
    if (!summary) return;
    alert.current?.focus();
    alert.current?.scrollIntoView({ block: 'center' });
  }, [summary]);

  const showProblems = (found: RecipeErrors, text?: string) => {
    setErrors(found);
    setSummary({ text: text ?? recipeMessages.summary(Object.keys(found).length), shown: Date.now() });
  };

  const clearError = (name: string) =>
    setErrors((current) => {
      if (!(name in current)) return current;
      const next = { ...current };
      delete next[name];
      return next;
    });

  const setField = <K extends 'name' | 'description' | 'preparation' | 'terms'>(
    key: K,
    value: RecipeValues[K],
  ) => {
    setValues((current) => ({ ...current, [key]: value }));
    clearError(key);
  };

  const clearRowError = (key: number, field: RowField) => {
    const index = rowsToSend(values.rows).findIndex((row) => row.key === key);
    if (index >= 0) clearError(`ingredients.${index}.${field}`);
    clearError('ingredients');
  };

  const setRows = (rows: EditorRow[]) => {
    setValues((current) => ({ ...current, rows }));
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
    const found = validateRecipe(values, type === 'submit');
    if (Object.keys(found).length > 0) {
      showProblems(found);
      return null;
    }
    if (type === 'submit' && !(await confirmSubmit())) return null;

    setErrors({});
    setSummary(null);
    setProcessing(type);
    const answer = await postMultipart<SaveAnswer>(
      endpoint(type, recipeId),
      recipeFormData(values, { id: recipeId, type }),
      csrf,
    );
    const saved = answer.status === 200 ? answer.body?.data : undefined;
    if (saved) {
      setRecipeId(saved.id);
      setValues((current) => ({
        ...current,
        recipe: { ...current.recipe, existing: saved.recipeImage, isNew: false },
        headshot: { ...current.headshot, existing: saved.headshotImage, isNew: false },
      }));
      return answer;
    }
    setProcessing(null);
    if (answer.status === 422 && answer.body?.errors) {
      showProblems(fieldErrorsOf(answer.body), answer.body.message);
      return null;
    }
    return answer;
  };

  return {
    recipeId,
    values,
    errors,
    summary,
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
