import { type Expression, type ExpressionBuilder, type RawBuilder, type SqlBool, sql } from 'kysely';
import type { Database } from '../database/database-schema.js';

/** The admin lists' tables: contestants as `u`, recipes as `r`. */
export type ListTables = Database & { u: Database['users']; r: Database['recipes'] };

/**
 * A contestant's full name as `users_full_name_trgm_index` is built on (Migration20261124020000): the search must
 * use this very expression for the index to answer it.
 */
export function fullName(
  name: Expression<string | null>,
  lastname: Expression<string | null>,
): RawBuilder<string> {
  return sql<string>`(coalesce(${name}, '') || ' ' || coalesce(${lastname}, ''))`;
}

/** Lower-cased full name of the list's contestant `u`, the lists' sort by name. */
export function sortableName(eb: ExpressionBuilder<ListTables, 'u'>): RawBuilder<string> {
  return sql<string>`lower(${fullName(eb.ref('u.name'), eb.ref('u.lastname'))})`;
}

/**
 * The lists' search: the contestant's e-mail or full name, or the recipe's name, matches `pattern`. Both lists join a
 * contestant to their one recipe, so a match of either table names the contestant: one `u.id in (… union all …)`,
 * each side answered by its trigram indexes. An `or` of two conditions across the join could use neither, and made
 * PostgreSQL join every contestant to every recipe row before filtering (docs/scale.md, "The lists' search").
 */
export function matchesSearch(
  eb: ExpressionBuilder<ListTables, 'u' | 'r'>,
  pattern: string,
): Expression<SqlBool> {
  const byContestant = eb
    .selectFrom('users')
    .select('users.id')
    .where((inner) =>
      inner.or([
        inner('users.email', 'ilike', pattern),
        inner(fullName(inner.ref('users.name'), inner.ref('users.lastname')), 'ilike', pattern),
      ]),
    );
  const byRecipe = eb
    .selectFrom('recipes')
    .select('recipes.user_id as id')
    .where('recipes.name', 'ilike', pattern);
  return eb('u.id', 'in', byContestant.unionAll(byRecipe));
}
