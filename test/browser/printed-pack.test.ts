/// <reference lib="dom" />
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { browserSuite, newPage, screenshot, storeChefPictures, VIEWPORTS } from '../support/browser.js';
import { pdfPages } from '../support/pdf.js';

/** Clicks a download link and answers the file's name and text. */
async function downloaded(page: Page, name: string): Promise<{ file: string; text: string }> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name }).click(),
  ]);
  const bytes = await readFile((await download.path())!);
  return { file: download.suggestedFilename(), text: (await pdfPages(bytes)).join('\n') };
}

/** The page scrolls sideways by no more than a pixel. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(1);
}

describe('The printed pack in Chromium', () => {
  const { t, browser, signIn } = browserSuite({ settings: { second_round_open: true, blind_judging: true } });

  it("the admin downloads the live final's pack from its page and a recipe's card from its review, at 375 and 1280 px", async () => {
    const admin = await t.factory.newAdmin();
    await t.factory.newJudge({ stage: 'second' });
    const { dish } = await storeChefPictures(t, 7);
    const recipes = [];
    for (const [first, name] of [
      ['Maria', 'Charred leek vinaigrette'],
      ['Omar', 'Smoked trout rillettes'],
    ])
      recipes.push(
        await t.factory.newSubmittedRecipe({
          status: 'approved',
          isFinalist: true,
          isSecondComplete: true,
          name,
          contestantName: first,
          contestantLastname: 'Finalist',
          recipeImage: dish,
        }),
      );
    await t.em().getConnection().execute(`update contest_settings set live_final = true where id = 1`);

    for (const [size, viewport] of [
      ['phone', VIEWPORTS.phone],
      ['desktop', { width: 1280, height: 900 }],
    ] as const) {
      const { page, context } = await newPage(browser, viewport);
      await signIn(page, 'admin', admin.id);
      await page.goto(`${t.baseUrl}/admins/final`);
      await page.getByRole('heading', { name: 'Printed pack' }).waitFor();
      await expectNoSidewaysScroll(page);
      await screenshot(page, `printed-pack-final-${size}`);
      if (size === 'desktop') {
        const book = await downloaded(page, "Finalists' entry book (PDF)");
        expect(book.file).toMatch(/^finalists-entry-book-\d{4}\.pdf$/);
        expect(book.text).toContain('Smoked trout rillettes');
        expect(book.text).not.toContain('Omar');
        expect((await downloaded(page, "Judges' score sheets (PDF)")).text).toContain('Creativity');
        expect((await downloaded(page, 'Plate labels (PDF)')).text).toContain('Allergens not declared');
      }

      await page.goto(`${t.baseUrl}/admins/results?round=second`);
      await page.getByRole('heading', { name: 'Final ranking (live final)' }).waitFor();
      await page.getByTestId('printed-pack').waitFor();
      await expectNoSidewaysScroll(page);
      await screenshot(page, `printed-pack-results-${size}`);

      await page.goto(`${t.baseUrl}/admins/dashboard/recipe/${recipes[0].id}`);
      await page.getByTestId('recipe-card-link').waitFor();
      await expectNoSidewaysScroll(page);
      await screenshot(page, `printed-pack-review-${size}`);
      if (size === 'phone') {
        const card = await downloaded(page, 'Recipe card (PDF)');
        expect(card.file).toBe('recipe-card-charred-leek-vinaigrette.pdf');
        expect(card.text).toContain('Charred leek vinaigrette');
      }
      await context.close();
    }
  });

  it('a contestant downloads their recipe card from their recipe page once it is submitted', async () => {
    const recipe = await t.factory.newSubmittedRecipe({
      status: 'approved',
      name: 'Sesame-crusted tuna',
      ingredients: [
        {
          ingredient: 'Tuna loin',
          measure: 'Pound',
          quantity: '0.4',
          cost_unit: '9.50',
          allergens: ['fish'],
        },
        {
          ingredient: 'Sesame seeds',
          measure: 'Tablespoon',
          quantity: '2',
          cost_unit: '0.15',
          allergens: ['sesame'],
        },
      ],
    });
    const { page, context } = await newPage(browser, VIEWPORTS.phone);
    await signIn(page, 'user', recipe.contestant.id);
    await page.goto(`${t.baseUrl}/user/recipe/view`);
    await page.getByTestId('recipe-card-download').waitFor();
    await expectNoSidewaysScroll(page);
    await screenshot(page, 'printed-pack-contestant-phone');
    const card = await downloaded(page, 'Download recipe card (PDF)');
    expect(card.file).toBe('recipe-card-sesame-crusted-tuna.pdf');
    expect(card.text).toContain('Contains: Fish, Sesame');
    await context.close();
  });
});
