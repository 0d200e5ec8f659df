import type { MailTemplate } from './mail-template.js';
import { noticeMail } from './notice.js';
import { DEFAULT_LOCALE, type Locale } from '@shared/i18n/locales.js';
import { createMessages, type Translate } from '@shared/i18n/messages.js';

const hello = (t: Translate, name: string | null) =>
  name ? t('mail.greeting.helloName', { name }) : t('mail.greeting.helloThere');

export interface ContestNewsContent {
  /** Null greets without a name ('Hello there,'). */
  firstName: string | null;
  recipeName: string;
  /** Finalist mail: the recipe editor, open again for the final round. Others: the read-only recipe page. */
  recipeUrl: string;
}

/** "Notify finalists", to a finalist: what the final round asks of them. */
export function finalistNews(content: ContestNewsContent, locale: Locale = DEFAULT_LOCALE): MailTemplate {
  const t = createMessages(locale);
  const recipe = content.recipeName;
  return noticeMail(
    'finalist-news',
    (brand) => ({
      subject: t('mail.finalist.subject', { recipe }),
      title: t('mail.finalist.title'),
      paragraphs: [
        hello(t, content.firstName),
        t('mail.finalist.chosen', { recipe, appName: brand.appName }),
        t('mail.finalist.next'),
        t('mail.finalist.employed'),
      ],
      button: { label: t('mail.finalist.button'), url: content.recipeUrl },
    }),
    locale,
  );
}

/** "Notify finalists", to every other contestant of the first round: a thank-you. */
export function finalistsThankYou(
  content: ContestNewsContent,
  locale: Locale = DEFAULT_LOCALE,
): MailTemplate {
  const t = createMessages(locale);
  const recipe = content.recipeName;
  return noticeMail(
    'finalists-thank-you',
    (brand) => ({
      subject: t('mail.thankYou.subject', { appName: brand.appName }),
      title: t('mail.thankYou.title'),
      paragraphs: [
        hello(t, content.firstName),
        t('mail.thankYou.notChosen', { recipe, appName: brand.appName }),
        t('mail.thankYou.care'),
      ],
      button: { label: t('mail.recipeReview.button'), url: content.recipeUrl },
    }),
    locale,
  );
}

export interface ResultsAnnouncementContent {
  /** Null greets without a name ('Hello there,'). */
  firstName: string | null;
  recipeName: string;
  /** The site's page where the team shows the winners. */
  siteUrl: string;
}

/** "Announce results", to every contestant with a submitted recipe. */
export function resultsAnnouncement(
  content: ResultsAnnouncementContent,
  locale: Locale = DEFAULT_LOCALE,
): MailTemplate {
  const t = createMessages(locale);
  return noticeMail(
    'results-announcement',
    (brand) => ({
      subject: t('mail.results.subject', { appName: brand.appName }),
      title: t('mail.results.title'),
      paragraphs: [
        hello(t, content.firstName),
        t('mail.results.decided', { appName: brand.appName }),
        t('mail.results.thanks', { recipe: content.recipeName }),
      ],
      button: { label: t('mail.results.button'), url: content.siteUrl },
    }),
    locale,
  );
}
