import { Migration } from '@mikro-orm/migrations';

/**
 * People's Choice: the Idempotency-Keys of the last few calls that wrote a voter's vote, so a retried call (the same
 * key) is answered without writing again, even after a later change (docs/decisions.md, "People's Choice").
 */
export class Migration20261128132000 extends Migration {
  override name = 'Migration20261128132000';

  override up(): void | Promise<void> {
    this.addSql(`alter table "peoples_choice_votes" add column "request_keys" text[] not null default '{}';`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "peoples_choice_votes" drop column if exists "request_keys";`);
  }
}
