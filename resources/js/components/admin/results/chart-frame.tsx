import type { ReactNode } from 'react';
import { ScrollRegion } from '@/components/ui/scroll-region';

/**
 * A chart with its title and, under it, the same numbers as a table (collapsed): the drawing is an image with a
 * summary for screen readers, the table gives every value to anyone who wants them.
 */
export function ChartFrame({
  id,
  title,
  summary,
  chart,
  table,
}: {
  id: string;
  title: string;
  summary: string;
  chart: ReactNode;
  table: ReactNode;
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
        {chart}
      </div>
      <details className="mt-4 text-sm">
        <summary className="cursor-pointer font-semibold text-ink">Show as table</summary>
        <ScrollRegion label={`${title} as a table`} className="mt-3">
          {table}
        </ScrollRegion>
      </details>
    </figure>
  );
}
