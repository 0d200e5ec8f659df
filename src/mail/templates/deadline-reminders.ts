import type { MailTemplate } from './mail-template.js';
import { noticeMail } from './notice.js';
import { DEFAULT_LOCALE, type Locale } from '@shared/i18n/locales.js';
import { createMessages } from '@shared/i18n/messages.js';

export interface DraftReminderContent {
  firstName: string | null;
  recipeName: string;
  /** 'Friday, March 14, 2025 at 11:59 PM EDT': the deadline in the contest's time zone, in the mail's language. */
  deadline: string;
  /** 'in 2 days', 'in 23 hours and 59 minutes', in the mail's language (timeLeftIn). */
  left: string;
  /** The recipe editor. */
  url: string;
}

/** 48 hours before submissions close, to a contestant whose recipe is still a draft, in their language. */
export function draftReminder(content: DraftReminderContent, locale: Locale = DEFAULT_LOCALE): MailTemplate {
  const t = createMessages(locale);
  const recipe = content.recipeName.trim()
    ? `"${content.recipeName.trim()}"`
    : t('mail.draftReminder.yourRecipe');
  return noticeMail(
    'draft-reminder',
    (brand) => ({
      subject: t('mail.draftReminder.subject', { left: content.left }),
      title: t('mail.draftReminder.title'),
      paragraphs: [
        content.firstName
          ? t('mail.greeting.helloName', { name: content.firstName })
          : t('mail.greeting.hello'),
        t('mail.draftReminder.close', {
          appName: brand.appName,
          left: content.left,
          deadline: content.deadline,
          recipe,
        }),
        t('mail.draftReminder.complete'),
      ],
      button: { label: t('mail.draftReminder.button'), url: content.url },
    }),
    locale,
  );
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
