import type { FilterOption } from '@shared/admin/list.props.js';
import type { RecipeState } from '@shared/admin/admin-core.props.js';
import { REVIEW } from '@shared/statuses.js';

export const RECIPE_STATES = ['draft', 'submitted', 'pending', 'approved', 'not-approved'] as const;

export const RECIPE_STATE_LABELS: Record<RecipeState, string> = {
  draft: 'Draft',
  submitted: 'Submitted',
  pending: 'Pending review',
  approved: 'Approved',
  'not-approved': 'Not approved',
};

/** A recipe's one state for a list row (a submitted recipe shows its review). */
export function recipeStateOf(isComplete: boolean, isApproved: number): RecipeState {
  if (!isComplete) return 'draft';
  if (isApproved === REVIEW.approved) return 'approved';
  if (isApproved === REVIEW.notApproved) return 'not-approved';
  return 'pending';
}

/** The review label of section 4: Approved, Not Approved, Pending. */
export function reviewLabel(isApproved: number): string {
  if (isApproved === REVIEW.approved) return 'Approved';
  if (isApproved === REVIEW.notApproved) return 'Not Approved';
  return 'Pending';
}

export const RECIPE_STATE_OPTIONS: FilterOption[] = RECIPE_STATES.map((value) => ({
  value,
  label: RECIPE_STATE_LABELS[value],
}));
