import { auditFieldLabel, auditValueLabel } from '../audit/audit-labels.js';
import type { Contestant } from '../../contestants/contestant.entity.js';
import type { Recipe } from '../../recipes/recipe.entity.js';
import { toRecipeProps } from '../../recipes/recipe.props-mapper.js';
import type { AuditEntry } from '../../audit/audit-entry.entity.js';
import type {
  AdminContestantRow,
  AdminRecipeRow,
  AuditRow,
  RecipeReviewPageProps,
} from '@shared/admin/admin-core.props.js';
import type { ContestantListRecord } from '../../contestants/contestant-admin.service.js';
import type { RecipeListRecord } from '../../recipes/recipe-admin.service.js';
import type { RecipeReviewView, ReviewPlace } from '../../recipes/recipe-review.service.js';
import { recipeStateOf } from '../../recipes/recipe-states.js';

import { ADMIN_CORE_PAGES } from '@shared/admin/admin-pages.js';

export { ADMIN_CORE_PAGES };

const fullName = (name: string | null, lastname: string | null, email: string) =>
  [name, lastname].filter(Boolean).join(' ') || email;

/** `context` is the list's query string (recipe-list.ts), carried to the review page. */
export function toAdminRecipeRow(row: RecipeListRecord, context = ''): AdminRecipeRow {
  return {
    id: row.id,
    name: row.name,
    contestant: {
      id: row.user_id,
      name: fullName(row.first_name, row.lastname, row.email),
      email: row.email,
      typeuser: row.typeuser,
    },
    state: recipeStateOf(row.is_complete, row.is_approved),
    submittedAt: row.submitted_at ? new Date(row.submitted_at).toISOString() : null,
    updatedAt: new Date(row.updated_at).toISOString(),
    url: ADMIN_CORE_PAGES.review(row.id) + context,
  };
}

export function toAdminContestantRow(row: ContestantListRecord): AdminContestantRow {
  return {
    id: row.id,
    name: fullName(row.first_name, row.lastname, row.email),
    email: row.email,
    typeuser: row.typeuser,
    isAuthorized: row.is_authorized,
    isActive: row.is_active,
    isFinalist: row.is_finalist,
    recipe:
      row.recipe_id === null
        ? null
        : {
            id: row.recipe_id,
            name: row.recipe_name ?? '',
            state: recipeStateOf(Boolean(row.is_complete), row.is_approved ?? 0),
          },
    createdAt: new Date(row.created_at).toISOString(),
    url: ADMIN_CORE_PAGES.contestant(row.id),
  };
}

export function toRecipeReviewProps(
  recipe: Recipe,
  contestant: Contestant,
  place: ReviewPlace | null,
  context = '',
): Omit<RecipeReviewPageProps, 'assignment' | 'heldMail' | 'mailDelayMinutes'> {
  return {
    recipe: toRecipeProps(recipe),
    contestant: {
      id: contestant.id,
      name: contestant.name ?? '',
      lastname: contestant.lastname ?? '',
      fullName: contestant.fullName,
      email: contestant.email,
      typeuser: contestant.typeuser,
      isAuthorized: contestant.isAuthorized,
      profileUrl: ADMIN_CORE_PAGES.contestant(contestant.id),
    },
    reviewable: recipe.isComplete,
    place: place ? { position: place.position, total: place.total } : null,
    // The arrows and the way back keep the list the admin came from (its filter, search and order).
    prevId: place?.previousId ?? null,
    nextId: place?.nextId ?? null,
    listQuery: context,
    listUrl: ADMIN_CORE_PAGES.recipes + context,
  };
}

/** The review page: the recipe, its place in the list, its judges and the review mail still held. */
export function toRecipeReviewPage(
  view: RecipeReviewView,
  assignment: RecipeReviewPageProps['assignment'],
): RecipeReviewPageProps {
  return {
    ...toRecipeReviewProps(view.recipe, view.recipe.contestant, view.place, view.context),
    assignment,
    heldMail: view.heldMail,
    mailDelayMinutes: view.mailDelayMinutes,
  };
}

/** The kinds of record the audit log names, with their labels and pages. */
export const AUDIT_KINDS: Record<string, { label: string; url: (id: number | null) => string | null }> = {
  recipe: { label: 'Recipe', url: (id) => (id ? ADMIN_CORE_PAGES.review(id) : null) },
  contestant: { label: 'Contestant', url: (id) => (id ? ADMIN_CORE_PAGES.contestant(id) : null) },
  judge: { label: 'Judge', url: (id) => (id ? `/admins/judges/${id}/edit` : null) },
  admin: { label: 'Admin', url: (id) => (id ? `/admins/admins/${id}/edit` : null) },
  whitelisted_domain: {
    label: 'Whitelisted domain',
    url: (id) => (id ? `/admins/whitelisted/${id}/edit` : null),
  },
  past_edition: { label: 'Past edition', url: (id) => (id ? `/admins/past-editions/${id}/edit` : null) },
  contest_settings: { label: 'Contest settings', url: () => '/admins/settings' },
  contestants: { label: 'Contestant mailings', url: () => '/admins/results' },
  faq_item: { label: 'FAQ row', url: () => '/admins/settings' },
  sponsor: { label: 'Sponsor', url: () => '/admins/settings' },
  deadline_reminders: { label: 'Deadline reminders', url: () => '/admins/settings' },
};

export function auditKindLabel(kind: string): string {
  return AUDIT_KINDS[kind]?.label ?? kind.replace(/_/g, ' ').replace(/^./, (first) => first.toUpperCase());
}

/** A logged value as text: coded values as the forms name them, dates and objects as JSON, nothing as '—'. */
function shown(kind: string, field: string, value: unknown): string {
  if (value === null || value === undefined) return '—';
  const label = auditValueLabel(kind, field, value);
  if (label !== null) return label;
  if (typeof value === 'string') return value === '' ? '""' : value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/**
 * One entry as the log page shows it. `subjectName` is the record's name today (a person, a recipe, a domain, a
 * year); a record deleted since keeps its number.
 */
export function toAuditRow(entry: AuditEntry, subjectName: string | null = null): AuditRow {
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  const kind = entry.subjectType;
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])].map((field) => ({
    field: auditFieldLabel(kind, field),
    before: entry.before ? shown(kind, field, before[field]) : '—',
    after: entry.after ? shown(kind, field, after[field]) : '—',
  }));
  const id = entry.subjectId;
  return {
    id: entry.id,
    at: entry.createdAt.toISOString(),
    admin: entry.adminEmail,
    action: entry.action,
    subjectType: entry.subjectType,
    subjectLabel: subjectName
      ? `${auditKindLabel(entry.subjectType)}: ${subjectName}`
      : id
        ? `${auditKindLabel(entry.subjectType)} #${id}`
        : auditKindLabel(entry.subjectType),
    subjectId: id,
    subjectUrl: AUDIT_KINDS[entry.subjectType]?.url(id) ?? null,
    fields,
  };
}
