/// <reference lib="dom" />
import type { Browser } from 'playwright-core';
import { launchBrowser, startBrowserApp, VIEWPORTS } from '../support/browser.js';
import { seedSiteContent } from '../support/site-content.js';
import type { TestApp } from '../support/test-app.js';

const PUBLIC_PAGES = [
  { path: '/', text: 'Coming Soon' },
  { path: '/past-editions/2024', text: '2024 Winner' },
  { path: '/terms-and-conditions', text: 'Terms' },
  { path: '/login', text: 'Welcome!' },
  { path: '/judges/login', text: 'Forgot your password?' },
  { path: '/admins/login', text: 'Forgot your password?' },
];

describe('Public pages rendered by the server', () => {
  let t: TestApp & { baseUrl: string };
  let browser: Browser;

  beforeAll(async () => {
    t = await startBrowserApp();
    await seedSiteContent(t);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  it.each(PUBLIC_PAGES)('paints $path before any script runs', async ({ path, text }) => {
    const context = await browser.newContext({ viewport: VIEWPORTS.phone, javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(`${t.baseUrl}${path}`);
      expect(await page.locator('#app').getAttribute('data-server-rendered')).toBe('true');
      expect((await page.locator('#app').innerText()).toLowerCase()).toContain(text.toLowerCase());
    } finally {
      await context.close();
    }
  });

  it.each(PUBLIC_PAGES)('hydrates $path without a warning or an error in the console', async ({ path }) => {
    const context = await browser.newContext({ viewport: VIEWPORTS.phone, reducedMotion: 'reduce' });
    try {
      const page = await context.newPage();
      const messages: string[] = [];
      page.on('console', (message) => {
        if (['error', 'warning'].includes(message.type()))
          messages.push(`${message.type()}: ${message.text()}`);
      });
      page.on('pageerror', (error) => messages.push(`page error: ${error.message}`));
      await page.goto(`${t.baseUrl}${path}`, { waitUntil: 'networkidle' });
      // Hydrated: React has taken over the server's HTML (its root marks the container).
      await page.waitForFunction(() =>
        Object.keys(document.getElementById('app') ?? {}).some((key) => key.startsWith('__reactContainer')),
      );
      expect(await page.locator('#app').getAttribute('data-server-rendered')).toBe('true');
      expect(messages).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it.each(['/login', '/judges/login', '/admins/login'])(
    'keeps the form of %s closed until the page is hydrated, so no early submit puts the password in the address',
    async (path) => {
      const context = await browser.newContext({ viewport: VIEWPORTS.phone, javaScriptEnabled: false });
      try {
        const page = await context.newPage();
        await page.goto(`${t.baseUrl}${path}`);
        await expect(page.getByLabel('Email').isDisabled()).resolves.toBe(true);
        await expect(page.getByRole('button', { name: 'Sign in' }).isDisabled()).resolves.toBe(true);
        // Enter in the field would submit the form the browser's way; a disabled form does nothing.
        await page
          .getByLabel('Email')
          .press('Enter', { timeout: 1000 })
          .catch(() => undefined);
        expect(new URL(page.url()).search).toBe('');
      } finally {
        await context.close();
      }
    },
  );

  it('opens the sign-in form once React has taken over', async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.phone });
    try {
      const page = await context.newPage();
      await page.goto(`${t.baseUrl}/admins/login`);
      await page.waitForFunction(() => document.querySelector('fieldset')?.disabled === false);
      await page.getByLabel('Email').fill('admin@example.com');
      await expect(page.getByLabel('Email').inputValue()).resolves.toBe('admin@example.com');
    } finally {
      await context.close();
    }
  });

  /**
   * When the page's first paint happened and when each of its own scripts was asked for, both in the page's clock, which
   * starts at the navigation.
   */
  async function paintAndScriptTimes(page: import('playwright-core').Page, url: string) {
    await page.goto(url, { waitUntil: 'networkidle' });
    return page.evaluate(() => ({
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => /\/build\/.*\.js$/.test(entry.name))
        .map((entry) => entry.startTime),
    }));
  }

  it.each(['/', '/past-editions/2024', '/login'])(
    'asks for the scripts of %s only after its first paint, which they are not needed for',
    async (path) => {
      const context = await browser.newContext({ viewport: VIEWPORTS.phone });
      try {
        const page = await context.newPage();
        const { firstPaint, scripts } = await paintAndScriptTimes(page, `${t.baseUrl}${path}`);
        expect(firstPaint).not.toBeNull();
        expect(scripts.length).toBeGreaterThan(0);
        expect(scripts.filter((startTime) => startTime < (firstPaint ?? 0))).toEqual([]);
        // And they run: the page is hydrated.
        await page.waitForFunction(() =>
          Object.keys(document.getElementById('app') ?? {}).some((key) => key.startsWith('__reactContainer')),
        );
      } finally {
        await context.close();
      }
    },
  );

  it('renders signed-in pages in the browser only', async () => {
    const judge = await t.factory.newJudge({ password: 'judge password' });
    const context = await browser.newContext({ viewport: VIEWPORTS.desktop });
    try {
      const page = await context.newPage();
      await page.goto(`${t.baseUrl}/judges/login`);
      await page.getByLabel('Email').fill(judge.email);
      await page.getByLabel('Password').fill('judge password');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL(/\/judges\/dashboard$/);
      const html = await (await context.request.get(`${t.baseUrl}/judges/dashboard`)).text();
      expect(html).toContain('<div id="app" data-page="');
      expect(html).not.toContain('data-server-rendered');
      // Its scripts paint it, so they are asked for at once, before any paint.
      const { firstPaint, scripts } = await paintAndScriptTimes(
        await context.newPage(),
        `${t.baseUrl}/judges/dashboard`,
      );
      expect(scripts.length).toBeGreaterThan(0);
      expect(Math.min(...scripts)).toBeLessThan(firstPaint ?? Infinity);
    } finally {
      await context.close();
    }
  });
});
