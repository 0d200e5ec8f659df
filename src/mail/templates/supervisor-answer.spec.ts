import type { MailBrand } from './mail-template.js';
import { supervisorAnswer } from './supervisor-answer.js';

const brand: MailBrand = {
  appName: 'Culinary Recipe Contest',
  appUrl: 'https://contest.example.com',
  helpEmail: 'help@example.com',
};

describe('supervisorAnswer', () => {
  it('brings an approved contestant the good news and a button to their recipe', () => {
    const mail = supervisorAnswer({
      contestantName: 'Maria',
      answer: 'accepted',
      recipeUrl: '/user/recipe',
    }).render(brand);
    expect(mail.subject).toBe('Good news: your supervisor approved your participation');
    expect(mail.text).toContain('Hello Maria,');
    expect(mail.text).toContain(
      'Your supervisor has approved your participation in the Culinary Recipe Contest.',
    );
    expect(mail.text).toContain('Go to my recipe: https://contest.example.com/user/recipe');
    expect(mail.html).toContain('href="https://contest.example.com/user/recipe"');
  });

  it('gives a declined contestant the reason and the help e-mail, and no button', () => {
    const mail = supervisorAnswer({
      contestantName: 'Maria',
      answer: 'declined',
      reason: 'Short-staffed <this> season',
      recipeUrl: '/user/recipe',
    }).render(brand);
    expect(mail.subject).toBe('Your supervisor declined your participation');
    expect(mail.text).toContain('The reason they gave: "Short-staffed <this> season"');
    expect(mail.text).toContain('write to us at help@example.com');
    expect(mail.html).toContain('Short-staffed &lt;this&gt; season');
    expect(mail.text).not.toContain('/user/recipe');
  });

  it('still says whom to turn to when the help address is unknown', () => {
    const mail = supervisorAnswer({
      contestantName: 'Maria',
      answer: 'declined',
      reason: 'No',
      recipeUrl: '/user/recipe',
    }).render({ ...brand, helpEmail: null });
    expect(mail.text).toContain('please contact the contest team');
  });

  it("is stored as 'supervisor-answer'", () => {
    expect(supervisorAnswer({ contestantName: 'M', answer: 'accepted', recipeUrl: '/' }).name).toBe(
      'supervisor-answer',
    );
  });
});
