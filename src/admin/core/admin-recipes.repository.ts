import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { likePattern, type ListQuery } from '../common/list-query.js';
import type { RecipeState } from './admin-core.props.js';
import { RECIPE_STATE_SQL } from './recipe-states.js';

export const RECIPE_SORTS = ['submitted', 'name', 'contestant', 'state', 'updated'] as const;
export type RecipeSort = (typeof RECIPE_SORTS)[number];

/** Whitelisted sort keys to SQL; ties fall back to the id, so pages never overlap. */
const ORDER: Record<RecipeSort, string[]> = {
  submitted: ['r.submitted_at'],
  name: ['lower(r.name)'],
  contestant: ["lower(coalesce(u.name, '') || ' ' || coalesce(u.lastname, ''))"],
  state: ['r.is_complete', 'r.is_approved'],
  updated: ['r.updated_at'],
};

export interface RecipeListFilters {
  state: RecipeState | null;
}

export interface RecipeListRecord {
  id: number;
  name: string;
  is_complete: boolean;
  is_approved: number;
  submitted_at: Date | null;
  updated_at: Date;
  user_id: number;
  first_name: string | null;
  lastname: string | null;
  email: string;
  typeuser: 'sodexo' | 'entegra';
}

export interface ReviewPlace {
  position: number;
  total: number;
  previousId: number | null;
  nextId: number | null;
}

/** The administration's reading of the recipes: the list, and a recipe's place in the review order. */
const FROM = 'from recipes r join users u on u.id = r.user_id';

@Injectable()
export class AdminRecipesRepository {
  constructor(private readonly em: EntityManager) {}

  private where(
    query: ListQuery<RecipeSort>,
    filters: RecipeListFilters,
  ): { sql: string; params: unknown[] } {
    const conditions: string[] = [];
    const params: unknown[] = [];
    if (filters.state) conditions.push(RECIPE_STATE_SQL[filters.state]);
    if (query.search) {
      const pattern = likePattern(query.search);
      conditions.push(
        // Each table's matches from its trigram indexes (semi-joins): an `or` across the join could use none.
        `(r.id in (select id from recipes where name ilike ?) or u.id in (select id from users
           where email ilike ? or (coalesce(name, '') || ' ' || coalesce(lastname, '')) ilike ?))`,
      );
      params.push(pattern, pattern, pattern);
    }
    return { sql: conditions.length ? `where ${conditions.join(' and ')}` : '', params };
  }

  /** The list's order: the whitelisted column, then the id, both in the chosen direction. */
  private orderBy(query: ListQuery<RecipeSort>): string {
    const direction = query.direction === 'desc' ? 'desc' : 'asc';
    const order = ORDER[query.sort].map((column) => `${column} ${direction} nulls last`).join(', ');
    return `${order}, r.id ${direction}`;
  }

  /** One page of recipes with their contestants, and how many match in all. */
  async page(
    query: ListQuery<RecipeSort>,
    filters: RecipeListFilters,
  ): Promise<{ rows: RecipeListRecord[]; total: number }> {
    const where = this.where(query, filters);
    const [rows, [count]] = await Promise.all([
      this.em.execute<RecipeListRecord[]>(
        `select r.id, r.name, r.is_complete, r.is_approved, r.submitted_at, r.updated_at, u.id as user_id,
           u.name as first_name, u.lastname, u.email, u.typeuser
         ${FROM} ${where.sql}
         order by ${this.orderBy(query)}
         limit ? offset ?`,
        [...where.params, query.perPage, query.offset],
      ),
      this.em.execute<Array<{ total: number }>>(
        `select count(*)::int as total ${FROM} ${where.sql}`,
        where.params,
      ),
    ]);
    return { rows, total: count.total };
  }

  /**
   * Where a submitted recipe stands in the review order (submitted recipes by submission, then id) and its
   * neighbours; null for a recipe that is not submitted.
   */
  async placeInReviewOrder(recipeId: number): Promise<ReviewPlace | null> {
    const [row] = await this.em.execute<
      Array<{ position: number; total: number; previous_id: number | null; next_id: number | null }>
    >(
      `select position, total, previous_id, next_id from (
         select r.id, (row_number() over w)::int as position, (count(*) over ())::int as total,
           lag(r.id) over w as previous_id, lead(r.id) over w as next_id
         from recipes r where r.is_complete
         window w as (order by r.submitted_at nulls last, r.id)
       ) ordered where id = ?`,
      [recipeId],
    );
    if (!row) return null;
    return { position: row.position, total: row.total, previousId: row.previous_id, nextId: row.next_id };
  }

  /**
   * Where a recipe stands in one list (the same filter, search and order as page()) and its neighbours there; null
   * when the list does not hold it (for instance a recipe just approved, seen from the pending list).
   */
  async placeInList(
    recipeId: number,
    query: ListQuery<RecipeSort>,
    filters: RecipeListFilters,
  ): Promise<ReviewPlace | null> {
    const where = this.where(query, filters);
    const [row] = await this.em.execute<
      Array<{ position: number; total: number; previous_id: number | null; next_id: number | null }>
    >(
      `select position, total, previous_id, next_id from (
         select r.id, (row_number() over w)::int as position, (count(*) over ())::int as total,
           lag(r.id) over w as previous_id, lead(r.id) over w as next_id
         ${FROM} ${where.sql}
         window w as (order by ${this.orderBy(query)})
       ) ordered where id = ?`,
      [...where.params, recipeId],
    );
    if (!row) return null;
    return { position: row.position, total: row.total, previousId: row.previous_id, nextId: row.next_id };
  }
}
