import { Link } from '@inertiajs/react';
import clsx from 'clsx';
import { ScrollRegion } from '@/components/ui/scroll-region';
import type { ResultsRowProps } from '@/types';
import { FinalistToggle } from './finalist-toggle';
import { place, points, zScore } from './format';
import { TableHead } from '@/components/ui/column-heads';

interface Props {
  rows: ResultsRowProps[];
  finalistUrl: string;
  /** The final round: each row links to the past-edition form filled from its recipe. */
  archiveUrl?: string | null;
  onError: () => void;
}

/** A method's cell: the score and the place it gives, highlighted when that place differs from the mean's. */
function MethodCell({ score, rank, differs }: { score: string; rank: number | null; differs: boolean }) {
  return (
    <td
      className={clsx('px-3 py-3 text-right tabular-nums', differs && 'bg-yellow/30')}
      data-differs={differs || undefined}
    >
      <span className="font-semibold text-ink">{score}</span>
      <span className={clsx('ml-2 text-xs', differs ? 'font-bold text-ink' : 'text-muted')}>
        {place(rank)}
        {differs && <span className="sr-only"> (differs from the mean)</span>}
      </span>
    </td>
  );
}

/** The round's ranking by the three methods side by side, the spread between judges and the finalist toggle. */
export function RankingTable({ rows, finalistUrl, archiveUrl = null, onError }: Props) {
  if (rows.length === 0) {
    return (
      <p className="rounded-2xl border border-dashed border-sand bg-white px-4 py-10 text-center text-sm text-muted">
        No recipes in this round yet.
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      <ScrollRegion label="Ranking" className="rounded-3xl bg-white shadow-sm ring-1 ring-sand">
        <table className="w-full min-w-[880px] text-sm" data-testid="ranking-table">
          <caption className="sr-only">
            Ranking by mean, normalised and trimmed mean; highlighted places differ from the mean&apos;s.
          </caption>
          <TableHead
            className="bg-cream text-left text-xs tracking-wide text-muted uppercase"
            cellClassName="px-3 py-3 font-semibold"
            heads={[
              '#',
              'Recipe',
              { label: 'Votes', className: 'text-right' },
              { label: 'Mean (pts)', className: 'text-right' },
              { label: 'Normalised (z)', className: 'text-right' },
              { label: 'Trimmed (pts)', className: 'text-right' },
              { label: 'Spread', className: 'text-right' },
              'Finalist',
              ...(archiveUrl ? [{ label: <span className="sr-only">Archive</span> }] : []),
            ]}
          />
          <tbody className="divide-y divide-sand">
            {rows.map((row) => (
              <tr
                key={row.recipeId}
                data-testid={`ranking-row-${row.recipeId}`}
                className={clsx(row.disagree && 'bg-yellow/5')}
              >
                <td className="px-3 py-3 font-display text-lg font-semibold text-ink tabular-nums">
                  {row.raw.rank ?? '—'}
                </td>
                <th scope="row" className="px-3 py-3 text-left font-normal">
                  <span className="block font-semibold text-ink">{row.recipeName}</span>
                  <span className="block text-xs text-muted">{row.contestant}</span>
                  {row.disagree && (
                    <span className="mt-1 inline-block rounded-full bg-yellow/40 px-2 py-0.5 text-[11px] font-semibold text-ink">
                      Methods disagree
                    </span>
                  )}
                </th>
                <td className="px-3 py-3 text-right tabular-nums">
                  {row.assigned ? (
                    // Assignment (issue 15, part 5): how many of the recipe's assigned judges voted.
                    <span data-testid={`assigned-${row.recipeId}`}>
                      <span
                        className={clsx(
                          row.assigned.voted < row.assigned.judges ? 'font-semibold text-danger' : 'text-ink',
                        )}
                      >
                        {row.assigned.voted}
                      </span>
                      <span className="text-muted"> / {row.assigned.judges}</span>
                      <span className="mt-0.5 block text-[11px] whitespace-nowrap text-muted">
                        assigned voted
                      </span>
                    </span>
                  ) : (
                    <>
                      <span
                        className={clsx(row.votes < row.judges ? 'font-semibold text-danger' : 'text-ink')}
                      >
                        {row.votes}
                      </span>
                      <span className="text-muted"> / {row.judges}</span>
                    </>
                  )}
                  {row.excluded > 0 && (
                    <span
                      className="mt-0.5 block text-[11px] font-semibold whitespace-nowrap text-muted"
                      data-testid={`excluded-${row.recipeId}`}
                      title="Judges in conflict of interest with this contestant: they do not vote on this recipe."
                    >
                      {row.excluded} excluded
                    </span>
                  )}
                </td>
                <MethodCell score={points(row.raw.score)} rank={row.raw.rank} differs={false} />
                <MethodCell
                  score={zScore(row.normalised.score)}
                  rank={row.normalised.rank}
                  differs={row.raw.rank !== null && row.normalised.rank !== row.raw.rank}
                />
                <MethodCell
                  score={points(row.trimmed.score)}
                  rank={row.trimmed.rank}
                  differs={row.raw.rank !== null && row.trimmed.rank !== row.raw.rank}
                />
                <td className="px-3 py-3 text-right text-xs text-muted tabular-nums">
                  {row.spread ? (
                    <>
                      <span className="block text-sm text-ink">σ {points(row.spread.sd)}</span>
                      {points(row.spread.min)}–{points(row.spread.max)}
                    </>
                  ) : (
                    '—'
                  )}
                </td>
                <td className="px-3 py-3">
                  <FinalistToggle
                    url={`${finalistUrl}${row.contestantId}`}
                    contestant={row.contestant}
                    initial={row.isFinalist}
                    onError={onError}
                  />
                </td>
                {archiveUrl && (
                  <td className="px-3 py-3">
                    <Link
                      href={`${archiveUrl}${row.recipeId}`}
                      className="text-xs font-semibold whitespace-nowrap text-ink underline underline-offset-4 hover:text-muted"
                      aria-label={`Archive as past edition: ${row.recipeName}`}
                      data-testid="archive-recipe"
                    >
                      Archive as past edition
                    </Link>
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      {/* What σ and z mean, where an admin reads them. */}
      <p className="px-1 text-sm text-muted" data-testid="ranking-legend">
        <strong className="font-semibold text-ink">Spread (σ):</strong> how far the judges&apos; totals for a
        recipe lie from their mean (the standard deviation), then the lowest and the highest total; a large σ
        means the judges disagree. <strong className="font-semibold text-ink">z</strong> in the Normalised
        column is that mean in spreads of each judge&apos;s own scoring: 0 is an average recipe, +1 one spread
        above.
      </p>
    </div>
  );
}
