import { router, usePage } from '@inertiajs/react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { StatusLabel } from '@/components/admin/status-label';
import { ImageDropzone } from '@/components/recipe/image-dropzone';
import { IngredientsEditor } from '@/components/recipe/ingredients-editor';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { FormAlert } from '@/components/ui/form-alert';
import type { ModalOptions } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { TextareaField } from '@/components/ui/textarea-field';
import { TextField } from '@/components/ui/text-field';
import { postMultipart } from '@/lib/multipart';
import {
  type EditorRow,
  newRowKey,
  type RecipeErrors,
  type RecipeValues,
  recipeFormData,
  recipeLimits,
  recipeMessages,
  type RowField,
  rowsToSend,
  serverErrors,
  validateRecipe,
} from '@/lib/recipe-form';
import { messages } from '@/lib/validation';
import type { RecipeEditorState, RecipeProps } from '@/types';

type SaveType = 'draft' | 'submit';

interface RecipeTabProps {
  contestantId: number;
  recipe: RecipeProps | null;
  editor: RecipeEditorState;
  confirm: (options: ModalOptions) => Promise<boolean>;
}

function initialValues(recipe: RecipeProps | null): RecipeValues {
  return {
    name: recipe?.name ?? '',
    description: recipe?.description ?? '',
    preparation: recipe?.preparation ?? '',
    rows: (recipe?.ingredients ?? []).map((row) => ({ ...row, key: newRowKey() })),
    recipe: { existing: recipe?.recipeImage ?? null, file: null, isNew: false },
    headshot: { existing: recipe?.headshotImage ?? null, file: null, isNew: false },
    terms: false,
  };
}

const REVIEW = {
  0: { tone: 'yellow', label: 'Pending' },
  1: { tone: 'green', label: 'Approved' },
  2: { tone: 'red', label: 'Not Approved' },
} as const;

/**
 * The recipe editor on the contestant's behalf: the contestant editor's components and checks, posting to
 * /admins/contestants/recipe/{create|update|wanttosubmit}/{userId}. Admins count as authorized and a submitted
 * recipe stays editable (section 4), so the form is open unless the server says otherwise.
 */
export function RecipeTab({ contestantId, recipe, editor, confirm }: RecipeTabProps) {
  const { csrf } = usePage().props;
  const [recipeId, setRecipeId] = useState<number | null>(recipe?.id ?? null);
  const [values, setValues] = useState<RecipeValues>(() => initialValues(recipe));
  const [errors, setErrors] = useState<RecipeErrors>({});
  const [summary, setSummary] = useState<{ text: string; shown: number } | null>(null);
  const [processing, setProcessing] = useState<SaveType | null>(null);
  const alert = useRef<HTMLDivElement>(null);
  const editable = editor.editable;
  const locked = !editable || processing !== null;

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

  const save = async (type: SaveType) => {
    if (locked) return;
    const found = validateRecipe(values, type === 'submit');
    if (Object.keys(found).length > 0) {
      showProblems(found);
      return;
    }
    if (
      type === 'submit' &&
      !(await confirm({
        title: 'Confirm your submission',
        text: "The recipe is submitted on the contestant's behalf and goes to review. Do you want to continue?",
        okLabel: 'Submit',
        cancelLabel: 'Cancel',
      }))
    )
      return;
    setErrors({});
    setSummary(null);
    setProcessing(type);
    const call = type === 'submit' ? 'wanttosubmit' : recipeId ? 'update' : 'create';
    const { status, body } = await postMultipart<{ data?: RecipeProps; message?: string; errors?: unknown }>(
      `/admins/contestants/recipe/${call}/${contestantId}`,
      recipeFormData(values, { id: recipeId, type }),
      csrf,
    );
    if (status === 200 && body?.data) {
      const saved = body.data;
      setRecipeId(saved.id);
      setValues((current) => ({
        ...current,
        recipe: { ...current.recipe, existing: saved.recipeImage, isNew: false },
        headshot: { ...current.headshot, existing: saved.headshotImage, isNew: false },
      }));
      await confirm({
        title: type === 'submit' ? 'Recipe submitted' : 'Draft version saved!',
        text: type === 'submit' ? 'The recipe has been submitted.' : 'The recipe has been saved.',
        cancelLabel: null,
      });
      router.reload({ onFinish: () => setProcessing(null) });
      return;
    }
    setProcessing(null);
    if (status === 422 && body?.errors) showProblems(serverErrors(body.errors), body.message);
    else showProblems({}, messages.generic);
  };

  const state = recipe?.isComplete
    ? recipe.isSecondComplete
      ? 'Final round submitted'
      : 'Submitted'
    : 'Draft';

  return (
    <div className="flex flex-col gap-4" data-testid="recipe-tab">
      <div className="flex flex-col gap-3 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-sand sm:flex-row sm:items-center sm:justify-between sm:p-7">
        <div>
          <h2 className="font-display text-xl font-semibold tracking-tight text-ink">
            {recipe ? recipe.name || 'Untitled recipe' : 'No recipe yet'}
          </h2>
          <p className="mt-1 text-sm text-muted">
            {recipe
              ? 'Changes are saved on the contestant’s behalf, even after a submission.'
              : 'Start the recipe on the contestant’s behalf: save a draft or submit it.'}
          </p>
        </div>
        {recipe && (
          <div className="flex flex-wrap gap-2">
            <StatusLabel tone={recipe.isComplete ? 'ink' : 'grey'}>{state}</StatusLabel>
            <StatusLabel tone={REVIEW[recipe.isApproved].tone}>{REVIEW[recipe.isApproved].label}</StatusLabel>
          </div>
        )}
      </div>

      <div ref={alert} tabIndex={-1} className="outline-none">
        <FormAlert message={summary?.text ?? null} />
      </div>

      <form noValidate onSubmit={(event) => event.preventDefault()} aria-busy={processing !== null}>
        <fieldset disabled={!editable} className="flex min-w-0 flex-col gap-4">
          <Card>
            <div className="flex flex-col gap-5">
              <TextField
                label="Recipe name"
                name="name"
                value={values.name}
                onChange={(event) => setField('name', event.target.value)}
                error={errors.name}
                maxLength={recipeLimits.name}
                autoComplete="off"
              />
              <TextareaField
                label="Recipe description"
                name="description"
                value={values.description}
                onChange={(event) => setField('description', event.target.value)}
                error={errors.description}
                maxLength={recipeLimits.text}
                rows={4}
              />
            </div>
          </Card>
          <Card>
            <IngredientsEditor
              rows={values.rows}
              onRowsChange={setRows}
              errors={errors}
              onFieldEdited={clearRowError}
              editable={editable}
              confirm={confirm}
            />
          </Card>
          <Card>
            <TextareaField
              label="Preparation"
              name="preparation"
              value={values.preparation}
              onChange={(event) => setField('preparation', event.target.value)}
              error={errors.preparation}
              maxLength={recipeLimits.text}
              rows={8}
            />
          </Card>
          <Card>
            <div className="grid gap-6 sm:grid-cols-2">
              <ImageDropzone
                label="Recipe image"
                name="recipe"
                existing={values.recipe.existing}
                onFile={(file) => setImage('recipe', file)}
                disabled={!editable}
                error={errors.recipe}
              />
              <ImageDropzone
                label="Headshot image"
                name="headshot"
                existing={values.headshot.existing}
                onFile={(file) => setImage('headshot', file)}
                disabled={!editable}
                error={errors.headshot}
                round
              />
            </div>
          </Card>
        </fieldset>
        <div className="mt-4 flex flex-col gap-5 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-sand sm:p-7 lg:flex-row lg:items-center lg:justify-between">
          <Checkbox
            name="terms"
            checked={values.terms}
            onChange={(event) => setField('terms', event.target.checked)}
            error={errors.terms}
            disabled={locked}
            label="The contestant has accepted the terms and conditions (needed to submit)."
          />
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button color="outline" disabled={locked} onClick={() => void save('draft')}>
              {processing === 'draft' && <Spinner />}
              Save as draft
            </Button>
            <Button color="yellow" disabled={locked} onClick={() => void save('submit')}>
              {processing === 'submit' && <Spinner />}
              Submit
            </Button>
          </div>
        </div>
      </form>
    </div>
  );
}

function Card({ children }: { children: ReactNode }) {
  return <section className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-sand sm:p-7">{children}</section>;
}
