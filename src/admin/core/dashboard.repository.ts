import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { Stage } from '../../auth/staff-account.entity.js';
import { REVIEW } from '../../common/statuses.js';

/**
 * Which recipes a round judges, as the judges' lists read them (src/judging/judging-round.repository.ts): first round,
 * submitted recipes an admin approved; final round, finalists' recipes once their final version is submitted; the
 * contestant enabled either way.
 */
const ROUND_RECIPES: Record<Stage, string> = {
  first: `r.is_complete and r.is_approved = ${REVIEW.approved} and u.is_active`,
  second: 'u.is_finalist and r.is_2nd_complete and u.is_active',
};

export interface ContestantCountRow {
  typeuser: 'sodexo' | 'entegra';
  is_authorized: 0 | 1 | 2;
  count: number;
}

export interface RecipeCounts {
  draft: number;
  submitted: number;
  pending: number;
  approved: number;
  not_approved: number;
}

export interface RoundCounts {
  judges: number;
  recipes: number;
  cast: number;
  /** The votes the round should get (issue 15): the assigned pairs while the first round is assigned, else every
   * panel judge on every recipe less the pairs in conflict of interest. */
  expected: number;
}

/** The dashboard's numbers: each a grouped count in SQL, never rows counted in memory. */
@Injectable()
export class DashboardRepository {
  constructor(private readonly em: EntityManager) {}

  contestantsByTypeAndAuthorization(): Promise<ContestantCountRow[]> {
    return this.em.execute<ContestantCountRow[]>(
      `select typeuser, is_authorized, count(*)::int as count from users group by typeuser, is_authorized`,
    );
  }

  async recipesByState(): Promise<RecipeCounts> {
    const [row] = await this.em.execute<RecipeCounts[]>(
      `select count(*) filter (where not is_complete)::int as draft,
         count(*) filter (where is_complete)::int as submitted,
         count(*) filter (where is_complete and is_approved = ${REVIEW.pending})::int as pending,
         count(*) filter (where is_complete and is_approved = ${REVIEW.approved})::int as approved,
         count(*) filter (where is_complete and is_approved = ${REVIEW.notApproved})::int as not_approved
       from recipes`,
    );
    return row;
  }

  /**
   * The round's enabled judges, its recipes, and the complete votes its judges cast on its recipes. The recipes and
   * the votes are the counts the triggers keep (Migration20261124130000): the round's size (`round_sizes`), and each
   * judge's complete votes on the round's recipes (`judge_round_votes`), summed over the round's panel. No vote row
   * is read; what is expected reads the panel's conflicts (a handful of pairs), or the assignments while they apply.
   * The conflicts are read judge by judge (`offset 0` keeps the planner from flattening the look-up into one join of
   * the view): each judge's automatic conflicts are then look-ups on the mailbox expression indexes, where one join
   * of the whole panel hashed every contestant's mailbox (85 ms at 5,000 contestants; docs/scale.md).
   */
  async round(stage: Stage): Promise<RoundCounts> {
    const [row] = await this.em.execute<RoundCounts[]>(
      `with panel as (select j.id from judges j where j.is_active and j.stage = ?),
       size as (select coalesce((select s.recipes from round_sizes s where s.stage = ?), 0) as recipes)
       select
         (select count(*)::int from panel) as judges,
         (select recipes from size) as recipes,
         (select coalesce(sum(c.voted), 0)::int from judge_round_votes c join panel on panel.id = c.judge_id
          where c.stage = ?) as cast,
         case when ? = 'first' and (select judges_per_recipe from assignment_settings where id = 1) is not null
           then (select count(*)::int from judge_assignments a join panel on panel.id = a.judge_id
                 join recipes r on r.id = a.recipe_id join users u on u.id = r.user_id
                 where ${ROUND_RECIPES[stage]})
           else (select count(*)::int from panel) * (select recipes from size)
                - (select count(*)::int from (select distinct p.judge_id, p.user_id from panel
                     cross join lateral (select c.judge_id, c.user_id from judge_conflict_pairs c
                       where c.judge_id = panel.id offset 0) p
                     join recipes r on r.user_id = p.user_id join users u on u.id = r.user_id
                     where ${ROUND_RECIPES[stage]}) conflicted)
         end as expected`,
      [stage, stage, stage, stage],
    );
    return row;
  }

  /** Mails by outbox status: pending (waiting), failed, kept (no SMTP server configured). */
  mailsByStatus(): Promise<Array<{ status: string; count: number }>> {
    return this.em.execute<Array<{ status: string; count: number }>>(
      `select status, count(*)::int as count from mail_outbox where status <> 'sent' group by status`,
    );
  }
}
