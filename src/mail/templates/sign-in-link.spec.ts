import { signInLinkMail } from './sign-in-link.js';

const brand = {
  appName: 'Culinary Recipe Contest',
  appUrl: 'https://contest.example',
  helpEmail: 'help@contest.example',
};

describe(signInLinkMail.name, () => {
  it('carries the absolute link, its lifetime and the sign-in subject in both parts', () => {
    const mail = signInLinkMail({ url: '/login/link/abc123', validMinutes: 30 }).render(brand);
    expect(mail.subject).toBe('Your sign-in link');
    expect(mail.text).toContain('Sign in: https://contest.example/login/link/abc123');
    expect(mail.text).toContain('expires in 30 minutes');
    expect(mail.html).toContain('href="https://contest.example/login/link/abc123"');
  });

  it('is stored under its own template name', () => {
    expect(signInLinkMail({ url: '/x', validMinutes: 30 }).name).toBe('sign-in-link');
  });
});
