import { Migration } from '@mikro-orm/migrations';

/**
 * Feedback to the chefs (issue 36, part 1; docs/decisions.md, "Judging"): a judge's comment for the chef beside the
 * private note, on the vote's row; and the release of the comments and scores to the contestants, once (one row).
 */
export class Migration20261128130000 extends Migration {
  override name = 'Migration20261128130000';

  override up(): void | Promise<void> {
    this.addSql(`alter table "votes" add column "chef_comment" text null;`);
    this.addSql(
      `create table "chef_feedback_releases" ("id" smallint not null default 1, "released_at" timestamptz not null default now(), "released_by" integer null, constraint "chef_feedback_releases_pkey" primary key ("id"), constraint "chef_feedback_releases_single_check" check ("id" = 1));`,
    );
    this.addSql(
      `alter table "chef_feedback_releases" add constraint "chef_feedback_releases_released_by_foreign" foreign key ("released_by") references "admins" ("id") on update cascade on delete set null;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "chef_feedback_releases";`);
    this.addSql(`alter table "votes" drop column if exists "chef_comment";`);
  }
}
