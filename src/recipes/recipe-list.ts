import { type ListQuery, parseFilter, parseListQuery, type RawQuery } from '../common/list-query.js';
import { RECIPE_SORTS, type RecipeListFilters, type RecipeSort } from './recipe-list.queries.js';
import { RECIPE_STATES } from './recipe-states.js';

/** The recipes list as an address describes it: the page, order and search, and the state filter. */
export interface RecipeList {
  query: ListQuery<RecipeSort>;
  filters: RecipeListFilters;
}

/** Reads the recipes list's address (`state`, `q`, `sort`, `dir`, `page`); bad values fall back to the defaults. */
export function parseRecipeList(raw: RawQuery): RecipeList {
  return {
    query: parseListQuery(raw, { sortable: RECIPE_SORTS, defaultSort: 'submitted', defaultDirection: 'asc' }),
    filters: { state: parseFilter(raw, 'state', RECIPE_STATES) },
  };
}

/**
 * The part of a list's address that decides which recipes it shows and in what order (not the page), as a query
 * string ('' for the default list). The review page carries it, so its arrows follow the list the admin came from.
 */
export function recipeListContext({ query, filters }: RecipeList): string {
  const params = new URLSearchParams();
  if (filters.state) params.set('state', filters.state);
  if (query.search) params.set('q', query.search);
  if (query.sort !== query.defaultSort || query.direction !== query.defaultDirection) {
    params.set('sort', query.sort);
    params.set('dir', query.direction);
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}
