import { BRAND } from '../../../test/support/mail.js';
import { signInLinkMail } from './sign-in-link.js';

describe(signInLinkMail.name, () => {
  it('carries the absolute link, its lifetime and the sign-in subject in both parts', () => {
    const mail = signInLinkMail({ url: '/login/link/abc123', validMinutes: 30 }).render(BRAND);
    expect(mail.subject).toBe('Your sign-in link');
    expect(mail.text).toContain('Sign in: https://contest.example.com/login/link/abc123');
    expect(mail.text).toContain('expires in 30 minutes');
    expect(mail.html).toContain('href="https://contest.example.com/login/link/abc123"');
  });
});
