import type { ListMeta } from '@/types';

/** The parameters a list page's address carries: page, sort, dir, q and its filters. */
export type ListParams = Record<string, string | number | null | undefined>;

/**
 * The address of a list with `changes` applied to its current state. Empty values and defaults are left out so
 * addresses stay short; any change other than the page goes back to page 1.
 */
export function listHref(basePath: string, list: ListMeta, changes: ListParams = {}): string {
  const params: ListParams = {
    q: list.search,
    sort: list.sort,
    dir: list.direction,
    ...list.filters,
    page: list.page,
    ...changes,
  };
  if (!('page' in changes)) params.page = 1;
  // The list's own order needs no words in the address.
  const defaultDirection = params.sort === list.defaultSort ? (list.defaultDirection ?? 'asc') : 'asc';
  if (list.defaultSort !== undefined && params.sort === list.defaultSort && params.dir === defaultDirection) {
    params.sort = null;
    params.dir = null;
  } else if (params.dir === defaultDirection) {
    params.dir = null;
  }
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value === null || value === undefined || value === '') continue;
    if (name === 'page' && Number(value) === 1) continue;
    query.set(name, String(value));
  }
  const text = query.toString();
  return text ? `${basePath}?${text}` : basePath;
}
