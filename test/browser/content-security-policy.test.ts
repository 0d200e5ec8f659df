/// <reference lib="dom" />
import type { Page } from 'playwright-core';
import { newPage, browserSuite } from '../support/browser.js';

/**
 * Every page under the Content-Security-Policy: Chromium reports each blocked script, style or connection as a
 * `securitypolicyviolation` event and a console error; none may appear (issue 10, item 2).
 */
describe('The Content-Security-Policy in Chromium', () => {
  const { t, browser, signIn } = browserSuite({
    settings: { phase: 'open', first_round_open: true, blind_judging: false },
  });

  /** Collects the policy's complaints from the page's start. */
  async function watched(): Promise<{ page: Page; violations: string[]; close: () => Promise<void> }> {
    const { context, page } = await newPage(browser);
    const violations: string[] = [];
    await context.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI} ${event.sample}`);
      });
    });
    page.on('console', (message) => {
      const text = message.text();
      if (message.type() === 'error' && /Content.Security.Policy|CSP violation/i.test(text))
        violations.push(text);
    });
    return { page, violations, close: () => context.close() };
  }

  async function visitAll(page: Page, paths: string[]): Promise<void> {
    for (const path of paths) {
      const response = await page.goto(`${t.baseUrl}${path}`);
      expect(response?.status()).toBe(200);
      expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
      await page.locator('#app *').first().waitFor({ state: 'attached' });
      await page.waitForLoadState('networkidle');
    }
  }

  /** Visits `paths` (signed in as `as` when given) and expects no complaint of the policy on any of them. */
  async function expectNoViolations(
    paths: string[],
    as?: { audience: 'user' | 'judge' | 'admin'; id: number },
  ) {
    const { page, violations, close } = await watched();
    if (as) await signIn(page, as.audience, as.id);
    await visitAll(page, paths);
    await close();
    expect(violations).toEqual([]);
  }

  it('raises no violation on the public pages', async () => {
    await expectNoViolations(['/', '/login', '/judges/login', '/admins/login', '/terms-and-conditions']);
  });

  it("raises no violation on a contestant's pages, the recipe editor among them", async () => {
    const person = await t.factory.newRegisteredContestant();
    await expectNoViolations(['/user/profile', '/user/recipe'], { audience: 'user', id: person.id });
  });

  it("raises no violation on a judge's list and vote page", async () => {
    const judge = await t.factory.newJudge();
    const recipe = await t.factory.newSubmittedRecipe({ status: 'approved' });
    await expectNoViolations(['/judges/dashboard', `/judges/dashboard/recipe/${recipe.id}/vote`], {
      audience: 'judge',
      id: judge.id,
    });
  });

  it("raises no violation on an admin's pages", async () => {
    const admin = await t.factory.newAdmin();
    await expectNoViolations(
      ['/admins/dashboard', '/admins/recipes', '/admins/settings', '/admins/results'],
      {
        audience: 'admin',
        id: admin.id,
      },
    );
  });
});
