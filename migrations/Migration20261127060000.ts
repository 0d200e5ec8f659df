import { Migration } from '@mikro-orm/migrations';

/**
 * The results after a vote, without reading the whole round again (docs/scale.md, "Seventh session").
 *
 * - The results' version gets a second part: `votes_version` moves with statements on `votes`, `version` with
 *   statements on every other input table. While only the votes' part moved, the kept results are still right about
 *   everything but the standings, and only the standings that changed need reading.
 * - Each standing gets a `version` again, new on every insert and update (from one sequence): the app reads the
 *   round's (recipe, version) pairs, 5,000 short rows at LARGE, and the figures and votes of the recipes whose version
 *   differs from the one it kept; a standing it kept and no longer finds was deleted.
 */
export class Migration20261127060000 extends Migration {
  override name = 'Migration20261127060000';

  override up(): void | Promise<void> {
    this.addSql(`create sequence "vote_standings_versions";`);
    this.addSql(
      `alter table "vote_standings" add column "version" bigint not null default nextval('vote_standings_versions');`,
    );
    this.addSql(
      `create function vote_standings_new_version() returns trigger language plpgsql as $$
       begin
         new.version := nextval('vote_standings_versions');
         return new;
       end $$;`,
    );
    this.addSql(
      `create trigger vote_standings_new_version before update on vote_standings
       for each row execute function vote_standings_new_version();`,
    );
    this.addSql(`alter table "results_inputs" add column "votes_version" bigint not null default 0;`);
    this.addSql(
      `create or replace function results_inputs_changed() returns trigger language plpgsql as $$
       begin
         if tg_table_name = 'votes' then
           insert into results_inputs (slot, version, votes_version)
           values (pg_backend_pid(), 0, nextval('results_inputs_versions'))
           on conflict (slot) do update set votes_version = nextval('results_inputs_versions');
         else
           insert into results_inputs (slot, version)
           values (pg_backend_pid(), nextval('results_inputs_versions'))
           on conflict (slot) do update set version = nextval('results_inputs_versions');
         end if;
         return null;
       end $$;`,
    );
    this.addSql(
      `create or replace function results_inputs_fold() returns void language sql as $$
         with gone as (
           delete from results_inputs
           where slot <> 0 and slot not in (select pid from pg_stat_activity where pid is not null)
           returning version, votes_version
         )
         insert into results_inputs (slot, version, votes_version)
         select 0, coalesce(sum(version), 0), coalesce(sum(votes_version), 0) from gone
         on conflict (slot) do update set version = results_inputs.version + excluded.version,
           votes_version = results_inputs.votes_version + excluded.votes_version;
       $$;`,
    );
  }

  override down(): void | Promise<void> {
    // The votes' part folds into the other, so the version only grows.
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
    this.addSql(`update "results_inputs" set "version" = "version" + "votes_version";`);
    this.addSql(`alter table "results_inputs" drop column "votes_version";`);
    this.addSql(`drop trigger vote_standings_new_version on vote_standings;`);
    this.addSql(`drop function vote_standings_new_version();`);
    this.addSql(`alter table "vote_standings" drop column "version";`);
    this.addSql(`drop sequence "vote_standings_versions";`);
  }
}
