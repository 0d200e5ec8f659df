import type { Expression, ExpressionBuilder, QueryCreator, SqlBool } from 'kysely';
import type { Stage } from '../auth/staff-account.entity.js';
import { REVIEW } from '@shared/statuses.js';
import type { Database } from '../database/database-schema.js';

/** The tables the rule names: recipes as `r`, their contestants (users) as `u`. */
export type MemberTables = Database & { r: Database['recipes']; u: Database['users'] };
type Condition<T extends keyof MemberTables> = (
  eb: ExpressionBuilder<MemberTables, T>,
) => Expression<SqlBool>;

/**
 * Which recipes a round judges, for every reader (the judges' lists, the results, the dashboard, assignments,
 * reminders). First round: submitted recipes an admin approved. Final round: the finalists' recipes once their
 * final-round version is submitted (until then the finalist may still be changing it). Either way the contestant
 * must be enabled. The SQL function `round_member` of the round counters' triggers is checked against this rule by
 * test/integration/round-members.test.ts.
 *
 * In two parts, for readers that filter the recipe from an index and the contestant apart: the recipe's part holds
 * the round-order partial indexes' predicates, so the approval is a literal (`is_approved = 1`) the planner matches.
 */
export const RECIPE_IN_ROUND: Record<Stage, Condition<'r'>> = {
  first: (eb) => eb.and([eb.ref('r.is_complete'), eb('r.is_approved', '=', eb.lit(REVIEW.approved))]),
  second: (eb) => eb.ref('r.is_2nd_complete'),
};

export const CONTESTANT_IN_ROUND: Record<Stage, Condition<'u'>> = {
  first: (eb) => eb.ref('u.is_active'),
  second: (eb) => eb.and([eb.ref('u.is_active'), eb.ref('u.is_finalist')]),
};

/** The whole rule on `r` joined to `u`. */
export function inRound(stage: Stage): Condition<'r' | 'u'> {
  return (eb) => eb.and([CONTESTANT_IN_ROUND[stage](eb), RECIPE_IN_ROUND[stage](eb)]);
}

/** The round's recipes joined to their contestants (`r` and `u`), for readers to select from and add conditions to. */
export function roundMembers(db: QueryCreator<Database>, stage: Stage) {
  return db.selectFrom('recipes as r').innerJoin('users as u', 'u.id', 'r.user_id').where(inRound(stage));
}
