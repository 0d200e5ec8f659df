import type { SelectQueryBuilder } from 'kysely';
import { countAll } from '../../database/database-schema.js';
import type { ListQuery } from './list-query.js';

/** A list page's rows and how many rows the whole list holds. */
export interface ListPageRows<Row> {
  rows: Row[];
  total: number;
}

/**
 * One page of an administration list: `rows` (the filtered list with its columns and order) cut to the page, and
 * the count of `listed` (the same list before any column is chosen), in two statements run side by side.
 */
export async function listPageRows<DB, TB extends keyof DB, Row>(
  listed: SelectQueryBuilder<DB, TB, object>,
  rows: SelectQueryBuilder<DB, TB, Row>,
  query: Pick<ListQuery<string>, 'perPage' | 'offset'>,
): Promise<ListPageRows<Row>> {
  const [page, count] = await Promise.all([
    rows.limit(query.perPage).offset(query.offset).execute(),
    listed
      .select((eb) => countAll(eb).as('total'))
      // Kysely cannot work out a selection on a table type it is not given (DB is generic here).
      .$castTo<{ total: number }>()
      .executeTakeFirstOrThrow(),
  ]);
  return { rows: page, total: count.total };
}
