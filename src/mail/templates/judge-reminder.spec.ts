import { BRAND } from '../../../test/support/mail.js';
import { judgeReminder } from './judge-reminder.js';

const content = {
  firstName: 'Olivia',
  roundLabel: 'First round',
  voted: 3,
  total: 8,
  url: '/judges/dashboard',
};

describe(judgeReminder.name, () => {
  it('says how many recipes are left, of how many, in which round', () => {
    const mail = judgeReminder(content).render(BRAND);
    expect(mail.subject).toBe('5 recipes are waiting for your vote');
    expect(mail.text).toContain(
      'You have voted on 3 of the 8 recipes of the first round of the Culinary Recipe Contest, so 5 still need your scores.',
    );
  });

  it('speaks of one recipe in the singular', () => {
    const mail = judgeReminder({ ...content, voted: 7 }).render(BRAND);
    expect(mail.subject).toBe('1 recipe is waiting for your vote');
    expect(mail.text).toContain('so 1 still needs your scores');
  });

  it("links to the judge's recipe list with an absolute address", () => {
    expect(judgeReminder(content).render(BRAND).text).toContain(
      'Go to the Recipe list: https://contest.example.com/judges/dashboard',
    );
  });
});
