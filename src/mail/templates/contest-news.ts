import type { MailTemplate } from './mail-template.js';
import { noticeMail } from './notice.js';

export interface ContestNewsContent {
  firstName: string;
  recipeName: string;
  /** Finalist mail: the recipe editor, open again for the final round. Others: the read-only recipe page. */
  recipeUrl: string;
}

/** "Notify finalists", to a finalist: what the final round asks of them. */
export function finalistNews(content: ContestNewsContent): MailTemplate {
  return noticeMail('finalist-news', (brand) => ({
    subject: `Congratulations: "${content.recipeName}" is a finalist!`,
    title: 'You are a finalist!',
    paragraphs: [
      `Hello ${content.firstName},`,
      `The judges of the first round have spoken: "${content.recipeName}" is one of the finalists of the ${brand.appName}. Congratulations!`,
      'The final round asks two things of you. First, your recipe is open again: review it, refine it if you wish, and submit your final version. Second, the final round is judged in person: the contest team will write to you with the date, the place and what to bring.',
      'Please remember that prizes go to contestants who are still employed through the competition.',
    ],
    button: { label: 'Open my recipe', url: content.recipeUrl },
  }));
}

/** "Notify finalists", to every other contestant of the first round: a thank-you. */
export function finalistsThankYou(content: ContestNewsContent): MailTemplate {
  return noticeMail('finalists-thank-you', (brand) => ({
    subject: `The finalists of the ${brand.appName} are chosen`,
    title: 'Thank you for taking part',
    paragraphs: [
      `Hello ${content.firstName},`,
      `The judges of the first round have chosen the finalists of the ${brand.appName}, and "${content.recipeName}" is not among them this time.`,
      'Thank you for the care you put into your recipe: every entry made the judges\u2019 choice a hard one. We will write to you again when the winners are announced.',
    ],
    button: { label: 'See my recipe', url: content.recipeUrl },
  }));
}

export interface ResultsAnnouncementContent {
  firstName: string;
  recipeName: string;
  /** The site's page where the team shows the winners. */
  siteUrl: string;
}

/** "Announce results", to every contestant with a submitted recipe. */
export function resultsAnnouncement(content: ResultsAnnouncementContent): MailTemplate {
  return noticeMail('results-announcement', (brand) => ({
    subject: `The winners of the ${brand.appName} are announced`,
    title: 'The winners are announced',
    paragraphs: [
      `Hello ${content.firstName},`,
      `The judges have made their final decision, and the winners of the ${brand.appName} are now on the contest site.`,
      `Thank you for entering "${content.recipeName}". Whatever the result, your recipe was part of what made this year's contest.`,
    ],
    button: { label: 'See the winners', url: content.siteUrl },
  }));
}
