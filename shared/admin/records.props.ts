// Props of the admin record pages (judges, admins, whitelisted domains, past editions). Pages import these types
// with `import type`; they carry no runtime code.
// Entities are not imported here: the client's type check reads this file and must not reach server code.
import type { RecipeImageProps } from '../recipes/recipe.props.js';
import type { JudgeAssignmentProps } from './assignments.props.js';
import type { JudgeConflictsProps } from './conflicts.props.js';

/** A judge's round (admins carry it too, section 3: "Admin: same fields"). */
type Stage = 'first' | 'second';
/** sso: company single sign-on, labelled Sodexo; credential: e-mail and password, labelled External. */
type LoginType = 'sso' | 'credential';

/** A block of a past edition's ingredients or preparation: an optional title and its lines. */
export interface EditionLineBlock {
  title: string;
  lines: string[];
}

export interface EditionNutritionalFact {
  item: string;
  quantity: string;
}

export type StaffKind = 'judge' | 'admin';

/** What the list and the form both show of a judge or an admin. */
export interface StaffAccountFields {
  id: number;
  name: string;
  lastname: string;
  email: string;
  stage: Stage;
  typelogin: LoginType;
  is_active: boolean;
}

export interface StaffRowProps extends StaffAccountFields {
  /** Judges: shown on the landing page's panel. */
  show_on_site?: boolean;
  /** Credential accounts that have not chosen a password yet (their invitation is pending). */
  invited: boolean;
}

export interface StaffAccountProps extends StaffAccountFields {
  hasPassword: boolean;
}

/** The judge's public side on the landing page. */
export interface JudgePublicProps {
  title: string;
  biography: string;
  show_on_site: boolean;
  position: number;
  portrait: RecipeImageProps | null;
}

export interface StaffFormPageProps {
  kind: StaffKind;
  /** null: the create form. */
  account: StaffAccountProps | null;
  /** Judges only. */
  publicSide: JudgePublicProps | null;
  /** The signed-in admin editing their own account (the toggle is locked on). */
  isSelf: boolean;
  /** An existing judge's conflicts of interest (issue 15, part 3); null for admins and the create form. */
  conflicts: JudgeConflictsProps | null;
  /** An existing first-round judge's assigned recipes while assignment is on (issue 15, part 5); null otherwise. */
  assignment: JudgeAssignmentProps | null;
}

export interface WhitelistedRowProps {
  id: number;
  domain: string;
  is_active: boolean;
}

export interface WhitelistedFormPageProps {
  domain: WhitelistedRowProps | null;
}

export interface PastEditionRowProps {
  id: number;
  year: number;
  chef_name: string;
  recipe_name: string;
  is_active: boolean;
  thumb: string | null;
}

export interface PastEditionProps {
  id: number;
  year: number;
  chef_name: string;
  chef_description: string;
  recipe_name: string;
  recipe_description: string;
  prep_time: string;
  cook_time: string;
  yield: string;
  ingredients: EditionLineBlock[];
  preparation: EditionLineBlock[];
  nutritional_facts: EditionNutritionalFact[];
  tips: string;
  allergens: string;
  is_active: boolean;
  chef: RecipeImageProps;
  chefthumb: RecipeImageProps;
  recipe: RecipeImageProps;
}

/**
 * "Archive as past edition" (issue 15): a new edition's form filled from a contest recipe. Nothing is stored until the
 * admin saves; the images are copied then.
 */
export interface PastEditionDraftProps {
  fromRecipe: number;
  /** Where it came from, for the form's notice. */
  source: { recipeName: string; contestant: string };
  year: number;
  chef_name: string;
  recipe_name: string;
  recipe_description: string;
  ingredients: EditionLineBlock[];
  preparation: EditionLineBlock[];
  chef: RecipeImageProps | null;
  chefthumb: RecipeImageProps | null;
  recipe: RecipeImageProps | null;
}

export interface PastEditionFormPageProps {
  edition: PastEditionProps | null;
  /** Only on a new edition opened from the results page. */
  draft: PastEditionDraftProps | null;
}

/** What a successful save answers in `data`. */
export interface SavedRecordProps {
  id: number;
  redirectTo: string;
}
