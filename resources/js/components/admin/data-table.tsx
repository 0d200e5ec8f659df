import { Link } from '@inertiajs/react';
import clsx from 'clsx';
import type { ReactNode } from 'react';
import { ScrollRegion } from '@/components/ui/scroll-region';
import type { ListMeta } from '@/types';
import { listHref } from './list-url';

export interface Column<Row> {
  /** A stable key; also the `sort` value sent to the server when the column is sortable. */
  key: string;
  label: string;
  render: (row: Row) => ReactNode;
  /** The column's header sorts the list by `key` (the server keeps a whitelist; anything else is ignored). */
  sortable?: boolean;
  /** Hidden on narrow screens: phones show the first columns only. */
  hideBelow?: 'sm' | 'md' | 'lg';
  align?: 'left' | 'right' | 'center';
  className?: string;
}

interface DataTableProps<Row extends { id: number }> {
  /** The list's address without its query: sort links are built on it. */
  basePath: string;
  list: ListMeta;
  columns: Array<Column<Row>>;
  rows: Row[];
  /** The accessible name of the table: 'Recipes', 'Contestants', … */
  caption: string;
  /** Where a row leads; the first column becomes the link and the whole row is clickable. */
  rowHref?: (row: Row) => string;
  /** Shown in place of the rows when there are none. */
  empty: ReactNode;
  /** Row selection with checkboxes (for 'Delete selected rows'); leave out for a plain list. */
  selection?: { selected: number[]; onChange: (ids: number[]) => void };
}

const hidden: Record<NonNullable<Column<unknown>['hideBelow']>, string> = {
  sm: 'hidden sm:table-cell',
  md: 'hidden md:table-cell',
  lg: 'hidden lg:table-cell',
};

const aligned = (align: Column<unknown>['align']) =>
  align === 'right' ? 'text-right' : align === 'center' ? 'text-center' : 'text-left';

function SortArrow({ direction }: { direction: 'asc' | 'desc' | null }) {
  return (
    <svg viewBox="0 0 12 16" aria-hidden="true" className="size-3.5 shrink-0">
      <path d="M6 2 10 6.5H2z" className={direction === 'asc' ? 'fill-ink' : 'fill-ink/20'} />
      <path d="M6 14 2 9.5h8z" className={direction === 'desc' ? 'fill-ink' : 'fill-ink/20'} />
    </svg>
  );
}

/**
 * The table of every administration list: clickable headers sort on the server (the address carries `sort` and
 * `dir`), each row links to its page, and narrow screens drop the columns marked `hideBelow`.
 */
export function DataTable<Row extends { id: number }>({
  basePath,
  list,
  columns,
  rows,
  caption,
  rowHref,
  empty,
  selection,
}: DataTableProps<Row>) {
  const allSelected =
    selection !== undefined && rows.length > 0 && rows.every((row) => selection.selected.includes(row.id));
  const toggle = (id: number) => {
    if (!selection) return;
    selection.onChange(
      selection.selected.includes(id)
        ? selection.selected.filter((other) => other !== id)
        : [...selection.selected, id],
    );
  };

  return (
    <div className="overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-sand">
      <ScrollRegion label={caption}>
        <table className="w-full border-collapse text-sm" data-testid="data-table">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-cream/70">
            <tr className="border-b border-sand">
              {selection && (
                <th scope="col" className="w-12 px-4 py-3">
                  <input
                    type="checkbox"
                    aria-label="Select all rows"
                    className="size-6 accent-ink"
                    checked={allSelected}
                    disabled={rows.length === 0}
                    onChange={() => selection.onChange(allSelected ? [] : rows.map((row) => row.id))}
                  />
                </th>
              )}
              {columns.map((column) => {
                const active = list.sort === column.key;
                const direction = active ? list.direction : null;
                return (
                  <th
                    key={column.key}
                    scope="col"
                    aria-sort={active ? (direction === 'asc' ? 'ascending' : 'descending') : undefined}
                    className={clsx(
                      'px-4 py-3 text-xs font-semibold tracking-[0.08em] whitespace-nowrap text-muted uppercase',
                      aligned(column.align),
                      column.hideBelow && hidden[column.hideBelow],
                      column.className,
                    )}
                  >
                    {column.sortable ? (
                      <Link
                        href={listHref(basePath, list, {
                          sort: column.key,
                          dir: active && list.direction === 'asc' ? 'desc' : 'asc',
                          page: 1,
                        })}
                        preserveScroll
                        preserveState
                        className={clsx(
                          'inline-flex items-center gap-1.5 rounded-md transition-colors hover:text-ink',
                          active && 'text-ink',
                        )}
                        data-testid={`sort-${column.key}`}
                      >
                        {column.label}
                        <SortArrow direction={direction} />
                      </Link>
                    ) : (
                      column.label
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td
                  colSpan={columns.length + (selection ? 1 : 0)}
                  className="px-4 py-12 text-center text-muted"
                  data-testid="empty-list"
                >
                  {empty}
                </td>
              </tr>
            ) : (
              rows.map((row) => {
                const href = rowHref?.(row);
                return (
                  <tr
                    key={row.id}
                    className={clsx(
                      'border-b border-sand/70 last:border-0 transition-colors',
                      href && 'relative hover:bg-cream/60',
                      selection?.selected.includes(row.id) && 'bg-yellow/10',
                    )}
                    data-testid="data-row"
                  >
                    {selection && (
                      <td className="relative z-10 w-12 px-4 py-3">
                        <input
                          type="checkbox"
                          aria-label={`Select row ${row.id}`}
                          className="size-6 accent-ink"
                          checked={selection.selected.includes(row.id)}
                          onChange={() => toggle(row.id)}
                        />
                      </td>
                    )}
                    {columns.map((column, index) => (
                      <td
                        key={column.key}
                        className={clsx(
                          'px-4 py-3 align-middle',
                          aligned(column.align),
                          column.hideBelow && hidden[column.hideBelow],
                          column.className,
                        )}
                      >
                        {index === 0 && href ? (
                          // The link stretches over the whole row (an ::after over the relative <tr>).
                          <Link
                            href={href}
                            className="font-semibold text-ink underline-offset-4 after:absolute after:inset-0 hover:underline"
                          >
                            {column.render(row)}
                          </Link>
                        ) : (
                          column.render(row)
                        )}
                      </td>
                    ))}
                  </tr>
                );
              })
            )}
          </tbody>
        </table>
      </ScrollRegion>
    </div>
  );
}
