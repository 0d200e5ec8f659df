import { reviewLabel } from '../../recipes/recipe-states.js';
import { AUTHORIZATION, REVIEW } from '@shared/statuses.js';

/**
 * The audit log speaks the forms' language: each logged field by the label people see in the form that changes it,
 * and coded values (login type, stage, switches, review and authorization states) by the words the forms use.
 * Keyed by subject type, then field; fields shared by every record are in COMMON. A field missing here falls back to
 * its name made readable ("managerReason" → "Manager reason"), so a new field never shows raw camelCase.
 */

type ValueLabels = Record<string, string>;
interface FieldLabel {
  label: string;
  values?: ValueLabels;
}

const ENABLED: ValueLabels = { true: 'Enabled', false: 'Disabled' };
const YES_NO: ValueLabels = { true: 'Yes', false: 'No' };
const OPEN_CLOSED: ValueLabels = { true: 'Open', false: 'Closed' };
/** Section 3: typelogin sso is labelled Sodexo, credential External (the judge and admin forms). */
const LOGIN_TYPES: ValueLabels = { sso: 'Sodexo', credential: 'External' };
const STAGES: ValueLabels = { first: 'First round', second: 'Final round' };
const REVIEW_LABELS: ValueLabels = Object.fromEntries(
  Object.values(REVIEW).map((status) => [String(status), reviewLabel(status)]),
);
const REVIEW_MAILS: ValueLabels = {
  'recipe-approved': 'Recipe approved',
  'recipe-not-approved': 'Recipe not approved',
};
/** Section 2: Authorized shows '-' while waiting, 'No' when rejected, 'Yes' when approved. */
const AUTHORIZED: ValueLabels = {
  [AUTHORIZATION.waiting]: '-',
  [AUTHORIZATION.rejected]: 'No',
  [AUTHORIZATION.approved]: 'Yes',
};

const COMMON: Record<string, FieldLabel> = {
  name: { label: 'First name' },
  lastname: { label: 'Last name' },
  email: { label: 'E-mail' },
  isActive: { label: 'Status', values: ENABLED },
  is_active: { label: 'Account', values: ENABLED },
};

const BY_KIND: Record<string, Record<string, FieldLabel>> = {
  contestants: {
    finalistIds: { label: 'Finalists mailed (ids)' },
    otherIds: { label: 'Thanked (ids)' },
    contestantIds: { label: 'Mailed the results (ids)' },
  },
  judge: {
    stage: { label: 'Stage', values: STAGES },
    typelogin: { label: 'Login type', values: LOGIN_TYPES },
    title: { label: 'Title' },
    biography: { label: 'Biography' },
    showOnSite: { label: 'Shown on the site', values: YES_NO },
    sitePosition: { label: 'Position on the panel' },
    portrait: { label: 'Portrait' },
    headJudge: { label: 'Head judge', values: YES_NO },
  },
  admin: {
    stage: { label: 'Stage', values: STAGES },
    typelogin: { label: 'Login type', values: LOGIN_TYPES },
  },
  whitelisted_domain: { domain: { label: 'Domain' } },
  past_edition: {
    year: { label: 'Year' },
    chefName: { label: 'Chef name' },
    chefDescription: { label: 'Chef description' },
    recipeName: { label: 'Recipe name' },
    recipeDescription: { label: 'Recipe description' },
    prepTime: { label: 'Prep time' },
    cookTime: { label: 'Cook time' },
    yield: { label: 'Yield' },
    ingredients: { label: 'Ingredients' },
    preparation: { label: 'Preparation' },
    nutritionalFacts: { label: 'Nutritional facts' },
    tips: { label: 'Tips' },
    allergens: { label: 'Allergens' },
    chefImage: { label: 'Chef image' },
    chefthumbImage: { label: 'Chef image thumb' },
    recipeImage: { label: 'Recipe image' },
  },
  contest_settings: {
    phase: { label: 'Phase', values: { coming_soon: 'Coming soon', open: 'Open', closed: 'Closed' } },
    ctaUrl: { label: 'Button address' },
    ctaText: { label: 'Button text' },
    ctaEnabled: { label: 'Show the call-to-action', values: ENABLED },
    calendarTitle: { label: 'Calendar title' },
    calendarDescription: { label: 'Calendar description' },
    calendarLocation: { label: 'Calendar location' },
    calendarStartsAt: { label: 'Starts (UTC)' },
    calendarEndsAt: { label: 'Ends (UTC)' },
    helpEmail: { label: 'Help e-mail' },
    firstRoundOpen: { label: 'First round', values: OPEN_CLOSED },
    secondRoundOpen: { label: 'Final round', values: OPEN_CLOSED },
    blindJudging: { label: 'Blind judging', values: { true: 'On', false: 'Off' } },
    timeZone: { label: 'Time zone' },
    submissionsOpenAt: { label: 'Submissions open (UTC)' },
    submissionsCloseAt: { label: 'Submissions close (UTC)' },
    firstRoundClosesAt: { label: 'First-round voting closes (UTC)' },
    finalRoundClosesAt: { label: 'Final-round voting closes (UTC)' },
    remindContestants: { label: 'Remind contestants', values: { true: 'On', false: 'Off' } },
    remindJudges: { label: 'Remind judges', values: { true: 'On', false: 'Off' } },
    reviewMailDelayMinutes: { label: 'Review mail delay (minutes)' },
    submissionDeclarations: {
      label: 'Allergens and menu price at submission',
      values: { asked: 'Asked', required: 'Required' },
    },
    maxMenuPriceCents: { label: 'Maximum menu price (cents)' },
    deadlines: { label: 'Deadlines reached' },
  },
  deadline_reminders: {
    deadline: { label: 'Deadline' },
    contestantIds: { label: 'Contestants reminded (ids)' },
    judgeIds: { label: 'Judges reminded (ids)' },
    round: { label: 'Round', values: STAGES },
    judgesPerRecipe: { label: 'Judges per recipe (first round)' },
    assignmentsAdded: { label: 'Assignments added' },
    assignmentsRemoved: { label: 'Assignments removed' },
  },
  recipe: {
    isApproved: { label: 'Review', values: REVIEW_LABELS },
    assignedJudges: { label: 'Judges assigned' },
    contestantMailed: { label: 'Mail to the contestant', values: REVIEW_MAILS },
    mailDueAt: { label: 'Mail goes out (UTC)' },
    mailCancelled: { label: 'Mail cancelled before it went out', values: REVIEW_MAILS },
    message: { label: 'Message to the contestant' },
    name: { label: 'Recipe name' },
    description: { label: 'Recipe description' },
    preparation: { label: 'Preparation' },
    ingredients: { label: 'List of Ingredients for one portion' },
    allergensNone: { label: 'Contains none of the nine major allergens', values: YES_NO },
    recipe_image: { label: 'Recipe image' },
    headshot_image: { label: 'Headshot image' },
    contestant_id: { label: 'Contestant' },
  },
  contestant: {
    typeuser: { label: 'User type' },
    email: { label: 'Email address' },
    phone: { label: 'Phone number' },
    country: { label: 'Country' },
    address: { label: 'Street address' },
    city: { label: 'City' },
    state: { label: 'State' },
    zip: { label: 'ZIP code' },
    business_name: { label: 'Business name' },
    manager_name: { label: 'Supervisor name' },
    manager_email: { label: 'Supervisor email' },
    is_finalist: { label: 'Final round', values: { true: 'Finalist', false: 'Non Finalist' } },
    onboarded: { label: 'Onboarding', values: { true: 'Onboard', false: 'Not Onboard' } },
    is_authorized: { label: 'Authorized', values: AUTHORIZED },
    manager_reason: { label: 'Reason' },
    conflictJudge: { label: 'Judge in conflict' },
    conflictReason: { label: 'Reason for the conflict' },
    liftReason: { label: 'Reason for lifting it' },
  },
  faq_item: { question: { label: 'Question' }, answer: { label: 'Answer' }, position: { label: 'Position' } },
  sponsor: {
    name: { label: 'Name' },
    url: { label: 'Address' },
    logo: { label: 'Logo' },
    position: { label: 'Slot' },
  },
};

function lookup(kind: string, field: string): FieldLabel | undefined {
  return BY_KIND[kind]?.[field] ?? COMMON[field];
}

/** "sitePosition" → "Site position", "manager_reason" → "Manager reason". */
function readable(field: string): string {
  const words = field
    .replace(/_/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function auditFieldLabel(kind: string, field: string): string {
  return lookup(kind, field)?.label ?? readable(field);
}

/** The form's word for a coded value, or null when the value is shown as it is. */
export function auditValueLabel(kind: string, field: string, value: unknown): string | null {
  const values = lookup(kind, field)?.values;
  if (values && (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')) {
    return values[String(value)] ?? null;
  }
  if (typeof value === 'boolean') return YES_NO[String(value)];
  return null;
}
