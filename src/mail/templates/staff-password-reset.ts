import type { MailTemplate } from './mail-template.js';
import { noticeMail } from './notice.js';

/** Who the mail is for: the account's area decides the wording ("sign in as a judge"). */
export type StaffMailAudience = 'judge' | 'admin';

const AS: Record<StaffMailAudience, string> = { judge: 'as a judge', admin: 'as an administrator' };

/** The link a judge or an admin asked for on 'Forgot your password?'. */
export function staffPasswordResetMail(content: {
  audience: StaffMailAudience;
  /** The reset page: a path of this app or an absolute address. */
  url: string;
  validMinutes: number;
}): MailTemplate {
  return noticeMail('staff-password-reset', (brand) => ({
    subject: 'Reset your password',
    title: 'Choose a new password',
    paragraphs: [
      `Someone, probably you, asked to reset the password you use to sign in to the ${brand.appName} ${AS[content.audience]}.`,
      `Use the button below to choose a new password. The link works once and expires in ${content.validMinutes} minutes; after that, ask for a new one on the sign-in page.`,
      'If you did not ask for this, you can ignore this e-mail: your password stays as it is.',
    ],
    button: { label: 'Choose a new password', url: content.url },
  }));
}

/**
 * The answer to 'Forgot your password?' for an account that signs in with single sign-on: it has no password, so
 * the mail points to single sign-on instead of carrying a link that could set one.
 */
export function staffSingleSignOnReminder(content: {
  audience: StaffMailAudience;
  /** The single sign-on start page (/login/judge or /login/admin). */
  signInUrl: string;
}): MailTemplate {
  return noticeMail('staff-sso-reminder', (brand) => ({
    subject: 'How to sign in to the recipe contest',
    title: 'Your account uses single sign-on',
    paragraphs: [
      `Someone, probably you, asked to reset the password for signing in to the ${brand.appName} ${AS[content.audience]}.`,
      'Your account signs in with single sign-on, with your company account, so it has no password of its own to reset. Use the button below to sign in.',
      'If you did not ask for this, you can ignore this e-mail.',
    ],
    button: { label: 'Sign in with single sign-on', url: content.signInUrl },
  }));
}
