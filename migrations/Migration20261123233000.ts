import { Migration } from '@mikro-orm/migrations';

/**
 * The votes export reads every vote in (stage, recipe, judge) order: with this index it streams in that order from
 * the index instead of sorting 300,000 rows on disk first (docs/scale.md has the plans).
 */
export class Migration20261123233000 extends Migration {
  override name = 'Migration20261123233000';

  override up(): void | Promise<void> {
    this.addSql(
      `create index "votes_stage_recipe_judge_index" on "votes" ("stage", "recipe_id", "judge_id");`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "votes_stage_recipe_judge_index";`);
  }
}
