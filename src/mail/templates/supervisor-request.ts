import type { MailTemplate } from './mail-template.js';
import { noticeMail } from './notice.js';
import { DEFAULT_LOCALE, type Locale } from '@shared/i18n/locales.js';
import { createMessages, formatDate } from '@shared/i18n/messages.js';

export interface SupervisorRequestContent {
  supervisorName: string;
  contestantName: string;
  contestantEmail: string;
  /** The signed 'Pending approval' page (a path of this app or an absolute address). */
  reviewUrl: string;
  expiresAt: Date;
}

/**
 * To a company employee's supervisor: who asks, what the contest is, and the signed link to answer. Supervisors have
 * no account, so it goes in the contestant's language (docs/decisions.md, "Languages"). Dates in mails name the day
 * only; UTC, so every copy of the app writes the same text.
 */
export function supervisorRequest(
  content: SupervisorRequestContent,
  locale: Locale = DEFAULT_LOCALE,
): MailTemplate {
  const t = createMessages(locale);
  const contestant = content.contestantName;
  return noticeMail(
    'supervisor-request',
    (brand) => ({
      subject: t('mail.supervisorRequest.subject', { contestant, appName: brand.appName }),
      title: t('mail.supervisorRequest.title'),
      paragraphs: [
        t('mail.greeting.helloName', { name: content.supervisorName }),
        t('mail.supervisorRequest.registered', {
          contestant,
          email: content.contestantEmail,
          appName: brand.appName,
        }),
        t('mail.supervisorRequest.why'),
        t('mail.supervisorRequest.expires', {
          date: formatDate(locale, content.expiresAt, { dateStyle: 'long' }),
        }),
      ],
      button: { label: t('mail.supervisorRequest.button'), url: content.reviewUrl },
    }),
    locale,
  );
}
