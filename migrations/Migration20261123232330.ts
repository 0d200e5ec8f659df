import { Migration } from '@mikro-orm/migrations';

/** Issue 15: who the results page's mailings ("Notify finalists", "Announce results") have reached, once each. */
export class Migration20261123232330 extends Migration {
  override name = 'Migration20261123232330';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "contest_mailings" ("id" serial primary key, "kind" varchar(20) not null, "user_id" int not null, "template" varchar(60) not null, "admin_id" int null, "sent_at" timestamptz not null);`,
    );
    this.addSql(
      `alter table "contest_mailings" add constraint "contest_mailings_kind_user_unique" unique ("kind", "user_id");`,
    );
    this.addSql(
      `alter table "contest_mailings" add constraint "contest_mailings_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "contest_mailings" add constraint "contest_mailings_kind_check" check (kind in ('finalists', 'results'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "contest_mailings" cascade;`);
  }
}
