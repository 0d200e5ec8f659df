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
   * The round's enabled judges, its recipes, and the complete votes its judges cast on its recipes. The votes are
   * counted from the standings kept per round and recipe (`vote_standings`, one row per recipe): each row's count,
   * less the votes in it of judges not on the round's panel (a disabled judge, one moved to the other round), which
   * are looked for only in rows whose judges overlap that short list. No vote row is read.
   */
  async round(stage: Stage): Promise<RoundCounts> {
    const [row] = await this.em.execute<RoundCounts[]>(
      `with off_panel as (
         select coalesce(array_agg(j.id), '{}') as ids from judges j where not (j.is_active and j.stage = ?)
       ), round as (
         select r.id from recipes r join users u on u.id = r.user_id where ${ROUND_RECIPES[stage]}
       )
       select
         (select count(*)::int from judges j where j.is_active and j.stage = ?) as judges,
         (select count(*)::int from round) as recipes,
         (select coalesce(sum(s.votes - case when s.judge_ids && o.ids
                   then (select count(*) from unnest(s.judge_ids) x where x = any(o.ids)) else 0 end), 0)::int
          from vote_standings s join round on round.id = s.recipe_id cross join off_panel o
          where s.stage = ?) as cast,
         case when ? = 'first' and (select judges_per_recipe from assignment_settings where id = 1) is not null
           then (select count(*)::int from judge_assignments a join judges j on j.id = a.judge_id
                 where j.is_active and j.stage = 'first' and a.recipe_id in (select id from round))
           else (select count(*)::int from judges j where j.is_active and j.stage = ?)
                  * (select count(*)::int from round)
                - (select count(*)::int from (select distinct p.judge_id, p.user_id from judge_conflict_pairs p
                     join judges j on j.id = p.judge_id and j.is_active and j.stage = ?
                     join recipes r on r.user_id = p.user_id
                     where r.id in (select id from round)) conflicted)
         end as expected`,
      [stage, stage, stage, stage, stage, stage],
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
