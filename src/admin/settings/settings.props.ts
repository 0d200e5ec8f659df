import type { AssignmentCardProps } from '../assignments/assignments.props.js';
import type { ContestPhase } from '../../inertia/shared-props.js';
import type { RecipeImageProps } from '../../recipes/recipe.props.js';

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
  /** Issue 15, part 5: each first-round recipe judged by N judges, and where the assignment stands. */
  assignment: AssignmentCardProps;
}
