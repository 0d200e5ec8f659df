import clsx from 'clsx';
import { PROFITABILITY_GUIDE } from '@shared/judging/judging-rules';
import { FoodCostFigures } from '@/components/recipe/food-cost-figures';
import type { CostComparisonProps } from '@/types';
import { money } from '@shared/copy';

function ordinal(rank: number): string {
  const tens = rank % 100;
  if (tens >= 11 && tens <= 13) return `${rank}th`;
  return `${rank}${['th', 'st', 'nd', 'rd'][rank % 10] ?? 'th'}`;
}

/** Where on the bar a fraction sits, kept inside the track so the markers stay visible. */
const at = (fraction: number) => `${Math.min(100, Math.max(0, fraction * 100))}%`;

/**
 * The recipe's cost per portion beside the round's median and range (computed on the server), so the judge decides
 * profitability from numbers.
 */
export function CostComparison({ cost }: { cost: CostComparisonProps }) {
  const guide = money(PROFITABILITY_GUIDE.maxCostOfGoods);
  return (
    <div className="rounded-2xl bg-cream p-4 ring-1 ring-sand" data-testid="cost-comparison">
      <div className="flex flex-wrap items-end justify-between gap-x-4 gap-y-1">
        <div>
          <p className="text-xs font-semibold tracking-[0.14em] text-muted uppercase">Cost per portion</p>
          <p
            className="font-display text-3xl font-semibold text-ink tabular-nums"
            data-testid="cost-per-portion"
          >
            {money(cost.cost, 'total')}
          </p>
        </div>
        <p
          className={clsx(
            'rounded-full px-3 py-1 text-xs font-bold',
            cost.meetsGuide ? 'bg-emerald-100 text-emerald-900' : 'bg-danger-soft text-danger',
          )}
        >
          {cost.meetsGuide ? `Within the ${guide} guide` : `Above the ${guide} guide`}
        </p>
      </div>

      {cost.count > 1 && (
        <div className="mt-4">
          <div className="relative h-2 rounded-full bg-sand" aria-hidden="true">
            <span
              className="absolute top-1/2 h-4 w-0.5 -translate-x-1/2 -translate-y-1/2 bg-muted"
              style={{ left: at(cost.medianPlaceInRange) }}
            />
            <span
              className="absolute top-1/2 size-4 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-white bg-ink shadow"
              style={{ left: at(cost.placeInRange) }}
            />
          </div>
          <div className="mt-1.5 flex justify-between text-xs text-muted tabular-nums" aria-hidden="true">
            <span>{money(cost.min, 'total')}</span>
            <span>{money(cost.max, 'total')}</span>
          </div>
        </div>
      )}

      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
        <div>
          <dt className="text-muted">Round median</dt>
          <dd className="font-semibold tabular-nums" data-testid="cost-median">
            {money(cost.median, 'total')}
          </dd>
        </div>
        <div>
          <dt className="text-muted">Round range</dt>
          <dd className="font-semibold tabular-nums" data-testid="cost-range">
            {money(cost.min, 'total')} – {money(cost.max, 'total')}
          </dd>
        </div>
        <div>
          <dt className="text-muted">Place</dt>
          <dd className="font-semibold">
            {cost.count > 1 ? `${ordinal(cost.rank)} cheapest of ${cost.count}` : 'The only recipe so far'}
          </dd>
        </div>
        <div>
          <dt className="text-muted">Gross profit at {money(PROFITABILITY_GUIDE.maxSellingPrice)}</dt>
          <dd className="font-semibold tabular-nums">{cost.grossProfitAtMaxPrice}%</dd>
        </div>
      </dl>

      <div className="mt-4 border-t border-sand pt-4" data-testid="contestant-price">
        <p className="mb-2 text-xs font-semibold tracking-[0.14em] text-muted uppercase">
          {cost.menuPriceCents === null ? 'No menu price given' : "At the contestant's menu price"}
        </p>
        <FoodCostFigures
          costThousandths={cost.costThousandths}
          priceCents={cost.menuPriceCents}
          tone="panel"
          showCost={false}
        />
      </div>
    </div>
  );
}
