import clsx from 'clsx';
import type { ReactNode, RefObject } from 'react';
import { Button, type ButtonColor, type ButtonSize } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { ErrorSummary } from '@/components/ui/error-summary';
import { ROW_FIELD_LABELS, type RecipeValues, type RowField, rowsToSend } from '@/lib/recipe-form';
import { autosaveText } from './use-autosave';
import { UNSAVED_MESSAGES } from '@shared/messages';
import type { RecipeForm, SaveType } from './use-recipe-form';

/**
 * The recipe form's summary: each problem a link to its field; its wrapper takes the focus when a save fails, so the
 * summary is read out first.
 */
export function RecipeFormAlert({
  alertRef,
  form,
  className,
}: {
  alertRef: RefObject<HTMLDivElement | null>;
  form: Pick<RecipeForm, 'values' | 'errors' | 'summary'>;
  className?: string;
}) {
  const rows = form.values.rows;
  // Row messages are named by the position among the rows sent; the table numbers the rows on screen.
  const labelFor = (field: string) => {
    const match = /^ingredients\.(\d+)\.(\w+)$/.exec(field);
    const row = match ? rowsToSend(rows)[Number(match[1])] : undefined;
    if (!match || !row) return undefined;
    const position = rows.indexOf(row) + 1;
    const name = row.ingredient.trim();
    return `${ROW_FIELD_LABELS[match[2] as RowField] ?? match[2]}, row ${position}${name ? ` (${name})` : ''}`;
  };
  return (
    <div ref={alertRef} tabIndex={-1} className="outline-none">
      <ErrorSummary
        errors={form.summary ? form.errors : {}}
        message={form.summary?.text}
        labelFor={labelFor}
        className={className}
      />
    </div>
  );
}

/** 'Unsaved changes from <time> were restored', with the way back to what is saved. */
export function RecipeDraftNotice({
  form,
  className,
}: {
  form: Pick<RecipeForm, 'draft' | 'dirty' | 'restoredChanges'>;
  className?: string;
}) {
  const { restoredAt, discard } = form.draft;
  if (restoredAt === null || !form.dirty) return null;
  const time = new Date(restoredAt).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <div
      role="status"
      className={clsx(
        'flex flex-col gap-3 rounded-2xl border border-yellow-deep/40 bg-yellow/15 px-4 py-3 text-sm text-ink sm:flex-row sm:items-center sm:justify-between',
        className,
      )}
      data-testid="draft-restored"
    >
      <div>
        <p>{UNSAVED_MESSAGES.restored(time)}</p>
        {form.restoredChanges.length > 0 && (
          <p className="text-muted" data-testid="draft-restored-changes">
            Changed: {form.restoredChanges.join(', ')}
          </p>
        )}
      </div>
      <Button color="outline" size="sm" onClick={discard} className="self-start sm:self-auto">
        {UNSAVED_MESSAGES.discard}
      </Button>
    </div>
  );
}

/** The terms box that a submission needs. */
export function RecipeTermsCheckbox({ form, label }: { form: RecipeForm; label: ReactNode }) {
  return (
    <Checkbox
      name="terms"
      checked={form.values.terms}
      onChange={(event) => form.setField('terms', event.target.checked)}
      error={form.errors.terms}
      disabled={form.locked}
      label={label}
    />
  );
}

/** 'Save as draft' and 'Submit', each with its spinner while its own save is in flight. */
export function RecipeSaveButtons({
  form,
  save,
  draftColor = 'outline',
  size,
}: {
  form: RecipeForm;
  save: (type: SaveType) => Promise<void>;
  draftColor?: ButtonColor;
  size?: ButtonSize;
}) {
  return (
    <>
      <Button
        color={draftColor}
        size={size}
        disabled={form.locked}
        onClick={() => void save('draft')}
        busy={form.processing === 'draft'}
      >
        Save as draft
      </Button>
      <Button
        color="yellow"
        size={size}
        disabled={form.locked}
        onClick={() => void save('submit')}
        busy={form.processing === 'submit'}
      >
        Submit
      </Button>
    </>
  );
}

/**
 * The autosave's quiet line ('Saved 12:03', 'Saving…', 'Not saved — you are offline…'). `live`: the one line of the
 * page that is read out as it changes (a page showing it twice marks one).
 */
export function AutosaveLine({
  form,
  live = false,
  className,
}: {
  form: Pick<RecipeForm, 'autosave'>;
  live?: boolean;
  className?: string;
}) {
  const text = autosaveText(form.autosave);
  const trouble = text.startsWith('Not saved');
  return (
    <p
      role={live ? 'status' : undefined}
      aria-hidden={live ? undefined : true}
      className={clsx('min-h-5 text-sm', trouble ? 'font-semibold' : 'opacity-80', className)}
      data-testid={live ? 'autosave-status' : undefined}
    >
      {text}
    </p>
  );
}

/** How a field of the form reads in the comparison of two versions. */
function fieldText(values: RecipeValues, label: string): string {
  const rows = rowsToSend(values.rows);
  const byLabel: Record<string, string> = {
    'Recipe name': values.name,
    'Recipe description': values.description,
    Preparation: values.preparation,
    Ingredients: rows.map((row) => `${row.quantity} ${row.measure} ${row.ingredient}`.trim()).join('; '),
    Allergens: values.allergensNone
      ? 'Contains none of the nine major allergens'
      : 'As marked on the ingredients',
    'Menu price': values.menuPrice ? `$${values.menuPrice}` : 'None given',
  };
  const value = (byLabel[label] ?? '').trim() || '(empty)';
  return value.length > 240 ? `${value.slice(0, 240)}…` : value;
}

/**
 * A save found a newer version stored elsewhere (another tab, an administrator): both versions of each field that
 * differs, and the choice of which to keep. Nothing is saved until the person chooses.
 */
export function RecipeConflictPanel({
  form,
}: {
  form: Pick<RecipeForm, 'conflict' | 'keepMine' | 'takeTheirs' | 'values'>;
}) {
  const { conflict } = form;
  if (!conflict) return null;
  const theirs = conflict.values;
  const when = new Date(conflict.theirs.updatedAt).toLocaleString(undefined, {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  return (
    <section
      role="alert"
      aria-labelledby="recipe-conflict-title"
      className="mb-4 flex flex-col gap-4 rounded-3xl border border-danger/30 bg-white p-5 shadow-sm sm:p-7"
      data-testid="recipe-conflict"
    >
      <div>
        <h2 id="recipe-conflict-title" className="font-display text-xl font-semibold text-ink">
          This recipe was changed elsewhere
        </h2>
        <p className="mt-1 text-sm text-muted">
          {conflict.message} The saved version is from {when}. Choose the version to keep.
        </p>
      </div>
      <dl className="flex flex-col gap-3">
        {conflict.changes.map((label) => (
          <div key={label} className="rounded-2xl bg-cream p-4">
            <dt className="text-sm font-semibold text-ink">{label}</dt>
            <dd className="mt-2 grid gap-3 text-sm sm:grid-cols-2">
              <div className="min-w-0">
                <p className="text-xs font-semibold tracking-[0.08em] text-muted uppercase">
                  Saved elsewhere
                </p>
                <p className="mt-1 wrap-anywhere whitespace-pre-line">{fieldText(theirs, label)}</p>
              </div>
              <div className="min-w-0">
                <p className="text-xs font-semibold tracking-[0.08em] text-muted uppercase">On this page</p>
                <p className="mt-1 wrap-anywhere whitespace-pre-line">{fieldText(form.values, label)}</p>
              </div>
            </dd>
          </div>
        ))}
      </dl>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button color="yellow" onClick={form.keepMine}>
          Keep my version
        </Button>
        <Button color="outline" onClick={form.takeTheirs}>
          Use the saved version
        </Button>
      </div>
    </section>
  );
}
