import type { OrderByItemBuilder, SelectQueryBuilder } from 'kysely';
import { countAll } from './database-schema.js';
import { type ListQuery, pageWithin } from '../common/list-query.js';

/** A list page's rows and how many rows the whole list holds. */
export interface ListPageRows<Row> {
  rows: Row[];
  total: number;
}

/**
 * How a list orders its rows: the direction asked for, rows without a value last; or, `reversed`, the exact opposite
 * (for reading a page from the list's end). `direction` is for the id that breaks ties, `key` for the sort keys.
 */
export function listOrder(
  asked: 'asc' | 'desc',
  reversed: boolean,
): { direction: 'asc' | 'desc'; key: (item: OrderByItemBuilder) => OrderByItemBuilder } {
  const direction = (asked === 'desc') !== reversed ? 'desc' : 'asc';
  return {
    direction,
    key: (item) => (reversed ? item[direction]().nullsFirst() : item[direction]().nullsLast()),
  };
}

/** A list's rows with their columns, in the list's order, or (`reversed`) in the exact opposite order. */
export type ListRowsInOrder<DB, TB extends keyof DB, Row> = (
  reversed: boolean,
) => SelectQueryBuilder<DB, TB, Row>;

/**
 * One page of an administration list: `rows` (the filtered list with its columns and order) cut to the page, and
 * the count of `listed` (the same list before any column is chosen). The first page is read beside the count. Past
 * it, when `rows` can give the list in reverse, the count comes first, and a page in the list's second half is read
 * from the list's end in the reversed order: the offset then walks at most half the list (the last page of 5,000
 * contestants walks 25 index entries, not 5,000 joined and sorted rows). A page past the end gives the last page.
 */
export async function listPageRows<DB, TB extends keyof DB, Row>(
  listed: SelectQueryBuilder<DB, TB, object>,
  rows: SelectQueryBuilder<DB, TB, Row> | ListRowsInOrder<DB, TB, Row>,
  query: Pick<ListQuery<string>, 'page' | 'perPage' | 'offset'>,
): Promise<ListPageRows<Row>> {
  const countAllListed = async () =>
    (
      await listed
        .select((eb) => countAll(eb).as('total'))
        // Kysely cannot work out a selection on a table type it is not given (DB is generic here).
        .$castTo<{ total: number }>()
        .executeTakeFirstOrThrow()
    ).total;
  const inOrder = typeof rows === 'function' ? rows : () => rows;
  const pageAt = (offset: number) => inOrder(false).limit(query.perPage).offset(offset).execute();
  if (typeof rows !== 'function' || query.offset === 0) {
    const [page, total] = await Promise.all([pageAt(query.offset), countAllListed()]);
    // Past the end (the count says so only now): the last page, as `listMeta` reports it.
    const within = pageWithin(query, total);
    if (page.length === 0 && within.offset !== query.offset)
      return { rows: await pageAt(within.offset), total };
    return { rows: page, total };
  }
  const total = await countAllListed();
  const { offset } = pageWithin(query, total);
  // The rows from this page's first one to the end of the list.
  const toEnd = total - offset;
  if (toEnd <= 0) return { rows: [], total };
  if (offset <= toEnd) return { rows: await pageAt(offset), total };
  const limit = Math.min(query.perPage, toEnd);
  const page = await inOrder(true)
    .limit(limit)
    .offset(toEnd - limit)
    .execute();
  return { rows: page.reverse(), total };
}
