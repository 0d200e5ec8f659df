import type { MailBrand } from './mail-template.js';
import { staffPasswordResetMail, staffSingleSignOnReminder } from './staff-password-reset.js';

const brand: MailBrand = {
  appName: 'Culinary Recipe Contest',
  appUrl: 'https://contest.example.com',
  helpEmail: 'help@example.com',
};

describe(staffPasswordResetMail.name, () => {
  const url = '/judges/password/reset/abc_DEF-123?email=olivia%40example.com';

  it('carries the absolute reset link, its lifetime and who it is for', () => {
    const mail = staffPasswordResetMail({ audience: 'judge', url, validMinutes: 60 }).render(brand);
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
    const mail = staffPasswordResetMail({ audience: 'admin', url, validMinutes: 60 }).render(brand);
    expect(mail.text).toContain('as an administrator.');
  });

  it("is stored as 'staff-password-reset'", () => {
    expect(staffPasswordResetMail({ audience: 'judge', url, validMinutes: 60 }).name).toBe(
      'staff-password-reset',
    );
  });
});

describe(staffSingleSignOnReminder.name, () => {
  it('points to single sign-on and carries no reset link', () => {
    const mail = staffSingleSignOnReminder({ audience: 'judge', signInUrl: '/login/judge' }).render(brand);
    expect(mail.subject).toBe('How to sign in to the recipe contest');
    expect(mail.text).toContain('Sign in with single sign-on: https://contest.example.com/login/judge');
    expect(mail.text).toContain('no password of its own to reset');
    expect(mail.text).not.toContain('/password/reset');
    expect(mail.html).not.toContain('/password/reset');
  });

  it("is stored as 'staff-sso-reminder'", () => {
    expect(staffSingleSignOnReminder({ audience: 'admin', signInUrl: '/login/admin' }).name).toBe(
      'staff-sso-reminder',
    );
  });
});
