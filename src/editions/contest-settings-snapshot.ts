import type { ContestSettings } from './contest-settings.entity.js';

/** The settings the admin's form edits, as the audit log names them. */
const AUDITED_SETTINGS = [
  'phase',
  'ctaUrl',
  'ctaText',
  'ctaEnabled',
  'calendarTitle',
  'calendarDescription',
  'calendarLocation',
  'calendarStartsAt',
  'calendarEndsAt',
  'helpEmail',
  'firstRoundOpen',
  'secondRoundOpen',
  'blindJudging',
  'timeZone',
  'submissionsOpenAt',
  'submissionsCloseAt',
  'firstRoundClosesAt',
  'finalRoundClosesAt',
  'remindContestants',
  'remindJudges',
  'reviewMailDelayMinutes',
  'submissionDeclarations',
  'maxMenuPriceCents',
] as const satisfies ReadonlyArray<keyof ContestSettings>;

/** The audit log's view of the settings row: the fields the form edits, times as ISO text. */
export function settingsSnapshot(settings: ContestSettings): Record<string, unknown> {
  return Object.fromEntries(
    AUDITED_SETTINGS.map((field) => {
      const value = settings[field];
      return [field, value instanceof Date ? value.toISOString() : value];
    }),
  );
}
