/// <reference lib="dom" />
import type { Page } from 'playwright-core';
import { Recipe } from '../../src/recipes/recipe.entity.js';
import {
  addIngredientRow,
  browserSuite,
  newPage,
  screenshot,
  storeChefPictures,
  VIEWPORTS,
} from '../support/browser.js';

/** The figures the editor, the views and the judge's panel show, by their test ids. */
async function figures(scope: Page | ReturnType<Page['getByTestId']>) {
  const read = async (id: string) => {
    const figure = scope.getByTestId(`food-cost-${id}`);
    return (await figure.count()) === 0 ? null : figure.first().textContent();
  };
  return {
    cost: await read('cost'),
    price: await read('price'),
    foodCost: await read('food-cost'),
    grossProfit: await read('gross-profit'),
    verdict: await read('verdict'),
  };
}

describe('Menu price and food cost in the browser', () => {
  let pictures: { dish: string; face: string };
  const { t, browser, signIn } = browserSuite({
    settings: { phase: 'open', first_round_open: true },
    prepare: async (app) => {
      pictures = await storeChefPictures(app, 12);
    },
  });

  const recipeOf = (contestantId: number) => t.em().fork().findOne(Recipe, { contestant: contestantId });

  it('works out food cost and gross profit as the price is typed on a phone, and refuses a price above $10', async () => {
    const person = await t.factory.newRegisteredContestant();
    const { context, page } = await newPage(browser, VIEWPORTS.phone);
    await signIn(page, 'user', person.id);
    await page.goto(`${t.baseUrl}/user/recipe`);
    await page.getByRole('heading', { level: 1, name: 'Your recipe' }).waitFor();

    // $2.80 + $1.00 = $3.80 a portion.
    await addIngredientRow(page, { ingredient: 'Chicken thigh', unit: 'Ounce', quantity: '4', cost: '0.70' });
    await addIngredientRow(page, { ingredient: 'Saffron', unit: 'Each', quantity: '1', cost: '1' });
    const panel = page.locator('#menu-price');
    // No price yet: the figures are at the guidance's $10, as before.
    expect(await figures(panel)).toEqual({
      cost: '$3.800',
      price: '$10.00',
      foodCost: '38.0%',
      grossProfit: '62.0%',
      verdict: 'Does not meet the profitability guidance',
    });
    await expect(panel.textContent()).resolves.toContain('No menu price given');

    const price = page.getByLabel('Suggested menu price');
    await price.fill('12');
    await page.getByRole('button', { name: 'Save as draft' }).first().click();
    await expect(page.getByTestId('menu_price-error').textContent()).resolves.toBe(
      'The menu price can be at most $10.00',
    );
    expect(await recipeOf(person.id)).toBeNull();

    await price.fill('9.50');
    expect(await figures(panel)).toEqual({
      cost: '$3.800',
      price: '$9.50',
      foodCost: '40.0%',
      grossProfit: '60.0%',
      verdict: 'Does not meet the profitability guidance',
    });
    // A cheaper garnish brings the portion within $3.50: the guidance is met.
    await page.getByRole('button', { name: /^Saffron/ }).click();
    await page.getByRole('button', { name: 'Edit Saffron' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit ingredient' });
    await dialog.getByLabel('Cost per unit').fill('0.5');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await figures(panel)).toMatchObject({
      cost: '$3.300',
      foodCost: '34.7%',
      grossProfit: '65.3%',
      verdict: 'Meets the profitability guidance',
    });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await panel.scrollIntoViewIfNeeded();
    await screenshot(page, 'food-cost-375');

    await page.getByRole('button', { name: 'Save as draft' }).first().click();
    const saved = page.getByRole('dialog', { name: 'Draft version saved!' });
    await saved.getByRole('button', { name: 'Accept' }).click();
    expect((await recipeOf(person.id))!.menuPriceCents).toBe(950);
    await context.close();
  });

  it('asks for a menu price before submitting without one, and the judge reads the figures at that price', async () => {
    const person = await t.factory.newRegisteredContestant();
    const em = t.em();
    em.create(Recipe, {
      contestant: person.id,
      name: 'Green pozole bowl',
      description: 'Hominy and chicken in a bright broth.',
      preparation: 'Simmer it.',
      ingredients: [{ ingredient: 'Chicken thigh', measure: 'Ounce', quantity: '4', cost_unit: '0.65' }],
      recipeImage: pictures.dish,
      headshotImage: pictures.face,
      allergensNone: true,
    });
    await em.flush();
    const { context, page } = await newPage(browser, { width: 1280, height: 900 });
    await signIn(page, 'user', person.id);
    await page.goto(`${t.baseUrl}/user/recipe`);
    await page.getByRole('heading', { level: 1, name: 'Your recipe' }).waitFor();

    await page.getByLabel('I have read and accept the').check();
    const submit = page.getByTestId('bottom-actions').getByRole('button', { name: 'Submit', exact: true });
    await submit.click();
    const question = page.getByRole('dialog', { name: 'Give a menu price?' });
    await expect(question.textContent()).resolves.toContain(
      "No suggested menu price is given, so judges will read your food cost at the guidance's $10.00.",
    );
    await question.getByRole('button', { name: 'Give a menu price' }).click();
    await question.waitFor({ state: 'detached' });
    expect((await recipeOf(person.id))!.isComplete).toBe(false);

    await page.getByLabel('Suggested menu price').fill('6.50');
    // $2.60 at $6.50: 40 % food cost, 60 % gross profit, within $3.50 of goods.
    expect(await figures(page.locator('#menu-price'))).toMatchObject({
      foodCost: '40.0%',
      grossProfit: '60.0%',
      verdict: 'Meets the profitability guidance',
    });
    await screenshot(page, 'food-cost-1280');
    await submit.click();
    await page
      .getByRole('dialog', { name: 'Confirm your submission' })
      .getByRole('button', { name: 'Submit', exact: true })
      .click();
    await page
      .getByRole('dialog', { name: 'Thanks for your submission!' })
      .getByRole('button', { name: 'Accept' })
      .click();
    const stored = (await recipeOf(person.id))!;
    expect(stored).toMatchObject({ isComplete: true, menuPriceCents: 650 });

    // The judge's cost panel: the guidance's $10 case stays, and the contestant's price is beside it.
    await t.em().fork().nativeUpdate(Recipe, { id: stored.id }, { isApproved: 1 });
    const judge = await t.factory.newJudge({ stage: 'first' });
    await signIn(page, 'judge', judge.id);
    await page.goto(`${t.baseUrl}/judges/dashboard/recipe/${stored.id}/vote`);
    const atPrice = page.getByTestId('contestant-price');
    await expect(atPrice.textContent()).resolves.toContain("At the contestant's menu price");
    // The cost per portion is the panel's own headline: not repeated.
    expect(await figures(atPrice)).toEqual({
      cost: null,
      price: '$6.50',
      foodCost: '40.0%',
      grossProfit: '60.0%',
      verdict: 'Meets the profitability guidance',
    });
    await expect(page.getByTestId('cost-comparison').textContent()).resolves.toContain(
      'Gross profit at $10.00',
    );
    await atPrice.scrollIntoViewIfNeeded();
    await screenshot(page, 'food-cost-judge-1280');
    await context.close();
  });
});
