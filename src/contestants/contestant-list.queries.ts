import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { ExpressionBuilder, Expression, SqlBool } from 'kysely';
import { countAll, kysely } from '../database/database-schema.js';
import { listOrder, listPageRows, type ListPageRows } from '../database/list-page.js';
import { likePattern, type ListQuery } from '../common/list-query.js';
import type {
  AuthorizationFilter,
  ContestantTypeFilter,
  FinalistFilter,
} from '@shared/admin/admin-core.props.js';
import { AUTHORIZATION, type AuthorizationStatus } from '@shared/statuses.js';
import { type ListTables, matchesSearch, sortableName } from './list-search.js';

export const CONTESTANT_SORTS = ['name', 'email', 'type', 'authorization', 'joined'] as const;
export type ContestantSort = (typeof CONTESTANT_SORTS)[number];

type ListBuilder = ExpressionBuilder<ListTables, 'u' | 'r'>;

const ORDER: Record<ContestantSort, (eb: ListBuilder) => Expression<unknown>> = {
  name: sortableName,
  email: (eb) => eb.ref('u.email'),
  type: (eb) => eb.ref('u.typeuser'),
  authorization: (eb) => eb.ref('u.is_authorized'),
  joined: (eb) => eb.ref('u.created_at'),
};

const AUTHORIZATION_VALUES: Record<AuthorizationFilter, AuthorizationStatus> = {
  waiting: AUTHORIZATION.waiting,
  rejected: AUTHORIZATION.rejected,
  approved: AUTHORIZATION.approved,
};

export interface ContestantListFilters {
  type: ContestantTypeFilter | null;
  authorization: AuthorizationFilter | null;
  finalist: FinalistFilter | null;
}

export interface ContestantListRecord {
  id: number;
  first_name: string | null;
  lastname: string | null;
  email: string;
  typeuser: 'sodexo' | 'entegra';
  is_authorized: 0 | 1 | 2;
  is_active: boolean;
  is_finalist: boolean;
  /** Timestamps come as the driver's text. */
  created_at: string;
  recipe_id: number | null;
  recipe_name: string | null;
  is_complete: boolean | null;
  is_approved: number | null;
}

/** The list's filters and search, on contestants `u` and their recipes `r`. */
function matches(
  eb: ListBuilder,
  query: ListQuery<ContestantSort>,
  filters: ContestantListFilters,
): Expression<SqlBool> {
  const conditions: Array<Expression<SqlBool>> = [];
  if (filters.type) conditions.push(eb('u.typeuser', '=', filters.type));
  if (filters.authorization)
    conditions.push(eb('u.is_authorized', '=', AUTHORIZATION_VALUES[filters.authorization]));
  if (filters.finalist)
    conditions.push(filters.finalist === 'yes' ? eb.ref('u.is_finalist') : eb.not(eb.ref('u.is_finalist')));
  if (query.search) conditions.push(matchesSearch(eb, likePattern(query.search)));
  return eb.and(conditions);
}

/** How many contestants there are of one type and authorization status. */
export interface ContestantCountRow {
  typeuser: 'sodexo' | 'entegra';
  is_authorized: 0 | 1 | 2;
  count: number;
}

/** The contestants as the administration lists and counts them: one page, with each contestant's recipe if any. */
@Injectable()
export class ContestantListQueries {
  constructor(private readonly em: EntityManager) {}

  /** The dashboard's counts: one grouped count in SQL, never rows counted in memory. */
  countsByTypeAndAuthorization(): Promise<ContestantCountRow[]> {
    return kysely(this.em)
      .selectFrom('users')
      .select((eb) => ['typeuser', 'is_authorized', countAll(eb).as('count')])
      .groupBy(['typeuser', 'is_authorized'])
      .execute();
  }

  async page(
    query: ListQuery<ContestantSort>,
    filters: ContestantListFilters,
  ): Promise<ListPageRows<ContestantListRecord>> {
    const listed = kysely(this.em)
      .selectFrom('users as u')
      .leftJoin('recipes as r', 'r.user_id', 'u.id')
      .where((eb) => matches(eb, query, filters));
    const columns = listed.select([
      'u.id',
      'u.name as first_name',
      'u.lastname',
      'u.email',
      'u.typeuser',
      'u.is_authorized',
      'u.is_active',
      'u.is_finalist',
      'u.created_at',
      'r.id as recipe_id',
      'r.name as recipe_name',
      'r.is_complete',
      'r.is_approved',
    ]);
    const inOrder = (reversed: boolean) => {
      const order = listOrder(query.direction, reversed);
      return columns.orderBy(ORDER[query.sort], order.key).orderBy('u.id', order.direction);
    };
    return listPageRows(listed, inOrder, query);
  }
}
