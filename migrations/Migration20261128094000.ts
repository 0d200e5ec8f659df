import { Migration } from '@mikro-orm/migrations';

/**
 * Allergens (docs/decisions.md, "Recipes"): the union of a recipe's row marks (kept by the entity, as the cost is)
 * and its "contains none" declaration; how firmly a submission is asked for them, a contest setting; the allergies
 * a judge notes in their account.
 */
export class Migration20261128094000 extends Migration {
  override name = 'Migration20261128094000';

  override up(): void | Promise<void> {
    this.addSql(`alter table "recipes" add column "allergens" text[] not null default '{}';`);
    this.addSql(`alter table "recipes" add column "allergens_none" boolean not null default false;`);
    this.addSql(
      `alter table "contest_settings" add column "submission_declarations" varchar(10) not null default 'asked';`,
    );
    this.addSql(
      `alter table "contest_settings" add constraint "contest_settings_submission_declarations_check" check ("submission_declarations" in ('asked', 'required'));`,
    );
    this.addSql(`alter table "judges" add column "allergies" text[] not null default '{}';`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "judges" drop column if exists "allergies";`);
    this.addSql(
      `alter table "contest_settings" drop constraint if exists "contest_settings_submission_declarations_check";`,
    );
    this.addSql(`alter table "contest_settings" drop column if exists "submission_declarations";`);
    this.addSql(`alter table "recipes" drop column if exists "allergens_none";`);
    this.addSql(`alter table "recipes" drop column if exists "allergens";`);
  }
}
