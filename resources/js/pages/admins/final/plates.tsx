import { Head, Link } from '@inertiajs/react';
import { Button } from '@/components/ui/button';
import type { PlateSheetPageProps } from '@shared/admin/live-final.props';

/**
 * /admins/final/plates: the printable sheet for the kitchen — the list that matches codes to finalists (it stays in
 * the kitchen), then one label per plate with its code alone, to cut out. Only the sheet prints, not the page around.
 */
export default function PlateSheet({ editionYear, finalists, backUrl }: PlateSheetPageProps) {
  return (
    <>
      <Head title="Plate sheet" />
      <div className="mx-auto flex w-full max-w-4xl flex-col gap-8 px-4 py-8 sm:px-6 print:max-w-none print:p-0">
        <div className="flex flex-wrap items-center justify-between gap-3 print:hidden">
          <Link href={backUrl} className="text-sm font-semibold text-ink underline underline-offset-4">
            Back to the live final
          </Link>
          <Button color="yellow" onClick={() => window.print()} disabled={finalists.length === 0}>
            Print
          </Button>
        </div>
        {finalists.length === 0 ? (
          <p className="rounded-2xl bg-white px-5 py-6 text-muted ring-1 ring-sand" data-testid="no-plates">
            No plate codes yet: turn on the live final to draw them.
          </p>
        ) : (
          <>
            <section
              aria-labelledby="kitchen-heading"
              className="rounded-2xl bg-white p-6 ring-1 ring-sand print:ring-0"
            >
              <h1 id="kitchen-heading" className="font-display text-2xl font-semibold text-ink">
                Final {editionYear} · plate codes
              </h1>
              <p className="mt-1 text-sm text-muted">Kitchen copy: keep it away from the judges' table.</p>
              <table className="mt-5 w-full text-left text-sm" data-testid="plate-sheet">
                <thead>
                  <tr className="border-b border-sand text-xs tracking-wide text-muted uppercase">
                    <th scope="col" className="py-2 pr-4">
                      Plate
                    </th>
                    <th scope="col" className="py-2 pr-4">
                      Finalist
                    </th>
                    <th scope="col" className="py-2">
                      Recipe
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {finalists.map((finalist) => (
                    <tr key={finalist.recipeId} className="border-b border-sand/70 last:border-0">
                      <td className="py-3 pr-4 font-display text-xl font-semibold text-ink tabular-nums">
                        {finalist.code}
                      </td>
                      <td className="py-3 pr-4 font-semibold text-ink">{finalist.contestant}</td>
                      <td className="py-3 text-ink">{finalist.recipe}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
            <section aria-label="Plate labels" className="break-before-page">
              <ul
                className="grid grid-cols-2 gap-4 sm:grid-cols-3 print:grid-cols-3"
                data-testid="plate-labels"
              >
                {finalists.map((finalist) => (
                  <li
                    key={finalist.recipeId}
                    className="flex aspect-[3/2] flex-col items-center justify-center rounded-2xl border-2 border-dashed border-ink/40 bg-white break-inside-avoid"
                  >
                    <span className="text-xs font-semibold tracking-[0.2em] text-muted uppercase">Plate</span>
                    <span className="font-display text-5xl font-semibold text-ink tabular-nums">
                      {finalist.code}
                    </span>
                  </li>
                ))}
              </ul>
            </section>
          </>
        )}
      </div>
    </>
  );
}
