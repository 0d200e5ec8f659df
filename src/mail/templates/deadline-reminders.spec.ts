import { draftReminder, votesReminder } from './deadline-reminders.js';
import { BRAND } from '../../../test/support/mail.js';

const deadline = 'Friday, March 14, 2031 at 11:59 PM EDT';
const draft = {
  firstName: 'Rosa',
  recipeName: 'Green pozole',
  deadline,
  left: 'in 1 day and 23 hours',
  url: '/user/recipe',
};

describe(draftReminder.name, () => {
  it('says when submissions close, in the contest zone, and that a draft does not take part', () => {
    const mail = draftReminder(draft).render(BRAND);
    expect(mail.subject).toBe('Submissions close in 1 day and 23 hours: your recipe is still a draft');
    expect(mail.text).toContain(
      'Submissions to the Culinary Recipe Contest close in 1 day and 23 hours, on Friday, March 14, 2031 at 11:59 PM EDT. We have "Green pozole" as a draft',
    );
    expect(mail.text).toContain('Complete my recipe: https://contest.example.com/user/recipe');
  });

  it('greets without a name and speaks of "your recipe" when the draft has none', () => {
    const mail = draftReminder({ ...draft, firstName: null, recipeName: ' ' }).render(BRAND);
    expect(mail.text).toContain('Hello,');
    expect(mail.text).toContain('We have your recipe as a draft');
  });
});

describe(votesReminder.name, () => {
  it('counts the votes missing before the round closes, in the singular for one', () => {
    const content = {
      firstName: 'Olivia',
      roundLabel: 'First round',
      voted: 7,
      total: 8,
      deadline,
      left: 'in 2 days',
      url: '/judges/dashboard',
    };
    const mail = votesReminder(content).render(BRAND);
    expect(mail.subject).toBe('Voting in the first round closes in 2 days: 1 recipe is waiting for you');
    expect(mail.text).toContain('You have voted on 7 of the 8 recipes, so 1 still needs your scores.');
    expect(votesReminder({ ...content, voted: 2 }).render(BRAND).subject).toBe(
      'Voting in the first round closes in 2 days: 6 recipes are waiting for you',
    );
  });
});
