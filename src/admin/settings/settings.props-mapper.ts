import type { ContestSettingsState } from '../../editions/contest-settings-editor.service.js';
import type { ContestSettings } from '../../editions/contest-settings.entity.js';
import type { FaqItem } from '../../editions/faq-item.entity.js';
import type { Sponsor } from '../../editions/sponsor.entity.js';
import { toRecipeImageProps } from '../../recipes/recipe.props-mapper.js';
import type { ContestPhase } from '@shared/inertia/shared-props.js';
import { countdownText } from '@shared/countdown.js';
import { CONTEST_TIME_ZONES, formatInZone, toZonedInputValue } from '@shared/time-zone.js';
import { DEADLINES } from '../../editions/contest-schedule.js';
import type { AssignmentCardProps } from '@shared/admin/assignments.props.js';
import { menuPriceText } from '@shared/recipes/food-cost.js';
import type {
  AdminSettingsPageProps,
  ContestSettingsForm,
  AdminFaqRowProps,
  ScheduleDeadlineProps,
  ScheduleProps,
  SponsorSlotProps,
} from '@shared/admin/settings.props.js';

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
    time_zone: settings.timeZone,
    submissions_open_at: toZonedInputValue(settings.submissionsOpenAt, settings.timeZone),
    submissions_close_at: toZonedInputValue(settings.submissionsCloseAt, settings.timeZone),
    first_round_closes_at: toZonedInputValue(settings.firstRoundClosesAt, settings.timeZone),
    final_round_closes_at: toZonedInputValue(settings.finalRoundClosesAt, settings.timeZone),
    remind_contestants: settings.remindContestants,
    remind_judges: settings.remindJudges,
    review_mail_delay_minutes: settings.reviewMailDelayMinutes,
    submission_declarations: settings.submissionDeclarations,
    max_menu_price: menuPriceText(settings.maxMenuPriceCents),
  };
}

/** Each deadline's words; `effect` says what DEADLINE_EFFECTS (contest-schedule.ts) does: change them together. */
const DEADLINE_TEXT: Record<
  ScheduleDeadlineProps['kind'],
  { field: ScheduleDeadlineProps['field']; label: string; effect: string }
> = {
  submissions_open: {
    field: 'submissions_open_at',
    label: 'Submissions open',
    effect: 'The phase becomes Open for submissions.',
  },
  submissions_close: {
    field: 'submissions_close_at',
    label: 'Submissions close',
    effect: 'The phase becomes Closed and the first round opens.',
  },
  first_round_close: {
    field: 'first_round_closes_at',
    label: 'First-round voting closes',
    effect: 'The first round closes.',
  },
  final_round_close: {
    field: 'final_round_closes_at',
    label: 'Final-round voting closes',
    effect: 'The final round closes.',
  },
};

/** The four deadlines with what each does and how far off it is, for the settings page. */
export function toScheduleProps(settings: ContestSettings, now: Date): ScheduleProps {
  return {
    loadedAt: now.toISOString(),
    timeZones: CONTEST_TIME_ZONES.map((zone) => ({ value: zone.value, label: zone.label })),
    deadlines: DEADLINES.map(({ kind, field }) => {
      const at = settings[field];
      return {
        kind,
        ...DEADLINE_TEXT[kind],
        at: at?.toISOString() ?? null,
        when: at ? formatInZone(at, settings.timeZone) : null,
        countdown: at && at > now ? countdownText(kind, at, now) : null,
        passed: !!at && at <= now,
      };
    }),
  };
}

export function toFaqRowProps(item: FaqItem): AdminFaqRowProps {
  return { id: item.id, question: item.question, answer: item.answer };
}

/** One slot, from the filled slots: an empty one is shown so the admin can fill it. */
export function toSponsorSlot(sponsors: readonly Sponsor[], position: number): SponsorSlotProps {
  const sponsor = sponsors.find((row) => row.position === position);
  return {
    position,
    name: sponsor?.name ?? '',
    url: sponsor?.url ?? '',
    logo: toRecipeImageProps(sponsor?.logo ?? null),
    logoKey: sponsor?.logo ?? null,
  };
}

/** Always four slots, in order. */
export function toSponsorSlots(sponsors: readonly Sponsor[]): SponsorSlotProps[] {
  return SPONSOR_SLOTS.map((position) => toSponsorSlot(sponsors, position));
}

/** The settings screen: the form, the questions, the four slots, the schedule and judging's assignment card. */
export function toSettingsPage(
  { settings, faq, sponsors, now }: ContestSettingsState,
  assignment: AssignmentCardProps,
): AdminSettingsPageProps {
  return {
    settings: toSettingsForm(settings),
    faq: faq.map(toFaqRowProps),
    sponsors: toSponsorSlots(sponsors),
    phases: (Object.keys(PHASE_LABELS) as Array<keyof typeof PHASE_LABELS>).map((value) => ({
      value,
      label: PHASE_LABELS[value],
    })),
    editionYear: settings.editionYear,
    schedule: toScheduleProps(settings, now),
    assignment,
  };
}
