import { Migration } from '@mikro-orm/migrations';

/**
 * `judge_conflict_pairs` reads each judge's automatic conflicts by look-ups on the mailbox indexes. Joined at once,
 * the planner hashed every contestant's `mailbox_of(email)` (it costs the inlined function as one cheap operator,
 * while each call runs a regular expression): 85 ms at 5,000 contestants, twice per results page. Per judge, in a
 * lateral subquery that `offset 0` keeps from being flattened back into that join, it is 70 index look-ups: 5 ms.
 * Same columns and rows.
 */
export class Migration20261126040000 extends Migration {
  override name = 'Migration20261126040000';

  override up(): void | Promise<void> {
    this.addSql(
      `create or replace view "judge_conflict_pairs" as
         select c.judge_id, c.user_id, 'declared'::text as source from judge_conflicts c
         union all
         select j.id, own.id, 'own_email' from judges j
           cross join lateral (select u.id from users u where mailbox_of(u.email) = mailbox_of(j.email) offset 0) own
         union all
         select j.id, supervised.user_id, 'supervisor_email' from judges j
           cross join lateral (
             select p.user_id from profiles p
             where p.manager_email is not null and mailbox_of(p.manager_email) = mailbox_of(j.email) offset 0
           ) supervised;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(
      `create or replace view "judge_conflict_pairs" as
         select c.judge_id, c.user_id, 'declared'::text as source from judge_conflicts c
         union all
         select j.id, u.id, 'own_email' from judges j join users u on mailbox_of(u.email) = mailbox_of(j.email)
         union all
         select j.id, p.user_id, 'supervisor_email' from judges j
           join profiles p on p.manager_email is not null and mailbox_of(p.manager_email) = mailbox_of(j.email);`,
    );
  }
}
