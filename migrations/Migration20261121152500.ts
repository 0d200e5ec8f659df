import { Migration } from '@mikro-orm/migrations';

/** The administrators' audit log. */
export class Migration20261121152500 extends Migration {
  override name = 'Migration20261121152500';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "audit_log" ("id" serial primary key, "admin_id" int null, "admin_email" varchar(254) not null, "action" varchar(60) not null, "subject_type" varchar(40) not null, "subject_id" int null, "before" jsonb null, "after" jsonb null, "created_at" timestamptz not null);`,
    );
    this.addSql(`create index "audit_log_admin_id_index" on "audit_log" ("admin_id");`);
    this.addSql(`create index "audit_log_created_at_index" on "audit_log" ("created_at");`);
    this.addSql(`create index "audit_log_subject_index" on "audit_log" ("subject_type", "subject_id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "audit_log" cascade;`);
  }
}
