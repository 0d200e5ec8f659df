// Props of the administrators' contestant pages. Pages import these types with `import type`; no runtime code here
// (the mappers are in admin-contestants.props-mapper.ts).
import type {
  AuthorizationBadgeProps,
  ContestantTypeName,
  ProfileFormValues,
  ProfileProps,
} from '../contestants/profile.props.js';
import type { RecipeEditorState, RecipePricing, RecipeProps } from '../recipes/recipe.props.js';
import type { ContestantConflictsProps } from './conflicts.props.js';

export type ContestantTab = 'profile' | 'recipe' | 'settings';

/** The page header: who the contestant is and where they stand. */
export interface ContestantSummaryProps {
  id: number;
  fullName: string;
  email: string;
  typeuser: ContestantTypeName;
  isActive: boolean;
  isFinalist: boolean;
  onboarded: boolean;
  /** Where the supervisor's approval stands (shown for employees only: partners have no supervisor). */
  authorization: AuthorizationBadgeProps;
  /** The registration (profile) has been saved. */
  registered: boolean;
}

/** One judge's vote in the 'Judges Votes' box. */
export interface JudgeVoteProps {
  judge: string;
  /** 'First round' or 'Final round'. */
  round: string;
  /** The sum of the five criteria, e.g. '21.5' (at most 25). */
  score: string;
}

/** The settings form's starting values (section 7 field names). */
export interface ContestantSettingsProps {
  /** The contestant's is_authorized: 0 (no answer yet: no option chosen), 1 Decline, 2 Accept. */
  answer: 0 | 1 | 2;
  reason: string;
  is_active: boolean;
  is_finalist: boolean;
  onboarded: boolean;
}

/** GET /admins/contestants/{profile|recipe|settings}/{user} (page admins/contestants/show). */
export interface AdminContestantPageProps {
  tab: ContestantTab;
  contestant: ContestantSummaryProps;
  /** The profile box; null while the contestant has no profile. */
  profile: ProfileProps | null;
  /** The edit form's values (empty fields, country US, before a profile exists). */
  form: ProfileFormValues;
  companyDomains: string[];
  votes: JudgeVoteProps[];
  recipe: RecipeProps | null;
  editor: RecipeEditorState;
  pricing: RecipePricing;
  settings: ContestantSettingsProps;
  /** The settings tab's conflicts of interest with judges (issue 15, part 3). */
  conflicts: ContestantConflictsProps;
  listUrl: string;
}

/** GET /admins/contestants/create (page admins/contestants/create). */
export interface AdminNewContestantPageProps {
  form: ProfileFormValues;
  /** The selector's choices; entegra first, the default. */
  types: ContestantTypeName[];
  companyDomains: string[];
  listUrl: string;
}

/** POST /admins/contestants/profile/create answers { data: { id, profile }, redirectTo }. */
export interface ContestantCreatedResponse {
  data: { id: number; profile: ProfileProps };
  redirectTo: string;
}

/** POST /admins/contestants/settings/{id}/update answers { data: settings }. */
export interface ContestantSettingsSavedResponse {
  data: ContestantSettingsProps;
}
