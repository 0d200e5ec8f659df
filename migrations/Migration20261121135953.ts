import { Migration } from '@mikro-orm/migrations';

export class Migration20261121135953 extends Migration {
  override name = 'Migration20261121135953';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "admins" ("id" serial primary key, "name" varchar(100) not null, "lastname" varchar(100) not null, "email" varchar(254) not null, "stage" varchar(10) not null, "typelogin" varchar(12) not null, "password_hash" varchar(200) null, "is_active" boolean not null default false, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    );
    this.addSql(`alter table "admins" add constraint "admins_email_unique" unique ("email");`);

    this.addSql(
      `create table "auth_tokens" ("id" serial primary key, "purpose" varchar(30) not null, "email" varchar(254) not null, "token_hash" varchar(64) not null, "expires_at" timestamptz not null, "used_at" timestamptz null, "created_at" timestamptz not null);`,
    );
    this.addSql(`alter table "auth_tokens" add constraint "auth_tokens_hash_unique" unique ("token_hash");`);
    this.addSql(`create index "auth_tokens_email_index" on "auth_tokens" ("purpose", "email");`);

    this.addSql(
      `create table "users" ("id" serial primary key, "email" varchar(254) not null, "name" varchar(100) null, "lastname" varchar(100) null, "typeuser" varchar(10) not null, "is_authorized" smallint not null default 0, "is_active" boolean not null default true, "is_finalist" boolean not null default false, "onboarded" boolean not null default false, "registered_at" timestamptz null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    );
    this.addSql(`alter table "users" add constraint "users_email_unique" unique ("email");`);

    this.addSql(
      `create table "contest_settings" ("id" int not null default 1, "edition_year" int not null, "phase" varchar(12) not null default 'coming_soon', "cta_url" varchar(500) null, "cta_text" varchar(100) null, "cta_enabled" boolean not null default false, "calendar_title" varchar(200) null, "calendar_description" text null, "calendar_location" varchar(200) null, "calendar_starts_at" timestamptz null, "calendar_ends_at" timestamptz null, "help_email" varchar(254) not null, "first_round_open" boolean not null default false, "second_round_open" boolean not null default false, "blind_judging" boolean not null default false, "updated_at" timestamptz not null, primary key ("id"));`,
    );

    this.addSql(
      `create table "faq_items" ("id" serial primary key, "position" int not null default 0, "question" varchar(300) not null, "answer" text not null);`,
    );

    this.addSql(
      `create table "judges" ("id" serial primary key, "name" varchar(100) not null, "lastname" varchar(100) not null, "email" varchar(254) not null, "stage" varchar(10) not null, "typelogin" varchar(12) not null, "password_hash" varchar(200) null, "is_active" boolean not null default false, "created_at" timestamptz not null, "updated_at" timestamptz not null, "title" varchar(150) null, "biography" text null, "portrait" varchar(80) null, "show_on_site" boolean not null default false, "site_position" int not null default 0);`,
    );
    this.addSql(`alter table "judges" add constraint "judges_email_unique" unique ("email");`);

    this.addSql(
      `create table "mail_outbox" ("id" serial primary key, "to_address" varchar(254) not null, "subject" varchar(300) not null, "html" text not null, "text" text not null, "template" varchar(60) not null, "status" varchar(10) not null default 'pending', "attempts" int not null default 0, "next_attempt_at" timestamptz not null, "locked_until" timestamptz null, "last_error" text null, "sent_at" timestamptz null, "created_at" timestamptz not null);`,
    );
    this.addSql(`create index "mail_outbox_due_index" on "mail_outbox" ("status", "next_attempt_at");`);

    this.addSql(
      `create table "past_editions" ("id" serial primary key, "year" int not null, "chef_name" varchar(200) not null, "chef_description" text not null, "recipe_name" varchar(200) not null, "recipe_description" text not null, "prep_time" varchar(50) not null, "cook_time" varchar(50) not null, "yield" varchar(50) not null, "ingredients" jsonb not null, "preparation" jsonb not null, "nutritional_facts" jsonb not null, "tips" text null, "allergens" text null, "is_active" boolean not null default false, "chef_image" varchar(80) not null, "chefthumb_image" varchar(80) not null, "recipe_image" varchar(80) not null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    );
    this.addSql(`alter table "past_editions" add constraint "past_editions_year_unique" unique ("year");`);

    this.addSql(
      `create table "profiles" ("id" serial primary key, "user_id" int not null, "phone" varchar(20) not null, "home_address" jsonb not null, "unit_address" jsonb null, "manager_name" varchar(200) null, "manager_email" varchar(254) null, "manager_reason" text null, "business_name" varchar(200) null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    );
    this.addSql(`alter table "profiles" add constraint "profiles_user_id_unique" unique ("user_id");`);

    this.addSql(
      `create table "recipes" ("id" serial primary key, "user_id" int not null, "name" varchar(200) not null default '', "description" text not null default '', "preparation" text not null default '', "ingredients" jsonb not null, "is_complete" boolean not null default false, "is_2nd_complete" boolean not null default false, "recipe_image" varchar(80) null, "headshot_image" varchar(80) null, "is_approved" smallint not null default 0, "submitted_at" timestamptz null, "second_submitted_at" timestamptz null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    );
    this.addSql(`alter table "recipes" add constraint "recipes_user_id_unique" unique ("user_id");`);

    this.addSql(
      `create table "sponsors" ("id" serial primary key, "position" int not null, "name" varchar(150) not null, "url" varchar(500) null, "logo" varchar(80) not null);`,
    );
    this.addSql(`alter table "sponsors" add constraint "sponsors_position_unique" unique ("position");`);

    this.addSql(
      `create table "stored_files" ("key" varchar(40) not null, "mime" varchar(20) not null, "width" int not null, "height" int not null, "bytes" int not null, "created_at" timestamptz not null, primary key ("key"));`,
    );

    this.addSql(
      `create table "votes" ("id" serial primary key, "judge_id" int not null, "recipe_id" int not null, "stage" varchar(10) not null, "creativity" numeric(2,1) null, "appearance" numeric(2,1) null, "ingredients" numeric(2,1) null, "profitability" smallint null, "deployability" numeric(2,1) null, "note" text null, "voted_at" timestamptz null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    );
    this.addSql(`create index "votes_recipe_index" on "votes" ("recipe_id");`);
    this.addSql(
      `alter table "votes" add constraint "votes_judge_recipe_unique" unique ("judge_id", "recipe_id");`,
    );

    this.addSql(
      `create table "whitelisted_domains" ("id" serial primary key, "domain" varchar(253) not null, "is_active" boolean not null default false, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    );
    this.addSql(
      `alter table "whitelisted_domains" add constraint "whitelisted_domains_domain_unique" unique ("domain");`,
    );

    this.addSql(
      `alter table "admins" add constraint "admins_email_lowercase_check" check (email = lower(email));`,
    );
    this.addSql(
      `alter table "admins" add constraint "admins_stage_check" check ("stage" in ('first', 'second'));`,
    );
    this.addSql(
      `alter table "admins" add constraint "admins_typelogin_check" check ("typelogin" in ('sso', 'credential'));`,
    );

    this.addSql(
      `alter table "auth_tokens" add constraint "auth_tokens_purpose_check" check ("purpose" in ('contestant_sign_in', 'judge_password_reset', 'admin_password_reset'));`,
    );

    this.addSql(
      `alter table "users" add constraint "users_email_lowercase_check" check (email = lower(email));`,
    );
    this.addSql(
      `alter table "users" add constraint "users_is_authorized_check" check (is_authorized in (0, 1, 2));`,
    );
    this.addSql(
      `alter table "users" add constraint "users_typeuser_check" check ("typeuser" in ('sodexo', 'entegra'));`,
    );

    this.addSql(
      `alter table "contest_settings" add constraint "contest_settings_single_row" check (id = 1);`,
    );
    this.addSql(
      `alter table "contest_settings" add constraint "contest_settings_phase_check" check ("phase" in ('coming_soon', 'open', 'closed'));`,
    );

    this.addSql(
      `alter table "judges" add constraint "judges_email_lowercase_check" check (email = lower(email));`,
    );
    this.addSql(
      `alter table "judges" add constraint "judges_stage_check" check ("stage" in ('first', 'second'));`,
    );
    this.addSql(
      `alter table "judges" add constraint "judges_typelogin_check" check ("typelogin" in ('sso', 'credential'));`,
    );

    this.addSql(
      `alter table "mail_outbox" add constraint "mail_outbox_attempts_check" check (attempts >= 0);`,
    );
    this.addSql(
      `alter table "mail_outbox" add constraint "mail_outbox_status_check" check ("status" in ('pending', 'sent', 'failed', 'kept'));`,
    );

    this.addSql(
      `alter table "profiles" add constraint "profiles_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "recipes" add constraint "recipes_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "recipes" add constraint "recipes_is_approved_check" check (is_approved in (0, 1, 2));`,
    );

    this.addSql(
      `alter table "sponsors" add constraint "sponsors_position_check" check (position between 1 and 4);`,
    );

    this.addSql(
      `alter table "votes" add constraint "votes_judge_id_foreign" foreign key ("judge_id") references "judges" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "votes" add constraint "votes_recipe_id_foreign" foreign key ("recipe_id") references "recipes" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "votes" add constraint "votes_complete_check" check ((creativity is null and appearance is null and ingredients is null and profitability is null and deployability is null) or (creativity is not null and appearance is not null and ingredients is not null and profitability is not null and deployability is not null));`,
    );
    this.addSql(
      `alter table "votes" add constraint "votes_profitability_check" check (profitability is null or profitability in (0, 5));`,
    );
    this.addSql(
      `alter table "votes" add constraint "votes_deployability_check" check ((deployability is null or (deployability between 1 and 5 and deployability * 2 = round(deployability * 2))));`,
    );
    this.addSql(
      `alter table "votes" add constraint "votes_ingredients_check" check ((ingredients is null or (ingredients between 1 and 5 and ingredients * 2 = round(ingredients * 2))));`,
    );
    this.addSql(
      `alter table "votes" add constraint "votes_appearance_check" check ((appearance is null or (appearance between 1 and 5 and appearance * 2 = round(appearance * 2))));`,
    );
    this.addSql(
      `alter table "votes" add constraint "votes_creativity_check" check ((creativity is null or (creativity between 1 and 5 and creativity * 2 = round(creativity * 2))));`,
    );
    this.addSql(
      `alter table "votes" add constraint "votes_stage_check" check ("stage" in ('first', 'second'));`,
    );

    this.addSql(
      `alter table "whitelisted_domains" add constraint "whitelisted_domains_domain_lowercase_check" check (domain = lower(domain));`,
    );
    // Written by hand: the session store's table (connect-pg-simple's layout) and the one settings row.
    this.addSql(
      `create table "sessions" ("sid" varchar not null primary key, "sess" json not null, "expire" timestamp(6) not null);`,
    );
    this.addSql(`create index "sessions_expire_index" on "sessions" ("expire");`);
    this.addSql(
      `insert into "contest_settings" ("id", "edition_year", "phase", "help_email", "updated_at") values (1, 2025, 'coming_soon', 'help@recipe-contest.local', now());`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "sessions" cascade;`);
    this.addSql(`alter table "profiles" drop constraint "profiles_user_id_foreign";`);
    this.addSql(`alter table "recipes" drop constraint "recipes_user_id_foreign";`);
    this.addSql(`alter table "votes" drop constraint "votes_judge_id_foreign";`);
    this.addSql(`alter table "votes" drop constraint "votes_recipe_id_foreign";`);

    this.addSql(`drop table if exists "admins" cascade;`);
    this.addSql(`drop table if exists "auth_tokens" cascade;`);
    this.addSql(`drop table if exists "users" cascade;`);
    this.addSql(`drop table if exists "contest_settings" cascade;`);
    this.addSql(`drop table if exists "faq_items" cascade;`);
    this.addSql(`drop table if exists "judges" cascade;`);
    this.addSql(`drop table if exists "mail_outbox" cascade;`);
    this.addSql(`drop table if exists "past_editions" cascade;`);
    this.addSql(`drop table if exists "profiles" cascade;`);
    this.addSql(`drop table if exists "recipes" cascade;`);
    this.addSql(`drop table if exists "sponsors" cascade;`);
    this.addSql(`drop table if exists "stored_files" cascade;`);
    this.addSql(`drop table if exists "votes" cascade;`);
    this.addSql(`drop table if exists "whitelisted_domains" cascade;`);
  }
}
