import type { MailTemplate } from './mail-template.js';
import { noticeMail } from './notice.js';

export interface JudgeReminderContent {
  firstName: string;
  /** 'First round' or 'Final round'. */
  roundLabel: string;
  voted: number;
  total: number;
  /** The judge's recipe list, where the recipes still to vote are. */
  url: string;
}

/** From the results screen: to a judge who has not voted on every recipe of their round yet. */
export function judgeReminder(content: JudgeReminderContent): MailTemplate {
  const left = content.total - content.voted;
  return noticeMail('judge-reminder', (brand) => ({
    subject: `${left} ${left === 1 ? 'recipe is' : 'recipes are'} waiting for your vote`,
    title: 'Recipes are waiting for your vote',
    paragraphs: [
      `Hello ${content.firstName},`,
      `You have voted on ${content.voted} of the ${content.total} recipes of the ${content.roundLabel.toLowerCase()} of the ${brand.appName}, so ${left} still ${left === 1 ? 'needs' : 'need'} your scores.`,
      'Open your recipe list and filter on "Not voted" to find them. Thank you for your time and care.',
    ],
    button: { label: 'Go to the Recipe list', url: content.url },
  }));
}
