import type { MailTemplate } from './mail-template.js';
import { noticeMail } from './notice.js';

export interface SupervisorAnswerContent {
  contestantName: string;
  answer: 'accepted' | 'declined';
  /** The supervisor's reason; only for a decline. */
  reason?: string | null;
  /** Where an approved contestant continues: the recipe page. */
  recipeUrl: string;
}

/** To the contestant, once their supervisor answered: good news with a link to the recipe, or the reason and help. */
export function supervisorAnswer(content: SupervisorAnswerContent): MailTemplate {
  if (content.answer === 'accepted') {
    return noticeMail('supervisor-answer', (brand) => ({
      subject: 'Good news: your supervisor approved your participation',
      title: 'You are approved!',
      paragraphs: [
        `Hello ${content.contestantName},`,
        `Your supervisor has approved your participation in the ${brand.appName}.`,
        'You can now complete your recipe and submit it before the submission window closes.',
      ],
      button: { label: 'Go to my recipe', url: content.recipeUrl },
    }));
  }
  return noticeMail('supervisor-answer', (brand) => ({
    subject: 'Your supervisor declined your participation',
    title: 'Your supervisor declined your participation',
    paragraphs: [
      `Hello ${content.contestantName},`,
      `Unfortunately, your supervisor has declined your participation in the ${brand.appName}.`,
      `The reason they gave: "${content.reason ?? ''}"`,
      brand.helpEmail
        ? `If you think this is a mistake or have a question, write to us at ${brand.helpEmail}.`
        : 'If you think this is a mistake or have a question, please contact the contest team.',
    ],
  }));
}
