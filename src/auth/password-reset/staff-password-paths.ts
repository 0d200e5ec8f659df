import type { StaffAudience } from '../staff-sign-in.service.js';

/** The pages of each staff audience's password flows (judges and admins, behind the same paths). */
export const STAFF_PASSWORD_PAGES: Record<
  StaffAudience,
  { signIn: string; forgot: string; reset: string; singleSignOn: string }
> = {
  judge: {
    signIn: '/judges/login',
    forgot: '/judges/password/email',
    reset: '/judges/password/reset',
    singleSignOn: '/login/judge',
  },
  admin: {
    signIn: '/admins/login',
    forgot: '/admins/password/email',
    reset: '/admins/password/reset',
    singleSignOn: '/login/admin',
  },
};

/** The mailed link: the token in the path, the address in the query so the form can fill it in. */
export function passwordLinkPath(
  audience: StaffAudience,
  secret: string,
  email: string,
  options: { welcome?: boolean } = {},
): string {
  const query = new URLSearchParams({ email });
  if (options.welcome) query.set('welcome', '1');
  return `${STAFF_PASSWORD_PAGES[audience].reset}/${secret}?${query.toString()}`;
}
