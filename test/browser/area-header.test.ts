/// <reference lib="dom" />
import type { Page } from 'playwright-core';
import { newPage, browserSuite } from '../support/browser.js';

/** The boxes of the header's items that overlap another one, and those cut by the window's edge. */
function headerProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const header = document.querySelector('header')!;
    const items = [...header.querySelectorAll<HTMLElement>('a, button, span')].filter((element) => {
      const box = element.getBoundingClientRect();
      return box.width > 1 && box.height > 1 && getComputedStyle(element).visibility !== 'hidden';
    });
    const name = (element: HTMLElement) =>
      `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 30)}"`;
    const problems: string[] = [];
    for (const [index, first] of items.entries()) {
      const a = first.getBoundingClientRect();
      if (a.left < 0 || a.right > window.innerWidth) problems.push(`${name(first)} is cut by the edge`);
      for (const second of items.slice(index + 1)) {
        if (first.contains(second) || second.contains(first)) continue;
        const b = second.getBoundingClientRect();
        const width = Math.min(a.right, b.right) - Math.max(a.left, b.left);
        const height = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
        if (width > 1 && height > 1) problems.push(`${name(first)} overlaps ${name(second)}`);
      }
    }
    return problems;
  });
}

describe("A contestant's header in Chromium", () => {
  const { t, browser, signIn } = browserSuite({ settings: { phase: 'open' } });

  it.each([375, 414, 640, 768, 1024, 1280])(
    'shows each item whole, none over another, at %i px (a submitted recipe)',
    async (width) => {
      const recipe = await t.factory.newSubmittedRecipe({
        name: 'Pozole verde',
        contestantName: 'Guadalupe',
        contestantLastname: 'Hernández',
      });
      const { context, page } = await newPage(browser, { width, height: 800 });
      await signIn(page, 'user', recipe.contestant.id);
      for (const path of ['/user/recipe', '/user/recipe/view', '/user/profile', '/']) {
        await page.goto(`${t.baseUrl}${path}`);
        await page.locator('main').waitFor();
        expect({ path, problems: await headerProblems(page) }).toEqual({ path, problems: [] });
      }
      // Where the header has no room for "My recipe", the account menu carries it with its status.
      if (width < 640) {
        await page.goto(`${t.baseUrl}/user/profile`);
        expect(await page.getByTestId('my-recipe-link').isVisible()).toBe(false);
        await page.getByTestId('user-menu-button').click();
        await page.getByRole('menuitem', { name: /My recipe \(.+\)/ }).waitFor();
      }
      await context.close();
    },
  );
});
