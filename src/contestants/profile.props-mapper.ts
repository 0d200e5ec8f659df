import { type Contestant } from './contestant.entity.js';
import { displayPhone } from '@shared/contestants/phone.js';
import type { Profile } from './profile.entity.js';
import type {
  AuthorizationBadgeProps,
  ProfileFormValues,
  ProfileProps,
} from '@shared/contestants/profile.props.js';
import { AUTHORIZATION, type AuthorizationStatus } from '@shared/statuses.js';

/** The words of the status badge (specification section 4, "Authorization status"). */
export const AUTHORIZATION_LABELS: Record<AuthorizationStatus, string> = {
  [AUTHORIZATION.waiting]: 'Waiting for validation',
  [AUTHORIZATION.rejected]: 'Application rejected',
  [AUTHORIZATION.approved]: 'Application approved',
};

export function toAuthorizationBadge(status: AuthorizationStatus): AuthorizationBadgeProps {
  return { status, label: AUTHORIZATION_LABELS[status] };
}

/** What the forms show: the profile's values, or empty fields (country US) before registration. */
export function toProfileFormValues(
  contestant: Contestant,
  profile: Profile | null | undefined,
): ProfileFormValues {
  const home = profile?.homeAddress;
  return {
    name: contestant.name ?? '',
    lastname: contestant.lastname ?? '',
    email: contestant.email,
    phone: displayPhone(profile?.phone),
    country: home?.country ?? 'US',
    address: home?.address ?? '',
    city: home?.city ?? '',
    state: home?.state ?? '',
    zip: home?.zip ?? '',
    business_name: profile?.businessName ?? '',
    manager_name: profile?.managerName ?? '',
    manager_email: profile?.managerEmail ?? '',
  };
}

export function toProfileProps(contestant: Contestant, profile: Profile | null | undefined): ProfileProps {
  return {
    ...toProfileFormValues(contestant, profile),
    typeuser: contestant.typeuser,
    authorization:
      contestant.typeuser === 'sodexo'
        ? {
            ...toAuthorizationBadge(contestant.isAuthorized),
            reason:
              contestant.isAuthorized === AUTHORIZATION.rejected ? (profile?.managerReason ?? null) : null,
          }
        : null,
  };
}
