import { BRAND } from '../../../test/support/mail.js';
import type { MailBrand } from './mail-template.js';
import { supervisorAnswer, type SupervisorAnswerContent } from './supervisor-answer.js';

/** Maria's mail, with the answer (and reason) under test. */
const mailTo = (answer: Pick<SupervisorAnswerContent, 'answer' | 'reason'>, brand: MailBrand = BRAND) =>
  supervisorAnswer({ contestantName: 'Maria', recipeUrl: '/user/recipe', ...answer }).render(brand);

describe('supervisorAnswer', () => {
  it('brings an approved contestant the good news and a button to their recipe', () => {
    const mail = mailTo({ answer: 'accepted' });
    expect(mail.subject).toBe('Good news: your supervisor approved your participation');
    expect(mail.text).toContain(
      'Your supervisor has approved your participation in the Culinary Recipe Contest.',
    );
    expect(mail.text).toContain('Go to my recipe: https://contest.example.com/user/recipe');
    expect(mail.html).toContain('href="https://contest.example.com/user/recipe"');
  });

  it('gives a declined contestant the reason and the help e-mail, and no button', () => {
    const mail = mailTo({ answer: 'declined', reason: 'Short-staffed <this> season' });
    expect(mail.subject).toBe('Your supervisor declined your participation');
    expect(mail.text).toContain('The reason they gave: "Short-staffed <this> season"');
    expect(mail.text).toContain('write to us at help@example.com');
    expect(mail.html).toContain('Short-staffed &lt;this&gt; season');
    expect(mail.text).not.toContain('/user/recipe');
  });

  it('still says whom to turn to when the help address is unknown', () => {
    const mail = mailTo({ answer: 'declined', reason: 'No' }, { ...BRAND, helpEmail: null });
    expect(mail.text).toContain('please contact the contest team');
  });
});
