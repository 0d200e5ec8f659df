import { ScrollRegion } from '@/components/ui/scroll-region';
import { TIE_RULE_LABELS, type FinalRankingProps } from '@shared/judging/final-scoring';

const fixed = (value: number | null, digits = 2) => (value === null ? '—' : value.toFixed(digits));

/**
 * The live final's ranking with each part of the score: the tasting mean, with the kitchen score its percentage and
 * the lateness penalty, and the rule that broke each tie. Scrolls sideways inside itself on a phone.
 */
export function FinalRankingTable({ ranking }: { ranking: FinalRankingProps }) {
  const { kitchenScore, maxScore } = ranking;
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm text-muted" data-testid="final-ranking-rule">
        {kitchenScore
          ? `Final score of 100: tasting ${ranking.tastingWeight} % (its mean as a share of 25) and kitchen ${ranking.kitchenWeight} % (the kitchen judges' mean share of their maximum), less ${ranking.penaltyPerMinute} points a minute late.`
          : 'Final score: the tasting mean, of 25.'}{' '}
        Ties:{' '}
        {ranking.tieBreak.length === 0
          ? 'shared places'
          : ranking.tieBreak.map((rule) => TIE_RULE_LABELS[rule]).join(', then ')}
        .
      </p>
      <ScrollRegion label="Final ranking, scrolls sideways" className="rounded-2xl bg-white ring-1 ring-sand">
        <table className="w-full min-w-[36rem] text-left text-sm" data-testid="final-ranking">
          <thead className="border-b border-sand text-xs tracking-wide text-muted uppercase">
            <tr>
              <th scope="col" className="px-3 py-2">
                Place
              </th>
              <th scope="col" className="px-3 py-2">
                Plate
              </th>
              <th scope="col" className="px-3 py-2">
                Finalist
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                Tasting / 25
              </th>
              {kitchenScore && (
                <>
                  <th scope="col" className="px-3 py-2 text-right">
                    Kitchen %
                  </th>
                  <th scope="col" className="px-3 py-2 text-right">
                    Late
                  </th>
                </>
              )}
              <th scope="col" className="px-3 py-2 text-right">
                Score / {maxScore}
              </th>
              <th scope="col" className="px-3 py-2">
                Tie broken by
              </th>
            </tr>
          </thead>
          <tbody>
            {ranking.places.map((row) => (
              <tr
                key={row.recipeId}
                className="border-b border-sand/60 last:border-0"
                data-testid="final-place"
              >
                <td className="px-3 py-2 font-semibold tabular-nums">
                  {row.place ?? '—'}
                  {row.stillTied && <span className="ml-1 text-xs font-normal text-muted">(tied)</span>}
                </td>
                <td className="px-3 py-2 tabular-nums">{row.code ?? '—'}</td>
                <td className="px-3 py-2">
                  <span className="font-semibold text-ink">{row.contestant}</span>
                  <span className="block text-xs text-muted">{row.recipe}</span>
                </td>
                <td className="px-3 py-2 text-right tabular-nums">{fixed(row.tasting)}</td>
                {kitchenScore && (
                  <>
                    <td className="px-3 py-2 text-right tabular-nums">{fixed(row.kitchen, 1)}</td>
                    <td className="px-3 py-2 text-right tabular-nums">
                      {row.minutesLate > 0 ? `${row.minutesLate} min (−${row.penalty})` : '—'}
                    </td>
                  </>
                )}
                <td className="px-3 py-2 text-right font-semibold tabular-nums">{fixed(row.score)}</td>
                <td className="px-3 py-2">{row.tieBrokenBy ? TIE_RULE_LABELS[row.tieBrokenBy] : '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </div>
  );
}
