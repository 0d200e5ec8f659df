import type { ContestSettings } from '../../editions/contest-settings.entity.js';
import type { FaqItem } from '../../editions/faq-item.entity.js';
import type { Sponsor } from '../../editions/sponsor.entity.js';
import { toRecipeImageProps } from '../../recipes/recipe.props-mapper.js';
import type { ContestPhase } from '../../inertia/shared-props.js';
import type { ContestSettingsForm, AdminFaqRowProps, SponsorSlotProps } from './settings.props.js';

export const SPONSOR_SLOTS = [1, 2, 3, 4] as const;

export const PHASE_LABELS: Record<ContestPhase, string> = {
  coming_soon: 'Coming soon',
  open: 'Open for submissions',
  closed: 'Closed',
};

/** A UTC time as a datetime-local value ('2025-06-01T18:30'), or '' for none. */
export function toUtcInputValue(value: Date | null): string {
  return value ? value.toISOString().slice(0, 16) : '';
}

export function toSettingsForm(settings: ContestSettings): ContestSettingsForm {
  return {
    phase: settings.phase,
    cta_url: settings.ctaUrl ?? '',
    cta_text: settings.ctaText ?? '',
    cta_enabled: settings.ctaEnabled,
    calendar_title: settings.calendarTitle ?? '',
    calendar_description: settings.calendarDescription ?? '',
    calendar_location: settings.calendarLocation ?? '',
    calendar_starts_at: toUtcInputValue(settings.calendarStartsAt),
    calendar_ends_at: toUtcInputValue(settings.calendarEndsAt),
    help_email: settings.helpEmail,
    first_round_open: settings.firstRoundOpen,
    second_round_open: settings.secondRoundOpen,
    blind_judging: settings.blindJudging,
  };
}

export function toFaqRowProps(item: FaqItem): AdminFaqRowProps {
  return { id: item.id, question: item.question, answer: item.answer };
}

/** Always four slots, in order; an empty slot is shown so the admin can fill it. */
export function toSponsorSlots(sponsors: readonly Sponsor[]): SponsorSlotProps[] {
  return SPONSOR_SLOTS.map((position) => {
    const sponsor = sponsors.find((row) => row.position === position);
    return {
      position,
      name: sponsor?.name ?? '',
      url: sponsor?.url ?? '',
      logo: toRecipeImageProps(sponsor?.logo ?? null),
      logoKey: sponsor?.logo ?? null,
    };
  });
}

/** The audit log's view of the settings row: the fields the form edits, times as ISO text. */
export function settingsSnapshot(settings: ContestSettings): Record<string, unknown> {
  return {
    phase: settings.phase,
    ctaUrl: settings.ctaUrl,
    ctaText: settings.ctaText,
    ctaEnabled: settings.ctaEnabled,
    calendarTitle: settings.calendarTitle,
    calendarDescription: settings.calendarDescription,
    calendarLocation: settings.calendarLocation,
    calendarStartsAt: settings.calendarStartsAt?.toISOString() ?? null,
    calendarEndsAt: settings.calendarEndsAt?.toISOString() ?? null,
    helpEmail: settings.helpEmail,
    firstRoundOpen: settings.firstRoundOpen,
    secondRoundOpen: settings.secondRoundOpen,
    blindJudging: settings.blindJudging,
  };
}
