import { BRAND } from '../../../test/support/mail.js';
import { finalistNews, finalistsThankYou, resultsAnnouncement } from './contest-news.js';
import { feedbackReady } from './chef-feedback.js';
import { draftReminder, votesReminder } from './deadline-reminders.js';
import { judgeInvitation } from './judge-invitation.js';
import { judgeReminder } from './judge-reminder.js';
import type { MailTemplate } from './mail-template.js';
import { recipeReceipt } from './recipe-receipt.js';
import { recipeReview } from './recipe-review.js';
import { signInLinkMail } from './sign-in-link.js';
import { staffPasswordResetMail, staffSingleSignOnReminder } from './staff-password-reset.js';
import { supervisorAnswer } from './supervisor-answer.js';
import { supervisorRequest } from './supervisor-request.js';

// What every kind of mail has in common; each template's own spec checks its wording.

/** A name that is also markup: the text part keeps it, the HTML part must escape it. */
const firstName = 'Olivia <b>';
const recipe = { recipeName: 'Green pozole', recipeUrl: '/user/recipe' };
const countdown = { deadline: 'Friday, March 14, 2031 at 11:59 PM EDT', left: 'in 2 days', url: '/x' };
const votes = { roundLabel: 'First round', voted: 3, total: 8 };

/** Every kind of mail with the name the outbox stores, and the greeting it opens with (null: none). */
const MAILS: Array<[name: string, mail: MailTemplate, greeting: string | null]> = [
  ['finalist-news', finalistNews({ firstName, ...recipe }), 'Hello'],
  ['finalists-thank-you', finalistsThankYou({ firstName, ...recipe }), 'Hello'],
  ['results-announcement', resultsAnnouncement({ firstName, ...recipe, siteUrl: '/' }), 'Hello'],
  ['feedback-ready', feedbackReady({ firstName, ...recipe }), 'Hello'],
  ['recipe-approved', recipeReview({ firstName, ...recipe, approved: true }), 'Hello'],
  ['recipe-not-approved', recipeReview({ firstName, ...recipe, approved: false }), 'Hello'],
  ['draft-reminder', draftReminder({ firstName, ...recipe, ...countdown }), 'Hello'],
  ['votes-reminder', votesReminder({ firstName, ...votes, ...countdown }), 'Hello'],
  [
    'judge-invitation',
    judgeInvitation({ firstName, stage: 'first', url: '/x', validDays: 7, forgotUrl: '/y' }),
    'Hello',
  ],
  ['judge-reminder', judgeReminder({ firstName, ...votes, url: '/x' }), 'Hello'],
  [
    'recipe-receipt',
    recipeReceipt({
      firstName,
      stage: 1,
      ...recipe,
      description: 'A bowl.',
      ingredients: [],
      totalCost: '0.000',
      viewUrl: '/x',
      submittedAt: new Date('2025-03-04T15:30:00Z'),
    }),
    'Hi',
  ],
  [
    'supervisor-answer',
    supervisorAnswer({ contestantName: firstName, answer: 'accepted', recipeUrl: '/' }),
    'Hello',
  ],
  [
    'supervisor-answer',
    supervisorAnswer({ contestantName: firstName, answer: 'declined', reason: 'No', recipeUrl: '/' }),
    'Hello',
  ],
  [
    'supervisor-request',
    supervisorRequest({
      supervisorName: firstName,
      contestantName: 'Maria',
      contestantEmail: 'maria@example.com',
      reviewUrl: '/x',
      expiresAt: new Date('2026-12-31T23:59:00Z'),
    }),
    'Hello',
  ],
  ['sign-in-link', signInLinkMail({ url: '/x', validMinutes: 30 }), null],
  ['staff-password-reset', staffPasswordResetMail({ audience: 'judge', url: '/x', validMinutes: 60 }), null],
  ['staff-sso-reminder', staffSingleSignOnReminder({ audience: 'admin', signInUrl: '/x' }), null],
];

describe('every mail', () => {
  it.each(MAILS)("is stored as '%s'", (name, mail) => {
    expect(mail.name).toBe(name);
  });

  it.each(MAILS.filter(([, , greeting]) => greeting !== null))(
    '%s greets the person by first name, escaped in the HTML part only',
    (_, mail, greeting) => {
      const rendered = mail.render(BRAND);
      expect(rendered.text).toContain(`${greeting} Olivia <b>,`);
      expect(rendered.html).toContain(`${greeting} Olivia &lt;b&gt;,`);
      expect(rendered.html).not.toContain('Olivia <b>');
    },
  );
});
