import type { MailTemplate } from './mail-template.js';
import { noticeMail } from './notice.js';
import { DEFAULT_LOCALE, type Locale } from '@shared/i18n/locales.js';
import { createMessages } from '@shared/i18n/messages.js';

export interface SupervisorAnswerContent {
  contestantName: string;
  answer: 'accepted' | 'declined';
  /** The supervisor's reason; only for a decline. */
  reason?: string | null;
  /** Where an approved contestant continues: the recipe page. */
  recipeUrl: string;
}

/** To the contestant, once their supervisor answered: good news with a link to the recipe, or the reason and help. */
export function supervisorAnswer(
  content: SupervisorAnswerContent,
  locale: Locale = DEFAULT_LOCALE,
): MailTemplate {
  const t = createMessages(locale);
  const hello = t('mail.greeting.helloName', { name: content.contestantName });
  if (content.answer === 'accepted') {
    return noticeMail(
      'supervisor-answer',
      (brand) => ({
        subject: t('mail.supervisorAccepted.subject'),
        title: t('mail.supervisorAccepted.title'),
        paragraphs: [
          hello,
          t('mail.supervisorAccepted.approved', { appName: brand.appName }),
          t('mail.supervisorAccepted.next'),
        ],
        button: { label: t('mail.supervisorAccepted.button'), url: content.recipeUrl },
      }),
      locale,
    );
  }
  return noticeMail(
    'supervisor-answer',
    (brand) => ({
      subject: t('mail.supervisorDeclined.subject'),
      title: t('mail.supervisorDeclined.subject'),
      paragraphs: [
        hello,
        t('mail.supervisorDeclined.declined', { appName: brand.appName }),
        t('mail.supervisorDeclined.reason', { reason: content.reason ?? '' }),
        brand.helpEmail
          ? t('mail.supervisorDeclined.helpEmail', { email: brand.helpEmail })
          : t('mail.supervisorDeclined.helpTeam'),
      ],
    }),
    locale,
  );
}
