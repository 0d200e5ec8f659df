import type { MailTemplate } from './mail-template.js';
import { noticeMail } from './notice.js';
import { DEFAULT_LOCALE, type Locale } from '@shared/i18n/locales.js';
import { createMessages } from '@shared/i18n/messages.js';

export interface FeedbackReadyContent {
  /** Null greets without a name ('Hello there,'). */
  firstName: string | null;
  recipeName: string;
  /** The contestant's read-only recipe page, where the feedback shows. */
  recipeUrl: string;
}

/**
 * "Release feedback", to each contestant whose recipe has feedback: it is ready on their recipe page. It carries no
 * score and no comment (those stay behind the contestant's sign-in), and never a judge's name or note.
 */
export function feedbackReady(content: FeedbackReadyContent, locale: Locale = DEFAULT_LOCALE): MailTemplate {
  const t = createMessages(locale);
  const recipe = content.recipeName;
  return noticeMail(
    'feedback-ready',
    (brand) => ({
      subject: t('mail.feedbackReady.subject', { recipe }),
      title: t('mail.feedbackReady.title'),
      paragraphs: [
        content.firstName
          ? t('mail.greeting.helloName', { name: content.firstName })
          : t('mail.greeting.helloThere'),
        t('mail.feedbackReady.shared', { appName: brand.appName, recipe }),
        t('mail.feedbackReady.signIn'),
      ],
      button: { label: t('mail.feedbackReady.button'), url: content.recipeUrl },
    }),
    locale,
  );
}
