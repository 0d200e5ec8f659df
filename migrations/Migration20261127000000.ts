import { Migration } from '@mikro-orm/migrations';

/** Every table the results of a round are computed from (src/admin/results: the standings come from `votes`). */
export const RESULTS_INPUT_TABLES = [
  'votes',
  'recipes',
  'users',
  'profiles',
  'judges',
  'judge_conflicts',
  'judge_assignments',
  'assignment_settings',
] as const;

/**
 * The version of the results' inputs: any statement on a table the results read moves it, in the writer's
 * transaction, so a reader that sees the same version sees the same inputs. The results page and `ranking.csv` keep
 * their last computation under it and answer from it after one read of a few short rows, where the per-row
 * fingerprint it replaces read all 5,000 standings of a round on every visit (docs/scale.md, "The results' version").
 *
 * A statement moves the slot of its own connection (keyed by `pg_backend_pid()`) to a new value of one sequence: a
 * slot only grows, so the sum of the slots grows with every committed change and is the version. One row for everyone
 * would make every vote of a busy round wait for the last voter's commit, and a row shared by some connections could
 * hold a writer that another one waits on (a deadlock); a row of its own is never waited on by anyone else.
 * `results_inputs_fold()` (run by `ResultsInputsJob`) adds the slots of connections that have ended to slot 0 and
 * removes them, in one statement: the sum, and so the version, stays the same. Statement-level triggers pay once per
 * statement (a set-based seed, a vote's upsert), even for a statement that changed no row (a version moved for
 * nothing costs one more computation, never a stale answer).
 *
 * The per-row `version` of the standings, which only the fingerprint read, is dropped with its trigger.
 */
export class Migration20261127000000 extends Migration {
  override name = 'Migration20261127000000';

  override up(): void | Promise<void> {
    this.addSql(`create sequence "results_inputs_versions";`);
    this.addSql(`create table "results_inputs" ("slot" int primary key, "version" bigint not null);`);
    this.addSql(
      `create function results_inputs_changed() returns trigger language plpgsql as $$
       begin
         insert into results_inputs (slot, version)
         values (pg_backend_pid(), nextval('results_inputs_versions'))
         on conflict (slot) do update set version = nextval('results_inputs_versions');
         return null;
       end $$;`,
    );
    this.addSql(
      `create function results_inputs_fold() returns void language sql as $$
         with gone as (
           delete from results_inputs
           where slot <> 0 and slot not in (select pid from pg_stat_activity where pid is not null)
           returning version
         )
         insert into results_inputs (slot, version) select 0, coalesce(sum(version), 0) from gone
         on conflict (slot) do update set version = results_inputs.version + excluded.version;
       $$;`,
    );
    for (const table of RESULTS_INPUT_TABLES) {
      this.addSql(
        `create trigger results_inputs_changed after insert or update or delete on "${table}"
         for each statement execute function results_inputs_changed();`,
      );
      this.addSql(
        `create trigger results_inputs_truncated after truncate on "${table}"
         for each statement execute function results_inputs_changed();`,
      );
    }
    this.addSql(`drop trigger vote_standings_new_version on vote_standings;`);
    this.addSql(`drop function vote_standings_new_version();`);
    this.addSql(`alter table "vote_standings" drop column "version";`);
    this.addSql(`drop sequence "vote_standings_versions";`);
  }

  override down(): void | Promise<void> {
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
    for (const table of RESULTS_INPUT_TABLES) {
      this.addSql(`drop trigger results_inputs_changed on "${table}";`);
      this.addSql(`drop trigger results_inputs_truncated on "${table}";`);
    }
    this.addSql(`drop function results_inputs_fold();`);
    this.addSql(`drop function results_inputs_changed();`);
    this.addSql(`drop table "results_inputs";`);
    this.addSql(`drop sequence "results_inputs_versions";`);
  }
}
