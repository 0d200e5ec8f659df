import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import { type Database, kysely } from '../database/database-schema.js';
import { listPageRows, type ListPageRows } from '../database/list-page.js';
import { likePattern, type ListQuery, type StatusFilter } from '../common/list-query.js';

export const EDITION_SORTS = ['year', 'chef_name', 'recipe_name', 'status'] as const;
type EditionSort = (typeof EDITION_SORTS)[number];

/** The columns behind the sort names the list sends. */
const EDITION_ORDER = {
  year: 'year',
  chef_name: 'chef_name',
  recipe_name: 'recipe_name',
  status: 'is_active',
} as const satisfies Record<EditionSort, keyof Database['past_editions']>;

export interface PastEditionListRecord {
  id: number;
  year: number;
  chef_name: string;
  recipe_name: string;
  is_active: boolean;
  recipe_image: string;
}

/** An edition's chef or recipe name holds the search, or its year is the search. */
function editionSearch(
  eb: ExpressionBuilder<Database, 'past_editions'>,
  search: string,
): Expression<SqlBool> {
  const like = likePattern(search);
  // Only a search that can be a year is compared with one: '2147483648' or '1e10' would be out of the column's range.
  const isYear = /^\d{1,4}$/.test(search);
  return eb.or([
    eb('chef_name', 'ilike', like),
    eb('recipe_name', 'ilike', like),
    ...(isYear ? [eb('year', '=', Number(search))] : []),
  ]);
}

/** Past editions as a list: one page, sorted and filtered on the server. */
@Injectable()
export class PastEditionQueries {
  constructor(private readonly em: EntityManager) {}

  listPage(
    query: ListQuery<EditionSort>,
    status: StatusFilter,
  ): Promise<ListPageRows<PastEditionListRecord>> {
    const listed = kysely(this.em)
      .selectFrom('past_editions')
      .where((eb) =>
        eb.and([
          ...(status === null ? [] : [eb('is_active', '=', status === 'enabled')]),
          ...(query.search ? [editionSearch(eb, query.search)] : []),
        ]),
      );
    const rows = listed.select(['id', 'year', 'chef_name', 'recipe_name', 'is_active', 'recipe_image']);
    return listPageRows(
      listed,
      rows.orderBy(EDITION_ORDER[query.sort], query.direction).orderBy('id'),
      query,
    );
  }
}
