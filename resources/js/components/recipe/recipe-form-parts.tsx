import clsx from 'clsx';
import type { ReactNode, RefObject } from 'react';
import { Button, type ButtonColor, type ButtonSize } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { ErrorSummary } from '@/components/ui/error-summary';
import { ROW_FIELD_LABELS, type RowField, rowsToSend } from '@/lib/recipe-form';
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
  form: Pick<RecipeForm, 'draft' | 'dirty'>;
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
      <p>{UNSAVED_MESSAGES.restored(time)}</p>
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
