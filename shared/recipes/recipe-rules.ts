// The recipe's states (specification section 4) as pure functions: the contestant's editor, the server's checks
// and, later, the administrators' screens all ask the same questions here.

import type { ContestPhase } from '../inertia/shared-props.js';
import { AUTHORIZATION, type AuthorizationStatus } from '../statuses.js';

/** Who is editing: the contestant, or an administrator on their behalf (issue 5). */
export type RecipeActor = 'contestant' | 'admin';

export type RecipeStage = 1 | 2;

/** What decides whether the recipe can change. A missing recipe counts as an empty, unsubmitted one. */
export interface RecipeFacts {
  actor: RecipeActor;
  phase: ContestPhase;
  /** The contestant's is_authorized: 0 waiting, 1 rejected, 2 approved. */
  authorization: AuthorizationStatus;
  isFinalist: boolean;
  isComplete: boolean;
  isSecondComplete: boolean;
}

/** Why a recipe cannot change, most important first. */
export type RecipeLock = 'rejected' | 'submitted' | 'not_open' | 'closed';

export interface RecipeEditorState {
  /** 1 until stage 1 is submitted; 2 for a finalist after that. */
  stage: RecipeStage;
  /** The stage is open for this person: fields, rows and images can change, and the recipe can be submitted. */
  editable: boolean;
  /** The stage shown has been submitted: the editor's title reads 'Recipe submitted!'. */
  submitted: boolean;
  /** The supervisor declined the contestant: the editor shows the rejection modal and stays locked. */
  rejected: boolean;
  /** Stage 1 is not submitted and the submission window has not opened yet (the coming-soon phase). */
  notYetOpen: boolean;
  /** Stage 1 is not submitted and the submission window has closed. */
  closed: boolean;
  lock: RecipeLock | null;
}

/**
 * The editor's state. For admins is_complete is treated as false and the authorization as 2 (section 4), and the
 * contest phase does not apply: they can always correct a recipe.
 */
export function recipeEditorState(facts: RecipeFacts): RecipeEditorState {
  const isAdmin = facts.actor === 'admin';
  const isComplete = isAdmin ? false : facts.isComplete;
  const authorization = isAdmin ? AUTHORIZATION.approved : facts.authorization;

  // Stage 2 opens once stage 1 is in, for finalists only, whatever the phase (the final round follows the window).
  const stage: RecipeStage = isComplete && facts.isFinalist ? 2 : 1;
  const submitted = stage === 1 ? isComplete : facts.isSecondComplete;
  const rejected = authorization === AUTHORIZATION.rejected;
  const outsideWindow = stage === 1 && !submitted && !isAdmin && facts.phase !== 'open';
  const notYetOpen = outsideWindow && facts.phase === 'coming_soon';
  const closed = outsideWindow && !notYetOpen;
  const lock: RecipeLock | null = rejected
    ? 'rejected'
    : submitted
      ? 'submitted'
      : notYetOpen
        ? 'not_open'
        : closed
          ? 'closed'
          : null;
  return { stage, editable: lock === null, submitted, rejected, notYetOpen, closed, lock };
}

/** Whether a submission of the open stage completes it for the first time (then the receipt mail goes out). */
export function completesStage(
  stage: RecipeStage,
  facts: Pick<RecipeFacts, 'isComplete' | 'isSecondComplete'>,
) {
  return stage === 1 ? !facts.isComplete : !facts.isSecondComplete;
}
