import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { type Expression, type SqlBool, sql } from 'kysely';
import { countAll, kysely } from '../../database/database-schema.js';
import type { Stage } from '../../auth/staff-account.entity.js';
import { REVIEW, type ReviewStatus } from '@shared/statuses.js';
import { inRound } from '../../judging/round-members.js';

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
export class DashboardQueries {
  constructor(private readonly em: EntityManager) {}

  contestantsByTypeAndAuthorization(): Promise<ContestantCountRow[]> {
    return kysely(this.em)
      .selectFrom('users')
      .select((eb) => ['typeuser', 'is_authorized', countAll(eb).as('count')])
      .groupBy(['typeuser', 'is_authorized'])
      .execute();
  }

  async recipesByState(): Promise<RecipeCounts> {
    return kysely(this.em)
      .selectFrom('recipes')
      .select((eb) => {
        const count = (condition: Expression<SqlBool>) =>
          eb.cast<number>(eb.fn.countAll().filterWhere(condition), 'integer');
        const reviewed = (status: ReviewStatus) =>
          eb.and([eb.ref('is_complete'), eb('is_approved', '=', eb.lit(status))]);
        return [
          count(eb.not(eb.ref('is_complete'))).as('draft'),
          count(eb.ref('is_complete')).as('submitted'),
          count(reviewed(REVIEW.pending)).as('pending'),
          count(reviewed(REVIEW.approved)).as('approved'),
          count(reviewed(REVIEW.notApproved)).as('not_approved'),
        ];
      })
      .executeTakeFirstOrThrow();
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
    return kysely(this.em)
      .with('panel', (db) =>
        db
          .selectFrom('judges as j')
          .select('j.id')
          .where((eb) => eb.and([eb.ref('j.is_active'), eb('j.stage', '=', stage)])),
      )
      .with('size', (db) =>
        db.selectNoFrom((eb) =>
          eb.fn
            .coalesce(
              eb.selectFrom('round_sizes as s').select('s.recipes').where('s.stage', '=', stage),
              eb.lit(0),
            )
            .as('recipes'),
        ),
      )
      .selectNoFrom((eb) => {
        const panelSize = eb
          .selectFrom('panel')
          .select((inner) => countAll(inner).as('count'))
          .$asScalar()
          .$notNull();
        const recipes = eb.selectFrom('size').select('recipes').$asScalar().$notNull();
        const assigned = eb
          .selectFrom('judge_assignments as a')
          .innerJoin('panel', 'panel.id', 'a.judge_id')
          .innerJoin('recipes as r', 'r.id', 'a.recipe_id')
          .innerJoin('users as u', 'u.id', 'r.user_id')
          .select((inner) => countAll(inner).as('count'))
          .where(inRound(stage))
          .$asScalar()
          .$notNull();
        const conflicted = eb
          .selectFrom((db) =>
            db
              .selectFrom('panel')
              .crossJoinLateral((lateral) =>
                lateral
                  .selectFrom('judge_conflict_pairs as c')
                  .select(['c.judge_id', 'c.user_id'])
                  .whereRef('c.judge_id', '=', 'panel.id')
                  .offset(sql.lit(0))
                  .as('p'),
              )
              .innerJoin('recipes as r', 'r.user_id', 'p.user_id')
              .innerJoin('users as u', 'u.id', 'r.user_id')
              .select(['p.judge_id', 'p.user_id'])
              .distinct()
              .where(inRound(stage))
              .as('conflicted'),
          )
          .select((inner) => countAll(inner).as('count'))
          .$asScalar()
          .$notNull();
        const perRecipe = eb
          .selectFrom('assignment_settings')
          .select('judges_per_recipe')
          .where('id', '=', 1)
          .$asScalar();
        return [
          panelSize.as('judges'),
          recipes.as('recipes'),
          eb
            .selectFrom('judge_round_votes as c')
            .innerJoin('panel', 'panel.id', 'c.judge_id')
            .select((inner) =>
              inner
                .cast<number>(inner.fn.coalesce(inner.fn.sum('c.voted'), inner.lit(0)), 'integer')
                .as('sum'),
            )
            .where('c.stage', '=', stage)
            .$asScalar()
            .$notNull()
            .as('cast'),
          eb
            .case()
            .when(eb.and([eb(eb.val(stage), '=', sql.lit<Stage>('first')), eb(perRecipe, 'is not', null)]))
            .then(assigned)
            // Arithmetic of three scalar subqueries: written with `sql`, typed as the integer it is.
            .else(sql<number>`${panelSize} * ${recipes} - ${conflicted}`)
            .end()
            .$notNull()
            .as('expected'),
        ];
      })
      .executeTakeFirstOrThrow();
  }

  /**
   * Mails by outbox status: pending (waiting), failed, kept (no SMTP server configured). A kept mail still held back
   * is waiting too: it is not in the development mailbox yet. Sent and cancelled mails are not counted.
   */
  mailsByStatus(): Promise<Array<{ status: string; count: number }>> {
    return kysely(this.em)
      .selectFrom('mail_outbox')
      .select((eb) => [
        eb
          .case()
          .when(
            eb.and([
              eb('status', '=', 'kept'),
              eb('next_attempt_at', '>', sql<string>`statement_timestamp()`),
            ]),
          )
          .then('pending')
          .else(eb.ref('status'))
          .end()
          .as('status'),
        countAll(eb).as('count'),
      ])
      .where('status', 'not in', ['sent', 'cancelled'])
      .groupBy(sql`1`)
      .execute();
  }
}
