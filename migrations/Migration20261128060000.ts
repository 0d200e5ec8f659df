import { Migration } from '@mikro-orm/migrations';

/**
 * The live final (docs/decisions.md, "Live final"): the admin's switch on the settings row, and each finalist's plate
 * code, a random three-digit number unique in the contest, kept per recipe (one recipe a contestant).
 */
export class Migration20261128060000 extends Migration {
  override name = 'Migration20261128060000';

  override up(): void | Promise<void> {
    this.addSql(`alter table "contest_settings" add column "live_final" boolean not null default false;`);
    this.addSql(
      `create table "plate_codes" ("recipe_id" int not null, "code" smallint not null, "drawn_at" timestamptz not null, constraint "plate_codes_pkey" primary key ("recipe_id"));`,
    );
    this.addSql(`alter table "plate_codes" add constraint "plate_codes_code_unique" unique ("code");`);
    this.addSql(
      `alter table "plate_codes" add constraint "plate_codes_code_check" check (code between 100 and 999);`,
    );
    this.addSql(
      `alter table "plate_codes" add constraint "plate_codes_recipe_id_foreign" foreign key ("recipe_id") references "recipes" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "plate_codes" cascade;`);
    this.addSql(`alter table "contest_settings" drop column "live_final";`);
  }
}
