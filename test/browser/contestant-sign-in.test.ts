/// <reference lib="dom" />
import { WhitelistedDomain } from '../../src/contestants/whitelisted-domain.entity.js';
import { newPage, screenshot, VIEWPORTS, browserSuite } from '../support/browser.js';
import { linksIn, TestSmtpServer } from '../support/smtp-server.js';

describe('A partner signs in with a mailed link, in Chromium', () => {
  const smtp = new TestSmtpServer();
  beforeAll(() => smtp.start());
  const { t, browser } = browserSuite(() => ({
    config: { smtpUrl: smtp.url, mailWorker: true },
    prepare: async (app) => {
      const em = app.em();
      em.create(WhitelistedDomain, { domain: 'partner.test', isActive: true });
      await em.flush();
    },
  }));
  afterAll(() => smtp.stop());

  it('checks the address, mails a link, and signs in only through Continue on a phone', async () => {
    const { context, page } = await newPage(browser, VIEWPORTS.phone);
    await page.goto(`${t.baseUrl}/login`);
    await page.getByRole('heading', { name: 'Welcome!' }).waitFor();
    expect(await page.getByTestId('sso-link').getAttribute('href')).toBe('/login/user');
    await screenshot(page, 'contestant-login-phone');

    await page.getByRole('button', { name: 'Sign in' }).click();
    expect(await page.getByTestId('email-error').textContent()).toBe('This field is required');

    await page.getByLabel('Email').fill('someone@elsewhere.test');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page
      .getByTestId('form-alert')
      .getByText(/partner companies/)
      .waitFor();

    const email = `nadia.${Date.now()}@partner.test`;
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/login\/check-inbox$/);
    await page.getByText(email).waitFor();
    await screenshot(page, 'contestant-check-inbox-phone');

    // Asking again within a minute is refused with the specification's words.
    await page.goto(`${t.baseUrl}/login`);
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page
      .getByText("You've recently requested a login link. Please wait a moment before trying again.")
      .waitFor();

    const mail = await smtp.waitFor(email, { subject: /sign-in link/ });
    const link = new URL(linksIn(mail).find((url) => url.includes('/login/link/'))!);
    await page.goto(`${t.baseUrl}${link.pathname}`);
    await page.getByText(`You are signing in as ${email}.`).waitFor();
    await screenshot(page, 'contestant-continue-phone');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(/\/user\/register$/);

    // The same link is dead now; its page says so and offers a new one.
    const other = await browser.newContext({ viewport: VIEWPORTS.phone });
    const second = await other.newPage();
    await second.goto(`${t.baseUrl}${link.pathname}`);
    await second.getByRole('heading', { name: 'This link was already used' }).waitFor();
    expect(await second.getByRole('link', { name: 'Ask for a new link' }).getAttribute('href')).toBe(
      '/login',
    );
    await other.close();
    await context.close();
  });
});
