import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { type Database, kysely } from '../database/database-schema.js';
import { listPageRows, type ListPageRows } from '../database/list-page.js';
import { likePattern, type ListQuery, type StatusFilter } from '../common/list-query.js';

export const WHITELISTED_SORTS = ['domain', 'status', 'created'] as const;
type WhitelistedSort = (typeof WHITELISTED_SORTS)[number];

/** The columns behind the sort names the list sends. */
const WHITELISTED_ORDER = {
  domain: 'domain',
  status: 'is_active',
  created: 'created_at',
} as const satisfies Record<WhitelistedSort, keyof Database['whitelisted_domains']>;

/** A whitelisted domain as its list shows it. */
export interface WhitelistedListRecord {
  id: number;
  domain: string;
  is_active: boolean;
}

/** The whitelisted domains as a list: one page, sorted and filtered on the server. */
@Injectable()
export class WhitelistedDomainQueries {
  constructor(private readonly em: EntityManager) {}

  listPage(
    query: ListQuery<WhitelistedSort>,
    status: StatusFilter,
  ): Promise<ListPageRows<WhitelistedListRecord>> {
    const listed = kysely(this.em)
      .selectFrom('whitelisted_domains')
      .where((eb) =>
        eb.and([
          ...(status === null ? [] : [eb('is_active', '=', status === 'enabled')]),
          ...(query.search ? [eb('domain', 'ilike', likePattern(query.search.toLowerCase()))] : []),
        ]),
      );
    const rows = listed.select(['id', 'domain', 'is_active']);
    return listPageRows(
      listed,
      rows.orderBy(WHITELISTED_ORDER[query.sort], query.direction).orderBy('id'),
      query,
    );
  }
}
