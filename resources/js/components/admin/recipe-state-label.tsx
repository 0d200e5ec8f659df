import type { RecipeState } from '@/types';
import { StatusLabel, type StatusTone } from './status-label';

const LOOK: Record<RecipeState, { label: string; tone: StatusTone }> = {
  draft: { label: 'Draft', tone: 'grey' },
  submitted: { label: 'Submitted', tone: 'ink' },
  pending: { label: 'Pending', tone: 'yellow' },
  approved: { label: 'Approved', tone: 'green' },
  'not-approved': { label: 'Not Approved', tone: 'red' },
};

/** A recipe's state in lists: Draft, or the review labels of section 4 (Approved, Not Approved, Pending). */
export function RecipeStateLabel({ state, testId }: { state: RecipeState; testId?: string }) {
  return (
    <StatusLabel tone={LOOK[state].tone} testId={testId}>
      {LOOK[state].label}
    </StatusLabel>
  );
}

const AUTHORIZATION: Record<0 | 1 | 2, { label: string; tone: StatusTone }> = {
  0: { label: 'Waiting for validation', tone: 'yellow' },
  1: { label: 'Application rejected', tone: 'red' },
  2: { label: 'Application approved', tone: 'green' },
};

/** A company employee's supervisor answer, with the texts and colours of section 4. */
export function AuthorizationLabel({ value, testId }: { value: 0 | 1 | 2; testId?: string }) {
  return (
    <StatusLabel tone={AUTHORIZATION[value].tone} testId={testId}>
      {AUTHORIZATION[value].label}
    </StatusLabel>
  );
}
