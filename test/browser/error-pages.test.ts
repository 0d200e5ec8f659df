/// <reference lib="dom" />
import type { Page } from 'playwright-core';
import { newPage, VIEWPORTS, browserSuite } from '../support/browser.js';

describe('Error pages in Chromium', () => {
  const { t, browser, signIn } = browserSuite();

  /** The area named in the header's pill ('Judges', 'Administration', 'Contestants'), or null on the public site. */
  const areaOf = (page: Page) =>
    page.evaluate(() => {
      const pill = [...document.querySelectorAll('header span')].find((span) =>
        /^(judges|administration|contestants)$/i.test(span.textContent?.trim() ?? ''),
      );
      return pill?.textContent?.trim() ?? null;
    });

  it.each([
    [
      'a judge',
      'judge',
      '/judges/dashboard/recipe/999999/vote',
      'Judges',
      'Back to the recipes',
      '/judges/dashboard',
    ],
    [
      'an admin',
      'admin',
      '/admins/dashboard/recipe/999999',
      'Administration',
      'Back to the dashboard',
      '/admins/dashboard',
    ],
    ['a contestant', 'user', '/past-editions/1066', 'Contestants', 'Back to your recipe', '/user/recipe'],
  ] as const)(
    'keeps %s in their own area, with the way back to their work',
    async (_, audience, path, area, label, href) => {
      const person =
        audience === 'judge'
          ? await t.factory.newJudge()
          : audience === 'admin'
            ? await t.factory.newAdmin()
            : await t.factory.newRegisteredContestant();
      const { context, page } = await newPage(browser, VIEWPORTS.phone);
      await signIn(page, audience, person.id);
      const response = await page.goto(`${t.baseUrl}${path}`);
      // 404, or the judges' 403 while their round is closed: either way an error page.
      expect([403, 404]).toContain(response?.status());
      await page.getByTestId('error-status').waitFor();
      expect(await areaOf(page)).toBe(area);
      const back = page.getByTestId('error-back');
      expect([await back.innerText(), await back.getAttribute('href')]).toEqual([label, href]);
      await context.close();
    },
  );

  it('gives a visitor the public site and the way home', async () => {
    const { context, page } = await newPage(browser, VIEWPORTS.phone);
    const response = await page.goto(`${t.baseUrl}/no-such-page`);
    expect(response?.status()).toBe(404);
    await page.getByTestId('error-status').waitFor();
    expect(await areaOf(page)).toBeNull();
    const back = page.getByTestId('error-back');
    expect([await back.innerText(), await back.getAttribute('href')]).toEqual(['Back to home', '/']);
    await context.close();
  });
});
