/// <reference lib="dom" />
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { Recipe } from '../../src/recipes/recipe.entity.js';
import { addIngredientRow, newPage, screenshot, VIEWPORTS, browserSuite } from '../support/browser.js';
import { BRISKET_TACOS } from '../support/recipes.js';

const HELP_EMAIL = 'help@recipe-contest.local';

describe('Recipe editor in Chromium', () => {
  const { t, browser, signIn } = browserSuite({ settings: { phase: 'open', help_email: HELP_EMAIL } });

  async function rowTotals(page: Page): Promise<string[]> {
    return page.getByTestId('row-total').allInnerTexts();
  }

  it('builds a recipe on a phone, saves a draft, finishes it on a large screen and submits it', async () => {
    const person = await t.factory.newRegisteredContestant({ name: 'Rosa', lastname: 'Marquez' });
    const { context, page } = await newPage(browser, VIEWPORTS.phone);
    await signIn(page, 'user', person.id);
    await page.goto(`${t.baseUrl}/user/recipe`);
    await page.getByRole('heading', { level: 1, name: 'Your recipe' }).waitFor();
    expect(await page.getByTestId('top-actions').isVisible()).toBe(false);

    await page.getByLabel('Recipe name').fill('Green pozole bowl');
    await page.getByLabel('Recipe description').fill('Hominy, chicken and tomatillo in a bright broth.');
    await page.getByLabel('Preparation').fill('Simmer the chicken.\n\nAdd hominy and salsa.');
    await page.getByLabel(/I have read and accept the/).check();

    // Submitting without ingredients and images: three problems, counted in the summary, which takes the focus.
    await page.getByRole('button', { name: 'Submit' }).click();
    const alert = page.getByTestId('form-alert');
    await alert.getByText('There were 3 errors in your submission').waitFor();
    expect(
      await page.evaluate(() =>
        document.activeElement?.contains(document.querySelector('[data-testid="form-alert"]')),
      ),
    ).toBe(true);
    expect(await page.getByTestId('ingredients-error').innerText()).toBe('The field is required');
    expect(await page.getByTestId('recipe-error').innerText()).toContain('The recipe image is required');
    expect(await page.getByTestId('headshot-error').innerText()).toContain('The headshot image is required');
    expect(await page.getByRole('dialog').count()).toBe(0);
    await screenshot(page, 'recipe-375-errors');

    // The modal refuses an empty row, and its decimal fields keep only digits and one point.
    await page.getByRole('button', { name: 'Add ingredient' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add ingredient' });
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    expect(await dialog.getByText('This field is required').count()).toBe(4);
    await dialog.getByLabel('Quantity').pressSequentially('a4.2.5x');
    expect(await dialog.getByLabel('Quantity').inputValue()).toBe('4.25');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });

    await addIngredientRow(page, { ingredient: 'Chicken thigh', unit: 'Ounce', quantity: '4', cost: '0.19' });
    await addIngredientRow(page, { ingredient: 'White hominy', unit: 'Cup', quantity: '0.5', cost: '0.35' });
    await addIngredientRow(page, {
      ingredient: 'Tomatillo salsa',
      unit: 'Fluid Ounce',
      quantity: '2',
      cost: '0.125',
    });
    expect(await page.getByTestId('ingredients-table').count()).toBe(0);
    expect(await page.getByTestId('ingredient-item').count()).toBe(3);
    expect(await rowTotals(page)).toEqual(['$0.760', '$0.175', '$0.250']);
    expect(await page.getByTestId('total-cost').innerText()).toBe('$1.185');

    // Select-all selects every row; cancelling the modal keeps them.
    await page.getByLabel('Select all').check();
    await page.getByRole('button', { name: 'Delete (3)' }).click();
    const confirmDelete = page.getByRole('dialog', { name: 'Delete selected rows' });
    await confirmDelete
      .getByText(
        'Are you sure you want to delete these rows? Data will be removed from the ingredients table. This action cannot be undone.',
      )
      .waitFor();
    await confirmDelete.getByRole('button', { name: 'Cancel' }).click();
    await confirmDelete.waitFor({ state: 'detached' });
    expect(await page.getByTestId('ingredient-item').count()).toBe(3);
    await page.getByLabel('Select all').uncheck();

    // One row selected and deleted through the modal.
    await page.getByLabel('Select White hominy').check();
    await page.getByRole('button', { name: 'Delete (1)' }).click();
    await page
      .getByRole('dialog', { name: 'Delete selected rows' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(await page.getByTestId('ingredient-item').count()).toBe(2);
    expect(await rowTotals(page)).toEqual(['$0.760', '$0.250']);
    expect(await page.getByTestId('total-cost').innerText()).toBe('$1.010');
    expect(await page.getByRole('button', { name: /^Delete \(/ }).count()).toBe(0);

    // Editing a row through the same modal.
    await page.getByRole('button', { name: /^Tomatillo salsa/ }).click();
    await page.getByRole('button', { name: 'Edit Tomatillo salsa' }).click();
    const editDialog = page.getByRole('dialog', { name: 'Edit ingredient' });
    await editDialog.getByLabel('Quantity').fill('3');
    await editDialog.getByRole('button', { name: 'Save' }).click();
    await editDialog.waitFor({ state: 'detached' });
    expect(await rowTotals(page)).toEqual(['$0.760', '$0.375']);
    await screenshot(page, 'recipe-375-list');

    await page.getByRole('button', { name: 'Save as draft' }).click();
    const saved = page.getByRole('dialog', { name: 'Draft version saved!' });
    await saved
      .getByText('We saved a draft version of your recipe. Come back later to complete your submission.')
      .waitFor();
    await saved.getByRole('button', { name: 'Accept' }).click();
    await saved.waitFor({ state: 'detached' });
    const draft = await t.em().findOneOrFail(Recipe, { contestant: person.id });
    expect(draft.ingredients.map((row) => row.ingredient)).toEqual(['Chicken thigh', 'Tomatillo salsa']);
    expect(draft.isComplete).toBe(false);

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Your recipe' }).waitFor();
    expect(await page.getByLabel('Recipe name').inputValue()).toBe('Green pozole bowl');
    expect(await page.getByTestId('ingredient-item').allInnerTexts()).toEqual([
      expect.stringContaining('Chicken thigh'),
      expect.stringContaining('Tomatillo salsa'),
    ]);
    expect(await page.getByTestId('total-cost').innerText()).toBe('$1.135');

    // A tablet is still under 1024px: the list stays.
    await page.setViewportSize(VIEWPORTS.tablet);
    expect(await page.getByTestId('ingredient-item').count()).toBe(2);
    expect(await page.getByTestId('ingredients-table').count()).toBe(0);
    await screenshot(page, 'recipe-768-draft');

    // On a large screen: the full table, and the buttons at the top as well.
    await page.setViewportSize({ width: 1280, height: 900 });
    const table = page.getByTestId('ingredients-table');
    await table.waitFor();
    expect(await page.getByTestId('ingredients-list').count()).toBe(0);
    expect(await table.getByLabel('Ingredient, row 1').inputValue()).toBe('Chicken thigh');
    expect(await table.getByLabel('Unit, row 2', { exact: true }).inputValue()).toBe('Fluid');
    expect(await table.getByLabel('Quantity, row 2').inputValue()).toBe('3');
    expect(await page.getByTestId('top-actions').isVisible()).toBe(true);
    await table.getByLabel('Cost per unit, row 1').fill('0.2');
    expect(await rowTotals(page)).toEqual(['$0.800', '$0.375']);
    expect(await page.getByTestId('total-cost').innerText()).toBe('$1.175');

    const dish = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#3a7d44' } })
      .png()
      .toBuffer();
    const face = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#c9803c' } })
      .jpeg()
      .toBuffer();
    await page
      .locator('input[name="recipe"]')
      .setInputFiles({ name: 'dish.png', mimeType: 'image/png', buffer: dish });
    await page
      .locator('input[name="headshot"]')
      .setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: face });
    await page.getByAltText('Recipe image preview').waitFor();
    await page.getByAltText('Headshot image preview').waitFor();
    // A file of another type is refused on the spot.
    await page
      .locator('input[name="recipe"]')
      .setInputFiles({ name: 'menu.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7') });
    await page.getByTestId('recipe-error').getByText('File is of invalid type').waitFor();
    expect(await page.getByTestId('recipe-error').innerText()).toContain('Expects JPG, PNG or HEIC');
    await page
      .locator('input[name="recipe"]')
      .setInputFiles({ name: 'dish.png', mimeType: 'image/png', buffer: dish });
    expect(await page.getByTestId('recipe-error').count()).toBe(0);
    await page.getByLabel(/I have read and accept the/).check();
    await screenshot(page, 'recipe-1280-table');

    await page.getByTestId('top-actions').getByRole('button', { name: 'Submit' }).click();
    // No row is marked, "contains none" is not checked and no menu price is given: the editor asks first, and the
    // contest only asks.
    const askAllergens = page.getByRole('dialog', { name: 'Declare the allergens and a menu price?' });
    await askAllergens.getByRole('button', { name: 'Submit without them' }).click();
    await askAllergens.waitFor({ state: 'detached' });
    const confirmSubmit = page.getByRole('dialog', { name: 'Confirm your submission' });
    await confirmSubmit
      .getByText(
        'Recipe submission is final. No edits are permitted beyond this point. Do you want to continue?',
      )
      .waitFor();
    await confirmSubmit.getByRole('button', { name: 'Submit' }).click();
    const thanks = page.getByRole('dialog', { name: 'Thanks for your submission!' });
    await thanks.getByText(/live judging discussion/).waitFor();
    await thanks.getByRole('button', { name: 'Accept' }).click();

    // Submitted, the editor reads as the finished recipe: no field, and no button that does nothing.
    await page.getByRole('heading', { level: 1, name: 'Recipe submitted!' }).waitFor();
    const submittedView = page.getByTestId('submitted-recipe');
    await submittedView.getByRole('heading', { name: 'Green pozole bowl' }).waitFor();
    expect(await page.locator('main').locator('input, select, textarea, button').count()).toBe(0);
    await screenshot(page, 'recipe-1280-submitted');

    // Reloaded, the stored images are shown from their addresses.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Recipe submitted!' }).waitFor();
    for (const name of ['Green pozole bowl', 'Your headshot']) {
      const image = submittedView.getByAltText(name);
      await image.waitFor();
      expect(await image.getAttribute('src')).toMatch(/^\/media\/[a-f0-9]{32}\/large\.webp$/);
      expect(
        await image.evaluate((element: HTMLImageElement) =>
          element.decode().then(() => element.naturalWidth),
        ),
      ).toBeGreaterThan(0);
    }

    const submitted = await t.em().findOneOrFail(Recipe, { contestant: person.id });
    expect(submitted).toMatchObject({ isComplete: true, name: 'Green pozole bowl' });
    expect(submitted.ingredients.map((row) => row.cost_unit)).toEqual(['0.2', '0.125']);
    expect(submitted.recipeImage).toMatch(/^[a-f0-9]{32}$/);
    expect(submitted.headshotImage).toMatch(/^[a-f0-9]{32}$/);
    await context.close();
  });

  it('shows the read-only view with its totals, and the attention banner linking to the profile', async () => {
    const person = await t.factory.newRegisteredContestant({
      typeuser: 'sodexo',
      supervisor: 'waiting',
      name: 'Luis',
      lastname: 'Ortega',
      managerEmail: null,
    });
    await t.factory.newDraftRecipe(person.id, BRISKET_TACOS);

    for (const viewport of [VIEWPORTS.phone, VIEWPORTS.tablet, { width: 1280, height: 900 }]) {
      const { context, page } = await newPage(browser, viewport);
      await signIn(page, 'user', person.id);
      await page.goto(`${t.baseUrl}/user/recipe/view`);
      await page.getByRole('heading', { level: 1, name: 'Smoked brisket tacos' }).waitFor();
      expect(await page.getByText('Luis Ortega').count()).toBe(1);
      expect(await page.getByTestId('total-cost').innerText()).toBe('$2.310');
      const banner = page.getByTestId('attention-banner');
      expect(await banner.getByRole('link', { name: 'Go to my profile' }).getAttribute('href')).toBe(
        '/user/profile',
      );
      await screenshot(page, `recipe-view-${viewport.width}`);
      await context.close();
    }
  });

  it('offers the upload again when a stored image cannot be loaded', async () => {
    const person = await t.factory.newRegisteredContestant({ name: 'Ada', lastname: 'Stone' });
    const em = t.em();
    em.create(Recipe, {
      contestant: person.id,
      name: 'Lost picture pie',
      // A key whose files are gone: its address answers 404.
      recipeImage: 'f'.repeat(32),
    });
    await em.flush();
    for (const viewport of [VIEWPORTS.phone, VIEWPORTS.tablet, { width: 1280, height: 900 }]) {
      const { context, page } = await newPage(browser, viewport);
      await signIn(page, 'user', person.id);
      const imageRequest = page.waitForRequest((request) =>
        request.url().includes(`/media/${'f'.repeat(32)}/`),
      );
      await page.goto(`${t.baseUrl}/user/recipe`);
      // Section 7: every request the page makes says it is script-made, the stored image's too.
      expect((await imageRequest).headers()['x-requested-with']).toBe('XMLHttpRequest');
      const dropzone = page.getByTestId('recipe-dropzone');
      await dropzone.getByText('The stored image could not be loaded. Upload it again.').waitFor();
      expect(await dropzone.getByText('Upload a file').count()).toBe(1);
      await dropzone.scrollIntoViewIfNeeded();
      await screenshot(page, `recipe-image-not-loaded-${viewport.width}`);
      await context.close();
    }
  });

  it('locks the form of a contestant whose supervisor declined, after telling them', async () => {
    const person = await t.factory.newRegisteredContestant({ typeuser: 'sodexo', supervisor: 'rejected' });
    const { context, page } = await newPage(browser, VIEWPORTS.phone);
    await signIn(page, 'user', person.id);
    await page.goto(`${t.baseUrl}/user/recipe`);
    const modal = page.getByRole('dialog', { name: 'Application rejected' });
    await modal
      .getByText('Unfortunately, your supervisor has rejected his/her approval of your submission.')
      .waitFor();
    await modal.getByRole('button', { name: 'Accept' }).click();
    await modal.waitFor({ state: 'detached' });
    expect(await page.getByLabel('Recipe name').isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Save as draft' }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Submit' }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Add ingredient' }).count()).toBe(0);
    expect(await page.locator('input[name="recipe"]').isDisabled()).toBe(true);
    await context.close();
  });
});
