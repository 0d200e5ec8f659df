import type { ReactNode } from 'react';
import { TableHead } from '@/components/ui/column-heads';
import { ScrollRegion } from '@/components/ui/scroll-region';

/** The chart's numbers: the first column names the row, the others are right-aligned figures. */
export interface ChartTable {
  caption: string;
  heads: readonly string[];
  rows: ReadonlyArray<{ key: string | number; cells: readonly ReactNode[] }>;
}

/**
 * A chart with its title and, under it, the same numbers as a table (collapsed): the drawing is an image with a
 * summary for screen readers, the table gives every value to anyone who wants them.
 */
export function ChartFrame({
  id,
  title,
  summary,
  size,
  chart,
  table,
}: {
  id: string;
  title: string;
  summary: string;
  /** The drawing's own units: it scales to the frame's width. */
  size: { width: number; height: number };
  /** The drawing's shapes, inside its SVG. */
  chart: ReactNode;
  table: ChartTable;
}) {
  return (
    <figure
      className="flex min-w-0 flex-col rounded-3xl bg-white p-5 shadow-sm ring-1 ring-sand sm:p-6"
      data-testid={id}
    >
      <figcaption className="font-display text-xl font-semibold text-ink" id={`${id}-title`}>
        {title}
      </figcaption>
      <p className="mt-1 text-sm text-muted" id={`${id}-summary`}>
        {summary}
      </p>
      <div className="mt-4" role="img" aria-labelledby={`${id}-title`} aria-describedby={`${id}-summary`}>
        <svg viewBox={`0 0 ${size.width} ${size.height}`} className="h-auto w-full" aria-hidden="true">
          {chart}
        </svg>
      </div>
      <details className="mt-4 text-sm">
        <summary className="cursor-pointer font-semibold text-ink">Show as table</summary>
        <ScrollRegion label={`${title} as a table`} className="mt-3">
          <table className="w-full text-left">
            <caption className="sr-only">{table.caption}</caption>
            <TableHead
              rowClassName="text-muted"
              cellClassName="py-1 font-semibold"
              heads={table.heads.map((label, index) =>
                index === 0 ? label : { label, className: 'text-right' },
              )}
            />
            <tbody>
              {table.rows.map(({ key, cells }) => (
                <tr key={key} className="border-t border-sand">
                  {cells.map((cell, index) => (
                    <td key={index} className={index === 0 ? 'py-1' : 'py-1 text-right tabular-nums'}>
                      {cell}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      </details>
    </figure>
  );
}
