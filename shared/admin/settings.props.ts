import type { DeadlineKind } from '../countdown.js';
import type { AssignmentCardProps } from './assignments.props.js';
import type { ContestPhase } from '../inertia/shared-props.js';
import type { RecipeImageProps } from '../recipes/recipe.props.js';
import type { DeclarationPolicy } from '../recipes/allergens.js';

/** The contest settings as the form edits them; times are UTC, written `YYYY-MM-DDTHH:mm` (a datetime-local value). */
export interface ContestSettingsForm {
  phase: ContestPhase;
  cta_url: string;
  cta_text: string;
  cta_enabled: boolean;
  calendar_title: string;
  calendar_description: string;
  calendar_location: string;
  calendar_starts_at: string;
  calendar_ends_at: string;
  help_email: string;
  first_round_open: boolean;
  second_round_open: boolean;
  blind_judging: boolean;
  /** Deadlines (issue 15, part 2): wall-clock times in `time_zone`, written `YYYY-MM-DDTHH:mm`, '' for none. */
  time_zone: string;
  submissions_open_at: string;
  submissions_close_at: string;
  first_round_closes_at: string;
  final_round_closes_at: string;
  remind_contestants: boolean;
  remind_judges: boolean;
  /** How long a review mail waits before it goes, so a decision changed back in time mails nobody; 0: at once. */
  review_mail_delay_minutes: number;
  /** Allergens at submission: 'asked' (the editor asks; accepted without) or 'required' (refused without). */
  submission_declarations: DeclarationPolicy;
  /** The highest suggested menu price, in dollars ("10.00"): the guidance's $10 unless raised. */
  max_menu_price: string;
}

/** One deadline as the settings page lists it. */
export interface ScheduleDeadlineProps {
  kind: DeadlineKind;
  /** The form's field. */
  field: 'submissions_open_at' | 'submissions_close_at' | 'first_round_closes_at' | 'final_round_closes_at';
  label: string;
  /** What the date changes, in words. */
  effect: string;
  /** ISO time, or null when unset. */
  at: string | null;
  /** 'Friday, March 14, 2025 at 11:59 PM EDT' in the contest's zone, or null. */
  when: string | null;
  /** 'Submissions close in 3 days' while to come; null when unset or past. */
  countdown: string | null;
  passed: boolean;
}

export interface ScheduleProps {
  /** When the page was built (ISO): sent back with the form, which is refused if a date came meanwhile. */
  loadedAt: string;
  timeZones: Array<{ value: string; label: string }>;
  deadlines: ScheduleDeadlineProps[];
}

export interface AdminFaqRowProps {
  id: number;
  question: string;
  /** As stored (HTML); the landing page shows it sanitised. */
  answer: string;
}

/** One of the four sponsor slots; `name` is empty and `logo` null for a slot nobody filled yet. */
export interface SponsorSlotProps {
  position: number;
  name: string;
  url: string;
  /** The stored logo with its original, for the upload box (the same as the recipe images'). */
  logo: RecipeImageProps | null;
  /** The stored logo's key, sent back as `logo` when no new file is chosen. */
  logoKey: string | null;
}

export interface AdminSettingsPageProps {
  settings: ContestSettingsForm;
  faq: AdminFaqRowProps[];
  sponsors: SponsorSlotProps[];
  phases: Array<{ value: ContestPhase; label: string }>;
  editionYear: number;
  schedule: ScheduleProps;
  /** Issue 15, part 5: each first-round recipe judged by N judges, and where the assignment stands. */
  assignment: AssignmentCardProps;
}
