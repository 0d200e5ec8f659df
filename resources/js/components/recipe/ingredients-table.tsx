import clsx from 'clsx';
import { rowTotal } from '@shared/recipes/ingredients';
import { DecimalInput } from '@/components/recipe/decimal-input';
import { MEASURE_OPTIONS } from '@/components/recipe/ingredient-modal';
import { TrashIcon } from '@/components/ui/icons';
import { controlClasses } from '@/components/ui/field-frame';
import {
  DECIMAL_FIELDS,
  type EditorRow,
  isMeasureKey,
  ROW_FIELD_LABELS,
  type RowField,
} from '@/lib/recipe-form';
import { money } from '@shared/copy';

export interface IngredientRowsViewProps {
  rows: EditorRow[];
  errorsByKey: Map<number, Partial<Record<RowField, string>>>;
  /** The name the messages give a row's field (or the row), for the error summary's links. */
  errorName: (key: number, field?: RowField) => string | undefined;
  /** The stage is open and the contestant not rejected: the editing controls show (section 4). */
  editable: boolean;
  selected: ReadonlySet<number>;
  onToggle: (key: number) => void;
  onDelete: (key: number) => void;
}

interface IngredientsTableProps extends IngredientRowsViewProps {
  onChange: (key: number, field: RowField, value: string) => void;
}

const headCell = 'px-2 py-3 text-left text-xs font-semibold tracking-[0.12em] text-muted uppercase';

function CellError({ message, id }: { message?: string; id: string }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1 text-xs font-medium text-danger">
      {message}
    </p>
  );
}

/** The full ingredients table, from 1024px: every row edited in place. */
export function IngredientsTable({
  rows,
  errorsByKey,
  errorName,
  editable,
  selected,
  onToggle,
  onDelete,
  onChange,
}: IngredientsTableProps) {
  return (
    <table className="w-full table-fixed border-collapse" data-testid="ingredients-table">
      <thead>
        <tr className="border-b-2 border-ink">
          {editable && (
            <th scope="col" className="w-12 px-2 py-3">
              <span className="sr-only">Selected</span>
            </th>
          )}
          <th scope="col" className={headCell}>
            Ingredient
          </th>
          <th scope="col" className={clsx(headCell, 'w-48')}>
            Unit
          </th>
          <th scope="col" className={clsx(headCell, 'w-32 text-right')}>
            Quantity
          </th>
          <th scope="col" className={clsx(headCell, 'w-36 text-right')}>
            Cost per unit
          </th>
          <th scope="col" className={clsx(headCell, 'w-32 text-right')}>
            Total
          </th>
          {editable && (
            <th scope="col" className="w-14 px-2 py-3">
              <span className="sr-only">Delete</span>
            </th>
          )}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => {
          const errors = errorsByKey.get(row.key) ?? {};
          const label = (name: string) => `${name}, row ${index + 1}`;
          const errorId = (field: RowField) => `row-${row.key}-${field}-error`;
          const described = (field: RowField) => (errors[field] ? errorId(field) : undefined);
          return (
            <tr
              key={row.key}
              className={clsx('border-b border-sand align-top', selected.has(row.key) && 'bg-yellow/10')}
              data-testid="ingredient-row"
              data-row-key={row.key}
            >
              {editable && (
                <td className="px-2 py-3 text-center">
                  <input
                    type="checkbox"
                    aria-label={`Select ${row.ingredient.trim() || `row ${index + 1}`}`}
                    checked={selected.has(row.key)}
                    onChange={() => onToggle(row.key)}
                    className="mt-2.5 size-6 cursor-pointer accent-ink"
                  />
                </td>
              )}
              <td className="px-2 py-2">
                {/* One line of text that grows with what is typed, so a long name is never cut off. */}
                <textarea
                  rows={1}
                  aria-label={label('Ingredient')}
                  data-error-for={errorName(row.key, 'ingredient')}
                  value={row.ingredient}
                  onChange={(event) =>
                    onChange(row.key, 'ingredient', event.target.value.replace(/[\r\n]+/g, ' '))
                  }
                  onKeyDown={(event) => {
                    if (event.key === 'Enter') event.preventDefault();
                  }}
                  disabled={!editable}
                  maxLength={200}
                  aria-invalid={errors.ingredient ? true : undefined}
                  aria-describedby={described('ingredient')}
                  className={controlClasses(
                    Boolean(errors.ingredient),
                    'block min-h-11 resize-none py-2 leading-6 wrap-anywhere field-sizing-content',
                  )}
                />
                <CellError message={errors.ingredient} id={errorId('ingredient')} />
              </td>
              <td className="px-2 py-2">
                <select
                  aria-label={label('Unit')}
                  data-error-for={errorName(row.key, 'measure')}
                  value={row.measure}
                  onChange={(event) =>
                    onChange(row.key, 'measure', isMeasureKey(event.target.value) ? event.target.value : '')
                  }
                  disabled={!editable}
                  aria-invalid={errors.measure ? true : undefined}
                  aria-describedby={described('measure')}
                  className={controlClasses(Boolean(errors.measure), 'h-11 pr-2 pl-3')}
                >
                  <option value="">Select...</option>
                  {MEASURE_OPTIONS.map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label}
                    </option>
                  ))}
                </select>
                <CellError message={errors.measure} id={errorId('measure')} />
              </td>
              {DECIMAL_FIELDS.map((field) => (
                <td key={field} className="px-2 py-2">
                  <DecimalInput
                    aria-label={label(ROW_FIELD_LABELS[field])}
                    data-error-for={errorName(row.key, field)}
                    value={row[field]}
                    onValueChange={(value) => onChange(row.key, field, value)}
                    disabled={!editable}
                    invalid={Boolean(errors[field])}
                    aria-invalid={errors[field] ? true : undefined}
                    aria-describedby={described(field)}
                  />
                  <CellError message={errors[field]} id={errorId(field)} />
                </td>
              ))}
              <td className="px-2 py-2 text-right">
                <span
                  className="inline-block pt-2.5 font-semibold text-ink tabular-nums"
                  data-testid="row-total"
                >
                  {money(rowTotal(row), 'total')}
                </span>
              </td>
              {editable && (
                <td className="px-2 py-2 text-center">
                  <button
                    type="button"
                    onClick={() => onDelete(row.key)}
                    aria-label={`Delete ${row.ingredient.trim() || `row ${index + 1}`}`}
                    className="mt-0.5 inline-flex size-10 items-center justify-center rounded-full text-muted hover:bg-danger-soft hover:text-danger"
                  >
                    <TrashIcon className="size-5" />
                  </button>
                </td>
              )}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
