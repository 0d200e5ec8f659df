/// <reference lib="dom" />
import type { Page } from 'playwright-core';
import { Judge } from '../../src/auth/judge.entity.js';
import { Recipe } from '../../src/recipes/recipe.entity.js';
import { addIngredientRow, browserSuite, newPage, storeChefPictures, VIEWPORTS } from '../support/browser.js';

describe('Allergens in the browser', () => {
  let pictures: { dish: string; face: string };
  const { t, browser, signIn } = browserSuite({
    settings: { phase: 'open', first_round_open: true },
    prepare: async (app) => {
      pictures = await storeChefPictures(app, 11);
    },
  });

  const recipeOf = (contestantId: number) => t.em().fork().findOne(Recipe, { contestant: contestantId });
  const allergensCard = (page: Page) => page.locator('#recipe-allergens');

  it('suggests marks from the name as it is typed on a phone, and takes the contestant’s changes', async () => {
    const person = await t.factory.newRegisteredContestant();
    const { context, page } = await newPage(browser, VIEWPORTS.phone);
    await signIn(page, 'user', person.id);
    await page.goto(`${t.baseUrl}/user/recipe`);
    await page.getByRole('heading', { level: 1, name: 'Your recipe' }).waitFor();

    await page.getByRole('button', { name: 'Add ingredient' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add ingredient' });
    await dialog.getByLabel('Ingredient').fill('Feta crumbles');
    // Marked as the name is typed, before the row is added.
    await expect(dialog.getByRole('checkbox', { name: 'Milk' }).isChecked()).resolves.toBe(true);
    await expect(dialog.getByRole('checkbox', { name: 'Sesame' }).isChecked()).resolves.toBe(false);
    await dialog.getByLabel('Unit', { exact: true }).selectOption({ label: 'Ounce' });
    await dialog.getByLabel('Quantity').fill('1');
    await dialog.getByLabel('Cost per unit').fill('0.5');
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await addIngredientRow(page, { ingredient: 'Tahini', unit: 'Tablespoon', quantity: '1', cost: '0.3' });

    const card = allergensCard(page);
    await expect(card.getByTestId('allergen-line').textContent()).resolves.toBe('Contains: Milk, Sesame');
    // The card fits the phone: nothing scrolls sideways.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    // The contestant knows better: this feta is vegan.
    const feta = card.getByTestId('allergen-row').filter({ hasText: 'Feta crumbles' });
    await feta.getByRole('checkbox', { name: 'Milk' }).uncheck();
    await expect(card.getByTestId('allergen-line').textContent()).resolves.toBe('Contains: Sesame');
    await expect(feta.textContent()).resolves.toContain('Its name suggests: Milk');

    await page.getByRole('button', { name: 'Save as draft' }).first().click();
    const saved = page.getByRole('dialog', { name: 'Draft version saved!' });
    await saved.getByRole('button', { name: 'Accept' }).click();
    await saved.waitFor({ state: 'detached' });
    const stored = (await recipeOf(person.id))!;
    expect(stored.allergens).toEqual(['sesame']);
    expect(stored.ingredients.map((row) => row.allergens)).toEqual([[], ['sesame']]);
    await context.close();
  });

  it('asks before submitting a recipe whose allergens are not declared, and "contains none" answers it', async () => {
    const person = await t.factory.newRegisteredContestant();
    const em = t.em();
    em.create(Recipe, {
      contestant: person.id,
      name: 'Grilled short rib',
      description: 'Short rib over charcoal.',
      preparation: 'Grill it.',
      ingredients: [{ ingredient: 'Short rib', measure: 'Pound', quantity: '0.5', cost_unit: '4.5' }],
      recipeImage: pictures.dish,
      headshotImage: pictures.face,
      // Priced: the question is about the allergens alone.
      menuPriceCents: 950,
    });
    await em.flush();
    const { context, page } = await newPage(browser, { width: 1280, height: 900 });
    await signIn(page, 'user', person.id);
    await page.goto(`${t.baseUrl}/user/recipe`);
    await page.getByRole('heading', { level: 1, name: 'Your recipe' }).waitFor();

    await page.getByLabel('I have read and accept the').check();
    await page.getByTestId('bottom-actions').getByRole('button', { name: 'Submit', exact: true }).click();
    const question = page.getByRole('dialog', { name: 'Declare the allergens?' });
    await question.getByRole('button', { name: 'Declare the allergens' }).click();
    await question.waitFor({ state: 'detached' });
    expect((await recipeOf(person.id))!.isComplete).toBe(false);

    const card = allergensCard(page);
    await card.getByLabel('Contains none of the nine major allergens').check();
    await expect(card.getByTestId('allergen-line').textContent()).resolves.toBe(
      'Contains none of the nine major allergens',
    );
    await page.getByTestId('bottom-actions').getByRole('button', { name: 'Submit', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm your submission' });
    await confirm.getByRole('button', { name: 'Submit', exact: true }).click();
    const thanks = page.getByRole('dialog', { name: 'Thanks for your submission!' });
    await thanks.getByRole('button', { name: 'Accept' }).click();
    expect(await recipeOf(person.id)).toMatchObject({ isComplete: true, allergensNone: true, allergens: [] });
    await context.close();
  });

  it('warns a judge about a recipe containing an allergy they noted, on the list and the vote page, without hiding it', async () => {
    const recipe = await t.factory.newSubmittedRecipe({
      status: 'approved',
      name: 'Sesame cucumber salad',
      recipeImage: pictures.dish,
      headshotImage: pictures.face,
      ingredients: [
        { ingredient: 'Cucumber', measure: 'Each', quantity: '1', cost_unit: '0.40' },
        {
          ingredient: 'Tahini',
          measure: 'Tablespoon',
          quantity: '2',
          cost_unit: '0.30',
          allergens: ['sesame'],
        },
      ],
    });
    const judge = await t.factory.newJudge({ stage: 'first' });
    const em = t.em();
    (await em.findOneOrFail(Judge, judge.id)).allergies = ['sesame'];
    await em.flush();

    const { context, page } = await newPage(browser, VIEWPORTS.phone);
    await signIn(page, 'judge', judge.id);
    await page.goto(`${t.baseUrl}/judges/dashboard`);
    const listed = page.getByTestId('recipe-card').filter({ hasText: 'Sesame cucumber salad' });
    await expect(listed.getByTestId('recipe-card-allergy-warning').textContent()).resolves.toBe(
      'Contains sesame — you noted a sesame allergy',
    );

    await page.goto(`${t.baseUrl}/judges/dashboard/recipe/${recipe.id}/vote`);
    const warning = page.getByTestId('allergy-warning');
    await expect(warning.isVisible()).resolves.toBe(true);
    await expect(warning.textContent()).resolves.toContain('Contains sesame — you noted a sesame allergy');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Sesame cucumber salad' }).isVisible(),
    ).resolves.toBe(true);
    await expect(page.getByTestId('allergen-line').textContent()).resolves.toBe('Contains: Sesame');

    // The warning's link leads to the account, where the allergy can be changed.
    await warning.getByRole('link', { name: 'Your allergies' }).click();
    await page.getByRole('heading', { level: 1, name: 'My account' }).waitFor();
    await expect(page.getByRole('checkbox', { name: 'Sesame' }).isChecked()).resolves.toBe(true);
    await page.getByRole('checkbox', { name: 'Sesame' }).uncheck();
    await page.getByRole('button', { name: 'Save my allergies' }).click();
    await page.getByTestId('allergies-saved').waitFor();
    expect((await t.em().fork().findOneOrFail(Judge, judge.id)).allergies).toEqual([]);
    await context.close();
  });
});
