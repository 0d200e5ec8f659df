import { listMeta, parseFilter, parseListQuery, type ListSpec, type RawQuery } from '../common/list-query.js';
import type { ListPageProps } from '../common/list.props.js';
import type { StatusFilter } from './records.repository.js';

const STATUSES = ['enabled', 'disabled'] as const;

/**
 * Reads a record list's address (page, sort, dir, q and the `status` filter), runs its query and shapes the page:
 * the shared list contract of the admin area.
 */
export async function recordList<S extends string, T, Row>(
  raw: RawQuery,
  spec: ListSpec<S>,
  run: (query: ReturnType<typeof parseListQuery<S>>, status: StatusFilter) => Promise<[T[], number]>,
  toRow: (row: T) => Row,
): Promise<ListPageProps<Row>> {
  const query = parseListQuery(raw, spec);
  const status = parseFilter(raw, 'status', STATUSES);
  const [rows, total] = await run(query, status);
  return { rows: rows.map(toRow), list: listMeta(query, total, { status }) };
}
