import { measureLabel, rowTotal } from '@shared/recipes/ingredients';
import { TotalCost } from '@/components/recipe/total-cost';
import type { IngredientRow } from '@/types';
import { money } from '@shared/copy';

const head = 'px-3 py-3 text-xs font-semibold tracking-[0.1em] whitespace-nowrap text-muted uppercase';

/**
 * The ingredients of a recipe, read-only, with row totals and the total cost. On phones the quantity, unit and
 * cost per unit fold under the ingredient's name, so the table keeps two readable columns.
 */
export function IngredientsSummary({ rows }: { rows: IngredientRow[] }) {
  if (rows.length === 0) {
    return <p className="rounded-2xl bg-cream px-5 py-6 text-sm text-muted">No ingredients listed yet.</p>;
  }
  return (
    <table className="w-full border-collapse text-left" data-testid="ingredients-summary">
      <thead>
        <tr className="border-b-2 border-ink">
          <th scope="col" className={head}>
            Ingredient
          </th>
          <th scope="col" className={`${head} hidden text-right sm:table-cell`}>
            Quantity
          </th>
          <th scope="col" className={`${head} hidden sm:table-cell`}>
            Unit
          </th>
          <th scope="col" className={`${head} hidden text-right sm:table-cell`}>
            Cost per unit
          </th>
          <th scope="col" className={`${head} text-right`}>
            Total
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr key={index} className="border-b border-sand align-top">
            <td className="px-3 py-3">
              <span className="font-semibold wrap-anywhere text-ink">{row.ingredient}</span>
              <span className="block text-sm text-muted tabular-nums sm:hidden">
                {row.quantity} {measureLabel(row.measure)} × {money(row.cost_unit)}
              </span>
            </td>
            <td className="hidden px-3 py-3 text-right tabular-nums sm:table-cell">{row.quantity}</td>
            <td className="hidden px-3 py-3 sm:table-cell">{measureLabel(row.measure)}</td>
            <td className="hidden px-3 py-3 text-right tabular-nums sm:table-cell">{money(row.cost_unit)}</td>
            <td className="px-3 py-3 text-right font-semibold tabular-nums">
              {money(rowTotal(row), 'total')}
            </td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th
            scope="row"
            colSpan={4}
            className="hidden px-3 pt-4 text-right text-sm font-semibold sm:table-cell"
          >
            Total cost
          </th>
          <th scope="row" className="px-3 pt-4 text-left text-sm font-semibold sm:hidden">
            Total cost
          </th>
          <TotalCost
            as="td"
            rows={rows}
            className="px-3 pt-4 text-right font-display text-2xl font-semibold tabular-nums"
          />
        </tr>
      </tfoot>
    </table>
  );
}
