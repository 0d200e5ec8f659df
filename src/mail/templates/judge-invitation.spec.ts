import { BRAND } from '../../../test/support/mail.js';
import { judgeInvitation } from './judge-invitation.js';

const content = {
  firstName: 'Olivia',
  stage: 'second' as const,
  url: '/judges/password/reset/abc_DEF-123?email=olivia%40example.com&welcome=1',
  validDays: 7,
  forgotUrl: '/judges/password/email',
};

describe(judgeInvitation.name, () => {
  it('welcomes the judge to their round and names the contest in the subject', () => {
    const mail = judgeInvitation(content).render(BRAND);
    expect(mail.subject).toBe('You are invited to judge the Culinary Recipe Contest');
    expect(mail.text).toContain('a judge of the final round of the Culinary Recipe Contest');
  });

  it('carries the absolute link to choose a password, how long it works, and where to ask again', () => {
    const mail = judgeInvitation(content).render(BRAND);
    expect(mail.text).toContain(
      'Choose my password: https://contest.example.com/judges/password/reset/abc_DEF-123?email=olivia%40example.com&welcome=1',
    );
    expect(mail.text).toContain('works once and for 7 days');
    expect(mail.text).toContain('https://contest.example.com/judges/password/email');
    expect(mail.html).toContain('welcome=1');
  });

  it('names the first round for a first-round judge', () => {
    expect(judgeInvitation({ ...content, stage: 'first' }).render(BRAND).text).toContain(
      'a judge of the first round',
    );
  });
});
