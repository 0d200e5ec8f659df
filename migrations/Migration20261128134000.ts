import { Migration } from '@mikro-orm/migrations';

/**
 * The contestant's language ('en' or 'es'; null until first set): mails to them, and their supervisor's approval
 * request, go out in it (docs/decisions.md, "Languages").
 */
export class Migration20261128134000 extends Migration {
  override name = 'Migration20261128134000';

  override up(): void | Promise<void> {
    this.addSql(
      `alter table "users" add column "language" varchar(2) null constraint "users_language_check" check ("language" in ('en', 'es'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "users" drop column if exists "language";`);
  }
}
