import { Migration } from '@mikro-orm/migrations';

/**
 * Menu price (docs/decisions.md, "Recipes"): the contestant's suggested price per portion, in cents, and the highest
 * price the contest allows (the guidance's $10 until an admin raises it).
 */
export class Migration20261128123000 extends Migration {
  override name = 'Migration20261128123000';

  override up(): void | Promise<void> {
    this.addSql(`alter table "recipes" add column "menu_price_cents" integer null;`);
    this.addSql(
      `alter table "recipes" add constraint "recipes_menu_price_cents_check" check ("menu_price_cents" > 0);`,
    );
    this.addSql(
      `alter table "contest_settings" add column "max_menu_price_cents" integer not null default 1000;`,
    );
    this.addSql(
      `alter table "contest_settings" add constraint "contest_settings_max_menu_price_cents_check" check ("max_menu_price_cents" between 1000 and 10000);`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(
      `alter table "contest_settings" drop constraint if exists "contest_settings_max_menu_price_cents_check";`,
    );
    this.addSql(`alter table "contest_settings" drop column if exists "max_menu_price_cents";`);
    this.addSql(`alter table "recipes" drop constraint if exists "recipes_menu_price_cents_check";`);
    this.addSql(`alter table "recipes" drop column if exists "menu_price_cents";`);
  }
}
