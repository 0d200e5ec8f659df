import { Migration } from '@mikro-orm/migrations';

/** Rate-limit counters shared by every copy of the app, and when a supervisor answered. */
export class Migration20261121143328 extends Migration {
  override name = 'Migration20261121143328';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "throttle_counters" ("key" text not null, "hits" int not null, "expires_at" timestamptz not null, "blocked_until" timestamptz null, primary key ("key"));`,
    );
    this.addSql(`create index "throttle_counters_expires_at_index" on "throttle_counters" ("expires_at");`);
    this.addSql(`alter table "profiles" add "manager_answered_at" timestamptz null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "throttle_counters" cascade;`);
    this.addSql(`alter table "profiles" drop column "manager_answered_at";`);
  }
}
