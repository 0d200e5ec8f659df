import type { MailTemplate } from './mail-template.js';
import { noticeMail } from './notice.js';

export interface FeedbackReadyContent {
  firstName: string;
  recipeName: string;
  /** The contestant's read-only recipe page, where the feedback shows. */
  recipeUrl: string;
}

/**
 * "Release feedback", to each contestant whose recipe has feedback: it is ready on their recipe page. It carries no
 * score and no comment (those stay behind the contestant's sign-in), and never a judge's name or note.
 */
export function feedbackReady(content: FeedbackReadyContent): MailTemplate {
  return noticeMail('feedback-ready', (brand) => ({
    subject: `The judges\u2019 feedback on "${content.recipeName}" is ready`,
    title: 'Your feedback from the judges is ready',
    paragraphs: [
      `Hello ${content.firstName},`,
      `The judges of the ${brand.appName} have shared their feedback on "${content.recipeName}": how your recipe scored on each criterion, and the comments they wrote for you.`,
      'Sign in and open your recipe page to read it. Thank you again for taking part.',
    ],
    button: { label: 'Read my feedback', url: content.recipeUrl },
  }));
}
