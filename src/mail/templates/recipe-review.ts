import type { MailBrand, MailTemplate } from './mail-template.js';
import { noticeMail } from './notice.js';

export interface RecipeReviewContent {
  firstName: string;
  recipeName: string;
  approved: boolean;
  /** The contestant's read-only recipe page. */
  recipeUrl: string;
  /** What the contest team wrote to the contestant when rejecting (plain text); only a rejection carries one. */
  message?: string | null;
}

/** The team's message as paragraphs: one per line written, blank lines dropped. */
function messageParagraphs(message: string | null | undefined): string[] {
  const lines = (message ?? '')
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  return lines.length > 0 ? ['A word from the contest team:', ...lines] : [];
}

/** The outbox names of the two review mails. */
export const RECIPE_REVIEW_MAILS = {
  approved: 'recipe-approved',
  notApproved: 'recipe-not-approved',
} as const;

/** Who to ask: the contest's help address when there is one. */
const askUs = (brand: MailBrand, question: string) =>
  brand.helpEmail
    ? `${question} write to us at ${brand.helpEmail}: we aim to answer within 24 hours.`
    : `${question} reply to the contest team: we aim to answer within 24 hours.`;

/**
 * To the contestant, when the contest team's review of their submitted recipe is saved. It says what happens next and
 * never carries anything from the judging (notes, scores): the review is the team's, the judging comes later. A
 * rejection carries the team's own message when they wrote one.
 */
export function recipeReview(content: RecipeReviewContent): MailTemplate {
  if (content.approved) {
    return noticeMail(RECIPE_REVIEW_MAILS.approved, (brand) => ({
      subject: `Your recipe "${content.recipeName}" is in the contest`,
      title: 'Your recipe is approved!',
      paragraphs: [
        `Hello ${content.firstName},`,
        `The contest team has reviewed "${content.recipeName}" and approved it for the ${brand.appName}.`,
        'It now goes to the judges of the first round. There is nothing more for you to do: we will write to you again when the finalists are chosen.',
      ],
      button: { label: 'See my recipe', url: content.recipeUrl },
    }));
  }
  return noticeMail(RECIPE_REVIEW_MAILS.notApproved, (brand) => ({
    subject: `Your recipe "${content.recipeName}" was not approved`,
    title: 'Your recipe was not approved',
    paragraphs: [
      `Hello ${content.firstName},`,
      `Thank you for entering "${content.recipeName}" in the ${brand.appName}. The contest team has reviewed it and, unfortunately, it could not be approved for judging, so it will not take part in this year's rounds.`,
      ...messageParagraphs(content.message),
      'Submissions are final, so the recipe cannot be changed now. It stays on your recipe page for you to read.',
      askUs(brand, 'If you would like to know more about the decision, or think it is a mistake,'),
    ],
    button: { label: 'See my recipe', url: content.recipeUrl },
  }));
}
