/// <reference lib="dom" />
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, startBrowserApp } from '../support/browser.js';
import { seedSiteContent } from '../support/site-content.js';
import type { TestApp } from '../support/test-app.js';

/** What the walk through every page at three widths found (issue 14), each seen as a person sees it. */
describe('The user-experience walk in Chromium', () => {
  let t: TestApp & { baseUrl: string };
  let browser: Browser;

  beforeAll(async () => {
    t = await startBrowserApp();
    await seedSiteContent(t, 'coming_soon');
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  /** Motion on: the reduced-motion contexts of the other files never run an entrance animation. */
  async function openPage(viewport: {
    width: number;
    height: number;
  }): Promise<{ context: BrowserContext; page: Page }> {
    const context = await browser.newContext({ viewport, reducedMotion: 'no-preference' });
    return { context, page: await context.newPage() };
  }

  describe('landing page', () => {
    it('shows the four sponsor logos once their entrance is over on a tall desktop screen', async () => {
      const { context, page } = await openPage({ width: 1280, height: 1100 });
      await page.goto(t.baseUrl);
      await page.getByTestId('sponsor-bar').waitFor();
      const logos = page.locator('.sponsor-logo');
      expect(await logos.count()).toBe(4);
      await page.waitForFunction(
        () => document.querySelector('.sponsor-bar')?.getAttribute('data-animate') === 'true',
      );
      // Every running animation of the page has ended (the intro and the logos).
      await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
      const opacities = await logos.evaluateAll((items) =>
        items.map((item) => getComputedStyle(item).opacity),
      );
      expect(opacities).toEqual(['1', '1', '1', '1']);
      await context.close();
    });
  });
});
