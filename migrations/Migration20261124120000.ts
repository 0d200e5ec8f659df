import { Migration } from '@mikro-orm/migrations';

/**
 * Assignment when the field is large (issue 15, part 5), first round:
 * - `assignment_settings` (one row): "each recipe is judged by N judges of the round", null while off (the
 *   default: every first-round judge sees every approved recipe, as before). A table of its own rather than a column
 *   of `contest_settings`, which the deadlines work changes at the same time;
 * - `judge_assignments`: which judge judges which recipe (one row per pair). The judges' pages read a judge's rows
 *   by the primary key (judge first); the results and the review page read a recipe's by `recipe_id`.
 * Both are written by hand-written SQL (JudgeAssignmentsRepository), not entities, like the vote standings.
 */
export class Migration20261124120000 extends Migration {
  override name = 'Migration20261124120000';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "assignment_settings" ("id" int not null default 1 primary key, "judges_per_recipe" int null, "updated_at" timestamptz not null default now(),
         constraint "assignment_settings_single_row" check ("id" = 1),
         constraint "assignment_settings_judges_per_recipe_check" check ("judges_per_recipe" between 1 and 50));`,
    );
    this.addSql(`insert into "assignment_settings" ("id", "judges_per_recipe") values (1, null);`);
    this.addSql(
      `create table "judge_assignments" ("judge_id" int not null references "judges" ("id") on delete cascade,
         "recipe_id" int not null references "recipes" ("id") on delete cascade,
         "created_at" timestamptz not null default now(), primary key ("judge_id", "recipe_id"));`,
    );
    this.addSql(`create index "judge_assignments_recipe_index" on "judge_assignments" ("recipe_id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "judge_assignments";`);
    this.addSql(`drop table if exists "assignment_settings";`);
  }
}
