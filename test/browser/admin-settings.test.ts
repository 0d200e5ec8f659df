/// <reference lib="dom" />
import type { Page } from 'playwright-core';
import { Contestant } from '../../src/contestants/contestant.entity.js';
import { Vote } from '../../src/judging/vote.entity.js';
import type { Recipe } from '../../src/recipes/recipe.entity.js';
import { newPage, screenshot, VIEWPORTS, browserSuite } from '../support/browser.js';

const PASSWORD = 'admin password';

describe('Admin settings and results in Chromium', () => {
  let adminEmail: string;
  let recipes: Recipe[];
  const { t, browser, signInWithPassword } = browserSuite({
    settings: { phase: 'coming_soon' },
    prepare: async (app) => {
      adminEmail = (await app.factory.newAdmin({ password: PASSWORD })).email;
      const names = ['Smoked trout rillettes', 'Charred leek vinaigrette', 'Citrus-glazed pork belly'];
      recipes = [];
      for (const [index, name] of names.entries()) {
        recipes.push(
          await app.factory.newSubmittedRecipe({
            status: 'approved',
            name,
            contestantName: ['Maria', 'Jamal', 'Ana'][index],
            contestantLastname: ['Lopez', 'Carter', 'Souza'][index],
          }),
        );
      }
      const em = app.em();
      const stars = [
        [4.5, 4, 3],
        [3.5, 3, 2],
      ];
      for (const [judgeIndex, row] of stars.entries()) {
        const judge = await app.factory.newJudge({ email: `panel-${judgeIndex}-${Date.now()}@example.com` });
        row.forEach((value, index) =>
          em.create(Vote, {
            judge: judge.id,
            recipe: recipes[index].id,
            stage: 'first',
            creativity: String(value),
            appearance: String(value),
            ingredients: String(value),
            deployability: String(value),
            profitability: index === 2 ? 0 : 5,
            note: 'Well seasoned',
            votedAt: new Date(),
          }),
        );
      }
      await em.flush();
    },
  });

  async function signIn(page: Page) {
    await signInWithPassword(page, 'admins', adminEmail, PASSWORD);
  }

  it("changes the phase to closed, and the landing page shows 'The submission window is now closed!'", async () => {
    const { context, page } = await newPage(browser, VIEWPORTS.desktop);
    await signIn(page);
    await page
      .getByRole('navigation', { name: 'Administration' })
      .getByRole('link', { name: 'Settings' })
      .click();
    await page.waitForURL(/\/admins\/settings$/);
    await page.getByRole('heading', { name: 'Contest settings' }).waitFor();

    await page.getByRole('combobox', { name: 'Phase' }).selectOption('closed');
    await page.getByRole('switch', { name: /Show the call-to-action/ }).click();
    await page.getByLabel('Button text').fill('Watch the live final');
    await page.getByLabel('Button address').fill('https://example.com/final');
    await page.getByTestId('save-settings').click();
    const modal = page.getByTestId('modal');
    await modal.getByText('Settings saved').waitFor();
    // Section 9: "Modal fade 0.3s" (the suite's pages ask for reduced motion, which turns the fade off).
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    expect(await modal.evaluate((element) => getComputedStyle(element).transitionDuration)).toBe('0.3s');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await screenshot(page, 'admin-settings-saved-desktop');
    await modal.getByRole('button', { name: 'Accept' }).click();
    await modal.waitFor({ state: 'detached' });
    await screenshot(page, 'admin-settings-desktop');

    // A FAQ row, added through its dialog, is listed at once.
    await page.getByTestId('faq-add').click();
    const dialog = page.getByRole('dialog', { name: 'Add question' });
    await dialog.getByLabel('Question').fill('Who can enter?');
    await dialog
      .getByLabel('Answer')
      .fill('Chefs and cooks. Write to <a href="mailto:help@example.com">us</a>.');
    await screenshot(page, 'admin-settings-faq-dialog');
    await dialog.getByRole('button', { name: 'Save' }).click();
    const saved = page.getByRole('dialog', { name: 'Settings saved' });
    await saved.getByRole('button', { name: 'Accept' }).click();
    await page.getByTestId('faq-rows').getByText('Who can enter?').waitFor();

    await page.goto(`${t.baseUrl}/`);
    const intro = page.getByTestId('intro');
    await intro.waitFor();
    expect(await intro.getAttribute('data-variant')).toBe('closed');
    await expect(intro.innerText()).resolves.toContain('The submission window is now closed!');
    await expect(intro.innerText()).resolves.toContain('Watch the live final');
    await page.getByText('Who can enter?').waitFor();
    await context.close();
  });

  it('shows an invalid help e-mail on its field and saves nothing', async () => {
    const { context, page } = await newPage(browser, VIEWPORTS.phone);
    await signIn(page);
    await page.goto(`${t.baseUrl}/admins/settings`);
    await page.getByLabel('Help e-mail').fill('not-an-address');
    await page.getByTestId('save-settings').click();
    await page.getByTestId('help_email-error').getByText('This field must be a valid email').waitFor();
    await expect(page.getByTestId('form-alert').first().innerText()).resolves.toContain(
      'There was 1 error in your submission',
    );
    await screenshot(page, 'admin-settings-phone');
    await context.close();
  });

  it('marks two finalists from the ranking', async () => {
    const { context, page } = await newPage(browser, VIEWPORTS.desktop);
    await signIn(page);
    await page
      .getByRole('navigation', { name: 'Administration' })
      .getByRole('link', { name: 'Results' })
      .click();
    await page.waitForURL(/\/admins\/results$/);
    const table = page.getByTestId('ranking-table');
    await table.waitFor();
    const first = table.getByTestId(`ranking-row-${recipes[0].id}`);
    const second = table.getByTestId(`ranking-row-${recipes[1].id}`);
    // The ranking's order: the trout (raw mean 21 pts) above the leek (19).
    await expect(table.locator('tbody tr').first().innerText()).resolves.toContain('Smoked trout rillettes');

    await first.getByRole('button', { name: /Non Finalist/ }).click();
    await first.getByRole('button', { name: /: Finalist/ }).waitFor();
    await second.getByRole('button', { name: /Non Finalist/ }).click();
    await second.getByRole('button', { name: /: Finalist/ }).waitFor();
    await screenshot(page, 'admin-results-desktop');

    const marked = await t.em().find(Contestant, { isFinalist: true }, { orderBy: { id: 'asc' } });
    const expected = [recipes[0], recipes[1]].map((recipe) => recipe.contestant.id);
    expect(marked.map((contestant) => contestant.id)).toEqual(expected);

    // Still marked after a reload: the flag is stored, not only drawn.
    await page.reload();
    await table.waitFor();
    await expect(first.getByTestId('finalist-toggle').getAttribute('aria-pressed')).resolves.toBe('true');
    await context.close();
  });

  it('lays the results out on a phone and a tablet', async () => {
    for (const [name, viewport] of [
      ['phone', VIEWPORTS.phone],
      ['tablet', VIEWPORTS.tablet],
    ] as const) {
      const { context, page } = await newPage(browser, viewport);
      await signIn(page);
      await page.goto(`${t.baseUrl}/admins/results`);
      await page.getByTestId('ranking-table').waitFor();
      await screenshot(page, `admin-results-${name}`);
      // The wide tables scroll inside their own frame; the page itself never scrolls sideways.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await page.goto(`${t.baseUrl}/admins/settings`);
      await page.getByRole('heading', { name: 'Contest settings' }).waitFor();
      await screenshot(page, `admin-settings-${name}-page`);
      await context.close();
    }
  });
});
