import { Migration } from '@mikro-orm/migrations';

/**
 * The head judge (docs/decisions.md, "Live final"): a final-round judge the admin marks on the live final's page. At
 * most one (a partial unique index), and only an enabled final-round judge (a check: moving the judge to the first
 * round or disabling them clears the mark in the same save).
 */
export class Migration20261128093000 extends Migration {
  override name = 'Migration20261128093000';

  override up(): void | Promise<void> {
    this.addSql(`alter table "judges" add column "head_judge" boolean not null default false;`);
    this.addSql(
      `alter table "judges" add constraint "judges_head_judge_check" check (not head_judge or (stage = 'second' and is_active));`,
    );
    this.addSql(
      `create unique index "judges_head_judge_unique" on "judges" ("head_judge") where "head_judge";`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index if exists "judges_head_judge_unique";`);
    this.addSql(`alter table "judges" drop constraint if exists "judges_head_judge_check";`);
    this.addSql(`alter table "judges" drop column if exists "head_judge";`);
  }
}
