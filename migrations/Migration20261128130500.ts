import { Migration } from '@mikro-orm/migrations';

/** A judge's refused comment for the chef is kept for the admins like a refused vote or note (issue 36, part 1). */
export class Migration20261128130500 extends Migration {
  override name = 'Migration20261128130500';

  override up(): void | Promise<void> {
    this.addSql(`alter table "refused_writes" drop constraint if exists "refused_writes_call_check";`);
    this.addSql(
      `alter table "refused_writes" add constraint "refused_writes_call_check" check ("call" in ('vote', 'note', 'comment'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`delete from "refused_writes" where "call" = 'comment';`);
    this.addSql(`alter table "refused_writes" drop constraint if exists "refused_writes_call_check";`);
    this.addSql(
      `alter table "refused_writes" add constraint "refused_writes_call_check" check ("call" in ('vote', 'note'));`,
    );
  }
}
