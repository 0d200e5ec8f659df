import { useEffect, useId, useRef, useState } from 'react';
import { IngredientModal } from '@/components/recipe/ingredient-modal';
import { IngredientsList } from '@/components/recipe/ingredients-list';
import { IngredientsTable } from '@/components/recipe/ingredients-table';
import { useWideLayout } from '@/components/recipe/use-wide-layout';
import { Button } from '@/components/ui/button';
import { PlusIcon } from '@/components/ui/icons';
import { SelectionBar, useRowSelection, withoutRows } from '@/components/ui/row-selection';
import type { ModalOptions } from '@/components/ui/modal';
import {
  type EditorRow,
  emptyRow,
  type RecipeErrors,
  type RowField,
  rowErrorsByKey,
  rowsToSend,
  withName,
} from '@/lib/recipe-form';
import { TotalCost } from '@/components/recipe/total-cost';

/** The confirmation of section 8, for selected rows and for a single row alike. */
export const DELETE_ROWS_MODAL: ModalOptions = {
  title: 'Delete selected rows',
  text: 'Are you sure you want to delete these rows? Data will be removed from the ingredients table. This action cannot be undone.',
  okLabel: 'Delete',
  cancelLabel: 'Cancel',
  tone: 'danger',
};

interface IngredientsEditorProps {
  rows: EditorRow[];
  onRowsChange: (rows: EditorRow[]) => void;
  errors: RecipeErrors;
  /** Clears the messages of a row's field once it changes. */
  onFieldEdited: (key: number, field: RowField) => void;
  editable: boolean;
  confirm: (options: ModalOptions) => Promise<boolean>;
}

/**
 * 'List of Ingredients for one portion': the full table from 1024px, a collapsible list with an add/edit modal
 * below; row selection with select-all and deletion through the confirmation modal; row totals and the total cost.
 */
export function IngredientsEditor({
  rows,
  onRowsChange,
  errors,
  onFieldEdited,
  editable,
  confirm,
}: IngredientsEditorProps) {
  const wide = useWideLayout();
  const headingId = useId();
  const [modal, setModal] = useState<{ open: boolean; mode: 'add' | 'edit'; row: EditorRow }>(() => ({
    open: false,
    mode: 'add',
    row: emptyRow(),
  }));
  const focusRowKey = useRef<number | null>(null);
  const selection = useRowSelection(rows.map((row) => row.key));
  // A row added to the table gets the focus in its first field.
  useEffect(() => {
    if (focusRowKey.current === null) return;
    document
      .querySelector<HTMLInputElement>(`[data-row-key="${focusRowKey.current}"] input[type="text"]`)
      ?.focus();
    focusRowKey.current = null;
  });

  const errorsByKey = rowErrorsByKey(rows, errors);

  const remove = async (keys: number[]) => {
    if (keys.length === 0 || !(await confirm(DELETE_ROWS_MODAL))) return;
    onRowsChange(withoutRows(rows, keys));
    selection.forget(keys);
  };

  const change = (key: number, field: RowField, value: string) => {
    onRowsChange(
      rows.map((row) =>
        row.key !== key ? row : field === 'ingredient' ? withName(row, value) : { ...row, [field]: value },
      ),
    );
    onFieldEdited(key, field);
  };

  const add = () => {
    if (wide) {
      const row = emptyRow();
      focusRowKey.current = row.key;
      onRowsChange([...rows, row]);
    } else {
      setModal({ open: true, mode: 'add', row: emptyRow() });
    }
  };

  const edit = (key: number) => {
    const row = rows.find((candidate) => candidate.key === key);
    if (row) setModal({ open: true, mode: 'edit', row });
  };

  const saveFromModal = (row: EditorRow) => {
    const exists = rows.some((candidate) => candidate.key === row.key);
    onRowsChange(
      exists ? rows.map((candidate) => (candidate.key === row.key ? row : candidate)) : [...rows, row],
    );
    for (const field of ['ingredient', 'measure', 'quantity', 'cost_unit'] as const)
      onFieldEdited(row.key, field);
    setModal((current) => ({ ...current, open: false }));
  };

  const tableError = errors.ingredients;
  // A row's messages are named by its position among the rows sent (`ingredients.0.quantity`): the summary's links
  // find its fields by that name.
  const sent = rowsToSend(rows);
  const errorName = (key: number, field?: RowField) => {
    const index = sent.findIndex((row) => row.key === key);
    return index < 0 ? undefined : `ingredients.${index}${field ? `.${field}` : ''}`;
  };
  const viewProps = {
    rows,
    errorsByKey,
    errorName,
    editable,
    selected: selection.selected,
    onToggle: selection.toggle,
    onDelete: (key: number) => void remove([key]),
  };

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4" data-testid="ingredients">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id={headingId} className="font-display text-2xl font-semibold text-ink">
            List of Ingredients for one portion
          </h2>
          <p className="mt-1 text-sm text-muted">
            Quantity and cost for a single serving; totals are worked out as you type.
          </p>
        </div>
      </div>

      {editable && (
        <SelectionBar selection={selection} rowCount={rows.length} onDelete={(keys) => void remove(keys)} />
      )}

      {rows.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-ink/20 bg-cream/60 px-5 py-8 text-center text-sm text-muted">
          No ingredients yet.{editable && ' Add the first one below.'}
        </p>
      ) : wide ? (
        <IngredientsTable {...viewProps} onChange={change} />
      ) : (
        <IngredientsList {...viewProps} onEdit={edit} />
      )}

      {tableError && (
        <p className="text-sm font-medium text-danger" data-testid="ingredients-error" role="alert">
          {tableError}
        </p>
      )}

      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        {editable ? (
          <Button
            color="outline"
            onClick={add}
            className="self-start"
            data-error-for="ingredients"
            data-error-label="List of Ingredients for one portion"
          >
            <PlusIcon className="size-4" />
            Add ingredient
          </Button>
        ) : (
          <span />
        )}
        <p className="flex items-baseline justify-between gap-6 rounded-2xl bg-ink px-5 py-3 text-white sm:justify-end">
          <span className="text-sm font-semibold tracking-[0.12em] text-white/70 uppercase">Total cost</span>
          <TotalCost rows={rows} className="font-display text-2xl font-semibold text-yellow tabular-nums" />
        </p>
      </div>

      <IngredientModal
        open={modal.open}
        mode={modal.mode}
        row={modal.row}
        onSave={saveFromModal}
        onClose={() => setModal((current) => ({ ...current, open: false }))}
      />
    </section>
  );
}
