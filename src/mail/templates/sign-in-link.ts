import type { MailTemplate } from './mail-template.js';
import { noticeMail } from './notice.js';
import { DEFAULT_LOCALE, type Locale } from '@shared/i18n/locales.js';
import { createMessages } from '@shared/i18n/messages.js';

/** The mailed sign-in link of an outside business contestant, in the language of the request that asked for it. */
export function signInLinkMail(
  content: { url: string; validMinutes: number },
  locale: Locale = DEFAULT_LOCALE,
): MailTemplate {
  const t = createMessages(locale);
  return noticeMail(
    'sign-in-link',
    () => ({
      subject: t('mail.signInLink.subject'),
      title: t('mail.signInLink.title'),
      paragraphs: [
        t('mail.signInLink.asked'),
        t('mail.signInLink.expires', { minutes: content.validMinutes }),
        t('mail.signInLink.ignore'),
      ],
      button: { label: t('mail.signInLink.button'), url: content.url },
    }),
    locale,
  );
}
