import type { StaffAudience } from '../staff-sign-in.service.js';
import { STAFF_PASSWORD_PAGES } from './staff-password-paths.js';
import type { PasswordLinkState } from './staff-password-tokens.service.js';
import { PASSWORD_RESET_MESSAGES, PASSWORD_RESET_MINUTES } from './staff-password-reset.service.js';
import type { ForgotPasswordPageProps, ResetPasswordPageProps } from '@shared/auth/staff-password.props.js';

// The judges' and the admins' password pages and answers are the same but for their paths: built once, here.

/**
 * Ten calls a minute per visitor and address, and thirty per visitor whatever the address, as for the password
 * sign-in: one place cannot ask for links (or try reset tokens) for address after address.
 */
export const PASSWORD_ATTEMPTS = { default: { limit: 10, ttl: 60_000 }, visitor: { limit: 30, ttl: 60_000 } };

export function toForgotPasswordProps(audience: StaffAudience): ForgotPasswordPageProps {
  return { signInUrl: STAFF_PASSWORD_PAGES[audience].signIn, validMinutes: PASSWORD_RESET_MINUTES };
}

export function toResetPasswordProps(
  audience: StaffAudience,
  token: string,
  link: { state: PasswordLinkState; email: string | null; message: string | null },
  query: { email?: unknown; welcome?: boolean },
): ResetPasswordPageProps {
  const pages = STAFF_PASSWORD_PAGES[audience];
  return {
    token,
    // The address of the link's query wins (it is what the person was mailed), bounded like any address.
    email: typeof query.email === 'string' ? query.email.slice(0, 254) : (link.email ?? ''),
    state: link.state,
    message: link.message,
    welcome: query.welcome ?? false,
    signInUrl: pages.signIn,
    forgotUrl: pages.forgot,
  };
}

/** Always the same answer, so the form reveals nobody's address. */
export function linkSentAnswer() {
  return { data: { message: PASSWORD_RESET_MESSAGES.linkSent } };
}

export function passwordSavedAnswer(audience: StaffAudience) {
  return {
    data: { message: PASSWORD_RESET_MESSAGES.saved, redirectTo: STAFF_PASSWORD_PAGES[audience].signIn },
  };
}
