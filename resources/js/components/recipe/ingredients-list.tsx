import clsx from 'clsx';
import { useId, useState } from 'react';
import { measureLabel, rowTotal } from '@shared/recipes/ingredients';
import type { IngredientRowsViewProps } from '@/components/recipe/ingredients-table';
import { AlertIcon, ChevronDownIcon, PencilIcon, TrashIcon } from '@/components/ui/icons';
import { ROW_FIELD_LABELS, type RowField } from '@/lib/recipe-form';
import { money } from '@shared/copy';
import { toggledIn } from '@/lib/sets';

interface IngredientsListProps extends IngredientRowsViewProps {
  onEdit: (key: number) => void;
}

/** The ingredients under 1024px: one collapsible item per row; rows are added and changed in a modal. */
export function IngredientsList({
  rows,
  errorsByKey,
  errorName,
  editable,
  selected,
  onToggle,
  onDelete,
  onEdit,
}: IngredientsListProps) {
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set());
  const baseId = useId();
  const actions = [
    {
      label: 'Edit',
      Icon: PencilIcon,
      className: 'border border-ink/25 bg-white text-ink hover:border-ink',
      run: onEdit,
    },
    { label: 'Delete', Icon: TrashIcon, className: 'text-danger hover:bg-danger-soft', run: onDelete },
  ];
  const toggle = (key: number) => setExpanded((current) => toggledIn(current, key));

  return (
    <ul
      className="divide-y divide-sand overflow-hidden rounded-2xl ring-1 ring-sand"
      data-testid="ingredients-list"
    >
      {rows.map((row, index) => {
        const errors = errorsByKey.get(row.key) ?? {};
        const hasErrors = Object.values(errors).some(Boolean);
        // A row with a problem stays open, so its messages are in view.
        const open = expanded.has(row.key) || hasErrors;
        const panelId = `${baseId}-${row.key}`;
        const name = row.ingredient.trim() || `Ingredient ${index + 1}`;
        const unit = row.measure ? measureLabel(row.measure) : '';
        return (
          <li
            key={row.key}
            className={clsx('bg-white', selected.has(row.key) && 'bg-yellow/10')}
            data-testid="ingredient-item"
          >
            <div className="flex items-center gap-3 px-4 py-3">
              {editable && (
                <input
                  type="checkbox"
                  aria-label={`Select ${name}`}
                  checked={selected.has(row.key)}
                  onChange={() => onToggle(row.key)}
                  className="size-6 shrink-0 cursor-pointer accent-ink"
                />
              )}
              <button
                type="button"
                onClick={() => toggle(row.key)}
                // The summary's links to this row's messages lead to its Edit button, or here when it has none.
                data-error-for={editable ? undefined : errorName(row.key)}
                aria-expanded={open}
                aria-controls={panelId}
                className="flex min-w-0 flex-1 items-center gap-3 rounded-lg py-1 text-left"
              >
                <span className="min-w-0 flex-1">
                  <span className="flex items-center gap-1.5 font-semibold text-ink">
                    {hasErrors && <AlertIcon className="size-4 shrink-0 text-danger" />}
                    <span className="min-w-0 wrap-anywhere">{name}</span>
                  </span>
                  <span className="block text-sm wrap-anywhere text-muted tabular-nums">
                    {[row.quantity, unit].filter(Boolean).join(' ')}
                    {row.cost_unit && ` × ${money(row.cost_unit)}`}
                  </span>
                </span>
                <span className="shrink-0 font-semibold text-ink tabular-nums" data-testid="row-total">
                  {money(rowTotal(row), 'total')}
                </span>
                <ChevronDownIcon
                  className={clsx('size-5 shrink-0 text-muted transition-transform', open && 'rotate-180')}
                />
              </button>
            </div>
            <div id={panelId} className="collapsible" data-open={open}>
              <div>
                <div className="px-4 pb-4">
                  <dl className="grid grid-cols-2 gap-x-4 gap-y-3 rounded-xl bg-cream p-4 text-sm">
                    {(['measure', 'quantity', 'cost_unit'] as const).map((field) => (
                      <div key={field}>
                        <dt className="text-xs font-semibold tracking-[0.12em] text-muted uppercase">
                          {ROW_FIELD_LABELS[field]}
                        </dt>
                        <dd className="mt-0.5 text-ink tabular-nums">
                          {field === 'measure'
                            ? unit || '—'
                            : row[field]
                              ? field === 'cost_unit'
                                ? `$${row[field]}`
                                : row[field]
                              : '—'}
                        </dd>
                      </div>
                    ))}
                    <div>
                      <dt className="text-xs font-semibold tracking-[0.12em] text-muted uppercase">Total</dt>
                      <dd className="mt-0.5 font-semibold text-ink tabular-nums">
                        {money(rowTotal(row), 'total')}
                      </dd>
                    </div>
                  </dl>
                  {hasErrors && (
                    <ul className="mt-3 space-y-1 text-sm font-medium text-danger">
                      {(Object.keys(ROW_FIELD_LABELS) as RowField[])
                        .filter((field) => errors[field])
                        .map((field) => (
                          <li key={field}>
                            {ROW_FIELD_LABELS[field]}: {errors[field]}
                          </li>
                        ))}
                    </ul>
                  )}
                  {editable && (
                    <div className="mt-3 flex gap-2">
                      {actions.map(({ label, Icon, className, run }) => (
                        <button
                          key={label}
                          type="button"
                          onClick={() => run(row.key)}
                          className={clsx(
                            'inline-flex h-10 items-center gap-2 rounded-full px-4 text-sm font-semibold',
                            className,
                          )}
                          aria-label={`${label} ${name}`}
                          data-error-for={label === 'Edit' ? errorName(row.key) : undefined}
                        >
                          <Icon className="size-4" />
                          {label}
                        </button>
                      ))}
                    </div>
                  )}
                </div>
              </div>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
