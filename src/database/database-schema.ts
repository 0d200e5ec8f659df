import type { EntityManager } from '@mikro-orm/postgresql';
import type { ExpressionBuilder, Generated, Kysely } from 'kysely';
import type { AuthorizationStatus, ReviewStatus } from '../common/statuses.js';

// The database as the read models' SQL sees it, for MikroORM's Kysely (`em.getKysely()`): a query that names a
// column this interface does not have fails `npm run typecheck` rather than a request. Written by hand, once for
// every table (docs/decisions.md, "Typed SQL"): MikroORM infers Kysely types only from `defineEntity` schemas, and
// from our decorated classes it would take the class name for the table (`vote`, not `votes`), guess `user_id` as
// `contestant_id`, and type timestamps as `Date` where the driver answers text. The view `judge_conflict_pairs` and
// the trigger-kept `vote_standings` have no entity at all. test/integration/database-schema.test.ts checks these
// tables and columns against the migrated database, so a migration that renames one fails there first.
//
// Types are what node-postgres answers through MikroORM's connection: timestamps as text (MikroORM keeps them
// raw), `numeric` and `bigint` as text, `int`, `smallint` and `float8` as numbers. `Generated` marks a column with
// a default (optional on insert).

type Stage = 'first' | 'second';
type JsonValue = unknown;

/** The columns judges and admins share (one entity base, StaffAccount); judges add their site profile. */
interface StaffAccountTable {
  id: Generated<number>;
  name: string;
  lastname: string;
  email: string;
  stage: Stage;
  typelogin: 'sso' | 'credential';
  password_hash: string | null;
  is_active: Generated<boolean>;
  created_at: string;
  updated_at: string;
}

export interface Database {
  admins: StaffAccountTable;
  assignment_settings: {
    id: Generated<number>;
    judges_per_recipe: number | null;
    updated_at: Generated<string>;
  };
  audit_log: {
    id: Generated<number>;
    admin_id: number | null;
    admin_email: string;
    action: string;
    subject_type: string;
    subject_id: number | null;
    before: JsonValue | null;
    after: JsonValue | null;
    created_at: string;
  };
  auth_tokens: {
    id: Generated<number>;
    purpose: string;
    email: string;
    token_hash: string;
    expires_at: string;
    used_at: string | null;
    created_at: string;
  };
  /** One backup run (src/database/backup): the "last backup age" gauge reads the newest `ok` row. */
  backup_runs: {
    id: Generated<number>;
    kind: 'scheduled' | 'manual';
    status: 'running' | 'ok' | 'failed';
    started_at: string;
    finished_at: string | null;
    file: string | null;
    bytes: string | null;
    error: string | null;
  };
  contest_mailings: {
    id: Generated<number>;
    kind: 'finalists' | 'results';
    user_id: number;
    template: string;
    admin_id: number | null;
    sent_at: string;
  };
  contest_settings: {
    id: Generated<number>;
    edition_year: number;
    phase: Generated<string>;
    cta_url: string | null;
    cta_text: string | null;
    cta_enabled: Generated<boolean>;
    calendar_title: string | null;
    calendar_description: string | null;
    calendar_location: string | null;
    calendar_starts_at: string | null;
    calendar_ends_at: string | null;
    help_email: string;
    first_round_open: Generated<boolean>;
    second_round_open: Generated<boolean>;
    blind_judging: Generated<boolean>;
    updated_at: string;
    time_zone: Generated<string>;
    submissions_open_at: string | null;
    submissions_close_at: string | null;
    first_round_closes_at: string | null;
    final_round_closes_at: string | null;
    schedule_applied_at: Generated<string>;
    remind_contestants: Generated<boolean>;
    remind_judges: Generated<boolean>;
    review_mail_delay_minutes: Generated<number>;
  };
  deadline_reminders: {
    id: Generated<number>;
    kind: 'contestant_draft' | 'judge_votes';
    deadline_at: string;
    recipient_id: number;
    sent_at: string;
  };
  faq_items: {
    id: Generated<number>;
    position: Generated<number>;
    question: string;
    answer: string;
  };
  judge_assignments: {
    judge_id: number;
    recipe_id: number;
    created_at: Generated<string>;
  };
  /** A view (Migration20261124110000): PostgreSQL reports its columns nullable; its rows never hold a null. */
  judge_conflict_pairs: {
    judge_id: number;
    user_id: number;
    source: 'declared' | 'own_email' | 'supervisor_email';
  };
  judge_conflicts: {
    id: Generated<number>;
    judge_id: number;
    user_id: number;
    reason: string;
    admin_id: number | null;
    created_at: string;
  };
  /** Kept by triggers on recipes, contestants and votes (Migration20261124130000): a judge's complete votes on the
   * round's recipes. */
  judge_round_votes: {
    judge_id: number;
    stage: Stage;
    voted: number;
  };
  judges: StaffAccountTable & {
    title: string | null;
    biography: string | null;
    portrait: string | null;
    show_on_site: Generated<boolean>;
    site_position: Generated<number>;
  };
  mail_outbox: {
    id: Generated<number>;
    to_address: string;
    subject: string;
    html: string;
    text: string;
    template: string;
    status: Generated<string>;
    attempts: Generated<number>;
    next_attempt_at: string;
    locked_until: string | null;
    last_error: string | null;
    sent_at: string | null;
    created_at: string;
    topic: string | null;
  };
  past_editions: {
    id: Generated<number>;
    year: number;
    chef_name: string;
    chef_description: string;
    recipe_name: string;
    recipe_description: string;
    prep_time: string;
    cook_time: string;
    yield: string;
    ingredients: JsonValue;
    preparation: JsonValue;
    nutritional_facts: JsonValue;
    tips: string | null;
    allergens: string | null;
    is_active: Generated<boolean>;
    chef_image: string;
    chefthumb_image: string;
    recipe_image: string;
    created_at: string;
    updated_at: string;
  };
  profiles: {
    id: Generated<number>;
    user_id: number;
    phone: string;
    home_address: JsonValue;
    unit_address: JsonValue | null;
    manager_name: string | null;
    manager_email: string | null;
    manager_reason: string | null;
    business_name: string | null;
    created_at: string;
    updated_at: string;
    manager_answered_at: string | null;
  };
  recipes: {
    id: Generated<number>;
    user_id: number;
    name: Generated<string>;
    description: Generated<string>;
    preparation: Generated<string>;
    ingredients: JsonValue;
    is_complete: Generated<boolean>;
    is_2nd_complete: Generated<boolean>;
    recipe_image: string | null;
    headshot_image: string | null;
    is_approved: Generated<ReviewStatus>;
    submitted_at: string | null;
    second_submitted_at: string | null;
    created_at: string;
    updated_at: string;
    cost_thousandths: Generated<string>;
  };
  /**
   * Moved by a trigger on every statement on a table the results read (Migration20261127000000): the sums of the
   * slots are the version of the results' inputs, `version` for every table and `others_version` for all but `votes`
   * (Migration20261127060000).
   */
  results_inputs: {
    slot: number;
    version: string;
    others_version: string;
  };
  /** Kept by triggers on recipes and contestants (Migration20261124130000): how many recipes each round has. */
  round_sizes: {
    stage: Stage;
    recipes: number;
  };
  sessions: {
    sid: string;
    sess: JsonValue;
    expire: string;
  };
  sponsors: {
    id: Generated<number>;
    position: number;
    name: string;
    url: string | null;
    logo: string;
  };
  stored_files: {
    key: string;
    mime: string;
    width: number;
    height: number;
    bytes: number;
    created_at: string;
  };
  throttle_counters: {
    key: string;
    hits: number;
    expires_at: string;
    blocked_until: string | null;
  };
  users: {
    id: Generated<number>;
    email: string;
    name: string | null;
    lastname: string | null;
    typeuser: 'sodexo' | 'entegra';
    is_authorized: Generated<AuthorizationStatus>;
    is_active: Generated<boolean>;
    is_finalist: Generated<boolean>;
    onboarded: Generated<boolean>;
    registered_at: string | null;
    created_at: string;
    updated_at: string;
  };
  /** Kept by triggers on `votes` (Migration20261124000000): one row per round and recipe with votes. */
  vote_standings: {
    stage: Stage;
    recipe_id: number;
    votes: number;
    sum_total: string;
    min_total: string;
    max_total: string;
    sd: number;
    creativity: string;
    appearance: string;
    ingredients: string;
    profitability: string;
    deployability: string;
    judge_ids: number[];
    pairs: string;
    /** The transaction that last wrote the standing, a `pg_current_xact_id()` (Migration20261127060000). */
    changed_by: Generated<string>;
  };
  /** A standing deleted, and by which transaction (Migration20261127060000). */
  vote_standings_gone: {
    stage: Stage;
    recipe_id: number;
    changed_by: Generated<string>;
  };
  votes: {
    id: Generated<number>;
    judge_id: number;
    recipe_id: number;
    stage: Stage;
    creativity: string | null;
    appearance: string | null;
    ingredients: string | null;
    profitability: number | null;
    deployability: string | null;
    note: string | null;
    voted_at: string | null;
    created_at: string;
    updated_at: string;
  };
  whitelisted_domains: {
    id: Generated<number>;
    domain: string;
    is_active: Generated<boolean>;
    created_at: string;
    updated_at: string;
  };
}

const STAFF_ACCOUNT_COLUMNS = [
  'id',
  'name',
  'lastname',
  'email',
  'stage',
  'typelogin',
  'password_hash',
  'is_active',
  'created_at',
  'updated_at',
] as const satisfies ReadonlyArray<keyof StaffAccountTable>;

/** Every table and column of `Database`, for the schema check; the type below keeps the two lists equal. */
export const DATABASE_COLUMNS = {
  admins: STAFF_ACCOUNT_COLUMNS,
  assignment_settings: ['id', 'judges_per_recipe', 'updated_at'],
  audit_log: [
    'id',
    'admin_id',
    'admin_email',
    'action',
    'subject_type',
    'subject_id',
    'before',
    'after',
    'created_at',
  ],
  auth_tokens: ['id', 'purpose', 'email', 'token_hash', 'expires_at', 'used_at', 'created_at'],
  backup_runs: ['id', 'kind', 'status', 'started_at', 'finished_at', 'file', 'bytes', 'error'],
  contest_mailings: ['id', 'kind', 'user_id', 'template', 'admin_id', 'sent_at'],
  contest_settings: [
    'id',
    'edition_year',
    'phase',
    'cta_url',
    'cta_text',
    'cta_enabled',
    'calendar_title',
    'calendar_description',
    'calendar_location',
    'calendar_starts_at',
    'calendar_ends_at',
    'help_email',
    'first_round_open',
    'second_round_open',
    'blind_judging',
    'updated_at',
    'time_zone',
    'submissions_open_at',
    'submissions_close_at',
    'first_round_closes_at',
    'final_round_closes_at',
    'schedule_applied_at',
    'remind_contestants',
    'remind_judges',
    'review_mail_delay_minutes',
  ],
  deadline_reminders: ['id', 'kind', 'deadline_at', 'recipient_id', 'sent_at'],
  faq_items: ['id', 'position', 'question', 'answer'],
  judge_assignments: ['judge_id', 'recipe_id', 'created_at'],
  judge_conflict_pairs: ['judge_id', 'user_id', 'source'],
  judge_conflicts: ['id', 'judge_id', 'user_id', 'reason', 'admin_id', 'created_at'],
  judge_round_votes: ['judge_id', 'stage', 'voted'],
  judges: [...STAFF_ACCOUNT_COLUMNS, 'title', 'biography', 'portrait', 'show_on_site', 'site_position'],
  mail_outbox: [
    'id',
    'to_address',
    'subject',
    'html',
    'text',
    'template',
    'status',
    'attempts',
    'next_attempt_at',
    'locked_until',
    'last_error',
    'sent_at',
    'created_at',
    'topic',
  ],
  past_editions: [
    'id',
    'year',
    'chef_name',
    'chef_description',
    'recipe_name',
    'recipe_description',
    'prep_time',
    'cook_time',
    'yield',
    'ingredients',
    'preparation',
    'nutritional_facts',
    'tips',
    'allergens',
    'is_active',
    'chef_image',
    'chefthumb_image',
    'recipe_image',
    'created_at',
    'updated_at',
  ],
  profiles: [
    'id',
    'user_id',
    'phone',
    'home_address',
    'unit_address',
    'manager_name',
    'manager_email',
    'manager_reason',
    'business_name',
    'created_at',
    'updated_at',
    'manager_answered_at',
  ],
  recipes: [
    'id',
    'user_id',
    'name',
    'description',
    'preparation',
    'ingredients',
    'is_complete',
    'is_2nd_complete',
    'recipe_image',
    'headshot_image',
    'is_approved',
    'submitted_at',
    'second_submitted_at',
    'created_at',
    'updated_at',
    'cost_thousandths',
  ],
  results_inputs: ['slot', 'version', 'others_version'],
  round_sizes: ['stage', 'recipes'],
  sessions: ['sid', 'sess', 'expire'],
  sponsors: ['id', 'position', 'name', 'url', 'logo'],
  stored_files: ['key', 'mime', 'width', 'height', 'bytes', 'created_at'],
  throttle_counters: ['key', 'hits', 'expires_at', 'blocked_until'],
  users: [
    'id',
    'email',
    'name',
    'lastname',
    'typeuser',
    'is_authorized',
    'is_active',
    'is_finalist',
    'onboarded',
    'registered_at',
    'created_at',
    'updated_at',
  ],
  vote_standings: [
    'stage',
    'recipe_id',
    'votes',
    'sum_total',
    'min_total',
    'max_total',
    'sd',
    'creativity',
    'appearance',
    'ingredients',
    'profitability',
    'deployability',
    'judge_ids',
    'pairs',
    'changed_by',
  ],
  vote_standings_gone: ['stage', 'recipe_id', 'changed_by'],
  votes: [
    'id',
    'judge_id',
    'recipe_id',
    'stage',
    'creativity',
    'appearance',
    'ingredients',
    'profitability',
    'deployability',
    'note',
    'voted_at',
    'created_at',
    'updated_at',
  ],
  whitelisted_domains: ['id', 'domain', 'is_active', 'created_at', 'updated_at'],
} as const satisfies { [Table in keyof Database]: ReadonlyArray<keyof Database[Table]> };

type Unlisted = {
  [Table in keyof Database]: Exclude<keyof Database[Table], (typeof DATABASE_COLUMNS)[Table][number]>;
}[keyof Database];
/** Fails to compile when a column of `Database` is missing from DATABASE_COLUMNS. */
export const EVERY_COLUMN_LISTED: [Unlisted] extends [never] ? true : never = true;

/** The typed query builder on `em`'s connection, or its transaction when `em` is in one. */
export function kysely(em: EntityManager): Kysely<Database> {
  return em.getKysely<Database>();
}

/** `count(*)::integer`: PostgreSQL counts in bigint, which node-postgres answers as text. */
export const countAll = <DB, TB extends keyof DB>(eb: ExpressionBuilder<DB, TB>) =>
  eb.cast<number>(eb.fn.countAll(), 'integer');
