/// <reference lib="dom" />
import AxeBuilder from '@axe-core/playwright';
import { newPage, VIEWPORTS, browserSuite } from '../support/browser.js';
import { seedSiteContent } from '../support/site-content.js';

describe('Landing page in Chromium', () => {
  const { t, browser } = browserSuite({ prepare: (app) => seedSiteContent(app, 'coming_soon') });

  const setPhase = async (phase: string) => {
    await t.em().getConnection().execute('update contest_settings set phase = ?', [phase]);
    // The settings are cached for two seconds.
    await new Promise((resolve) => setTimeout(resolve, 2100));
  };

  it('shows the coming-soon intro, then the closed intro with its call-to-action', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(t.baseUrl);
    const intro = page.getByTestId('intro');
    await intro.waitFor();
    expect(await intro.getAttribute('data-variant')).toBe('coming_soon');
    await expect(intro.innerText()).resolves.toContain('Coming Soon 2025');
    await expect(intro.innerText()).resolves.toContain('Celebrating culinary talent');

    await setPhase('closed');
    await page.reload();
    await intro.waitFor();
    expect(await intro.getAttribute('data-variant')).toBe('closed');
    await expect(intro.innerText()).resolves.toContain('The submission window is now closed!');
    const cta = page.getByTestId('intro-cta');
    expect(await cta.innerText()).toContain('See the finalists');
    expect(await cta.getAttribute('href')).toBe('/login');
    await setPhase('coming_soon');
    await context.close();
  });

  it('shows four sponsors, the past editions and the calendar download', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(t.baseUrl);
    await page.getByTestId('sponsor-bar').waitFor();
    expect(await page.getByTestId('sponsor-bar').locator('img').count()).toBe(4);
    const cards = page.getByTestId('past-edition-card');
    expect(await cards.count()).toBe(2);
    const link = page.getByRole('link', { name: /View Recipe/ }).first();
    expect(await link.getAttribute('href')).toMatch(/^\/past-editions\/(2023|2024)$/);
    expect(await page.getByTestId('calendar-link').getAttribute('href')).toBe('/calendar.ics');
    // The download says which event it adds, to the eye and to a screen reader.
    expect(await page.getByTestId('calendar-event').innerText()).toBe(
      'Final round: live judging, June 12, 2025',
    );
    expect(await page.getByTestId('calendar-link').getAttribute('aria-label')).toBe(
      'Add to calendar: Final round: live judging, June 12, 2025',
    );
    await link.click();
    await page.waitForURL(/\/past-editions\/\d{4}$/);
    await page
      .getByRole('heading', { name: /Recipe of 20\d\d/ })
      .first()
      .waitFor();
    await context.close();
  });

  it('toggles one FAQ row, then all rows with Expand all / Collapse', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(t.baseUrl);
    const rows = page.getByTestId('faq-row');
    await rows.first().waitFor();
    const first = rows.first().getByRole('button');
    expect(await first.getAttribute('aria-expanded')).toBe('false');
    await first.click();
    expect(await first.getAttribute('aria-expanded')).toBe('true');
    await first.click();
    expect(await first.getAttribute('aria-expanded')).toBe('false');

    const all = page.getByTestId('faq-expand-all');
    expect(await all.innerText()).toBe('Expand all');
    await all.click();
    for (let i = 0; i < 3; i++)
      expect(await rows.nth(i).getByRole('button').getAttribute('aria-expanded')).toBe('true');
    expect(await all.innerText()).toBe('Collapse');
    await all.click();
    for (let i = 0; i < 3; i++)
      expect(await rows.nth(i).getByRole('button').getAttribute('aria-expanded')).toBe('false');
    await expect(page.locator('a[href="mailto:help@recipe-contest.local"]').count()).resolves.toBeGreaterThan(
      0,
    );
    await context.close();
  });

  it('remembers an accepted cookie notice, and shows a declined one again on the next visit', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(t.baseUrl);
    const bar = page.getByTestId('cookie-bar');
    await bar.waitFor();
    await bar.getByRole('button', { name: 'Decline' }).click();
    await bar.waitFor({ state: 'hidden' });
    await page.reload();
    await bar.waitFor();
    await bar.getByRole('button', { name: 'Accept' }).click();
    await bar.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => localStorage.getItem('cookie-warning'))).not.toBeNull();
    await page.reload();
    await page.getByTestId('intro').waitFor();
    expect(await bar.count()).toBe(0);
    await context.close();
  });

  it.each([
    ['phone', VIEWPORTS.phone],
    ['desktop', VIEWPORTS.desktop],
  ] as const)(
    'puts the cookie notice first in the tab order and never over a focused control (%s)',
    async (_, viewport) => {
      const { context, page } = await newPage(browser, viewport);
      await page.goto(t.baseUrl);
      const bar = page.getByTestId('cookie-bar');
      await bar.waitFor();
      await page.keyboard.press('Tab');
      expect(
        await page.evaluate(() => document.activeElement?.closest('[data-testid="cookie-bar"]') !== null),
      ).toBe(true);
      // Every control after it, as a keyboard user reaches it: none sits under the bar.
      const covered: string[] = [];
      let reached = 0;
      for (let step = 0; step < 120; step++) {
        await page.keyboard.press('Tab');
        const found = await page.evaluate(() => {
          const active = document.activeElement as HTMLElement | null;
          const barBox = document.querySelector('[data-testid="cookie-bar"]')!.getBoundingClientRect();
          if (!active || active === document.body) return null;
          if (active.closest('[data-testid="cookie-bar"]'))
            return { label: 'cookie bar', under: false, inBar: true };
          const box = active.getBoundingClientRect();
          const under = box.bottom > barBox.top + 1 && box.top < barBox.bottom && box.height > 0;
          return {
            label: `${active.tagName} ${(active.textContent ?? '').trim().slice(0, 40)}`,
            under,
            inBar: false,
          };
        });
        if (!found || (found.inBar && reached > 0)) break;
        if (found.inBar) continue;
        reached++;
        if (found.under) covered.push(found.label);
      }
      expect(reached).toBeGreaterThan(10);
      expect(covered).toEqual([]);
      await context.close();
    },
  );

  it('offers a visitor "Sign in" in the header, and judges and admins their own sign-in from there', async () => {
    const { context, page } = await newPage(browser, VIEWPORTS.phone);
    await page.goto(t.baseUrl);
    await page.getByTestId('header-sign-in').click();
    await page.waitForURL(/\/login$/);
    await page.getByRole('link', { name: 'Judge sign-in' }).click();
    await page.waitForURL(/\/judges\/login$/);
    await page.goBack();
    await page.getByRole('link', { name: 'Administrator sign-in' }).click();
    await page.waitForURL(/\/admins\/login$/);
    await context.close();
  });

  it('opens the judges panel with the page scroll locked, and closes it', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(t.baseUrl);
    await page.getByTestId('judge-card').first().click();
    const panel = page.getByTestId('judges-panel');
    await panel.waitFor();
    await expect(panel.innerText()).resolves.toContain('Amelia Stone');
    await expect(panel.textContent()).resolves.toMatch(/Executive Chef/i);
    const locked = () =>
      page.evaluate(
        () =>
          getComputedStyle(document.documentElement).overflow === 'hidden' ||
          getComputedStyle(document.body).overflow === 'hidden',
      );
    expect(await locked()).toBe(true);
    await page.keyboard.press('Escape');
    await panel
      .waitFor({ state: 'detached' })
      .catch(async () => expect(await panel.getAttribute('data-state')).toBe('closed'));
    expect(await locked()).toBe(false);
    await context.close();
  });

  it('opens and closes the mobile menu at 375 px', async () => {
    const { context, page } = await newPage(browser, VIEWPORTS.phone);
    await page.goto(t.baseUrl);
    const button = page.getByTestId('mobile-menu-button');
    const menu = page.getByTestId('mobile-menu');
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    await button.click();
    await menu.waitFor();
    await page.locator('[data-testid="mobile-menu-button"][aria-expanded="true"]').waitFor();
    expect(await menu.getByRole('link').count()).toBeGreaterThan(1);
    // Below the header's bar, the full width of the phone.
    const box = (await menu.boundingBox())!;
    expect(box).toMatchObject({ x: 0, y: 64, width: 375 });
    await button.click();
    await menu.waitFor({ state: 'hidden' });
    await page.locator('[data-testid="mobile-menu-button"][aria-expanded="false"]').waitFor();
    // Escape closes it and gives the focus back to the button.
    await button.click();
    await menu.waitFor();
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    expect(await button.evaluate((element) => element === document.activeElement)).toBe(true);
    // A section link closes it on the way.
    await button.click();
    await menu.getByRole('link', { name: /FAQ/ }).click();
    await menu.waitFor({ state: 'hidden' });
    await context.close();
  });

  it('opens the mobile menu on a tap before the page script has run', async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.phone, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(t.baseUrl);
    const menu = page.getByTestId('mobile-menu');
    expect(await menu.isVisible()).toBe(false);
    await page.getByTestId('mobile-menu-button').click();
    await menu.waitFor();
    await menu.getByRole('link', { name: /Judges/ }).waitFor();
    await context.close();
  });

  it('brings the reader back to the top', async () => {
    const { context, page } = await newPage(browser, VIEWPORTS.tablet);
    await page.goto(t.baseUrl);
    await page.getByTestId('intro').waitFor();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const back = page.getByTestId('back-to-top');
    await back.waitFor({ state: 'visible' });
    await back.click();
    await page.waitForFunction(() => window.scrollY === 0);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await context.close();
  });

  it('has no serious or critical accessibility violations', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(t.baseUrl);
    await page.getByTestId('intro').waitFor();
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter((violation) =>
      ['serious', 'critical'].includes(violation.impact ?? ''),
    );
    expect(serious.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
    await context.close();
  });
});
