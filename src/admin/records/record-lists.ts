import {
  listMeta,
  parseFilter,
  parseListQuery,
  type ListSpec,
  type RawQuery,
  type StatusFilter,
} from '../../common/list-query.js';
import type { ListPageRows } from '../../database/list-page.js';
import type { ListPageProps } from '@shared/admin/list.props.js';

const STATUSES = ['enabled', 'disabled'] as const;

/** A list's own filter besides `status`: its name in the address and the values it accepts. */
export interface ExtraFilter {
  name: string;
  allowed: readonly string[];
}

/**
 * Reads a record list's address (page, sort, dir, q, the `status` filter and any extra filters), runs its query and
 * shapes the page: the shared list contract of the admin area.
 */
export async function recordList<S extends string, T, Row>(
  raw: RawQuery,
  spec: ListSpec<S>,
  run: (
    query: ReturnType<typeof parseListQuery<S>>,
    status: StatusFilter,
    filters: Record<string, string | null>,
  ) => Promise<ListPageRows<T>>,
  toRow: (row: T) => Row,
  extraFilters: readonly ExtraFilter[] = [],
): Promise<ListPageProps<Row>> {
  const query = parseListQuery(raw, spec);
  const status = parseFilter(raw, 'status', STATUSES);
  const filters: Record<string, string | null> = {};
  for (const filter of extraFilters) filters[filter.name] = parseFilter(raw, filter.name, filter.allowed);
  const { rows, total } = await run(query, status, filters);
  return { rows: rows.map(toRow), list: listMeta(query, total, { status, ...filters }) };
}
