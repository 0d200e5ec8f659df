import type { ContestantTab } from '@shared/admin/admin-contestants.props.js';
import { AUTHORIZATION, type AuthorizationStatus } from '@shared/statuses.js';

/** What decides the tab /admins/contestants/{user} opens. */
export interface DefaultTabFacts {
  hasProfile: boolean;
  /** The contestant's settings differ from a new contestant's (see hasSettingsData). */
  hasSettingsData: boolean;
}

export const CONTESTANT_TABS: readonly ContestantTab[] = ['profile', 'recipe', 'settings'];

/**
 * "Settings data is given" (specification section 2) when the contest team has set something a new contestant does
 * not have: disabled, finalist, onboarded, or an authorization answer (approved or rejected).
 */
export function hasSettingsData(settings: {
  isActive: boolean;
  isFinalist: boolean;
  onboarded: boolean;
  isAuthorized: AuthorizationStatus;
}): boolean {
  return (
    !settings.isActive ||
    settings.isFinalist ||
    settings.onboarded ||
    settings.isAuthorized !== AUTHORIZATION.waiting
  );
}

/** Section 2: profile if a profile exists; settings if settings data is given; otherwise recipe. */
export function defaultTab(facts: DefaultTabFacts): ContestantTab {
  if (facts.hasProfile) return 'profile';
  if (facts.hasSettingsData) return 'settings';
  return 'recipe';
}
