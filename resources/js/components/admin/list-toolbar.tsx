import clsx from 'clsx';
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import type { FilterOption, ListMeta } from '@/types';
import { useListVisit } from './use-list-visit';

export interface ListFilterControl {
  /** The query-string name: 'state', 'type', … */
  name: string;
  label: string;
  /** The choices; an 'All' choice (no filter) comes first by itself. */
  options: readonly FilterOption[];
  allLabel?: string;
}

interface ListToolbarProps {
  basePath: string;
  list: ListMeta;
  /** The search box's placeholder, saying what it searches: 'Name, e-mail or recipe'. */
  searchPlaceholder: string;
  filters?: ListFilterControl[];
  /** Buttons at the right (for example 'New judge'). */
  actions?: ReactNode;
  /** false: filters only, no search box (a list the server does not search). */
  searchable?: boolean;
}

const SEARCH_DELAY_MS = 350;

const controlBase =
  'h-11 rounded-full border border-ink/20 bg-white text-sm text-ink shadow-xs transition-colors hover:border-ink/40';

/**
 * Search box and filter selects above a list. Typing searches after a short pause (the address follows, so a
 * search can be shared or reloaded); a filter applies as soon as it changes.
 */
export function ListToolbar({
  basePath,
  list,
  searchPlaceholder,
  filters = [],
  actions,
  searchable = true,
}: ListToolbarProps) {
  const visit = useListVisit(basePath, list);
  const [search, setSearch] = useState(list.search);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const searchId = useId();
  const anyFilter = list.search !== '' || Object.values(list.filters).some((value) => value !== '');

  // Another visit (back button, a card's link) brings its own search: show it (adjusted while rendering).
  const [shownSearch, setShownSearch] = useState(list.search);
  if (shownSearch !== list.search) {
    setShownSearch(list.search);
    setSearch(list.search);
  }
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);

  const searchNow = (value: string) => {
    if (timer.current) clearTimeout(timer.current);
    if (value.trim() !== list.search) visit({ q: value.trim() }, { replace: true });
  };

  const onType = (value: string) => {
    setSearch(value);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => searchNow(value), SEARCH_DELAY_MS);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    searchNow(search);
  };

  const clearAll = () => {
    setSearch('');
    const cleared: Record<string, string> = { q: '' };
    for (const name of Object.keys(list.filters)) cleared[name] = '';
    visit(cleared);
  };

  return (
    <div
      className="flex flex-col gap-3 lg:flex-row lg:items-end lg:justify-between"
      data-testid="list-toolbar"
    >
      <form
        role="search"
        onSubmit={onSubmit}
        className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end"
      >
        {searchable && (
          <div className="flex flex-col gap-1.5 sm:w-72">
            <label
              htmlFor={searchId}
              className="text-xs font-semibold tracking-[0.08em] text-muted uppercase"
            >
              Search
            </label>
            <div className="relative">
              <svg
                viewBox="0 0 20 20"
                aria-hidden="true"
                className="pointer-events-none absolute top-1/2 left-4 size-4 -translate-y-1/2 fill-none stroke-muted"
                strokeWidth="2"
              >
                <circle cx="8.5" cy="8.5" r="5.5" />
                <path d="m13 13 4 4" strokeLinecap="round" />
              </svg>
              <input
                id={searchId}
                type="search"
                name="q"
                value={search}
                placeholder={searchPlaceholder}
                onChange={(event) => onType(event.target.value)}
                className={clsx(controlBase, 'w-full pr-4 pl-10 placeholder:text-muted/70')}
                data-testid="list-search"
              />
            </div>
          </div>
        )}
        {filters.map((filter) => (
          <FilterSelect
            key={filter.name}
            filter={filter}
            value={list.filters[filter.name] ?? ''}
            onChange={(value) => visit({ [filter.name]: value })}
          />
        ))}
        {anyFilter && (
          <button
            type="button"
            onClick={clearAll}
            className="h-11 self-start px-2 text-sm font-semibold text-ink underline decoration-yellow-deep decoration-2 underline-offset-4 hover:decoration-ink sm:self-auto"
          >
            Clear
          </button>
        )}
      </form>
      {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
    </div>
  );
}

function FilterSelect({
  filter,
  value,
  onChange,
}: {
  filter: ListFilterControl;
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-xs font-semibold tracking-[0.08em] text-muted uppercase">
        {filter.label}
      </label>
      <select
        id={id}
        name={filter.name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={clsx(controlBase, 'pr-9 pl-4 sm:min-w-40', value && 'border-ink font-semibold')}
        data-testid={`filter-${filter.name}`}
      >
        <option value="">{filter.allLabel ?? 'All'}</option>
        {filter.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
