// Props of the registration, profile and supervisor approval pages. Pages import these types with `import type`;
// no runtime code here (the mappers are in profile.props-mapper.ts).
import type { CountryCode } from './regions.js';

/** 'sodexo': a company employee; 'entegra': an outside business user. */
export type ContestantTypeName = 'sodexo' | 'entegra';

/** The fields of the registration and profile forms, named as the calls of section 7 send them. */
export interface ProfileFormValues {
  name: string;
  lastname: string;
  /** Read-only for contestants. */
  email: string;
  /** (###) ###-####; the +1 prefix is shown beside the field. */
  phone: string;
  country: CountryCode | '';
  address: string;
  city: string;
  state: string;
  zip: string;
  /** Outside business users only. */
  business_name: string;
  /** Company employees only; read-only on the profile page. */
  manager_name: string;
  manager_email: string;
}

/** 0 'Waiting for validation' (yellow), 1 'Application rejected' (red), 2 'Application approved' (green). */
export interface AuthorizationBadgeProps {
  status: 0 | 1 | 2;
  label: string;
}

export interface ProfileProps extends ProfileFormValues {
  typeuser: ContestantTypeName;
  /** Company employees only: where their supervisor's approval stands. */
  authorization: (AuthorizationBadgeProps & { reason: string | null }) | null;
}

/** GET /user/register (page user/register). */
export interface RegisterPageProps {
  typeuser: ContestantTypeName;
  /** Starts with what is known: name and e-mail from the sign-in, country US. */
  form: ProfileFormValues;
  /** The company's own domains: the supervisor's address must be at one of them. */
  companyDomains: string[];
}

/** GET /user/profile (page user/profile, 'My Profile'). */
export interface ProfilePageProps {
  profile: ProfileProps;
}

/** POST /user/profile/update answers { data: ProfileProps }. */
export interface ProfileSavedResponse {
  data: ProfileProps;
}

/**
 * waiting: the form; answered: the request has its answer; invalid: the link was altered or no longer applies;
 * expired: the link's 30 days are over.
 */
export type AuthorizationPageState = 'waiting' | 'answered' | 'invalid' | 'expired';

/** GET /user/{id}/authorization (page user/authorization, 'Pending approval'). */
export interface AuthorizationPageProps {
  state: AuthorizationPageState;
  /** What the page says instead of the form (answered, invalid, expired). */
  message: string | null;
  /** Who asks; shown only with a valid link. */
  contestant: { name: string; email: string } | null;
  /** Where the form posts: the same address, with the link's expiry and signature. */
  postUrl: string | null;
  /** ISO 8601; while waiting. */
  expiresAt: string | null;
}
