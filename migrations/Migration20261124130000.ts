import { Migration } from '@mikro-orm/migrations';

/** Membership of a round from the recipe's and the contestant's columns (`JudgingRoundRepository`'s MEMBERS). */
const MEMBER = (stage: string, recipe: string, user: string) =>
  `round_member(${stage}, ${recipe}.is_complete, ${recipe}.is_approved, ${recipe}.is_2nd_complete, ${user}.is_active,
     ${user}.is_finalist)`;

/** The two rounds, as rows (`s.stage`). */
const STAGES = `(values ('first'::varchar), ('second'::varchar)) s(stage)`;

/**
 * The judges' and the dashboard's counts kept up to date instead of counted from the round on every request
 * (docs/scale.md, "Counters kept by triggers"):
 * - `round_sizes`: how many recipes each round holds (recipe submitted and approved, or the finalist's final version
 *   submitted; the contestant enabled), recounted when a recipe or a contestant enters or leaves a round;
 * - `judge_round_votes`: each judge's complete votes in each round on recipes that are in that round, moved by one
 *   when a vote becomes or stops being complete, and by the votes on a recipe when that recipe enters or leaves the
 *   round (approval withdrawn, contestant disabled or enabled, finalist chosen).
 * A judge's conflicts of interest and assignments are not in the counters: the reads subtract the handful of
 * conflicted contestants' recipes, and while assignment is on they count the judge's assignments.
 *
 * Statement-level triggers (so the bench's and the demo's set-based inserts pay once per statement), in the writer's
 * transaction. Membership changes and votes are ordered by one advisory lock: a vote takes it shared (votes never wait
 * for each other), a change of membership exclusive, and reads the votes after it has it, so a vote either saw the
 * recipe's old membership and is counted by the change, or waits and sees the new one. A vote deleted with its
 * recipe (the recipe's membership is gone with it) recounts its judge's count from their votes.
 */
export class Migration20261124130000 extends Migration {
  override name = 'Migration20261124130000';

  override up(): void | Promise<void> {
    this.addSql(`create table "round_sizes" ("stage" varchar(10) primary key, "recipes" int not null);`);
    this.addSql(
      `create table "judge_round_votes" ("judge_id" int not null, "stage" varchar(10) not null,
         "voted" int not null, primary key ("judge_id", "stage"));`,
    );
    this.addSql(
      `create function round_member(p_stage varchar, p_complete boolean, p_approved int, p_second_complete boolean,
         p_active boolean, p_finalist boolean) returns boolean language sql immutable as $$
         select coalesce(case p_stage
           when 'first' then p_complete and p_approved = 1 and p_active
           when 'second' then p_finalist and p_second_complete and p_active
         end, false)
       $$;`,
    );
    this.addSql(
      `create function round_sizes_refresh() returns void language plpgsql as $$
       begin
         insert into round_sizes (stage, recipes)
         select s.stage, (select count(*)::int from recipes r join users u on u.id = r.user_id
                          where ${MEMBER('s.stage', 'r', 'u')})
         from ${STAGES}
         on conflict (stage) do update set recipes = excluded.recipes;
       end $$;`,
    );
    this.addSql(
      `create function judge_round_votes_recount(p_judge int, p_stage varchar) returns void language plpgsql as $$
       begin
         insert into judge_round_votes (judge_id, stage, voted)
         select p_judge, p_stage, count(*)::int from votes v join recipes r on r.id = v.recipe_id
           join users u on u.id = r.user_id
         where v.judge_id = p_judge and v.stage = p_stage and v.creativity is not null and ${MEMBER('p_stage', 'r', 'u')}
         on conflict (judge_id, stage) do update set voted = excluded.voted;
       end $$;`,
    );
    // Votes: each changed row's complete vote, -1 for the old row and +1 for the new, counted when its recipe is in
    // the round. An update that changes neither the judge, the recipe, the round nor whether the vote is complete (a
    // changed score, a note) takes no lock and writes nothing.
    const applyVotes = (rows: string) =>
      `insert into judge_round_votes (judge_id, stage, voted)
       select c.judge_id, c.stage, coalesce(sum(c.d) filter (where ${MEMBER('c.stage', 'r', 'u')}), 0)::int
       from (${rows}) c join recipes r on r.id = c.recipe_id join users u on u.id = r.user_id
       group by c.judge_id, c.stage
       on conflict (judge_id, stage) do update set voted = judge_round_votes.voted + excluded.voted;`;
    const oldRows = `select o.judge_id, o.stage, o.recipe_id, -1 as d from changed_old o where o.creativity is not null`;
    const newRows = `select n.judge_id, n.stage, n.recipe_id, 1 as d from changed_new n where n.creativity is not null`;
    this.addSql(
      `create function judge_round_votes_after_insert() returns trigger language plpgsql as $$
       begin
         if not exists (select 1 from changed_new where creativity is not null) then return null; end if;
         perform pg_advisory_xact_lock_shared(hashtext('round_membership'));
         ${applyVotes(newRows)}
         return null;
       end $$;`,
    );
    this.addSql(
      `create function judge_round_votes_after_update() returns trigger language plpgsql as $$
       begin
         if not exists (select 1 from changed_old o full join changed_new n on n.id = o.id
                        where (o.judge_id, o.recipe_id, o.stage, o.creativity is null)
                          is distinct from (n.judge_id, n.recipe_id, n.stage, n.creativity is null)) then
           return null;
         end if;
         perform pg_advisory_xact_lock_shared(hashtext('round_membership'));
         ${applyVotes(`${oldRows} union all ${newRows}`)}
         return null;
       end $$;`,
    );
    this.addSql(
      `create function judge_round_votes_after_delete() returns trigger language plpgsql as $$
       declare k record;
       begin
         if not exists (select 1 from changed_old where creativity is not null) then return null; end if;
         perform pg_advisory_xact_lock_shared(hashtext('round_membership'));
         ${applyVotes(oldRows)}
         -- Votes deleted with their recipe: whether the recipe was in the round is gone with it, so the judge's
         -- count is recounted from the votes left.
         for k in select distinct o.judge_id, o.stage from changed_old o
                  where o.creativity is not null and not exists (select 1 from recipes r where r.id = o.recipe_id)
                  order by o.judge_id, o.stage loop
           perform judge_round_votes_recount(k.judge_id, k.stage);
         end loop;
         return null;
       end $$;`,
    );
    for (const [event, tables] of [
      ['insert', 'new table as changed_new'],
      ['update', 'old table as changed_old new table as changed_new'],
      ['delete', 'old table as changed_old'],
    ] as const)
      this.addSql(
        `create trigger judge_round_votes_after_${event} after ${event} on votes referencing ${tables}
         for each statement execute function judge_round_votes_after_${event}();`,
      );
    this.addSql(
      `create function judge_round_votes_after_truncate() returns trigger language plpgsql as $$
       begin
         delete from judge_round_votes;
         return null;
       end $$;`,
    );
    this.addSql(
      `create trigger judge_round_votes_after_truncate after truncate on votes
       for each statement execute function judge_round_votes_after_truncate();`,
    );

    // Recipes and contestants: when a recipe enters or leaves a round, the complete votes on it move their judges'
    // counts, and the rounds' sizes are recounted. `members` lists (recipe, round, was in it, is in it).
    const followMembership = (members: string) =>
      `perform pg_advisory_xact_lock(hashtext('round_membership'));
       insert into judge_round_votes (judge_id, stage, voted)
       select v.judge_id, v.stage, sum(case when m.is_member then 1 else -1 end)::int
       from (${members}) m
       join votes v on v.recipe_id = m.recipe_id and v.stage = m.stage and v.creativity is not null
       where m.was_member <> m.is_member
       group by v.judge_id, v.stage
       on conflict (judge_id, stage) do update set voted = judge_round_votes.voted + excluded.voted;
       perform round_sizes_refresh();`;
    this.addSql(
      `create function round_recipes_after_update() returns trigger language plpgsql as $$
       begin
         if not exists (select 1 from changed_old o join changed_new n on n.id = o.id
                        where (o.is_complete, o.is_approved, o.is_2nd_complete, o.user_id)
                          is distinct from (n.is_complete, n.is_approved, n.is_2nd_complete, n.user_id)) then
           return null;
         end if;
         ${followMembership(
           `select n.id as recipe_id, s.stage, ${MEMBER('s.stage', 'o', 'uo')} as was_member,
              ${MEMBER('s.stage', 'n', 'un')} as is_member
            from changed_old o join changed_new n on n.id = o.id join users uo on uo.id = o.user_id
              join users un on un.id = n.user_id cross join ${STAGES}`,
         )}
         return null;
       end $$;`,
    );
    this.addSql(
      `create function round_users_after_update() returns trigger language plpgsql as $$
       begin
         if not exists (select 1 from changed_old o join changed_new n on n.id = o.id
                        where (o.is_active, o.is_finalist) is distinct from (n.is_active, n.is_finalist)) then
           return null;
         end if;
         ${followMembership(
           `select r.id as recipe_id, s.stage, ${MEMBER('s.stage', 'r', 'o')} as was_member,
              ${MEMBER('s.stage', 'r', 'n')} as is_member
            from changed_old o join changed_new n on n.id = o.id join recipes r on r.user_id = n.id
              cross join ${STAGES}`,
         )}
         return null;
       end $$;`,
    );
    // A recipe created or deleted: only the sizes (a new recipe has no votes; a deleted one's votes go with it and
    // their trigger recounts their judges). A draft created (no round holds it) changes nothing.
    this.addSql(
      `create function round_recipes_after_insert() returns trigger language plpgsql as $$
       begin
         if not exists (select 1 from changed_new n join users u on u.id = n.user_id cross join ${STAGES}
                        where ${MEMBER('s.stage', 'n', 'u')}) then
           return null;
         end if;
         perform pg_advisory_xact_lock(hashtext('round_membership'));
         perform round_sizes_refresh();
         return null;
       end $$;`,
    );
    this.addSql(
      `create function round_recipes_after_delete() returns trigger language plpgsql as $$
       begin
         perform pg_advisory_xact_lock(hashtext('round_membership'));
         perform round_sizes_refresh();
         return null;
       end $$;`,
    );
    this.addSql(
      `create trigger round_recipes_after_update after update on recipes
       referencing old table as changed_old new table as changed_new
       for each statement execute function round_recipes_after_update();`,
    );
    this.addSql(
      `create trigger round_users_after_update after update on users
       referencing old table as changed_old new table as changed_new
       for each statement execute function round_users_after_update();`,
    );
    this.addSql(
      `create trigger round_recipes_after_insert after insert on recipes referencing new table as changed_new
       for each statement execute function round_recipes_after_insert();`,
    );
    for (const event of ['delete', 'truncate'])
      this.addSql(
        `create trigger round_recipes_after_${event} after ${event} on recipes
         for each statement execute function round_recipes_after_delete();`,
      );

    // The counts of what is already there.
    this.addSql(`select round_sizes_refresh();`);
    this.addSql(
      `insert into judge_round_votes (judge_id, stage, voted)
       select v.judge_id, v.stage, count(*) filter (where ${MEMBER('v.stage', 'r', 'u')})::int
       from votes v join recipes r on r.id = v.recipe_id join users u on u.id = r.user_id
       where v.creativity is not null
       group by v.judge_id, v.stage;`,
    );
  }

  override down(): void | Promise<void> {
    for (const event of ['update', 'insert', 'delete', 'truncate'])
      this.addSql(`drop trigger round_recipes_after_${event} on recipes;`);
    this.addSql(`drop trigger round_users_after_update on users;`);
    for (const event of ['insert', 'update', 'delete', 'truncate'])
      this.addSql(`drop trigger judge_round_votes_after_${event} on votes;`);
    this.addSql(`drop function round_recipes_after_insert();`);
    this.addSql(`drop function round_recipes_after_delete();`);
    this.addSql(`drop function round_users_after_update();`);
    this.addSql(`drop function round_recipes_after_update();`);
    for (const event of ['insert', 'update', 'delete', 'truncate'])
      this.addSql(`drop function judge_round_votes_after_${event}();`);
    this.addSql(`drop function judge_round_votes_recount(int, varchar);`);
    this.addSql(`drop function round_sizes_refresh();`);
    this.addSql(`drop function round_member(varchar, boolean, int, boolean, boolean, boolean);`);
    this.addSql(`drop table "judge_round_votes";`);
    this.addSql(`drop table "round_sizes";`);
  }
}
