/// <reference lib="dom" />
import { newPage, VIEWPORTS, browserSuite } from '../support/browser.js';

describe('Judge sign-in and the user menu in Chromium', () => {
  const { t, browser } = browserSuite();

  it('shows the server message for a wrong password, signs in, offers only Logout in the menu, and signs out', async () => {
    const judge = await t.factory.newJudge({ password: 'judge password' });
    const { context, page } = await newPage(browser, VIEWPORTS.phone);
    await page.goto(`${t.baseUrl}/judges/login`);
    await page.getByLabel('Email').fill(judge.email);
    await page.getByLabel('Password').fill('wrong password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('These credentials do not match our records.').waitFor();

    await page.getByLabel('Password').fill('judge password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/judges\/dashboard$/);

    await page.goto(t.baseUrl);
    await page.getByTestId('user-menu-button').click();
    const menu = page.getByTestId('user-menu');
    await menu.waitFor();
    expect(await menu.getByText('My profile').count()).toBe(0);
    await menu.getByText('Logout').click();
    await page.waitForURL(`${t.baseUrl}/`);
    expect(await page.getByTestId('user-menu-button').count()).toBe(0);
    const dashboard = await page.goto(`${t.baseUrl}/judges/dashboard`);
    expect(new URL(dashboard!.url()).pathname).toBe('/judges/login');
    await context.close();
  });
});
