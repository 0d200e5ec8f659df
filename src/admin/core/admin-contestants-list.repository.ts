import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { likePattern, type ListQuery } from '../common/list-query.js';
import type { AuthorizationFilter, ContestantTypeFilter, FinalistFilter } from './admin-core.props.js';
import { AUTHORIZATION } from '../../common/statuses.js';

export const CONTESTANT_SORTS = ['name', 'email', 'type', 'authorization', 'joined'] as const;
export type ContestantSort = (typeof CONTESTANT_SORTS)[number];

const ORDER: Record<ContestantSort, string> = {
  name: "lower(coalesce(u.name, '') || ' ' || coalesce(u.lastname, ''))",
  email: 'u.email',
  type: 'u.typeuser',
  authorization: 'u.is_authorized',
  joined: 'u.created_at',
};

const AUTHORIZATION_VALUES: Record<AuthorizationFilter, number> = {
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
  created_at: Date;
  recipe_id: number | null;
  recipe_name: string | null;
  is_complete: boolean | null;
  is_approved: number | null;
}

/** The administration's contestant list: one page, with each contestant's recipe if any. */
@Injectable()
export class AdminContestantsListRepository {
  constructor(private readonly em: EntityManager) {}

  async page(
    query: ListQuery<ContestantSort>,
    filters: ContestantListFilters,
  ): Promise<{ rows: ContestantListRecord[]; total: number }> {
    const conditions: string[] = [];
    const params: unknown[] = [];
    if (filters.type) {
      conditions.push('u.typeuser = ?');
      params.push(filters.type);
    }
    if (filters.authorization) {
      conditions.push('u.is_authorized = ?');
      params.push(AUTHORIZATION_VALUES[filters.authorization]);
    }
    if (filters.finalist) conditions.push(filters.finalist === 'yes' ? 'u.is_finalist' : 'not u.is_finalist');
    if (query.search) {
      const pattern = likePattern(query.search);
      conditions.push(
        // Each table's matches from its trigram indexes (semi-joins): an `or` across the join could use none.
        `(u.id in (select id from users where email ilike ? or (coalesce(name, '') || ' ' || coalesce(lastname, ''))
           ilike ?) or r.id in (select id from recipes where name ilike ?))`,
      );
      params.push(pattern, pattern, pattern);
    }
    const where = conditions.length ? `where ${conditions.join(' and ')}` : '';
    const from = 'from users u left join recipes r on r.user_id = u.id';
    const direction = query.direction === 'desc' ? 'desc' : 'asc';
    const [rows, [count]] = await Promise.all([
      this.em.execute<ContestantListRecord[]>(
        `select u.id, u.name as first_name, u.lastname, u.email, u.typeuser, u.is_authorized, u.is_active,
           u.is_finalist, u.created_at, r.id as recipe_id, r.name as recipe_name, r.is_complete, r.is_approved
         ${from} ${where}
         order by ${ORDER[query.sort]} ${direction} nulls last, u.id ${direction}
         limit ? offset ?`,
        [...params, query.perPage, query.offset],
      ),
      this.em.execute<Array<{ total: number }>>(`select count(*)::int as total ${from} ${where}`, params),
    ]);
    return { rows, total: count.total };
  }
}
