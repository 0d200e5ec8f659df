import { Migration } from '@mikro-orm/migrations';

/**
 * Write receipts (docs/decisions.md, "Live final"): a judge's vote or note sent with an `Idempotency-Key` is applied
 * once; a retry with the same key gets the first answer back. Keys are the judge's own (the key is unique per judge).
 */
export class Migration20261128070000 extends Migration {
  override name = 'Migration20261128070000';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "write_receipts" ("judge_id" int not null, "key" varchar(64) not null, "fingerprint" char(64) not null, "answer" jsonb null, "created_at" timestamptz not null, constraint "write_receipts_pkey" primary key ("judge_id", "key"));`,
    );
    this.addSql(
      `alter table "write_receipts" add constraint "write_receipts_judge_id_foreign" foreign key ("judge_id") references "judges" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "write_receipts" cascade;`);
  }
}
