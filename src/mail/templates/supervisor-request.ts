import type { MailTemplate } from './mail-template.js';
import { noticeMail } from './notice.js';

export interface SupervisorRequestContent {
  supervisorName: string;
  contestantName: string;
  contestantEmail: string;
  /** The signed 'Pending approval' page (a path of this app or an absolute address). */
  reviewUrl: string;
  expiresAt: Date;
}

// Dates in mails name the day only; UTC, so every copy of the app writes the same text.
const DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** To a company employee's supervisor: who asks, what the contest is, and the signed link to answer. */
export function supervisorRequest(content: SupervisorRequestContent): MailTemplate {
  return noticeMail('supervisor-request', (brand) => ({
    subject: `${content.contestantName} asks for your approval to enter the ${brand.appName}`,
    title: 'Your approval is requested',
    paragraphs: [
      `Hello ${content.supervisorName},`,
      `${content.contestantName} (${content.contestantEmail}) has registered for the ${brand.appName}, the annual recipe contest for professional chefs and cooks, and named you as their supervisor.`,
      "Company employees take part with their supervisor's approval. Please review the request and accept or decline it. You do not need an account: the button below is all it takes.",
      `This link works until ${DATE.format(content.expiresAt)}. If you did not expect this request, you can decline it and tell us why.`,
    ],
    button: { label: 'Review the request', url: content.reviewUrl },
  }));
}
