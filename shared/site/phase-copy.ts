import type { ContestPhase } from '../inertia/shared-props.js';

/**
 * What each contest phase lets a person do, in words, for the landing page's call-to-action, the contestant sign-in
 * page and the settings page's warning. Pure, so the server and the pages share one rule.
 */

export interface CallToAction {
  url: string;
  text: string;
  enabled: boolean;
}

/** The contestant sign-in page's lead: only an open window invites writing and submitting a recipe. */
export const SIGN_IN_LEADS: Record<ContestPhase, string> = {
  coming_soon:
    'The submission window opens soon. Sign in now to set up your profile; the recipe editor opens with the window.',
  open: 'Sign in to write your recipe, save drafts and submit it to the judges.',
  closed: 'The submission window is now closed. Sign in to see the recipe you submitted and your profile.',
};

/** Shown in the closed phase in place of a call-to-action that still invites submissions. */
export const CLOSED_CALL_TO_ACTION = { url: '/login', text: 'Sign in to see your recipe' } as const;

/** Words that ask a person to send a recipe in ("Submit your recipe", "Enter the contest", "Join now"). */
const INVITES_SUBMISSION =
  /\b(submit|submission|enter|entry|join|upload|send|share|apply|register|sign up)\b/i;

/** Whether a call-to-action asks people to submit, which only the open phase takes. */
export function invitesSubmission(text: string): boolean {
  return INVITES_SUBMISSION.test(text);
}

/** Whether the call-to-action's text fits the phase: outside the open window, it must not invite submissions. */
export function callToActionFits(phase: ContestPhase, text: string | null | undefined): boolean {
  return phase === 'open' || !text || !invitesSubmission(text);
}

/**
 * The call-to-action the closed landing page shows: the settings' own when it fits, otherwise one that says what a
 * person can still do (contestants sign in to see their recipe). Its enabled flag stays the settings' own.
 */
export function closedCallToAction(cta: CallToAction | null): CallToAction | null {
  if (!cta || callToActionFits('closed', cta.text)) return cta;
  return { ...CLOSED_CALL_TO_ACTION, enabled: cta.enabled };
}
