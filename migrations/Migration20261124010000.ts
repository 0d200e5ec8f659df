import { Migration } from '@mikro-orm/migrations';
import { backfillRecipeCosts } from '../src/recipes/recipe-cost-backfill.js';

/**
 * Each recipe's cost per portion (thousandths of a dollar), kept when the recipe is saved, so the vote page's cost
 * comparison reads one number per recipe of the round instead of every recipe's ingredients. The backfill computes
 * it with the app's own function (`totalCostThousandths`: each row rounded half up to thousandths, then summed), not
 * in SQL, so stored and computed figures cannot differ.
 */
export class Migration20261124010000 extends Migration {
  override name = 'Migration20261124010000';

  override async up(): Promise<void> {
    await this.execute(`alter table "recipes" add column "cost_thousandths" bigint not null default 0;`);
    // Migration.execute takes `?` placeholders; the helper writes $1, $2 for the bench's plain pg client.
    await backfillRecipeCosts((sql, params) => this.execute(sql.replace(/\$\d+/g, '?'), params));
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "recipes" drop column "cost_thousandths";`);
  }
}
