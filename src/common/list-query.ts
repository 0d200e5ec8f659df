import type { ListMeta, SortDirection } from '@shared/admin/list.props.js';

/** Every administration list shows this many rows a page. */
export const LIST_PAGE_SIZE = 25;
const MAX_PAGE = 100_000;
const MAX_SEARCH = 100;

/** How one list may be ordered: only the columns named here reach the SQL, anything else falls back to the default. */
export interface ListSpec<S extends string> {
  sortable: readonly S[];
  defaultSort: S;
  defaultDirection: SortDirection;
  perPage?: number;
}

/** The parsed page, order and search of a list request; never invalid, whatever the query string held. */
export interface ListQuery<S extends string> {
  page: number;
  perPage: number;
  offset: number;
  sort: S;
  direction: SortDirection;
  /** Trimmed, at most 100 characters; '' when there is no search. */
  search: string;
  defaultSort?: S;
  defaultDirection?: SortDirection;
}

/** The status filter of every record list: enabled, disabled, or null for all. */
export type StatusFilter = 'enabled' | 'disabled' | null;

/** The raw query string as Express hands it over (`?page=2&sort=name&dir=asc&q=ana`). */
export type RawQuery = Record<string, unknown>;

/** The first value of a query-string parameter, as a string ('' when absent or not text). */
export function queryText(raw: RawQuery, name: string): string {
  const value = Array.isArray(raw[name]) ? (raw[name] as unknown[])[0] : raw[name];
  return typeof value === 'string' ? value : '';
}

/**
 * Reads `page`, `sort`, `dir` and `q`. A list answers a bad value with its default rather than an error: these
 * values come from links and address bars, and a stale or edited link should still show a list.
 */
export function parseListQuery<S extends string>(raw: RawQuery, spec: ListSpec<S>): ListQuery<S> {
  const perPage = spec.perPage ?? LIST_PAGE_SIZE;
  const pageNumber = Number(queryText(raw, 'page'));
  const page = Number.isInteger(pageNumber) && pageNumber >= 1 && pageNumber <= MAX_PAGE ? pageNumber : 1;
  const sortText = queryText(raw, 'sort');
  const sort = (spec.sortable as readonly string[]).includes(sortText) ? (sortText as S) : spec.defaultSort;
  const dirText = queryText(raw, 'dir');
  const direction: SortDirection =
    dirText === 'asc' || dirText === 'desc'
      ? dirText
      : sort === spec.defaultSort
        ? spec.defaultDirection
        : 'asc';
  const search = queryText(raw, 'q').trim().slice(0, MAX_SEARCH);
  return {
    page,
    perPage,
    offset: (page - 1) * perPage,
    sort,
    direction,
    search,
    defaultSort: spec.defaultSort,
    defaultDirection: spec.defaultDirection,
  };
}

/** A filter's value if it is one of the allowed ones, else null (no filter). */
export function parseFilter<T extends string>(raw: RawQuery, name: string, allowed: readonly T[]): T | null {
  const value = queryText(raw, name);
  return (allowed as readonly string[]).includes(value) ? (value as T) : null;
}

/** A search as a case-insensitive `like` pattern: its own % and _ are matched literally. */
export function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** A list's last page (1 for an empty list). */
export function lastPageOf(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / perPage));
}

/**
 * The page a list shows for a page number past its end (an old link, a list that shrank since, an edited address):
 * its last page, rather than an empty page under "Showing 26–13 of 13".
 */
export function pageWithin<Q extends Pick<ListQuery<string>, 'page' | 'perPage' | 'offset'>>(
  query: Q,
  total: number,
): Q {
  const page = Math.min(query.page, lastPageOf(total, query.perPage));
  return page === query.page ? query : { ...query, page, offset: (page - 1) * query.perPage };
}

/** What the page receives about the list, besides its rows. */
export function listMeta<S extends string>(
  query: ListQuery<S>,
  total: number,
  filters: Record<string, string | null> = {},
): ListMeta {
  const shown: Record<string, string> = {};
  for (const [name, value] of Object.entries(filters)) shown[name] = value ?? '';
  return {
    page: pageWithin(query, total).page,
    perPage: query.perPage,
    total,
    lastPage: lastPageOf(total, query.perPage),
    sort: query.sort,
    direction: query.direction,
    search: query.search,
    filters: shown,
    defaultSort: query.defaultSort,
    defaultDirection: query.defaultDirection,
  };
}
