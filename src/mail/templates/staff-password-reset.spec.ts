import { BRAND } from '../../../test/support/mail.js';
import { staffPasswordResetMail, staffSingleSignOnReminder } from './staff-password-reset.js';

describe(staffPasswordResetMail.name, () => {
  const url = '/judges/password/reset/abc_DEF-123?email=olivia%40example.com';

  it('carries the absolute reset link, its lifetime and who it is for', () => {
    const mail = staffPasswordResetMail({ audience: 'judge', url, validMinutes: 60 }).render(BRAND);
    expect(mail.subject).toBe('Reset your password');
    expect(mail.text).toContain(
      'Choose a new password: https://contest.example.com/judges/password/reset/abc_DEF-123?email=olivia%40example.com',
    );
    expect(mail.text).toContain('expires in 60 minutes');
    expect(mail.text).toContain('sign in to the Culinary Recipe Contest as a judge.');
    expect(mail.html).toContain(
      'href="https://contest.example.com/judges/password/reset/abc_DEF-123?email=olivia%40example.com"',
    );
  });

  it('speaks to an administrator as one', () => {
    const mail = staffPasswordResetMail({ audience: 'admin', url, validMinutes: 60 }).render(BRAND);
    expect(mail.text).toContain('as an administrator.');
  });
});

describe(staffSingleSignOnReminder.name, () => {
  it('points to single sign-on and carries no reset link', () => {
    const mail = staffSingleSignOnReminder({ audience: 'judge', signInUrl: '/login/judge' }).render(BRAND);
    expect(mail.subject).toBe('How to sign in to the recipe contest');
    expect(mail.text).toContain('Sign in with single sign-on: https://contest.example.com/login/judge');
    expect(mail.text).toContain('no password of its own to reset');
    expect(mail.text).not.toContain('/password/reset');
    expect(mail.html).not.toContain('/password/reset');
  });
});
