import { absoluteUrl } from './layout.js';
import type { MailTemplate } from './mail-template.js';
import { noticeMail } from './notice.js';

export interface JudgeInvitationContent {
  firstName: string;
  /** The judge's round: 'first' or 'second' (the final). */
  stage: 'first' | 'second';
  /** The page where the judge chooses a password: a path of this app or an absolute address. */
  url: string;
  validDays: number;
  /** 'Forgot your password?' on the judges' sign-in page, for when the link has expired. */
  forgotUrl: string;
}

/** To a judge created without a password (command line or admin form): welcome, and a link to choose one. */
export function judgeInvitation(content: JudgeInvitationContent): MailTemplate {
  const round = content.stage === 'first' ? 'the first round' : 'the final round';
  return noticeMail('judge-invitation', (brand) => ({
    subject: `You are invited to judge the ${brand.appName}`,
    title: 'Welcome to the judging panel',
    paragraphs: [
      `Hello ${content.firstName},`,
      `You have been added as a judge of ${round} of the ${brand.appName}. You will read the recipes of your round, score each on five criteria and keep private notes.`,
      `To sign in, first choose your password with the button below. The link works once and for ${content.validDays} days.`,
      `If it has expired, ask for a new one with "Forgot your password?" on the judges' sign-in page: ${absoluteUrl(content.forgotUrl, brand.appUrl)}`,
    ],
    button: { label: 'Choose my password', url: content.url },
  }));
}
