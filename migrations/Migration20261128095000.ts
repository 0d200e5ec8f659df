import { Migration } from '@mikro-orm/migrations';

/**
 * Refused writes (docs/decisions.md, "Live final"): a judge's vote or note sent from the device's outbox that the
 * server refused (the round closed meanwhile, the judge was disabled) is kept for the admins, once per key.
 */
export class Migration20261128095000 extends Migration {
  override name = 'Migration20261128095000';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "refused_writes" ("judge_id" int not null, "key" varchar(64) not null, "call" varchar(8) not null, "recipe_id" int not null, "stage" varchar(10) null, "body" jsonb not null, "status" smallint not null, "reason" text not null, "refused_at" timestamptz not null, constraint "refused_writes_pkey" primary key ("judge_id", "key"), constraint "refused_writes_call_check" check ("call" in ('vote', 'note')));`,
    );
    this.addSql(
      `alter table "refused_writes" add constraint "refused_writes_judge_id_foreign" foreign key ("judge_id") references "judges" ("id") on delete cascade;`,
    );
    this.addSql(`create index "refused_writes_refused_at_index" on "refused_writes" ("refused_at");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "refused_writes" cascade;`);
  }
}
