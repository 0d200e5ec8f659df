import { Migration } from '@mikro-orm/migrations';

/**
 * Corrections of final-round scores (docs/decisions.md, "Live final"): each keeps the scores before and after, the
 * reason, and who made it (an admin or the head judge, copied like the audit log's e-mail), written in the
 * transaction that changes the vote. `votes.corrected_at` marks a corrected vote: the judge's own vote call no longer
 * replaces it.
 */
export class Migration20261128101000 extends Migration {
  override name = 'Migration20261128101000';

  override up(): void | Promise<void> {
    this.addSql(`alter table "votes" add column "corrected_at" timestamptz null;`);
    this.addSql(
      `create table "vote_corrections" ("id" serial primary key, "vote_id" int not null, "previous" jsonb not null, "corrected" jsonb not null, "reason" varchar(500) not null, "by_role" varchar(12) not null, "by_id" int not null, "by_email" varchar(254) not null, "created_at" timestamptz not null default now(), constraint "vote_corrections_by_role_check" check (by_role in ('admin', 'head_judge')), constraint "vote_corrections_vote_id_foreign" foreign key ("vote_id") references "votes" ("id") on delete cascade);`,
    );
    this.addSql(`create index "vote_corrections_vote_id_index" on "vote_corrections" ("vote_id", "id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "vote_corrections" cascade;`);
    this.addSql(`alter table "votes" drop column if exists "corrected_at";`);
  }
}
