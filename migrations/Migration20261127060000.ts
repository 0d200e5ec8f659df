import { Migration } from '@mikro-orm/migrations';

/**
 * The results after a vote, without reading the whole round again (docs/scale.md, "The results' version").
 *
 * - The results' version gets a second part: `version` still moves with a statement on any input table, and
 *   `others_version` moves too with statements on every input table but `votes` (and with a truncate of `votes`,
 *   which drops every standing at once). While only `version` moved, only votes changed, and the kept results are
 *   still right about everything but the standings. `version` keeps its meaning, so a copy of the app still running
 *   the code before this migration (during a rolling restart) still sees every change.
 * - Each standing records the transaction that last wrote it (`changed_by`, a `pg_current_xact_id()`), and a deleted
 *   standing leaves its (round, recipe) in `vote_standings_gone` with the same mark (never pruned: at most one row
 *   per round and recipe, and a mark removed while a process keeps an older snapshot would hide a deletion from it). The app keeps the snapshot
 *   (`pg_current_snapshot()`) its results were read under; the standings written by transactions that snapshot did
 *   not see are exactly those that changed since, found through an index on (stage, changed_by). A sequence number
 *   could not do this: a writer holding a lower number can commit after a reader has seen a higher one.
 */
export class Migration20261127060000 extends Migration {
  override name = 'Migration20261127060000';

  override up(): void | Promise<void> {
    this.addSql(`alter table "results_inputs" add column "others_version" bigint not null default 0;`);
    this.addSql(
      `create or replace function results_inputs_changed() returns trigger language plpgsql as $$
       declare bumped bigint := nextval('results_inputs_versions');
       begin
         if tg_table_name = 'votes' and tg_op <> 'TRUNCATE' then
           insert into results_inputs (slot, version) values (pg_backend_pid(), bumped)
           on conflict (slot) do update set version = bumped;
         else
           insert into results_inputs (slot, version, others_version) values (pg_backend_pid(), bumped, bumped)
           on conflict (slot) do update set version = bumped, others_version = bumped;
         end if;
         return null;
       end $$;`,
    );
    this.addSql(
      `create or replace function results_inputs_fold() returns void language sql as $$
         with gone as (
           delete from results_inputs
           where slot <> 0 and slot not in (select pid from pg_stat_activity where pid is not null)
           returning version, others_version
         )
         insert into results_inputs (slot, version, others_version)
         select 0, coalesce(sum(version), 0), coalesce(sum(others_version), 0) from gone
         on conflict (slot) do update set version = results_inputs.version + excluded.version,
           others_version = results_inputs.others_version + excluded.others_version;
       $$;`,
    );

    this.addSql(
      `alter table "vote_standings" add column "changed_by" xid8 not null default pg_current_xact_id();`,
    );
    this.addSql(
      `create index "vote_standings_changed_by_index" on "vote_standings" ("stage", "changed_by");`,
    );
    this.addSql(
      `create function vote_standings_changed_by() returns trigger language plpgsql as $$
       begin
         new.changed_by := pg_current_xact_id();
         return new;
       end $$;`,
    );
    this.addSql(
      `create trigger vote_standings_changed_by before update on vote_standings
       for each row execute function vote_standings_changed_by();`,
    );
    this.addSql(
      `create table "vote_standings_gone" (
        "stage" varchar(10) not null,
        "recipe_id" int not null,
        "changed_by" xid8 not null default pg_current_xact_id(),
        primary key ("stage", "recipe_id")
      );`,
    );
    this.addSql(
      `create index "vote_standings_gone_changed_by_index" on "vote_standings_gone" ("stage", "changed_by");`,
    );
    this.addSql(
      `create function vote_standings_gone() returns trigger language plpgsql as $$
       begin
         insert into vote_standings_gone (stage, recipe_id) values (old.stage, old.recipe_id)
         on conflict (stage, recipe_id) do update set changed_by = pg_current_xact_id();
         return null;
       end $$;`,
    );
    this.addSql(
      `create trigger vote_standings_gone after delete on vote_standings
       for each row execute function vote_standings_gone();`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop trigger vote_standings_gone on vote_standings;`);
    this.addSql(`drop function vote_standings_gone();`);
    this.addSql(`drop table "vote_standings_gone";`);
    this.addSql(`drop trigger vote_standings_changed_by on vote_standings;`);
    this.addSql(`drop function vote_standings_changed_by();`);
    this.addSql(`drop index "vote_standings_changed_by_index";`);
    this.addSql(`alter table "vote_standings" drop column "changed_by";`);
    this.addSql(
      `create or replace function results_inputs_fold() returns void language sql as $$
         with gone as (
           delete from results_inputs
           where slot <> 0 and slot not in (select pid from pg_stat_activity where pid is not null)
           returning version
         )
         insert into results_inputs (slot, version) select 0, coalesce(sum(version), 0) from gone
         on conflict (slot) do update set version = results_inputs.version + excluded.version;
       $$;`,
    );
    this.addSql(
      `create or replace function results_inputs_changed() returns trigger language plpgsql as $$
       begin
         insert into results_inputs (slot, version)
         values (pg_backend_pid(), nextval('results_inputs_versions'))
         on conflict (slot) do update set version = nextval('results_inputs_versions');
         return null;
       end $$;`,
    );
    this.addSql(`alter table "results_inputs" drop column "others_version";`);
  }
}
