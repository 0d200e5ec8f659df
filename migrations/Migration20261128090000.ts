import { Migration } from '@mikro-orm/migrations';

/**
 * The live final's results board (docs/decisions.md, "Live final"): one row holding the hash of the venue screen's
 * link and whether the results are released, and a notice on channel `final_board` at the commit of every change to a
 * final-round vote, to the plate codes, to the live final's switch or to that row, which each app process hears on a connection of its own.
 */
export class Migration20261128090000 extends Migration {
  override name = 'Migration20261128090000';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "final_board" ("id" smallint not null default 1, "token_hash" char(64) null, "token_created_at" timestamptz null, "released_at" timestamptz null, constraint "final_board_pkey" primary key ("id"));`,
    );
    this.addSql(`alter table "final_board" add constraint "final_board_id_check" check (id = 1);`);
    this.addSql(`insert into "final_board" ("id") values (1);`);
    // pg_notify sends one notice per transaction for the same payload, however many rows it changed.
    this.addSql(`create function final_board_vote_changed() returns trigger language plpgsql as $$
begin
  if (tg_op <> 'DELETE' and new.stage = 'second') or (tg_op <> 'INSERT' and old.stage = 'second') then
    perform pg_notify('final_board', 'votes');
  end if;
  return null;
end $$;`);
    this.addSql(`create function final_board_changed() returns trigger language plpgsql as $$
begin
  perform pg_notify('final_board', tg_table_name);
  return null;
end $$;`);
    this.addSql(
      `create trigger final_board_votes after insert or update or delete on "votes" for each row execute function final_board_vote_changed();`,
    );
    this.addSql(
      `create trigger final_board_plates after insert or update or delete on "plate_codes" for each statement execute function final_board_changed();`,
    );
    this.addSql(
      `create trigger final_board_live after update of "live_final" on "contest_settings" for each statement execute function final_board_changed();`,
    );
    this.addSql(
      `create trigger final_board_state after update on "final_board" for each statement execute function final_board_changed();`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop trigger if exists final_board_live on "contest_settings";`);
    this.addSql(`drop trigger if exists final_board_plates on "plate_codes";`);
    this.addSql(`drop trigger if exists final_board_votes on "votes";`);
    this.addSql(`drop table if exists "final_board" cascade;`);
    this.addSql(`drop function if exists final_board_changed();`);
    this.addSql(`drop function if exists final_board_vote_changed();`);
  }
}
