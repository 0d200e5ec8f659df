import type { EntityManager } from '@mikro-orm/postgresql';
import type { ExpressionBuilder, Kysely } from 'kysely';
import type { AuthorizationStatus, ReviewStatus } from '@shared/statuses.js';
import type { DB, Generated } from './database.generated.js';

// The database as the read models' SQL sees it: the types generated from the migrated schema (database.generated.ts,
// `npm run db:types`), with the columns whose values our code narrows (unions, statuses, a view's non-null columns).

type Stage = 'first' | 'second';

/** Replaces columns of a generated table; naming a column the table does not have fails the type check. */
type Narrow<
  Table,
  Columns extends { [Column in keyof Columns]: Column extends keyof Table ? unknown : never },
> = Omit<Table, keyof Columns> & Columns;

type StaffAccountColumns = { stage: Stage; typelogin: 'sso' | 'credential' };

export interface Database extends DB {
  admins: Narrow<DB['admins'], StaffAccountColumns>;
  backup_runs: Narrow<
    DB['backup_runs'],
    { kind: 'scheduled' | 'manual'; status: 'running' | 'ok' | 'failed' }
  >;
  contest_mailings: Narrow<DB['contest_mailings'], { kind: 'finalists' | 'results' }>;
  deadline_reminders: Narrow<DB['deadline_reminders'], { kind: 'contestant_draft' | 'judge_votes' }>;
  /** A view: PostgreSQL reports its columns nullable, but its rows never hold a null. */
  judge_conflict_pairs: Narrow<
    DB['judge_conflict_pairs'],
    { judge_id: number; user_id: number; source: 'declared' | 'own_email' | 'supervisor_email' }
  >;
  judge_round_votes: Narrow<DB['judge_round_votes'], { stage: Stage }>;
  judges: Narrow<DB['judges'], StaffAccountColumns>;
  recipes: Narrow<DB['recipes'], { is_approved: Generated<ReviewStatus> }>;
  round_sizes: Narrow<DB['round_sizes'], { stage: Stage }>;
  users: Narrow<
    DB['users'],
    { typeuser: 'sodexo' | 'entegra'; is_authorized: Generated<AuthorizationStatus> }
  >;
  vote_standings: Narrow<DB['vote_standings'], { stage: Stage }>;
  vote_standings_gone: Narrow<DB['vote_standings_gone'], { stage: Stage }>;
  votes: Narrow<DB['votes'], { stage: Stage }>;
}

/** The typed query builder on `em`'s connection, or its transaction when `em` is in one. */
export function kysely(em: EntityManager): Kysely<Database> {
  return em.getKysely<Database>();
}

/** `count(*)::integer`: PostgreSQL counts in bigint, which node-postgres answers as text. */
export const countAll = <DB, TB extends keyof DB>(eb: ExpressionBuilder<DB, TB>) =>
  eb.cast<number>(eb.fn.countAll(), 'integer');
