/// <reference lib="dom" />
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { Recipe } from '../../src/recipes/recipe.entity.js';
import { newPage, screenshot, VIEWPORTS, browserSuite } from '../support/browser.js';

/** Real HEIC files made with Debian's heif-enc (scripts/make-heic-fixtures.mjs). */
const fixture = (name: string) => fileURLToPath(new URL(`../fixtures/heic/${name}`, import.meta.url));

/** The natural size of the image shown in a dropzone, once it has loaded. */
async function shownSize(page: Page, alt: string): Promise<[number, number]> {
  const image = page.getByAltText(alt);
  await image.waitFor();
  await page.waitForFunction(
    (text) => (document.querySelector(`img[alt="${text}"]`) as HTMLImageElement | null)?.naturalWidth,
    alt,
  );
  return image.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]);
}

describe('iPhone photos in the recipe editor, in Chromium', () => {
  const { t, browser, signIn } = browserSuite({ settings: { phase: 'open' } });

  it('takes a HEIC photo and headshot on a phone, and shows them upright once the draft is saved', async () => {
    const person = await t.factory.newRegisteredContestant({ name: 'Rosa', lastname: 'Marquez' });
    const { context, page } = await newPage(browser, VIEWPORTS.phone);
    await signIn(page, 'user', person.id);
    await page.goto(`${t.baseUrl}/user/recipe`);
    await page.getByRole('heading', { level: 1, name: 'Your recipe' }).waitFor();
    await page.getByLabel('Recipe name').fill('Green pozole bowl');

    // The file input offers HEIC photos, and the hint of the specification stays as it is.
    const recipeInput = page.locator('input[name="recipe"]');
    expect(await recipeInput.getAttribute('accept')).toContain('image/heic');
    expect(await page.getByTestId('recipe-dropzone').innerText()).toContain('PNG, JPG up to 10Mb');

    // A portrait stored sideways with a rotation, and a headshot with a GPS position.
    await recipeInput.setInputFiles(fixture('portrait-irot.heic'));
    await page.locator('input[name="headshot"]').setInputFiles(fixture('gps.heic'));
    // Chromium cannot show a HEIC: the dropzone says so, with the file's name, and no error.
    const recipeZone = page.getByTestId('recipe-dropzone');
    await page.getByTestId('recipe-no-preview').waitFor();
    await page.getByTestId('headshot-no-preview').waitFor();
    expect(await page.getByTestId('recipe-no-preview').innerText()).toBe(
      'This browser cannot show this photo; it appears here once saved.',
    );
    expect(await recipeZone.innerText()).toContain('portrait-irot.heic');
    expect(await page.getByTestId('recipe-error').count()).toBe(0);
    expect(await page.getByTestId('headshot-error').count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await screenshot(page, 'heic-375-chosen');

    await page.getByRole('button', { name: 'Save as draft' }).click();
    const saved = page.getByRole('dialog', { name: 'Draft version saved!' });
    await saved.getByRole('button', { name: 'Accept' }).click();
    await saved.waitFor({ state: 'detached' });

    // The server's JPEG replaces the placeholder: the portrait upright, taller than wide.
    expect(await shownSize(page, 'Recipe image preview')).toEqual([48, 64]);
    expect(await shownSize(page, 'Headshot image preview')).toEqual([64, 48]);
    expect(await page.getByTestId('recipe-no-preview').count()).toBe(0);
    expect(await recipeZone.innerText()).toContain('Current image');
    await screenshot(page, 'heic-375-saved');

    const recipe = await t.em().findOneOrFail(Recipe, { contestant: person.id });
    expect(recipe.recipeImage).not.toBeNull();
    expect(recipe.headshotImage).not.toBeNull();

    // A file that is not an image, even named .heic, is refused by the server with the usual message.
    await recipeInput.setInputFiles({
      name: 'IMG_0002.heic',
      mimeType: 'image/heic',
      buffer: Buffer.from('not a photo, just text\n'.repeat(40)),
    });
    await page.getByRole('button', { name: 'Save as draft' }).click();
    await page.getByTestId('recipe-error').getByText('File is of invalid type').waitFor();
    expect(await page.getByTestId('recipe-error').innerText()).toContain('Expects JPG, PNG or HEIC');
    await context.close();
  });
});
