import { Migration } from '@mikro-orm/migrations';

/** People's Choice: a voter at a listed domain signs in with a mailed single-use link (auth_tokens purpose). */
export class Migration20261128134500 extends Migration {
  override name = 'Migration20261128134500';

  override up(): void | Promise<void> {
    this.addSql(`alter table "auth_tokens" drop constraint if exists "auth_tokens_purpose_check";`);
    this.addSql(
      `alter table "auth_tokens" add constraint "auth_tokens_purpose_check" check ("purpose" in ('contestant_sign_in', 'judge_password_reset', 'admin_password_reset', 'peoples_choice_vote'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`delete from "auth_tokens" where "purpose" = 'peoples_choice_vote';`);
    this.addSql(`alter table "auth_tokens" drop constraint if exists "auth_tokens_purpose_check";`);
    this.addSql(
      `alter table "auth_tokens" add constraint "auth_tokens_purpose_check" check ("purpose" in ('contestant_sign_in', 'judge_password_reset', 'admin_password_reset'));`,
    );
  }
}
