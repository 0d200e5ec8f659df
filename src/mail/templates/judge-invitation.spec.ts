import { judgeInvitation } from './judge-invitation.js';
import type { MailBrand } from './mail-template.js';

const brand: MailBrand = {
  appName: 'Culinary Recipe Contest',
  appUrl: 'https://contest.example.com',
  helpEmail: 'help@example.com',
};

const content = {
  firstName: 'Olivia <b>',
  stage: 'second' as const,
  url: '/judges/password/reset/abc_DEF-123?email=olivia%40example.com&welcome=1',
  validDays: 7,
  forgotUrl: '/judges/password/email',
};

describe(judgeInvitation.name, () => {
  it('welcomes the judge to their round and names the contest in the subject', () => {
    const mail = judgeInvitation(content).render(brand);
    expect(mail.subject).toBe('You are invited to judge the Culinary Recipe Contest');
    expect(mail.text).toContain('Hello Olivia <b>,');
    expect(mail.text).toContain('a judge of the final round of the Culinary Recipe Contest');
    expect(mail.html).toContain('Hello Olivia &lt;b&gt;,');
  });

  it('carries the absolute link to choose a password, how long it works, and where to ask again', () => {
    const mail = judgeInvitation(content).render(brand);
    expect(mail.text).toContain(
      'Choose my password: https://contest.example.com/judges/password/reset/abc_DEF-123?email=olivia%40example.com&welcome=1',
    );
    expect(mail.text).toContain('works once and for 7 days');
    expect(mail.text).toContain('https://contest.example.com/judges/password/email');
    expect(mail.html).toContain('welcome=1');
  });

  it('names the first round for a first-round judge', () => {
    expect(judgeInvitation({ ...content, stage: 'first' }).render(brand).text).toContain(
      'a judge of the first round',
    );
  });

  it("is stored as 'judge-invitation'", () => {
    expect(judgeInvitation(content).name).toBe('judge-invitation');
  });
});
