import clsx from 'clsx';
import { money } from '@shared/copy';
import { dollars, foodCost, guidanceVerdict, percent } from '@shared/recipes/food-cost';
import { formatThousandths } from '@shared/recipes/ingredients';

interface FoodCostFiguresProps {
  /** The portion's cost in thousandths of a dollar ('Total cost'). */
  costThousandths: number;
  /** The contestant's menu price in cents; null shows the figures at the guidance's $10. */
  priceCents: number | null;
  /** 'card' across a page's width (four figures in a row from tablets up), 'panel' in a narrow side panel. */
  tone?: 'card' | 'panel';
  /** False where the cost per portion is already shown beside (the judge's panel). */
  showCost?: boolean;
  className?: string;
}

/**
 * Cost per portion, menu price, food cost %, gross profit % and the profitability guidance met or not: the same
 * figures in the editor (as the contestant types), the read-only views, the admin's review and the judge's panel.
 */
export function FoodCostFigures({
  costThousandths,
  priceCents,
  tone = 'card',
  showCost = true,
  className,
}: FoodCostFiguresProps) {
  const figures = foodCost(costThousandths, priceCents);
  const items = [
    {
      label: 'Cost per portion',
      value: money(formatThousandths(BigInt(costThousandths)), 'total'),
      id: 'cost',
    },
    {
      label: figures.priceGiven ? 'Menu price' : 'Menu price (guidance)',
      value: dollars(figures.priceCents),
      id: 'price',
    },
    { label: 'Food cost', value: percent(figures.foodCostPercent), id: 'food-cost' },
    { label: 'Gross profit', value: percent(figures.grossProfitPercent), id: 'gross-profit' },
  ].filter((item) => showCost || item.id !== 'cost');
  return (
    <div className={clsx('flex flex-col gap-3', className)} data-testid="food-cost-figures">
      <dl className={clsx('grid grid-cols-2 gap-x-4 gap-y-3', tone === 'card' && 'sm:grid-cols-4')}>
        {items.map((item) => (
          <div key={item.id} className="min-w-0">
            <dt className="text-xs font-semibold tracking-[0.08em] text-muted uppercase">{item.label}</dt>
            <dd
              className="font-display text-xl font-semibold text-ink tabular-nums"
              data-testid={`food-cost-${item.id}`}
            >
              {item.value}
            </dd>
          </div>
        ))}
      </dl>
      <p
        className={clsx(
          'self-start rounded-full px-3 py-1 text-xs font-bold',
          figures.meetsGuidance ? 'bg-emerald-100 text-emerald-900' : 'bg-danger-soft text-danger',
        )}
        data-testid="food-cost-verdict"
      >
        {guidanceVerdict(figures)}
      </p>
      {!figures.priceGiven && (
        <p className="text-sm text-muted">
          No menu price given: the figures are at the guidance's {dollars(figures.priceCents)}.
        </p>
      )}
    </div>
  );
}
