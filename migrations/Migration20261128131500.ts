import { Migration } from '@mikro-orm/migrations';

/**
 * People's Choice (issue 36, part 2; docs/decisions.md, "People's Choice"): the award's settings (one row, off by
 * default) and one vote row per voter. The count per recipe is read from the votes, so no row is written by every
 * vote; a voter's identity is their normalised address (shared/people.ts), unique.
 */
export class Migration20261128131500 extends Migration {
  override name = 'Migration20261128131500';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "peoples_choice" ("id" smallint not null default 1, "enabled" boolean not null default false, "voters" text not null default 'sso', "email_domains" text[] not null default '{}', "opened_at" timestamptz null, "closes_at" timestamptz null, "closed_at" timestamptz null, "published_at" timestamptz null, "updated_at" timestamptz not null default now(), constraint "peoples_choice_pkey" primary key ("id"), constraint "peoples_choice_single_check" check ("id" = 1), constraint "peoples_choice_voters_check" check ("voters" in ('sso', 'email')));`,
    );
    this.addSql(`insert into "peoples_choice" ("id") values (1);`);
    this.addSql(
      `create table "peoples_choice_votes" ("id" serial primary key, "voter" text not null, "recipe_id" integer not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "voided_at" timestamptz null, "void_reason" text null, "voided_by" integer null, constraint "peoples_choice_votes_voter_unique" unique ("voter"));`,
    );
    this.addSql(
      `alter table "peoples_choice_votes" add constraint "peoples_choice_votes_recipe_id_foreign" foreign key ("recipe_id") references "recipes" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "peoples_choice_votes" add constraint "peoples_choice_votes_voided_by_foreign" foreign key ("voided_by") references "admins" ("id") on update cascade on delete set null;`,
    );
    this.addSql(
      `create index "peoples_choice_votes_recipe_id_index" on "peoples_choice_votes" ("recipe_id");`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "peoples_choice_votes";`);
    this.addSql(`drop table if exists "peoples_choice";`);
  }
}
