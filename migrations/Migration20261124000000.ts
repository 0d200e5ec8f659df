import { Migration } from '@mikro-orm/migrations';

/**
 * Per-round standings kept up to date when votes change: one row per (round, recipe) with a complete vote, holding
 * what the results compute from the recipe's votes (count, sum, lowest and highest total, spread, criterion sums)
 * and each vote's judge and total (`pairs`: "judge,half points,judge,half points,…" as text, which the app reads in
 * one pass, and `judge_ids` as an array for SQL), which the normalised ranking needs (a vote's z-score depends on its
 * judge's scale over the whole round, so it cannot be summed ahead). The results read at most one row per recipe
 * instead of grouping every vote of the round.
 *
 * Kept by statement-level triggers on votes (docs/decisions.md): every writer (the vote page, the CLI, a recipe or
 * judge deleted with its votes, the bench's set-based seeding) keeps it right, in the writer's own transaction. Each
 * changed (round, recipe) is recomputed from its votes (at most one per judge) under a transaction-level advisory lock,
 * so two judges voting on the same recipe at once cannot overwrite each other's standings.
 */
export class Migration20261124000000 extends Migration {
  override name = 'Migration20261124000000';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "vote_standings" (
        "stage" varchar(10) not null,
        "recipe_id" int not null,
        "votes" int not null,
        "sum_total" numeric not null,
        "min_total" numeric not null,
        "max_total" numeric not null,
        "sd" float8 not null,
        "creativity" numeric not null,
        "appearance" numeric not null,
        "ingredients" numeric not null,
        "profitability" numeric not null,
        "deployability" numeric not null,
        "judge_ids" int[] not null,
        "pairs" text not null,
        primary key ("stage", "recipe_id")
      );`,
    );
    this.addSql(
      `create function vote_standings_refresh(p_stage varchar, p_recipe int) returns void language plpgsql as $$
       begin
         perform pg_advisory_xact_lock(hashtext('vote_standings:' || p_stage), p_recipe);
         -- A statement after the lock: it sees every vote committed before the lock was granted. An upsert rather
         -- than delete and insert: the row is updated in place (HOT, no index entry changes), not rewritten.
         insert into vote_standings (stage, recipe_id, votes, sum_total, min_total, max_total, sd, creativity,
           appearance, ingredients, profitability, deployability, judge_ids, pairs)
         select p_stage, p_recipe, count(*)::int, sum(x.total), min(x.total), max(x.total),
           stddev_pop(x.total)::float8, sum(x.creativity), sum(x.appearance), sum(x.ingredients),
           sum(x.profitability), sum(x.deployability), array_agg(x.judge_id order by x.judge_id),
           string_agg(x.judge_id || ',' || (x.total * 2)::int, ',' order by x.judge_id)
         from (
           select v.judge_id, v.creativity, v.appearance, v.ingredients, v.profitability, v.deployability,
             v.creativity + v.appearance + v.ingredients + v.profitability + v.deployability as total
           from votes v
           where v.stage = p_stage and v.recipe_id = p_recipe and v.creativity is not null
         ) x
         having count(*) > 0
         on conflict (stage, recipe_id) do update set votes = excluded.votes, sum_total = excluded.sum_total,
           min_total = excluded.min_total, max_total = excluded.max_total, sd = excluded.sd,
           creativity = excluded.creativity, appearance = excluded.appearance, ingredients = excluded.ingredients,
           profitability = excluded.profitability, deployability = excluded.deployability,
           judge_ids = excluded.judge_ids, pairs = excluded.pairs;
         -- No complete vote left on the recipe in this round: no standing.
         if not found then
           delete from vote_standings where stage = p_stage and recipe_id = p_recipe;
         end if;
       end $$;`,
    );
    for (const [event, tables, keys] of [
      ['insert', 'new table as changed_new', 'select stage, recipe_id from changed_new'],
      [
        'update',
        'old table as changed_old new table as changed_new',
        'select stage, recipe_id from changed_old union select stage, recipe_id from changed_new',
      ],
      ['delete', 'old table as changed_old', 'select stage, recipe_id from changed_old'],
    ] as const) {
      this.addSql(
        `create function vote_standings_after_${event}() returns trigger language plpgsql as $$
         declare k record;
         begin
           -- In one order, so two statements touching the same recipes cannot deadlock on the locks.
           for k in select distinct c.stage, c.recipe_id from (${keys}) c order by c.stage, c.recipe_id loop
             perform vote_standings_refresh(k.stage, k.recipe_id);
           end loop;
           return null;
         end $$;`,
      );
      this.addSql(
        `create trigger vote_standings_after_${event} after ${event} on votes referencing ${tables}
         for each statement execute function vote_standings_after_${event}();`,
      );
    }
    this.addSql(
      `create function vote_standings_after_truncate() returns trigger language plpgsql as $$
       begin
         delete from vote_standings;
         return null;
       end $$;`,
    );
    this.addSql(
      `create trigger vote_standings_after_truncate after truncate on votes
       for each statement execute function vote_standings_after_truncate();`,
    );
    // The standings of the votes already cast.
    this.addSql(
      `insert into vote_standings (stage, recipe_id, votes, sum_total, min_total, max_total, sd, creativity,
         appearance, ingredients, profitability, deployability, judge_ids, pairs)
       select x.stage, x.recipe_id, count(*)::int, sum(x.total), min(x.total), max(x.total),
         stddev_pop(x.total)::float8, sum(x.creativity), sum(x.appearance), sum(x.ingredients),
         sum(x.profitability), sum(x.deployability), array_agg(x.judge_id order by x.judge_id),
         string_agg(x.judge_id || ',' || (x.total * 2)::int, ',' order by x.judge_id)
       from (
         select v.stage, v.recipe_id, v.judge_id, v.creativity, v.appearance, v.ingredients, v.profitability,
           v.deployability, v.creativity + v.appearance + v.ingredients + v.profitability + v.deployability as total
         from votes v
         where v.creativity is not null
       ) x
       group by x.stage, x.recipe_id;`,
    );
  }

  override down(): void | Promise<void> {
    for (const event of ['insert', 'update', 'delete', 'truncate'])
      this.addSql(`drop trigger vote_standings_after_${event} on votes;`);
    for (const event of ['insert', 'update', 'delete', 'truncate'])
      this.addSql(`drop function vote_standings_after_${event}();`);
    this.addSql(`drop function vote_standings_refresh(varchar, int);`);
    this.addSql(`drop table "vote_standings";`);
  }
}
