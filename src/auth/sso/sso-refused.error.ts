/** What a person is told when single sign-on does not sign them in; shown in the sign-in page's error banner. */
export const SSO_MESSAGES = {
  notConfigured: 'Single sign-on is not set up for this site. Please sign in another way.',
  unavailable: 'Single sign-on is not available right now. Please try again in a few minutes.',
  expired: 'Your single sign-on attempt expired or was started in another browser. Please try again.',
  forged:
    'We could not confirm that this single sign-on answer was meant for you, so nobody was signed in. Please try again.',
  cancelled: 'Single sign-on was cancelled, so you are not signed in.',
  failed: 'Single sign-on did not complete. Please try again.',
  noEmail: 'Your single sign-on account did not share an e-mail address, so we cannot sign you in.',
  unverified: 'Your single sign-on account has no verified e-mail address, so we cannot sign you in.',
  notCompany: 'Single sign-on is for company employees. Partners sign in with their e-mail address below.',
  noStaffAccount: (audience: 'judge' | 'admin', email: string) =>
    `There is no ${audience === 'judge' ? 'judge' : 'administrator'} account for ${email} that uses single sign-on. Ask the contest team for access.`,
  staffUsesPassword: (audience: 'judge' | 'admin') =>
    `Your ${audience === 'judge' ? 'judge' : 'administrator'} account signs in with its e-mail address and password. Please use the form below.`,
} as const;

/** Single sign-on ended without signing anyone in; the message says why, in words for the person. */
export class SsoRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SsoRefusedError';
  }
}
