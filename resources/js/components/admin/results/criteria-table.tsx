import { ScrollRegion } from '@/components/ui/scroll-region';
import type { ResultsRowProps } from '@/types';
import { points } from './format';

const CRITERIA = [
  { key: 'creativity', label: 'Creativity' },
  { key: 'appearance', label: 'Appearance' },
  { key: 'ingredients', label: 'Ingredients' },
  { key: 'deployability', label: 'Deployability' },
  { key: 'profitability', label: 'Profitability' },
] as const;

/** Each recipe's average per criterion (stars 1–5; profitability 0 or 5), in the ranking's order. */
export function CriteriaTable({ rows }: { rows: ResultsRowProps[] }) {
  if (rows.length === 0) return null;
  return (
    <ScrollRegion label="Average per criterion" className="rounded-3xl bg-white shadow-sm ring-1 ring-sand">
      <table className="w-full min-w-[600px] text-sm" data-testid="criteria-table">
        <caption className="sr-only">Average score per criterion</caption>
        <thead className="bg-cream text-left text-xs tracking-wide text-muted uppercase">
          <tr>
            <th scope="col" className="px-3 py-3 font-semibold">
              Recipe
            </th>
            {CRITERIA.map((criterion) => (
              <th key={criterion.key} scope="col" className="px-3 py-3 text-right font-semibold">
                {criterion.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-sand">
          {rows.map((row) => (
            <tr key={row.recipeId}>
              <th scope="row" className="px-3 py-2.5 text-left font-semibold text-ink">
                {row.recipeName}
              </th>
              {CRITERIA.map((criterion) => (
                <td key={criterion.key} className="px-3 py-2.5 text-right tabular-nums">
                  {points(row.criteria[criterion.key])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
