// What the administration's core pages receive (dashboard, recipe and contestant lists, recipe review, audit log).
// Pages import these types with `import type`; they carry no runtime code.

import type { RecipeProps } from '../recipes/recipe.props.js';
import type { RecipeAssignmentProps } from './assignments.props.js';
import type { FilterOption, ListPageProps } from './list.props.js';

export type RecipeState = 'draft' | 'submitted' | 'pending' | 'approved' | 'not-approved';
export type ContestantTypeFilter = 'sodexo' | 'entegra';
export type AuthorizationFilter = 'waiting' | 'rejected' | 'approved';
export type FinalistFilter = 'yes' | 'no';

/** A number on the dashboard and the filtered list it opens. */
export interface DashboardCount {
  label: string;
  value: number;
  href: string;
}

export interface DashboardRound {
  stage: 'first' | 'second';
  label: string;
  judges: number;
  recipes: number;
  /** Votes with all five scores, by the round's enabled judges on the round's recipes. */
  cast: number;
  /** judges × recipes. */
  expected: number;
  open: boolean;
}

/** The backups on the dashboard, as words in the contest's time zone. */
export interface DashboardBackup {
  status: 'ok' | 'failed' | 'running' | 'none';
  /** 'Last backup: Friday, November 27, 2026 at 3:00 AM EST (5 hours ago).' or 'Last backup: 2 days ago — failed: …' */
  text: string;
  /** Below a failed or running one: 'Last good backup: … (3 days ago).' or 'No backup has succeeded yet.' */
  lastGood: string | null;
}

/** GET /admins/dashboard. */
export interface AdminDashboardPageProps {
  person: { name: string; email: string };
  contestants: {
    total: DashboardCount;
    byType: DashboardCount[];
    /** Company employees by their supervisor's answer. */
    byAuthorization: DashboardCount[];
  };
  recipes: DashboardCount[];
  rounds: DashboardRound[];
  mail: { waiting: number; failed: number; kept: number; mailboxUrl: string | null };
  /** Null while backups are neither scheduled (BACKUP_DIR) nor were ever run. */
  backup: DashboardBackup | null;
}

/** A row of /admins/recipes. */
export interface AdminRecipeRow {
  id: number;
  name: string;
  contestant: { id: number; name: string; email: string; typeuser: 'sodexo' | 'entegra' };
  state: RecipeState;
  /** ISO 8601; null for a draft. */
  submittedAt: string | null;
  updatedAt: string;
  /** The review page, carrying the list's filter, search and order so its arrows follow this list. */
  url: string;
}

/** GET /admins/recipes. */
export interface AdminRecipesPageProps extends ListPageProps<AdminRecipeRow> {
  stateOptions: FilterOption[];
}

/** A row of /admins/contestants. */
export interface AdminContestantRow {
  id: number;
  name: string;
  email: string;
  typeuser: 'sodexo' | 'entegra';
  /** 0 waiting, 1 rejected, 2 approved (meaningful for company employees). */
  isAuthorized: 0 | 1 | 2;
  isActive: boolean;
  isFinalist: boolean;
  recipe: { id: number; name: string; state: RecipeState } | null;
  /** ISO 8601. */
  createdAt: string;
  /** The contestant's page (/admins/contestants/{id}), which opens the default tab. */
  url: string;
}

/** GET /admins/contestants. */
export interface AdminContestantsPageProps extends ListPageProps<AdminContestantRow> {
  typeOptions: FilterOption[];
  authorizationOptions: FilterOption[];
  finalistOptions: FilterOption[];
  /** The new-contestant page. */
  createUrl: string;
}

/** GET /admins/dashboard/recipe/{id}. */
export interface RecipeReviewPageProps {
  recipe: RecipeProps;
  contestant: {
    id: number;
    name: string;
    lastname: string;
    fullName: string;
    email: string;
    typeuser: 'sodexo' | 'entegra';
    isAuthorized: 0 | 1 | 2;
    profileUrl: string;
  };
  /** Only submitted recipes can be reviewed. */
  reviewable: boolean;
  /** The place of the recipe in the review order (submitted recipes by submission); null for a draft. */
  place: { position: number; total: number } | null;
  /** The neighbouring recipes in the list's order (section 2: /admins/dashboard/recipe/{prevId} and {nextId}). */
  prevId: number | null;
  nextId: number | null;
  /** The list's filter, search and order ('' or '?…'), kept by the arrows and the way back. */
  listQuery: string;
  listUrl: string;
  /** Issue 15, part 5: the recipe's assigned judges while assignment is on (null while off). */
  assignment: RecipeAssignmentProps | null;
  /** The review mail waiting to go to the contestant, if any. */
  heldMail: HeldReviewMailProps | null;
  /** How long a review mail waits (the contest setting); 0: it goes at once. */
  mailDelayMinutes: number;
}

/** A review mail held in the outbox: it goes at `at` unless the decision changes back before then. */
export interface HeldReviewMailProps {
  /** The decision the mail tells the contestant. */
  decision: 'approved' | 'not-approved';
  /** ISO 8601. */
  at: string;
  /** '2:32 PM EDT', in the contest's time zone. */
  time: string;
}

/**
 * What a review did to the contestant's mail: `held` (one waits, see `heldMail`), `now` (one went to the outbox at
 * once), `cancelled` (the one waiting was withdrawn, as the contestant already knows this decision), `none`.
 */
export type ReviewMailOutcome = 'held' | 'now' | 'cancelled' | 'none';

/** What POST /admins/dashboard/recipe/{id}/review answers in `data`. */
export interface RecipeReviewResult {
  id: number;
  status: 0 | 1 | 2;
  statusLabel: string;
  mail: ReviewMailOutcome;
  heldMail: HeldReviewMailProps | null;
}

/** One change in the audit log. */
export interface AuditRow {
  id: number;
  /** ISO 8601. */
  at: string;
  admin: string;
  action: string;
  subjectType: string;
  subjectLabel: string;
  subjectId: number | null;
  /** The record's page in the administration, when it has one. */
  subjectUrl: string | null;
  /** The fields changed, before and after, side by side. */
  fields: Array<{ field: string; before: string; after: string }>;
}

/** GET /admins/audit. */
export interface AuditPageProps extends ListPageProps<AuditRow> {
  kindOptions: FilterOption[];
}
