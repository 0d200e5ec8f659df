import { Migration } from '@mikro-orm/migrations';

/**
 * Conflicts of interest (issue 15, part 3):
 * - `judge_conflicts`: the conflicts an admin declared (one per judge and contestant; lifting deletes the row);
 * - `mailbox_of(text)`: one mailbox however an address is written, the SQL twin of `mailboxOf`
 *   (src/contestants/dto/profile-validators.ts): trimmed, lower case, the `+tag` of the local part dropped. A unit of
 *   the integration tests compares the two on the same addresses. Immutable, so it can be indexed;
 * - expression indexes on the contestants' and supervisors' mailboxes, so a judge's automatic conflicts are two
 *   index look-ups, not a pass over every contestant;
 * - the view `judge_conflict_pairs (judge_id, user_id, source)`: every conflict, declared or automatic
 *   (`own_email`: the judge's mailbox is the contestant's; `supervisor_email`: it is their supervisor's). The
 *   automatic ones are not stored, so a changed address changes them at once, whoever changes it.
 */
export class Migration20261124110000 extends Migration {
  override name = 'Migration20261124110000';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "judge_conflicts" ("id" serial primary key, "judge_id" int not null, "user_id" int not null, "reason" text not null, "admin_id" int null, "created_at" timestamptz not null);`,
    );
    this.addSql(
      `alter table "judge_conflicts" add constraint "judge_conflicts_judge_user_unique" unique ("judge_id", "user_id");`,
    );
    this.addSql(
      `alter table "judge_conflicts" add constraint "judge_conflicts_judge_id_foreign" foreign key ("judge_id") references "judges" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "judge_conflicts" add constraint "judge_conflicts_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(`create index "judge_conflicts_user_index" on "judge_conflicts" ("user_id");`);
    this.addSql(
      `create function mailbox_of(address text) returns text language sql immutable strict parallel safe as $$
         select case when position('@' in t) = 0 then t
           else regexp_replace(left(t, length(t) - position('@' in reverse(t))), '\\+.*$', '')
             || right(t, position('@' in reverse(t)))
         end
         from (select lower(btrim(address, ' ' || chr(9) || chr(10) || chr(11) || chr(12) || chr(13))) as t) a $$;`,
    );
    this.addSql(`create index "users_mailbox_index" on "users" (mailbox_of("email"));`);
    this.addSql(
      `create index "profiles_manager_mailbox_index" on "profiles" (mailbox_of("manager_email")) where "manager_email" is not null;`,
    );
    this.addSql(
      `create view "judge_conflict_pairs" as
         select c.judge_id, c.user_id, 'declared'::text as source from judge_conflicts c
         union all
         select j.id, u.id, 'own_email' from judges j join users u on mailbox_of(u.email) = mailbox_of(j.email)
         union all
         select j.id, p.user_id, 'supervisor_email' from judges j
           join profiles p on p.manager_email is not null and mailbox_of(p.manager_email) = mailbox_of(j.email);`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop view if exists "judge_conflict_pairs";`);
    this.addSql(`drop index if exists "profiles_manager_mailbox_index";`);
    this.addSql(`drop index if exists "users_mailbox_index";`);
    this.addSql(`drop function if exists mailbox_of(text);`);
    this.addSql(`drop table if exists "judge_conflicts" cascade;`);
  }
}
