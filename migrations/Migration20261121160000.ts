import { Migration } from '@mikro-orm/migrations';

/**
 * One vote per judge, recipe and round: a judge moved to the final round votes again on a finalist's recipe without
 * overwriting the first-round vote.
 */
export class Migration20261121160000 extends Migration {
  override name = 'Migration20261121160000';

  override up(): void | Promise<void> {
    this.addSql(`alter table "votes" drop constraint "votes_judge_recipe_unique";`);
    this.addSql(
      `alter table "votes" add constraint "votes_judge_recipe_stage_unique" unique ("judge_id", "recipe_id", "stage");`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "votes" drop constraint "votes_judge_recipe_stage_unique";`);
    // The old key allows one row per judge and recipe: keep the latest round's row.
    this.addSql(
      `delete from "votes" v using "votes" later
       where later.judge_id = v.judge_id and later.recipe_id = v.recipe_id and later.id > v.id;`,
    );
    this.addSql(
      `alter table "votes" add constraint "votes_judge_recipe_unique" unique ("judge_id", "recipe_id");`,
    );
  }
}
