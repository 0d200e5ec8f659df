import type { MailTemplate } from './mail-template.js';
import { noticeMail } from './notice.js';

/** The mailed sign-in link of an outside business contestant. */
export function signInLinkMail(content: { url: string; validMinutes: number }): MailTemplate {
  return noticeMail('sign-in-link', () => ({
    subject: 'Your sign-in link',
    title: 'Sign in to the recipe contest',
    paragraphs: [
      'You asked to sign in to the recipe contest. Use the button below: it opens a page where you continue to your recipe.',
      `The link works once and expires in ${content.validMinutes} minutes. If it has expired, ask for a new one on the sign-in page.`,
      'If you did not ask for this e-mail, you can ignore it: nobody can sign in without the link.',
    ],
    button: { label: 'Sign in', url: content.url },
  }));
}
