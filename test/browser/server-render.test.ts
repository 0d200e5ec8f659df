/// <reference lib="dom" />
import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Page } from 'playwright-core';
import { VIEWPORTS, browserSuite } from '../support/browser.js';
import { seedSiteContent } from '../support/site-content.js';
import { BRISKET_TACOS } from '../support/recipes.js';
import { ContestSettingsService } from '../../src/editions/contest-settings.service.js';
import { WhitelistedDomain } from '../../src/contestants/whitelisted-domain.entity.js';
import { Recipe } from '../../src/recipes/recipe.entity.js';

const PUBLIC_PAGES = [
  { path: '/', text: 'Coming Soon' },
  { path: '/past-editions/2024', text: '2024 Winner' },
  { path: '/terms-and-conditions', text: 'Terms' },
  { path: '/login', text: 'Welcome!' },
  { path: '/judges/login', text: 'Forgot your password?' },
  { path: '/admins/login', text: 'Forgot your password?' },
];

describe('Pages rendered by the server', () => {
  const { t, browser } = browserSuite({ prepare: (app) => seedSiteContent(app) });

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

  /** A phone's context signed in (through the test-only route) as the contestant, judge or admin `id`. */
  async function signedIn(audience: 'user' | 'judge' | 'admin', id: number, javaScriptEnabled: boolean) {
    const context = await browser.newContext({ viewport: VIEWPORTS.phone, javaScriptEnabled });
    const page = await context.newPage();
    await page.goto(`${t.baseUrl}/terms-and-conditions`);
    const csrf = await page.locator('meta[name="csrf-token"]').getAttribute('content');
    const answer = await page.request.post(`${t.baseUrl}/__test__/sign-in`, {
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
      data: { csrf, audience, id },
    });
    expect(answer.status()).toBe(200);
    return { context, page };
  }

  /** A context signed in as a new judge, with one recipe of an open first round to vote on. */
  async function judgeWithRecipe(javaScriptEnabled: boolean) {
    await t.em().getConnection().execute('update contest_settings set first_round_open = true where id = 1');
    t.running.app.get(ContestSettingsService).forget();
    const recipe = await t.factory.newSubmittedRecipe({
      status: 'approved',
      name: 'Charred leek vinaigrette',
    });
    const judge = await t.factory.newJudge();
    const { context, page } = await signedIn('judge', judge.id, javaScriptEnabled);
    return {
      context,
      page,
      url: `${t.baseUrl}/judges/dashboard/recipe/${recipe.id}/vote`,
      list: `${t.baseUrl}/judges/dashboard`,
    };
  }

  /** The console's warnings and errors and the page's uncaught errors, from now on. */
  function problemsOf(page: Page): string[] {
    const messages: string[] = [];
    page.on('console', (message) => {
      if (['error', 'warning'].includes(message.type()))
        messages.push(`${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => messages.push(`page error: ${error.message}`));
    return messages;
  }

  it("paints a judge's vote page from the server, with the vote and the note closed until React runs", async () => {
    const { context, page, url } = await judgeWithRecipe(false);
    try {
      await page.goto(url);
      expect(await page.locator('#app').getAttribute('data-server-rendered')).toBe('true');
      await expect(page.getByRole('heading', { level: 1 }).innerText()).resolves.toContain(
        'Charred leek vinaigrette',
      );
      await expect(page.getByRole('button', { name: 'Vote', exact: true }).isDisabled()).resolves.toBe(true);
      await expect(page.getByRole('textbox', { name: 'Note' }).isDisabled()).resolves.toBe(true);
    } finally {
      await context.close();
    }
  });

  it("hydrates a judge's vote page without a warning, then opens the vote", async () => {
    const { context, page, url } = await judgeWithRecipe(true);
    try {
      const messages: string[] = [];
      page.on('console', (message) => {
        if (['error', 'warning'].includes(message.type()))
          messages.push(`${message.type()}: ${message.text()}`);
      });
      page.on('pageerror', (error) => messages.push(`page error: ${error.message}`));
      const { firstPaint, scripts } = await paintAndScriptTimes(page, url);
      expect(scripts.filter((startTime) => startTime < (firstPaint ?? 0))).toEqual([]);
      await page.getByRole('button', { name: 'Vote', exact: true }).and(page.locator(':enabled')).waitFor();
      expect(await page.locator('#app').getAttribute('data-server-rendered')).toBe('true');
      expect(messages).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("paints a judge's recipe list from the server and hydrates it without a warning", async () => {
    const closed = await judgeWithRecipe(false);
    try {
      await closed.page.goto(closed.list);
      expect(await closed.page.locator('#app').getAttribute('data-server-rendered')).toBe('true');
      await expect(closed.page.locator('#app').innerText()).resolves.toContain('Charred leek vinaigrette');
    } finally {
      await closed.context.close();
    }
    const open = await judgeWithRecipe(true);
    try {
      const problems = problemsOf(open.page);
      await open.page.goto(open.list, { waitUntil: 'networkidle' });
      await open.page.getByRole('link', { name: 'Start voting' }).click();
      await open.page.waitForURL(/\/vote$/);
      await open.page
        .getByRole('button', { name: 'Vote', exact: true })
        .and(open.page.locator(':enabled'))
        .waitFor();
      expect(problems).toEqual([]);
    } finally {
      await open.context.close();
    }
  });

  /** A registered contestant with a draft of two ingredients, while submissions are open. */
  async function contestantWithDraft() {
    await t.em().getConnection().execute(`update contest_settings set phase = 'open'`);
    t.running.app.get(ContestSettingsService).forget();
    const person = await t.factory.newRegisteredContestant({ name: 'Rosa', lastname: 'Marquez' });
    await t.factory.newDraftRecipe(person.id, BRISKET_TACOS);
    return person;
  }

  async function reopenSoon(): Promise<void> {
    await t.em().getConnection().execute(`update contest_settings set phase = 'coming_soon'`);
    t.running.app.get(ContestSettingsService).forget();
  }

  it('paints the recipe editor from the server with its fields filled, closed until React runs', async () => {
    const person = await contestantWithDraft();
    const { context, page } = await signedIn('user', person.id, false);
    try {
      await page.goto(`${t.baseUrl}/user/recipe`);
      expect(await page.locator('#app').getAttribute('data-server-rendered')).toBe('true');
      await expect(page.getByRole('heading', { level: 1 }).innerText()).resolves.toBe('Your recipe');
      await expect(page.getByLabel('Recipe name').inputValue()).resolves.toBe('Smoked brisket tacos');
      await expect(page.getByLabel('Preparation').inputValue()).resolves.toContain('Smoke the brisket');
      await expect(page.getByTestId('ingredient-item').allInnerTexts()).resolves.toEqual([
        expect.stringContaining('Beef brisket'),
        expect.stringContaining('Corn tortilla'),
      ]);
      // Nothing takes typing or a tap the page's script would not see: no field, no button, no native submit.
      await expect(page.getByLabel('Recipe name').isDisabled()).resolves.toBe(true);
      for (const name of ['Save as draft', 'Submit', 'Add ingredient'])
        await expect(page.getByRole('button', { name, exact: true }).isDisabled()).resolves.toBe(true);
      await page
        .getByRole('button', { name: 'Submit', exact: true })
        .click({ force: true, timeout: 1000 })
        .catch(() => undefined);
      expect(new URL(page.url()).search).toBe('');
    } finally {
      await context.close();
      await reopenSoon();
    }
  });

  it('hydrates the recipe editor without a warning, after its first paint, then saves what is typed', async () => {
    const person = await contestantWithDraft();
    const { context, page } = await signedIn('user', person.id, true);
    try {
      const problems = problemsOf(page);
      const { firstPaint, scripts } = await paintAndScriptTimes(page, `${t.baseUrl}/user/recipe`);
      expect(scripts.filter((startTime) => startTime < (firstPaint ?? 0))).toEqual([]);
      const name = page.getByLabel('Recipe name');
      await name.and(page.locator(':enabled')).waitFor();
      await name.fill('Smoked brisket tacos, salsa roja');
      await page.getByRole('button', { name: 'Save as draft' }).click();
      // The dialog's root has no box of its own: its button is what becomes visible.
      await page.getByRole('dialog', { name: 'Draft version saved!' }).getByRole('button').waitFor();
      const saved = await t.em().findOneOrFail(Recipe, { contestant: person.id });
      expect(saved.name).toBe('Smoked brisket tacos, salsa roja');
      expect(await page.locator('#app').getAttribute('data-server-rendered')).toBe('true');
      expect(problems).toEqual([]);
    } finally {
      await context.close();
      await reopenSoon();
    }
  });

  it("paints an admin's form from the server, closed until React runs, then saves it once hydrated", async () => {
    const admin = await t.factory.newAdmin();
    const em = t.em();
    const domain = em.create(WhitelistedDomain, { domain: 'ssr-partner.test', isActive: true });
    await em.flush();
    const url = `${t.baseUrl}/admins/whitelisted/${domain.id}/edit`;
    const closed = await signedIn('admin', admin.id, false);
    try {
      await closed.page.goto(url);
      expect(await closed.page.locator('#app').getAttribute('data-server-rendered')).toBe('true');
      await expect(closed.page.getByRole('textbox', { name: 'Domain' }).inputValue()).resolves.toBe(
        'ssr-partner.test',
      );
      await expect(closed.page.getByRole('textbox', { name: 'Domain' }).isDisabled()).resolves.toBe(true);
      await expect(closed.page.getByRole('button', { name: 'Save changes' }).isDisabled()).resolves.toBe(
        true,
      );
    } finally {
      await closed.context.close();
    }
    const open = await signedIn('admin', admin.id, true);
    try {
      const problems = problemsOf(open.page);
      await open.page.goto(url, { waitUntil: 'networkidle' });
      await open.page.getByRole('textbox', { name: 'Domain' }).fill('ssr-partner.example');
      await open.page.getByRole('button', { name: 'Save changes' }).click();
      await open.page.getByRole('dialog', { name: 'Whitelisted saved' }).getByRole('button').waitFor();
      await expect(t.em().findOneOrFail(WhitelistedDomain, { id: domain.id })).resolves.toMatchObject({
        domain: 'ssr-partner.example',
      });
      expect(problems).toEqual([]);
    } finally {
      await open.context.close();
    }
  });

  it('has a server render for every page but the development mailbox', async () => {
    const root = resolve('resources/js/pages');
    const components = (readdirSync(root, { recursive: true }) as string[])
      .filter((file) => file.endsWith('.tsx'))
      .map((file) => file.replace(/\.tsx$/, ''))
      .sort();
    const ssr = (await import(pathToFileURL(resolve('public/ssr/ssr.js')).href)) as {
      canRender(component: string): boolean;
    };
    expect(components.filter((component) => !ssr.canRender(component))).toEqual([
      'dev/mailbox',
      'dev/mailbox-message',
    ]);
  });

  it('asks for the scripts of a page the browser renders (the development mailbox) at once', async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.desktop });
    try {
      const html = await (await context.request.get(`${t.baseUrl}/dev/mailbox`)).text();
      expect(html).toContain('<div id="app" data-page="');
      expect(html).not.toContain('data-server-rendered');
      // Its scripts paint it, so they are asked for at once, before any paint.
      const { firstPaint, scripts } = await paintAndScriptTimes(
        await context.newPage(),
        `${t.baseUrl}/dev/mailbox`,
      );
      expect(scripts.length).toBeGreaterThan(0);
      expect(Math.min(...scripts)).toBeLessThan(firstPaint ?? Infinity);
    } finally {
      await context.close();
    }
  });
});
