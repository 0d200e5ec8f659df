import { Migration } from '@mikro-orm/migrations';

/**
 * Indexes for the administration's lists at 5,000 recipes and contestants (docs/scale.md, "The lists' search and orders"):
 * - the recipes by name (`lower(name), id`): a page is read in the index's order instead of sorting every recipe;
 * - the recipes in their default order (`submitted_at, id`), carrying the list's columns: a page, or the count under
 *   a filter, reads the index alone instead of the wide recipe rows (descriptions, preparation);
 * - the contestants in their default order (newest first: `created_at desc nulls last, id desc`, as the list asks);
 * - each contestant's recipe carrying the list's columns, for the contestants' list's join.
 */
export class Migration20261126130000 extends Migration {
  override name = 'Migration20261126130000';

  override up(): void | Promise<void> {
    this.addSql(`create index "recipes_name_order_index" on "recipes" (lower("name"), "id");`);
    this.addSql(
      `create index "recipes_submitted_order_index" on "recipes" ("submitted_at", "id")
       include ("user_id", "name", "is_complete", "is_approved", "updated_at");`,
    );
    this.addSql(
      `create index "users_joined_order_index" on "users" ("created_at" desc nulls last, "id" desc);`,
    );
    this.addSql(
      `create index "recipes_contestant_list_index" on "recipes" ("user_id")
       include ("id", "name", "is_complete", "is_approved");`,
    );
  }

  override down(): void | Promise<void> {
    for (const index of [
      'recipes_contestant_list_index',
      'users_joined_order_index',
      'recipes_submitted_order_index',
      'recipes_name_order_index',
    ])
      this.addSql(`drop index "${index}";`);
  }
}
