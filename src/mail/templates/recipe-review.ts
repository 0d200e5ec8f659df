import type { MailTemplate } from './mail-template.js';
import { noticeMail } from './notice.js';
import { DEFAULT_LOCALE, type Locale } from '@shared/i18n/locales.js';
import { createMessages, type Translate } from '@shared/i18n/messages.js';

export interface RecipeReviewContent {
  /** Null greets without a name ('Hello there,'). */
  firstName: string | null;
  recipeName: string;
  approved: boolean;
  /** The contestant's read-only recipe page. */
  recipeUrl: string;
  /** What the contest team wrote to the contestant when rejecting (plain text); only a rejection carries one. */
  message?: string | null;
}

/** The team's message as paragraphs: one per line written, blank lines dropped. */
function messageParagraphs(message: string | null | undefined, t: Translate): string[] {
  const lines = (message ?? '')
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  return lines.length > 0 ? [t('mail.recipeNotApproved.teamWord'), ...lines] : [];
}

/** The outbox names of the two review mails. */
export const RECIPE_REVIEW_MAILS = {
  approved: 'recipe-approved',
  notApproved: 'recipe-not-approved',
} as const;

/**
 * To the contestant, when the contest team's review of their submitted recipe is saved. It says what happens next and
 * never carries anything from the judging (notes, scores): the review is the team's, the judging comes later. A
 * rejection carries the team's own message when they wrote one.
 */
export function recipeReview(content: RecipeReviewContent, locale: Locale = DEFAULT_LOCALE): MailTemplate {
  const t = createMessages(locale);
  const recipe = content.recipeName;
  const hello = content.firstName
    ? t('mail.greeting.helloName', { name: content.firstName })
    : t('mail.greeting.helloThere');
  const button = { label: t('mail.recipeReview.button'), url: content.recipeUrl };
  if (content.approved) {
    return noticeMail(
      RECIPE_REVIEW_MAILS.approved,
      (brand) => ({
        subject: t('mail.recipeApproved.subject', { recipe }),
        title: t('mail.recipeApproved.title'),
        paragraphs: [
          hello,
          t('mail.recipeApproved.approved', { recipe, appName: brand.appName }),
          t('mail.recipeApproved.next'),
        ],
        button,
      }),
      locale,
    );
  }
  return noticeMail(
    RECIPE_REVIEW_MAILS.notApproved,
    (brand) => ({
      subject: t('mail.recipeNotApproved.subject', { recipe }),
      title: t('mail.recipeNotApproved.title'),
      paragraphs: [
        hello,
        t('mail.recipeNotApproved.reviewed', { recipe, appName: brand.appName }),
        ...messageParagraphs(content.message, t),
        t('mail.recipeNotApproved.final'),
        // Who to ask: the contest's help address when there is one.
        brand.helpEmail
          ? t('mail.recipeNotApproved.askEmail', { email: brand.helpEmail })
          : t('mail.recipeNotApproved.askTeam'),
      ],
      button,
    }),
    locale,
  );
}
