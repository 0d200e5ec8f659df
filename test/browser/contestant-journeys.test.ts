/// <reference lib="dom" />
import type { Browser } from 'playwright-core';
import { Contestant } from '../../src/contestants/contestant.entity.js';
import { launchBrowser, newPage, screenshot, startBrowserApp, VIEWPORTS } from '../support/browser.js';
import { linksIn, TestSmtpServer } from '../support/smtp-server.js';
import type { TestApp } from '../support/test-app.js';

describe('Contestant journeys in Chromium, with mail read from a real SMTP server', () => {
  const smtp = new TestSmtpServer();
  let t: TestApp & { baseUrl: string };
  let browser: Browser;

  beforeAll(async () => {
    await smtp.start();
    // No OIDC_ISSUER: the development OpenID provider at /dev/oidc is the single sign-on.
    t = await startBrowserApp({
      config: { smtpUrl: smtp.url, mailWorker: true, companyEmailDomains: ['sodexo.com'], oidc: null },
    });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
    await smtp.stop();
  });

  it('an employee signs in through the OpenID provider, registers, the supervisor approves by the mailed link, and the badge turns green', async () => {
    const email = `maria.lopez.${Date.now()}@sodexo.com`;
    const supervisorEmail = `daniel.ortiz.${Date.now()}@sodexo.com`;
    const { context, page } = await newPage(browser, VIEWPORTS.phone);

    await page.goto(`${t.baseUrl}/login`);
    await page.getByTestId('sso-link').click();
    await page.waitForURL(/\/dev\/oidc\//);
    await page.getByLabel('Development sign-in: any e-mail address').fill(email);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(`${t.baseUrl}/user/register`);
    const contestant = await t.em().findOneOrFail(Contestant, { email });
    expect(contestant.typeuser).toBe('sodexo');

    await page.getByLabel('First name').fill('Maria');
    await page.getByLabel('Last name').fill('Lopez');
    await page.getByLabel('Phone number').pressSequentially('6175550178');
    await page.getByLabel('Supervisor name').fill('Daniel Ortiz');
    await page.getByLabel('Supervisor email').fill(supervisorEmail);
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel('Street address').fill('52 Linden St');
    await page.getByLabel('City').fill('Somerville');
    await page.getByLabel('State').selectOption('MA');
    await page.getByLabel('ZIP code').fill('02143');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(`${t.baseUrl}/user/recipe`);

    await page.goto(`${t.baseUrl}/user/profile`);
    const badge = page.getByTestId('status-badge');
    await expect(badge.innerText()).resolves.toBe('Waiting for validation');
    await expect(badge.getAttribute('data-tone')).resolves.toBe('yellow');

    // The supervisor reads the request in their inbox and answers in a browser of their own, with no account.
    const request = await smtp.waitFor(supervisorEmail);
    const link = new URL(linksIn(request).find((url) => url.includes('/authorization'))!);
    const supervisor = await newPage(browser, VIEWPORTS.phone);
    await supervisor.page.goto(`${t.baseUrl}${link.pathname}${link.search}`);
    await supervisor.page.getByRole('heading', { name: 'Pending approval' }).waitFor();
    await screenshot(supervisor.page, 'supervisor-pending-phone');
    await supervisor.page.getByLabel('Accept').check();
    await supervisor.page.getByRole('button', { name: 'Confirm' }).click();
    // The dialog's root has no box of its own (its panel is fixed): wait for its button.
    await supervisor.page
      .getByRole('dialog', { name: 'Thank you for confirming!' })
      .getByRole('button', { name: 'Close' })
      .waitFor();
    await supervisor.context.close();

    // The contestant hears back by mail, and the profile shows the approval.
    const answer = await smtp.waitFor(email, { since: 0 });
    expect(answer.body).toMatch(/approved|accepted/i);
    await page.reload();
    await expect(badge.innerText()).resolves.toBe('Application approved');
    await expect(badge.getAttribute('data-tone')).resolves.toBe('green');
    await screenshot(page, 'profile-approved-phone');
    await context.close();
  });
});
