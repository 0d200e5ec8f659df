import type { MailTemplate } from './mail-template.js';
import { noticeMail } from './notice.js';

export interface DraftReminderContent {
  firstName: string | null;
  recipeName: string;
  /** 'Friday, March 14, 2025 at 11:59 PM EDT': the deadline in the contest's time zone. */
  deadline: string;
  /** 'in 2 days', 'in 23 hours and 59 minutes'. */
  left: string;
  /** The recipe editor. */
  url: string;
}

/** 48 hours before submissions close, to a contestant whose recipe is still a draft. */
export function draftReminder(content: DraftReminderContent): MailTemplate {
  const recipe = content.recipeName.trim() ? `"${content.recipeName.trim()}"` : 'your recipe';
  return noticeMail('draft-reminder', (brand) => ({
    subject: `Submissions close ${content.left}: your recipe is still a draft`,
    title: 'Your recipe is still a draft',
    paragraphs: [
      content.firstName ? `Hello ${content.firstName},` : 'Hello,',
      `Submissions to the ${brand.appName} close ${content.left}, on ${content.deadline}. We have ${recipe} as a draft, and a draft does not take part: only a submitted recipe goes to the judges.`,
      'Open your recipe, complete what is missing (both images, the ingredients and the terms and conditions) and press Submit. Submission is final, so check it once more before you do.',
    ],
    button: { label: 'Complete my recipe', url: content.url },
  }));
}

export interface VotesReminderContent {
  firstName: string;
  /** 'First round' or 'Final round'. */
  roundLabel: string;
  voted: number;
  total: number;
  deadline: string;
  left: string;
  url: string;
}

/** 48 hours before a round closes, to a judge of that round with votes missing. */
export function votesReminder(content: VotesReminderContent): MailTemplate {
  const missing = content.total - content.voted;
  const round = content.roundLabel.toLowerCase();
  return noticeMail('votes-reminder', (brand) => ({
    subject: `Voting in the ${round} closes ${content.left}: ${missing} ${missing === 1 ? 'recipe is' : 'recipes are'} waiting for you`,
    title: `Voting in the ${round} closes ${content.left}`,
    paragraphs: [
      `Hello ${content.firstName},`,
      `Voting in the ${round} of the ${brand.appName} closes on ${content.deadline}. You have voted on ${content.voted} of the ${content.total} recipes, so ${missing} still ${missing === 1 ? 'needs' : 'need'} your scores.`,
      'After the deadline votes and notes can no longer change. Open your recipe list and filter on "Not voted" to find them. Thank you for your time and care.',
    ],
    button: { label: 'Go to the Recipe list', url: content.url },
  }));
}
