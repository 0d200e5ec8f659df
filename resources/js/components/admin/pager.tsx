import { Link } from '@inertiajs/react';
import clsx from 'clsx';
import { ArrowLeftIcon, ArrowRightIcon } from '@/components/ui/icons';
import type { ListMeta } from '@/types';
import { listHref } from './list-url';

/** The page numbers to show: the first, the last, and two either side of the current one, with gaps as null. */
function pageNumbers(page: number, lastPage: number): Array<number | null> {
  const shown = new Set([1, lastPage, page - 2, page - 1, page, page + 1, page + 2]);
  const numbers = [...shown].filter((n) => n >= 1 && n <= lastPage).sort((a, b) => a - b);
  const result: Array<number | null> = [];
  numbers.forEach((n, index) => {
    if (index > 0 && n - numbers[index - 1] > 1) result.push(null);
    result.push(n);
  });
  return result;
}

const stepClasses =
  'inline-flex h-10 items-center gap-1.5 rounded-full border border-ink/20 bg-white px-4 text-sm font-semibold text-ink transition-colors hover:border-ink';
const stepDisabled =
  'inline-flex h-10 items-center gap-1.5 rounded-full border border-ink/10 bg-white/60 px-4 text-sm font-semibold text-muted/60 cursor-not-allowed';

interface PagerProps {
  basePath: string;
  list: ListMeta;
  /** What the rows are, for the count: 'recipes', 'contestants', … */
  noun: string;
}

/** "Showing 26–50 of 120 recipes" and the page links of a server-side list. */
export function Pager({ basePath, list, noun }: PagerProps) {
  const first = list.total === 0 ? 0 : (list.page - 1) * list.perPage + 1;
  const last = Math.min(list.total, list.page * list.perPage);
  const href = (page: number) => listHref(basePath, list, { page });
  return (
    <div className="flex flex-col items-center justify-between gap-3 sm:flex-row" data-testid="pager">
      <p className="text-sm text-muted" aria-live="polite">
        {list.total === 0 ? (
          `No ${noun}`
        ) : (
          <>
            Showing <span className="font-semibold text-ink tabular-nums">{first}</span>–
            <span className="font-semibold text-ink tabular-nums">{last}</span> of{' '}
            <span className="font-semibold text-ink tabular-nums" data-testid="list-total">
              {list.total}
            </span>{' '}
            {noun}
          </>
        )}
      </p>
      {list.lastPage > 1 && (
        <nav aria-label="Pages" className="flex items-center gap-1.5">
          {list.page > 1 ? (
            <Link href={href(list.page - 1)} preserveScroll className={stepClasses} rel="prev">
              <ArrowLeftIcon className="size-4" />
              <span className="sr-only sm:not-sr-only">Previous</span>
            </Link>
          ) : (
            <span aria-disabled="true" className={stepDisabled}>
              <ArrowLeftIcon className="size-4" />
              <span className="sr-only sm:not-sr-only">Previous</span>
            </span>
          )}
          <ul className="flex items-center gap-1">
            {pageNumbers(list.page, list.lastPage).map((n, index) =>
              n === null ? (
                <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-muted">
                  …
                </li>
              ) : (
                <li
                  key={n}
                  className={clsx(
                    Math.abs(n - list.page) > 1 && n !== 1 && n !== list.lastPage && 'hidden sm:block',
                  )}
                >
                  <Link
                    href={href(n)}
                    preserveScroll
                    aria-current={n === list.page ? 'page' : undefined}
                    aria-label={`Page ${n}`}
                    className={clsx(
                      'inline-flex size-10 items-center justify-center rounded-full text-sm font-semibold tabular-nums transition-colors',
                      n === list.page ? 'bg-ink text-white' : 'text-ink hover:bg-ink/5',
                    )}
                  >
                    {n}
                  </Link>
                </li>
              ),
            )}
          </ul>
          {list.page < list.lastPage ? (
            <Link href={href(list.page + 1)} preserveScroll className={stepClasses} rel="next">
              <span className="sr-only sm:not-sr-only">Next</span>
              <ArrowRightIcon className="size-4" />
            </Link>
          ) : (
            <span aria-disabled="true" className={stepDisabled}>
              <span className="sr-only sm:not-sr-only">Next</span>
              <ArrowRightIcon className="size-4" />
            </span>
          )}
        </nav>
      )}
    </div>
  );
}
