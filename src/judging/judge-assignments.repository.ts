import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { REVIEW } from '../common/statuses.js';
import { type AssignmentChange, type AssignmentState, conflictKey } from './assignment-plan.js';

/** The first round's recipes (the round that assignment is for): the rule of JudgingRoundRepository's MEMBERS. */
const FIRST_ROUND = `from recipes r join users u on u.id = r.user_id
  where u.is_active and r.is_complete and r.is_approved = ${REVIEW.approved}`;

/** A vote of the first round with its scores, by the assigned judge on the assigned recipe (alias `a`). */
const VOTED = `exists (select 1 from votes v where v.judge_id = a.judge_id and v.recipe_id = a.recipe_id
  and v.stage = 'first' and v.creativity is not null)`;

export interface AssignedRecipeRow {
  recipeId: number;
  name: string;
  voted: boolean;
}

export interface AssignedJudgeRow {
  judgeId: number;
  name: string;
  email: string;
  isActive: boolean;
  onPanel: boolean;
  voted: boolean;
}

export interface AssignmentSummary {
  assignments: number;
  /** Recipes of the round with fewer than N judges of the panel (or votes). */
  recipesShort: number;
  /** The panel's fewest and most assigned recipes. */
  minLoad: number;
  maxLoad: number;
  panel: number;
  recipes: number;
}

const ids = (list: ReadonlyArray<number>) => `{${list.map((id) => Math.floor(id)).join(',')}}`;

/**
 * The judges' assignments (issue 15, part 5; tables of Migration20261124120000): the setting, the state a plan
 * needs (a few set-based reads), the plan's writes (one statement each way), and what the admin pages and the
 * results show. Every write runs in the caller's transaction after `lock`, so two plans never interleave.
 */
@Injectable()
export class JudgeAssignmentsRepository {
  constructor(private readonly em: EntityManager) {}

  /** N, or null while assignment is off. */
  async perRecipe(em: EntityManager = this.em): Promise<number | null> {
    const [row] = await em.execute<Array<{ judges_per_recipe: number | null }>>(
      `select judges_per_recipe from assignment_settings where id = 1`,
    );
    return row?.judges_per_recipe ?? null;
  }

  async setPerRecipe(tx: EntityManager, perRecipe: number | null): Promise<void> {
    await tx.execute(
      `insert into assignment_settings (id, judges_per_recipe, updated_at) values (1, ?, now())
       on conflict (id) do update set judges_per_recipe = excluded.judges_per_recipe, updated_at = now()`,
      [perRecipe],
    );
  }

  /** One plan at a time (an approval, a rebalance, a changed setting; other app copies included). */
  async lock(tx: EntityManager): Promise<void> {
    await tx.execute(`select pg_advisory_xact_lock(hashtext('judge_assignments'))`);
  }

  async state(tx: EntityManager, perRecipe: number): Promise<AssignmentState> {
    const recipes = await tx.execute<Array<{ id: number; user_id: number }>>(
      `select r.id, r.user_id ${FIRST_ROUND} order by coalesce(r.submitted_at, 'infinity'::timestamptz), r.id`,
    );
    const judges = await tx.execute<Array<{ id: number }>>(
      `select id from judges where is_active and stage = 'first' order by id`,
    );
    const conflicts = await tx.execute<Array<{ judge_id: number; user_id: number }>>(
      `select distinct judge_id, user_id from judge_conflict_pairs`,
    );
    const current = await tx.execute<Array<{ judge_id: number; recipe_id: number; voted: boolean }>>(
      `select a.judge_id, a.recipe_id, ${VOTED} as voted from judge_assignments a`,
    );
    return {
      recipes: recipes.map((row) => ({ id: row.id, contestantId: row.user_id })),
      judges: judges.map((row) => row.id),
      conflicts: new Set(conflicts.map((row) => conflictKey(row.judge_id, row.user_id))),
      current: current.map((row) => ({ judgeId: row.judge_id, recipeId: row.recipe_id, voted: row.voted })),
      perRecipe,
    };
  }

  async apply(tx: EntityManager, change: AssignmentChange): Promise<void> {
    if (change.remove.length > 0)
      await tx.execute(
        `delete from judge_assignments a using unnest(?::int[], ?::int[]) as gone(judge_id, recipe_id)
         where a.judge_id = gone.judge_id and a.recipe_id = gone.recipe_id`,
        [ids(change.remove.map((pair) => pair.judgeId)), ids(change.remove.map((pair) => pair.recipeId))],
      );
    if (change.add.length > 0)
      await tx.execute(
        `insert into judge_assignments (judge_id, recipe_id)
         select * from unnest(?::int[], ?::int[]) on conflict do nothing`,
        [ids(change.add.map((pair) => pair.judgeId)), ids(change.add.map((pair) => pair.recipeId))],
      );
  }

  /** A judge's assigned recipes of the round, in its order, for the judge's form. */
  async recipesOf(judgeId: number): Promise<AssignedRecipeRow[]> {
    const rows = await this.em.execute<Array<{ id: number; name: string; voted: boolean }>>(
      `select r.id, r.name, exists (select 1 from votes v where v.judge_id = ? and v.recipe_id = r.id
           and v.stage = 'first' and v.creativity is not null) as voted
       ${FIRST_ROUND} and exists (select 1 from judge_assignments a where a.judge_id = ? and a.recipe_id = r.id)
       order by coalesce(r.submitted_at, 'infinity'::timestamptz), r.id`,
      [judgeId, judgeId],
    );
    return rows.map((row) => ({ recipeId: row.id, name: row.name, voted: row.voted }));
  }

  /** A recipe's assigned judges, for its review page. */
  async judgesOf(recipeId: number): Promise<AssignedJudgeRow[]> {
    const rows = await this.em.execute<
      Array<{
        judge_id: number;
        name: string;
        lastname: string;
        email: string;
        is_active: boolean;
        on_panel: boolean;
        voted: boolean;
      }>
    >(
      `select a.judge_id, j.name, j.lastname, j.email, j.is_active, (j.is_active and j.stage = 'first') as on_panel,
         ${VOTED} as voted
       from judge_assignments a join judges j on j.id = a.judge_id
       where a.recipe_id = ?
       order by j.lastname, j.name, j.id`,
      [recipeId],
    );
    return rows.map((row) => ({
      judgeId: row.judge_id,
      name: `${row.name} ${row.lastname}`.trim(),
      email: row.email,
      isActive: row.is_active,
      onPanel: row.on_panel,
      voted: row.voted,
    }));
  }

  /**
   * For the results: each recipe's assigned judges and how many of them voted, and each judge's assigned recipes
   * of the round. One pass over the assignments (N per recipe), each vote looked up by its key.
   */
  async roundCounts(): Promise<{
    recipes: Map<number, { assigned: number; voted: number }>;
    judges: Map<number, number>;
  }> {
    const rows = await this.em.execute<Array<{ judge_id: number; recipe_id: number; voted: boolean }>>(
      `select a.judge_id, a.recipe_id, ${VOTED} as voted
       from judge_assignments a join recipes r on r.id = a.recipe_id join users u on u.id = r.user_id
       where u.is_active and r.is_complete and r.is_approved = ${REVIEW.approved}`,
    );
    const recipes = new Map<number, { assigned: number; voted: number }>();
    const judges = new Map<number, number>();
    for (const row of rows) {
      const own = recipes.get(row.recipe_id) ?? { assigned: 0, voted: 0 };
      own.assigned += 1;
      if (row.voted) own.voted += 1;
      recipes.set(row.recipe_id, own);
      judges.set(row.judge_id, (judges.get(row.judge_id) ?? 0) + 1);
    }
    return { recipes, judges };
  }

  /** What the settings card tells the admin: the assignments, recipes short of judges, the panel's loads. */
  async summary(perRecipe: number): Promise<AssignmentSummary> {
    const [row] = await this.em.execute<
      Array<{
        assignments: number;
        short: number;
        min_load: number;
        max_load: number;
        panel: number;
        recipes: number;
      }>
    >(
      `with round as (select r.id ${FIRST_ROUND}),
         panel as (select id from judges where is_active and stage = 'first'),
         counted as (
           select a.recipe_id, a.judge_id from judge_assignments a
           where a.recipe_id in (select id from round)
             and (a.judge_id in (select id from panel) or ${VOTED})),
         loads as (select p.id, count(c.recipe_id)::int as load from panel p
           left join counted c on c.judge_id = p.id group by p.id)
       select (select count(*)::int from counted) as assignments,
         (select count(*)::int from round r
          where (select count(*) from counted c where c.recipe_id = r.id) < ?) as short,
         coalesce((select min(load) from loads), 0) as min_load,
         coalesce((select max(load) from loads), 0) as max_load,
         (select count(*)::int from panel) as panel,
         (select count(*)::int from round) as recipes`,
      [perRecipe],
    );
    return {
      assignments: row.assignments,
      recipesShort: row.short,
      minLoad: row.min_load,
      maxLoad: row.max_load,
      panel: row.panel,
      recipes: row.recipes,
    };
  }
}
