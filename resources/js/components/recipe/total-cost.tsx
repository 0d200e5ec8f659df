import { type IngredientRow, totalCost } from '@shared/recipes/ingredients';
import { money } from '@shared/copy';

/** The recipe's total cost, in dollars with three decimals: under the editor's table and the read-only summary. */
export function TotalCost({
  rows,
  as: Tag = 'span',
  className,
}: {
  rows: ReadonlyArray<Pick<IngredientRow, 'quantity' | 'cost_unit'>>;
  as?: 'span' | 'td';
  className: string;
}) {
  return (
    <Tag className={className} data-testid="total-cost">
      {money(totalCost(rows), 'total')}
    </Tag>
  );
}
