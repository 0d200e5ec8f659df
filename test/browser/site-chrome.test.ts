/// <reference lib="dom" />
import type { Page } from 'playwright-core';
import { newPage, VIEWPORTS, browserSuite } from '../support/browser.js';
import { seedSiteContent } from '../support/site-content.js';

/** Puts an error in this browser's session flash through the page's own cookies and CSRF value. */
async function flashError(page: Page, message: string): Promise<void> {
  const status = await page.evaluate(async (error) => {
    const csrf = document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')!.content;
    const response = await fetch('/__test__/flash', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
      body: JSON.stringify({ csrf, error }),
    });
    // The whole body, not just the status: express-session holds back the end of the answer until the session is
    // stored, and the next page must not be asked for before that.
    await response.text();
    return response.status;
  }, message);
  expect(status).toBe(200);
}

describe('The site header and the error banner in Chromium', () => {
  const { t, browser } = browserSuite({ prepare: (app) => seedSiteContent(app) });

  it('hides the header while scrolling down, shows it on the way up, and gives it a background past the intro', async () => {
    const { context, page } = await newPage(browser, VIEWPORTS.desktop);
    await page.goto(t.baseUrl);
    const header = page.getByTestId('site-header');
    await header.waitFor();
    expect(await header.getAttribute('data-hidden')).toBe('false');
    expect(await header.getAttribute('data-solid')).toBe('false');

    const scrollTo = async (y: number) => {
      await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
      await page.waitForTimeout(100);
    };
    await scrollTo(30);
    expect(await header.getAttribute('data-hidden')).toBe('false');
    await scrollTo(1400);
    await page.waitForFunction(
      () => document.querySelector('[data-testid="site-header"]')?.getAttribute('data-hidden') === 'true',
    );
    expect(await header.getAttribute('data-solid')).toBe('true');
    await scrollTo(1200);
    await page.waitForFunction(
      () => document.querySelector('[data-testid="site-header"]')?.getAttribute('data-hidden') === 'false',
    );
    expect(await header.getAttribute('data-solid')).toBe('true');
    await scrollTo(0);
    await page.waitForFunction(
      () => document.querySelector('[data-testid="site-header"]')?.getAttribute('data-solid') === 'false',
    );
    await context.close();
  });

  it('shows a server error in the banner at the bottom, hides it on Dismiss, and shows a new message again', async () => {
    const { context, page } = await newPage(browser, VIEWPORTS.phone);
    await page.goto(t.baseUrl);
    expect(await page.getByTestId('error-banner').count()).toBe(0);
    // The cookie notice shares the bottom edge; out of the way, the banner sits right at the bottom.
    await page.getByTestId('cookie-bar').getByRole('button', { name: 'Accept' }).click();

    await flashError(page, 'The sign-in was refused.');
    await page.goto(`${t.baseUrl}/terms-and-conditions`);
    const banner = page.getByTestId('error-banner');
    await banner.getByText('The sign-in was refused.').waitFor();
    const box = (await banner.boundingBox())!;
    expect(box.y + box.height).toBeGreaterThan(VIEWPORTS.phone.height - 2);

    await banner.getByRole('button', { name: 'Dismiss' }).click();
    await banner.waitFor({ state: 'detached' });

    // Shown once: the next page has no banner, until there is a new message.
    await page.goto(t.baseUrl);
    expect(await page.getByTestId('error-banner').count()).toBe(0);
    await flashError(page, 'Another problem.');
    await page.goto(`${t.baseUrl}/terms-and-conditions`);
    await page.getByTestId('error-banner').getByText('Another problem.').waitFor();
    await context.close();
  });
});
