import { Migration } from '@mikro-orm/migrations';

/**
 * Indexes the plans called for at 5,000 recipes (docs/scale.md has the EXPLAIN ANALYZE of each):
 * - the rounds' order (submission time, then id) on partial indexes of the recipes each round may hold, for the
 *   judges' keyset look-ups (a recipe's neighbours and place, the next recipe to vote) instead of numbering the whole
 *   round with window functions; the key is the expression `JudgingRoundRepository` orders by (`KEY`), and the
 *   contestant's id and the recipe's cost are included, so the round's size, a judge's count and the round's costs
 *   come from the index alone (the recipes' heap is 15 MB of texts and ingredients at 5,000 recipes);
 * - the recipes' review state, for the dashboard's counts by state from the index alone;
 * - trigram (`pg_trgm`, GIN) indexes for the admin searches' `ilike '%term%'` on recipe names, contestants' e-mails
 *   and full names (the expression the searches match). The extension ships with PostgreSQL's contrib, which both
 *   the embedded server and the packaged server have.
 */
export class Migration20261124020000 extends Migration {
  override name = 'Migration20261124020000';

  override up(): void | Promise<void> {
    this.addSql(
      `create index "recipes_first_round_order_index" on "recipes"
         ((coalesce("submitted_at", 'infinity'::timestamptz)), "id") include ("user_id", "cost_thousandths") where "is_complete" and "is_approved" = 1;`,
    );
    this.addSql(
      `create index "recipes_second_round_order_index" on "recipes"
         ((coalesce("second_submitted_at", 'infinity'::timestamptz)), "id") include ("user_id", "cost_thousandths") where "is_2nd_complete";`,
    );
    this.addSql(`create index "recipes_state_index" on "recipes" ("is_complete", "is_approved");`);
    this.addSql(`create extension if not exists pg_trgm;`);
    this.addSql(`create index "recipes_name_trgm_index" on "recipes" using gin ("name" gin_trgm_ops);`);
    this.addSql(`create index "users_email_trgm_index" on "users" using gin ("email" gin_trgm_ops);`);
    this.addSql(
      `create index "users_full_name_trgm_index" on "users"
         using gin ((coalesce("name", '') || ' ' || coalesce("lastname", '')) gin_trgm_ops);`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "users_full_name_trgm_index";`);
    this.addSql(`drop index "users_email_trgm_index";`);
    this.addSql(`drop index "recipes_name_trgm_index";`);
    this.addSql(`drop index "recipes_state_index";`);
    this.addSql(`drop index "recipes_second_round_order_index";`);
    this.addSql(`drop index "recipes_first_round_order_index";`);
  }
}
