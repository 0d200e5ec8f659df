import { useEffect, useId, useRef, useState } from 'react';
import { useWideLayout } from '@/components/recipe/use-wide-layout';
import { Button } from '@/components/ui/button';
import { controlClasses } from '@/components/ui/field-frame';
import { PencilIcon, PlusIcon } from '@/components/ui/icons';
import type { ModalOptions } from '@/components/ui/modal';
import { RowCheckbox, SelectionBar, useRowSelection, withoutRows } from '@/components/ui/row-selection';
import { type EditorFact, newKey } from './editor-rows';
import { DELETE_TABLE_ROWS_MODAL, DeleteRowButton, EditorTableHead, RowModal } from './row-modal';
import { SectionHeading } from '@/components/ui/section-heading';

const FIELDS = [
  { name: 'item', label: 'Item', maxLength: 200 },
  { name: 'quantity', label: 'Quantity', maxLength: 200 },
] as const;

interface NutritionEditorProps {
  facts: EditorFact[];
  onChange: (facts: EditorFact[]) => void;
  errors: Record<string, string>;
  confirm: (options: ModalOptions) => Promise<boolean>;
}

/**
 * The nutritional facts table (item and quantity): a table edited in place at 1024px and wider, a list with an
 * add/edit modal below. Each row needs both values.
 */
export function NutritionEditor({ facts, onChange, errors, confirm }: NutritionEditorProps) {
  const wide = useWideLayout();
  const headingId = useId();
  const focusKey = useRef<number | null>(null);
  const selection = useRowSelection(facts.map((fact) => fact.key));
  const [modal, setModal] = useState<{
    open: boolean;
    key: number | null;
    values: Record<string, string>;
    count: number;
  }>({
    open: false,
    key: null,
    values: {},
    count: 0,
  });

  useEffect(() => {
    if (focusKey.current === null) return;
    document.querySelector<HTMLInputElement>(`[data-fact-key="${focusKey.current}"]`)?.focus();
    focusKey.current = null;
  });

  const add = () => {
    if (wide) {
      const key = newKey();
      focusKey.current = key;
      onChange([...facts, { key, item: '', quantity: '' }]);
    } else {
      setModal((current) => ({
        open: true,
        key: null,
        values: { item: '', quantity: '' },
        count: current.count + 1,
      }));
    }
  };

  const edit = (fact: EditorFact) =>
    setModal((current) => ({
      open: true,
      key: fact.key,
      values: { item: fact.item, quantity: fact.quantity },
      count: current.count + 1,
    }));

  const saveFromModal = (values: Record<string, string>) => {
    const row = { item: values.item, quantity: values.quantity };
    onChange(
      modal.key === null
        ? [...facts, { key: newKey(), ...row }]
        : facts.map((fact) => (fact.key === modal.key ? { ...fact, ...row } : fact)),
    );
    setModal((current) => ({ ...current, open: false }));
  };

  const remove = async (keys: number[]) => {
    if (keys.length === 0 || !(await confirm(DELETE_TABLE_ROWS_MODAL))) return;
    onChange(withoutRows(facts, keys));
    selection.forget(keys);
  };

  const change = (key: number, name: 'item' | 'quantity', value: string) =>
    onChange(facts.map((fact) => (fact.key === key ? { ...fact, [name]: value } : fact)));

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4" data-testid="nutrition-editor">
      <div>
        <SectionHeading id={headingId} level="h3" lead="Per portion, for example Calories and 420 kcal.">
          Nutritional facts
        </SectionHeading>
      </div>

      <SelectionBar
        selection={selection}
        rowCount={facts.length}
        onDelete={(keys) => void remove(keys)}
        selectAllLabel="Select all nutritional facts"
      />

      {facts.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-ink/20 bg-cream/60 px-5 py-6 text-center text-sm text-muted">
          No nutritional facts yet.
        </p>
      ) : wide ? (
        <table className="w-full border-collapse text-sm" data-testid="nutrition-table">
          <EditorTableHead
            heads={[
              { label: 'Item', className: 'pr-3' },
              { label: 'Quantity', className: 'pr-3' },
            ]}
          />
          <tbody>
            {facts.map((fact, index) => (
              <tr key={fact.key} className="align-top">
                <td className="py-2 pt-5">
                  <RowCheckbox
                    label={`Select nutritional fact ${index + 1}`}
                    checked={selection.selected.has(fact.key)}
                    onChange={() => selection.toggle(fact.key)}
                  />
                </td>
                {FIELDS.map((field, column) => {
                  const error = errors[`nutritional_facts.${index}.${field.name}`];
                  return (
                    <td key={field.name} className="py-2 pr-3">
                      <input
                        type="text"
                        data-fact-key={column === 0 ? fact.key : undefined}
                        data-error-for={`nutritional_facts.${index}.${field.name}`}
                        aria-label={`${field.label} ${index + 1}`}
                        aria-invalid={error ? true : undefined}
                        value={fact[field.name]}
                        maxLength={field.maxLength}
                        onChange={(event) => change(fact.key, field.name, event.target.value)}
                        className={controlClasses(Boolean(error), 'h-11')}
                      />
                      {error && <p className="mt-1 text-sm font-medium text-danger">{error}</p>}
                    </td>
                  );
                })}
                <td className="py-2 pt-3 text-right">
                  <DeleteRowButton
                    label={`Delete nutritional fact ${index + 1}`}
                    onClick={() => void remove([fact.key])}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <ul
          className="flex flex-col divide-y divide-sand rounded-2xl bg-white ring-1 ring-sand"
          data-testid="nutrition-list"
        >
          {facts.map((fact, index) => {
            const problems = FIELDS.map((field) => errors[`nutritional_facts.${index}.${field.name}`]).filter(
              Boolean,
            );
            return (
              <li key={fact.key} className="flex items-center gap-3 px-4 py-3">
                <RowCheckbox
                  label={`Select nutritional fact ${index + 1}`}
                  checked={selection.selected.has(fact.key)}
                  onChange={() => selection.toggle(fact.key)}
                  className="size-6"
                />
                <div className="min-w-0 flex-1">
                  <p className="font-semibold break-words text-ink">{fact.item || 'No item'}</p>
                  <p className="text-sm break-words text-muted">{fact.quantity || 'No quantity'}</p>
                  {problems.length > 0 && <p className="text-sm font-medium text-danger">{problems[0]}</p>}
                </div>
                <Button
                  color="ghost"
                  size="sm"
                  aria-label={`Edit nutritional fact ${index + 1}`}
                  data-error-for={`nutritional_facts.${index}`}
                  data-error-label={`Nutritional fact ${index + 1}`}
                  onClick={() => edit(fact)}
                >
                  <PencilIcon className="size-4" />
                </Button>
                <DeleteRowButton
                  label={`Delete nutritional fact ${index + 1}`}
                  onClick={() => void remove([fact.key])}
                />
              </li>
            );
          })}
        </ul>
      )}

      {errors.nutritional_facts && (
        <p className="text-sm font-medium text-danger" role="alert" data-testid="nutritional_facts-error">
          {errors.nutritional_facts}
        </p>
      )}
      <Button
        color="outline"
        className="self-start"
        onClick={add}
        data-testid="add-nutritional-fact"
        data-error-for="nutritional_facts"
        data-error-label="Nutritional facts"
      >
        <PlusIcon className="size-4" />
        Add nutritional fact
      </Button>

      <RowModal
        open={modal.open}
        title={modal.key === null ? 'Add nutritional fact' : 'Edit nutritional fact'}
        mode={modal.key === null ? 'add' : 'edit'}
        fields={[...FIELDS]}
        initial={modal.values}
        openCount={modal.count}
        onSave={saveFromModal}
        onClose={() => setModal((current) => ({ ...current, open: false }))}
      />
    </section>
  );
}
