import { Head, Link, router, usePage } from '@inertiajs/react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { ImageDropzone } from '@/components/recipe/image-dropzone';
import { IngredientsEditor } from '@/components/recipe/ingredients-editor';
import { RecipeNotice } from '@/components/recipe/recipe-notice';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { FormAlert } from '@/components/ui/form-alert';
import { AlertIcon, CheckCircleIcon, EyeIcon, FlameIcon, LockIcon } from '@/components/ui/icons';
import { type ModalOptions, useModal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { TextareaField } from '@/components/ui/textarea-field';
import { TextField } from '@/components/ui/text-field';
import { postMultipart } from '@/lib/multipart';
import {
  type EditorRow,
  type ImageValue,
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
import type { RecipeEditorPageProps, RecipeProps } from '@/types';

type Props = RecipeEditorPageProps;

type SaveType = 'draft' | 'submit';

interface SaveAnswer {
  data?: RecipeProps;
  message?: string;
  errors?: Record<string, string[]>;
}

// The texts of specification sections 4 and 8.
const MODALS = {
  draftSaved: {
    title: 'Draft version saved!',
    text: 'We saved a draft version of your recipe. Come back later to complete your submission.',
    cancelLabel: null,
  },
  draftFailed: (email: string): ModalOptions => ({
    title: 'Something went wrong.',
    text: `We couldn't save your draft. Please try again. If the error persists, contact support at ${email}`,
    cancelLabel: null,
  }),
  confirmSubmit: {
    title: 'Confirm your submission',
    text: 'Recipe submission is final. No edits are permitted beyond this point. Do you want to continue?',
    okLabel: 'Submit',
    cancelLabel: 'Cancel',
  },
  thanks: {
    title: 'Thanks for your submission!',
    text: 'Your recipe is in. The judges will review every submission, and the finalists will present their dish at a live judging discussion in the final round. We will let you know by e-mail how it goes.',
    cancelLabel: null,
  },
  rejected: {
    title: 'Application rejected',
    text: 'Unfortunately, your supervisor has rejected his/her approval of your submission.',
    okLabel: 'Accept',
    cancelLabel: null,
  },
} satisfies Record<string, ModalOptions | ((email: string) => ModalOptions)>;

const SUBMIT_FAILED = 'An error has occurred. Please try again!';
/** Refusals whose message the server words for the person (a broken rule, an expired page, a file too large). */
const SERVER_WORDED = [403, 404, 409, 413, 419];

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

export default function RecipeEditor({ recipe, editor, termsUrl, viewUrl }: Props) {
  const { contest, csrf } = usePage().props;
  const { modal, confirm } = useModal();
  const [recipeId, setRecipeId] = useState<number | null>(recipe?.id ?? null);
  const [values, setValues] = useState<RecipeValues>(() => initialValues(recipe));
  const [errors, setErrors] = useState<RecipeErrors>({});
  const [summary, setSummary] = useState<{ text: string; shown: number } | null>(null);
  const [processing, setProcessing] = useState<SaveType | null>(null);
  const alert = useRef<HTMLDivElement>(null);
  const { editable } = editor;
  const locked = !editable || processing !== null;

  // A rejected contestant is told once, on arrival; the form stays locked.
  useEffect(() => {
    if (editor.rejected) void confirm(MODALS.rejected);
  }, [editor.rejected, confirm]);

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

  const setField = <K extends 'name' | 'description' | 'preparation' | 'terms'>(
    key: K,
    value: RecipeValues[K],
  ) => {
    setValues((current) => ({ ...current, [key]: value }));
    clearError(key);
  };

  const clearError = (name: string) =>
    setErrors((current) => {
      if (!(name in current)) return current;
      const next = { ...current };
      delete next[name];
      return next;
    });

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

  const applySaved = (saved: RecipeProps) => {
    setRecipeId(saved.id);
    setValues((current) => ({
      ...current,
      recipe: { ...current.recipe, existing: saved.recipeImage, isNew: false },
      headshot: { ...current.headshot, existing: saved.headshotImage, isNew: false },
    }));
  };

  const save = async (type: SaveType) => {
    if (locked) return;
    const found = validateRecipe(values, type === 'submit');
    if (Object.keys(found).length > 0) {
      showProblems(found);
      return;
    }
    if (type === 'submit' && !(await confirm(MODALS.confirmSubmit))) return;

    setErrors({});
    setSummary(null);
    setProcessing(type);
    const url =
      type === 'submit'
        ? '/user/recipe/wanttosubmit'
        : recipeId
          ? '/user/recipe/update'
          : '/user/recipe/create';
    const { status, body } = await postMultipart<SaveAnswer>(
      url,
      recipeFormData(values, { id: recipeId, type }),
      csrf,
    );

    if (status === 200 && body?.data) {
      applySaved(body.data);
      if (type === 'submit') {
        await confirm(MODALS.thanks);
        // The page comes back locked, titled 'Recipe submitted!'.
        router.reload({ onFinish: () => setProcessing(null) });
        return;
      }
      setProcessing(null);
      void confirm(MODALS.draftSaved);
      return;
    }
    setProcessing(null);
    if (status === 422 && body?.errors) {
      showProblems(serverErrors(body.errors), body.message);
    } else if (SERVER_WORDED.includes(status) && body?.message) {
      showProblems({}, body.message);
    } else if (type === 'draft') {
      void confirm(MODALS.draftFailed(contest.helpEmail));
    } else {
      showProblems({}, SUBMIT_FAILED);
    }
  };

  const title = editor.submitted
    ? 'Recipe submitted!'
    : editor.stage === 2
      ? 'Your final-round recipe'
      : 'Your recipe';

  const actions = (tone: 'dark' | 'light') => (
    <>
      <Button
        color={tone === 'dark' ? 'outline-light' : 'outline'}
        size="lg"
        disabled={locked}
        onClick={() => void save('draft')}
      >
        {processing === 'draft' && <Spinner />}
        Save as draft
      </Button>
      <Button color="yellow" size="lg" disabled={locked} onClick={() => void save('submit')}>
        {processing === 'submit' && <Spinner />}
        Submit
      </Button>
    </>
  );

  return (
    <>
      <Head title={title} />
      <div className="bg-ink text-white">
        <div className="mx-auto flex max-w-5xl flex-col gap-6 px-5 pt-10 pb-20 sm:px-8 lg:flex-row lg:items-end lg:justify-between lg:pt-14 lg:pb-24">
          <div>
            <p className="text-xs font-semibold tracking-[0.22em] text-yellow uppercase">
              <span aria-hidden="true" className="mr-3 inline-block h-px w-8 bg-yellow align-middle" />
              {editor.stage === 2 ? 'Final round' : `${contest.appName} ${contest.editionYear}`}
            </p>
            <h1 className="mt-3 font-display text-4xl font-semibold tracking-tight sm:text-5xl">{title}</h1>
            <p className="mt-3 max-w-xl text-base text-white/75">
              {editor.submitted
                ? 'Submission is final: your recipe is with the judges.'
                : 'Save a draft whenever you like; submit once everything is ready.'}
            </p>
            {recipeId !== null && (
              <Link
                href={viewUrl}
                className="mt-4 inline-flex items-center gap-2 rounded-full text-sm font-semibold text-white underline decoration-yellow decoration-2 underline-offset-4 hover:text-yellow"
              >
                <EyeIcon className="size-4" />
                View your recipe
              </Link>
            )}
          </div>
          {/* Large screens have the buttons at the top too (section 2). */}
          <div className="hidden shrink-0 gap-3 lg:flex" data-testid="top-actions">
            {actions('dark')}
          </div>
        </div>
      </div>

      <div className="mx-auto -mt-12 w-full max-w-5xl px-3 pb-16 sm:px-8 lg:-mt-14">
        <div ref={alert} tabIndex={-1} className="outline-none">
          <FormAlert message={summary?.text ?? null} className="mb-4 shadow-sm" />
        </div>

        <div className="mb-4 flex flex-col gap-3 empty:hidden">
          {editor.rejected && (
            <RecipeNotice
              tone="danger"
              icon={<AlertIcon />}
              title="Application rejected"
              testId="notice-rejected"
            >
              Unfortunately, your supervisor has rejected his/her approval of your submission.
            </RecipeNotice>
          )}
          {editor.submitted && !editor.rejected && (
            <RecipeNotice
              tone="success"
              icon={<CheckCircleIcon />}
              title="Your recipe is with the judges"
              testId="notice-submitted"
            >
              No edits are permitted after a submission. We will let you know by e-mail how it goes.
            </RecipeNotice>
          )}
          {editor.closed && !editor.rejected && (
            <RecipeNotice
              tone="muted"
              icon={<LockIcon />}
              title="The submission window is closed."
              testId="notice-closed"
            >
              Your draft is kept, but it can no longer be changed or submitted.
            </RecipeNotice>
          )}
          {editor.stage === 2 && editable && (
            <RecipeNotice
              tone="info"
              icon={<FlameIcon />}
              title="Congratulations, you are a finalist!"
              testId="notice-final"
            >
              Polish your recipe for the final round and submit it again when it is ready.
            </RecipeNotice>
          )}
        </div>

        <form noValidate onSubmit={(event) => event.preventDefault()} aria-busy={processing !== null}>
          <fieldset disabled={!editable} className="flex min-w-0 flex-col gap-4 sm:gap-6">
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
                  hint="What makes the dish special: the idea, the flavours, where it comes from."
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
                hint="The steps, in order. Leave an empty line between steps."
              />
            </Card>

            <Card>
              <div className="grid gap-6 sm:grid-cols-2">
                <ImageDropzone
                  label="Recipe image"
                  name="recipe"
                  description="A photo of the plated dish."
                  existing={values.recipe.existing}
                  onFile={(file) => setImage('recipe', file)}
                  disabled={!editable}
                  error={errors.recipe}
                />
                <ImageDropzone
                  label="Headshot image"
                  name="headshot"
                  description="A photo of you, the chef."
                  existing={values.headshot.existing}
                  onFile={(file) => setImage('headshot', file)}
                  disabled={!editable}
                  error={errors.headshot}
                  round
                />
              </div>
            </Card>
          </fieldset>

          <div className="mt-4 flex flex-col gap-5 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-sand sm:mt-6 sm:p-8 lg:flex-row lg:items-center lg:justify-between">
            {editable ? (
              <Checkbox
                name="terms"
                checked={values.terms}
                onChange={(event) => setField('terms', event.target.checked)}
                error={errors.terms}
                disabled={locked}
                label={
                  <>
                    I have read and accept the{' '}
                    <a
                      href={termsUrl}
                      target="_blank"
                      rel="noreferrer"
                      className="font-semibold underline decoration-yellow-deep decoration-2 underline-offset-4"
                    >
                      terms and conditions
                    </a>
                    .
                  </>
                }
              />
            ) : (
              <p className="text-sm text-muted">
                {editor.submitted
                  ? 'Submitted recipes cannot be changed.'
                  : 'This recipe cannot be changed right now.'}
              </p>
            )}
            <div
              className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end"
              data-testid="bottom-actions"
            >
              {actions('light')}
            </div>
          </div>
        </form>
      </div>
      {modal}
    </>
  );
}

function Card({ children }: { children: ReactNode }) {
  return <section className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-sand sm:p-8">{children}</section>;
}
