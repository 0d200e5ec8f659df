import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type {
  AliasedSelectQueryBuilder,
  Expression,
  ExpressionBuilder,
  OrderByModifiers,
  SqlBool,
} from 'kysely';
import { kysely } from '../database/database-schema.js';
import { listOrder, listPageRows, type ListPageRows } from '../database/list-page.js';
import { likePattern, type ListQuery } from '../common/list-query.js';
import type { RecipeState } from '@shared/admin/admin-core.props.js';
import { type ListTables, matchesSearch, sortableName } from '../contestants/list-search.js';
import { REVIEW, type ReviewStatus } from '@shared/statuses.js';

export const RECIPE_SORTS = ['submitted', 'name', 'contestant', 'state', 'updated'] as const;
export type RecipeSort = (typeof RECIPE_SORTS)[number];

type ListBuilder = ExpressionBuilder<ListTables, 'u' | 'r'>;
type SortKey = (eb: ListBuilder) => Expression<unknown>;

/** Whitelisted sort keys; ties fall back to the id, so pages never overlap. */
const ORDER: Record<RecipeSort, SortKey[]> = {
  submitted: [(eb) => eb.ref('r.submitted_at')],
  name: [(eb) => eb.fn<string>('lower', ['r.name'])],
  contestant: [sortableName],
  state: [(eb) => eb.ref('r.is_complete'), (eb) => eb.ref('r.is_approved')],
  updated: [(eb) => eb.ref('r.updated_at')],
};

/** The condition of each state, on recipes `r`. "Submitted" holds the three reviewed states. */
const STATE: Record<RecipeState, (eb: ListBuilder) => Expression<SqlBool>> = {
  draft: (eb) => eb.not(eb.ref('r.is_complete')),
  submitted: (eb) => eb.ref('r.is_complete'),
  pending: (eb) => eb.and([eb.ref('r.is_complete'), eb('r.is_approved', '=', eb.lit(REVIEW.pending))]),
  approved: (eb) => eb.and([eb.ref('r.is_complete'), eb('r.is_approved', '=', eb.lit(REVIEW.approved))]),
  'not-approved': (eb) =>
    eb.and([eb.ref('r.is_complete'), eb('r.is_approved', '=', eb.lit(REVIEW.notApproved))]),
};

export interface RecipeListFilters {
  state: RecipeState | null;
}

export interface RecipeListRecord {
  id: number;
  name: string;
  is_complete: boolean;
  is_approved: number;
  /** Timestamps come as the driver's text. */
  submitted_at: string | null;
  updated_at: string;
  user_id: number;
  first_name: string | null;
  lastname: string | null;
  email: string;
  typeuser: 'sodexo' | 'entegra';
}

/** One recipe of the recipes export. */
export interface RecipeExportRecord {
  id: number;
  name: string;
  is_complete: boolean;
  is_approved: number;
  submitted_at: string | null;
  cost_thousandths: string;
  allergens: string[];
  allergens_none: boolean;
  menu_price_cents: number | null;
  user_id: number;
  first_name: string | null;
  lastname: string | null;
  email: string;
}

export interface ReviewPlace {
  position: number;
  total: number;
  previousId: number | null;
  nextId: number | null;
}

/** The builder of a window's `over (…)` on the tables of `E` (Kysely does not export its class). */
type OverBuilderOf<E extends ExpressionBuilder<ListTables, 'r'>> = Parameters<
  NonNullable<Parameters<ReturnType<E['fn']['agg']>['over']>[0]>
>[0];

/** Recipes numbered in an order, with their neighbours in it. */
type PlaceQuery = AliasedSelectQueryBuilder<
  { id: number; position: number; total: number; previous_id: number | null; next_id: number | null },
  'ordered'
>;

/** Each recipe's place in the window's `order`: its number, how many there are, and its neighbours' ids. */
function placeColumns<E extends ExpressionBuilder<ListTables, 'r'>>(
  eb: E,
  order: (ob: OverBuilderOf<E>) => OverBuilderOf<E>,
) {
  return [
    'r.id',
    eb.cast<number>(eb.fn.agg<number>('row_number').over(order), 'integer').as('position'),
    eb.cast<number>(eb.fn.countAll().over(), 'integer').as('total'),
    eb.fn.agg<number | null>('lag', ['r.id']).over(order).as('previous_id'),
    eb.fn.agg<number | null>('lead', ['r.id']).over(order).as('next_id'),
  ] as const;
}

/** Something ordered by the list's keys: the list itself, or the window of a recipe's place in it. */
interface Orderable<B> {
  orderBy(expression: SortKey | 'r.id', modifiers: OrderByModifiers): B;
}

/**
 * The list's order: the whitelisted keys (recipes without a value last), then the id, all in the chosen direction;
 * or, `reversed`, the exact opposite order (for reading a page from the list's end, see `listPageRows`).
 */
function inListOrder<B extends Orderable<B>>(builder: B, query: ListQuery<RecipeSort>, reversed = false): B {
  const order = listOrder(query.direction, reversed);
  let ordered = builder;
  for (const key of ORDER[query.sort]) ordered = ordered.orderBy(key, order.key);
  return ordered.orderBy('r.id', order.direction);
}

/** The list's filter and search. */
function matches(
  eb: ListBuilder,
  query: ListQuery<RecipeSort>,
  filters: RecipeListFilters,
): Expression<SqlBool> {
  const conditions: Array<Expression<SqlBool>> = [];
  if (filters.state) conditions.push(STATE[filters.state](eb));
  if (query.search) conditions.push(matchesSearch(eb, likePattern(query.search)));
  return eb.and(conditions);
}

/** How many recipes are in each state (a submitted recipe counts as submitted and as its review). */
export interface RecipeCounts {
  draft: number;
  submitted: number;
  pending: number;
  approved: number;
  not_approved: number;
}

/** The administration's reading of the recipes: the list, a recipe's place in the review order, the counts. */
@Injectable()
export class RecipeListQueries {
  constructor(private readonly em: EntityManager) {}

  /** Every recipe with its contestant and allergens, by id: the recipes export (a few columns, one query). */
  exportRows(): Promise<RecipeExportRecord[]> {
    return kysely(this.em)
      .selectFrom('recipes as r')
      .innerJoin('users as u', 'u.id', 'r.user_id')
      .select([
        'r.id',
        'r.name',
        'r.is_complete',
        'r.is_approved',
        'r.submitted_at',
        'r.cost_thousandths',
        'r.allergens',
        'r.allergens_none',
        'r.menu_price_cents',
        'u.id as user_id',
        'u.name as first_name',
        'u.lastname',
        'u.email',
      ])
      .orderBy('r.id')
      .execute();
  }

  /** The dashboard's counts: one pass in SQL, never rows counted in memory. */
  countsByState(): Promise<RecipeCounts> {
    return kysely(this.em)
      .selectFrom('recipes')
      .select((eb) => {
        const count = (condition: Expression<SqlBool>) =>
          eb.cast<number>(eb.fn.countAll().filterWhere(condition), 'integer');
        const reviewed = (status: ReviewStatus) =>
          eb.and([eb.ref('is_complete'), eb('is_approved', '=', eb.lit(status))]);
        return [
          count(eb.not(eb.ref('is_complete'))).as('draft'),
          count(eb.ref('is_complete')).as('submitted'),
          count(reviewed(REVIEW.pending)).as('pending'),
          count(reviewed(REVIEW.approved)).as('approved'),
          count(reviewed(REVIEW.notApproved)).as('not_approved'),
        ];
      })
      .executeTakeFirstOrThrow();
  }

  /** The recipes with their contestants, as the list filters them. */
  private listed(query: ListQuery<RecipeSort>, filters: RecipeListFilters) {
    return kysely(this.em)
      .selectFrom('recipes as r')
      .innerJoin('users as u', 'u.id', 'r.user_id')
      .where((eb) => matches(eb, query, filters));
  }

  /** One page of recipes with their contestants, and how many match in all. */
  async page(
    query: ListQuery<RecipeSort>,
    filters: RecipeListFilters,
  ): Promise<ListPageRows<RecipeListRecord>> {
    const listed = this.listed(query, filters);
    const columns = listed.select([
      'r.id',
      'r.name',
      'r.is_complete',
      'r.is_approved',
      'r.submitted_at',
      'r.updated_at',
      'u.id as user_id',
      'u.name as first_name',
      'u.lastname',
      'u.email',
      'u.typeuser',
    ]);
    return listPageRows(listed, (reversed) => inListOrder(columns, query, reversed), query);
  }

  /**
   * Where a submitted recipe stands in the review order (submitted recipes by submission, then id) and its
   * neighbours; null for a recipe that is not submitted.
   */
  async placeInReviewOrder(recipeId: number): Promise<ReviewPlace | null> {
    const ordered = kysely(this.em)
      .selectFrom('recipes as r')
      .where((eb) => eb.ref('r.is_complete'))
      .select((eb) =>
        placeColumns(eb, (ob) => ob.orderBy('r.submitted_at', (item) => item.nullsLast()).orderBy('r.id')),
      );
    return this.placeIn(ordered.as('ordered'), recipeId);
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
    const ordered = this.listed(query, filters).select((eb) =>
      placeColumns(eb, (ob) => inListOrder(ob, query)),
    );
    return this.placeIn(ordered.as('ordered'), recipeId);
  }

  /** The row of `recipeId` among the ordered recipes (numbered over all of them), or null. */
  private async placeIn(ordered: PlaceQuery, recipeId: number): Promise<ReviewPlace | null> {
    const row = await kysely(this.em)
      .selectFrom(ordered)
      .select(['position', 'total', 'previous_id', 'next_id'])
      .where('id', '=', recipeId)
      .executeTakeFirst();
    if (!row) return null;
    return { position: row.position, total: row.total, previousId: row.previous_id, nextId: row.next_id };
  }
}
