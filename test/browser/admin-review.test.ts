/// <reference lib="dom" />
import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { AuditEntry } from '../../src/admin/audit/audit-entry.entity.js';
import { REVIEW_MESSAGES } from '../../src/admin/core/recipe-review.service.js';
import { dishPicture, portraitPicture } from '../../src/cli/demo/demo-pictures.js';
import { Contestant } from '../../src/contestants/contestant.entity.js';
import { Recipe } from '../../src/recipes/recipe.entity.js';
import { StorageService } from '../../src/storage/storage.service.js';
import { launchBrowser, newPage, screenshot, startBrowserApp, VIEWPORTS } from '../support/browser.js';
import type { TestApp } from '../support/test-app.js';

const PASSWORD = 'admin password 1';

describe('Recipe review in Chromium', () => {
  let t: TestApp & { baseUrl: string };
  let browser: Browser;
  let recipes: Recipe[];
  let adminEmail: string;

  beforeAll(async () => {
    t = await startBrowserApp();
    const storage = t.running.app.get(StorageService);
    const png = (svg: string) => sharp(Buffer.from(svg)).png().toBuffer();
    const dish = await storage.storeImage(
      await png(
        dishPicture({
          style: 'plate',
          table: ['#e9dcc6', '#c9b08a'],
          main: '#8d4a2f',
          sides: ['#6b8e23', '#e1a33b', '#c0392b'],
          sauce: '#5a1e12',
          garnish: '#2e7d32',
          seed: 3,
        }),
      ),
    );
    const face = await storage.storeImage(
      await png(
        portraitPicture({
          initials: 'ML',
          background: ['#ffd36b', '#f2b400'],
          skin: '#c68642',
          hair: '#2b1b10',
          shirt: '#ffffff',
          chef: true,
        }),
      ),
    );
    recipes = [];
    for (const [name, first, last] of [
      ['Charred leek vinaigrette', 'Maria', 'Lopez'],
      ['Smoked trout rillettes', 'Jamal', 'Carter'],
      ['Citrus-glazed pork belly', 'Ana', 'Souza'],
    ]) {
      recipes.push(
        await t.factory.newSubmittedRecipe({
          name,
          contestantName: first,
          contestantLastname: last,
          recipeImage: dish.key,
          headshotImage: face.key,
        }),
      );
    }
    adminEmail = (await t.factory.newAdmin({ password: PASSWORD })).email;
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  it('signs in, opens a recipe from the list, approves it and moves to the next with the arrow', async () => {
    const { context, page } = await newPage(browser, VIEWPORTS.desktop);
    await page.goto(`${t.baseUrl}/admins/login`);
    await page.getByLabel('Email').fill(adminEmail);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/admins\/dashboard$/);
    await page.getByTestId('count-pending-review').getByTestId('count-value').getByText('3').waitFor();
    await screenshot(page, 'admin-dashboard-desktop');

    await page
      .getByRole('navigation', { name: 'Administration' })
      .getByRole('link', { name: 'Recipes' })
      .click();
    await page.waitForURL(/\/admins\/recipes$/);
    await page.getByTestId('list-search').fill('trout');
    await page.waitForURL(/q=trout/);
    await page.getByTestId('data-row').first().getByText('Smoked trout rillettes').waitFor();
    expect(await page.getByTestId('data-row').count()).toBe(1);
    await page.getByTestId('list-search').fill('');
    await page.waitForURL(/\/admins\/recipes$/);
    expect(await page.getByTestId('data-row').count()).toBe(3);
    await screenshot(page, 'admin-recipes-desktop');

    await page.getByRole('link', { name: 'Charred leek vinaigrette' }).click();
    await page.waitForURL(new RegExp(`/admins/dashboard/recipe/${recipes[0].id}$`));
    await page.getByTestId('review-status').getByText('Pending').waitFor();
    expect(await page.getByTestId('previous-recipe').getAttribute('aria-disabled')).toBe('true');
    await page.getByTestId('contestant-name').getByText('Maria Lopez').waitFor();

    await page.getByTestId('approve').click();
    await page.getByTestId('review-status').getByText('Approved').waitFor();
    expect((await t.em().findOneOrFail(Recipe, recipes[0].id)).isApproved).toBe(1);
    expect(await t.em().count(AuditEntry, { subjectType: 'recipe', subjectId: recipes[0].id })).toBe(1);
    await screenshot(page, 'admin-review-approved-desktop');

    await page.getByTestId('next-recipe').click();
    await page.waitForURL(new RegExp(`/admins/dashboard/recipe/${recipes[1].id}$`));
    await page.getByTestId('contestant-name').getByText('Jamal Carter').waitFor();
    await page.getByTestId('review-status').getByText('Pending').waitFor();
    await page.getByTestId('reject').click();
    await page.getByTestId('review-status').getByText('Not Approved').waitFor();
    await context.close();
  });

  it('shows the server message in the message area when the review is refused, on a phone', async () => {
    const { context, page } = await newPage(browser, VIEWPORTS.phone);
    await page.goto(`${t.baseUrl}/admins/login`);
    await page.getByLabel('Email').fill(adminEmail);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/admins\/dashboard$/);
    await screenshot(page, 'admin-dashboard-phone');
    await page.goto(`${t.baseUrl}/admins/recipes`);
    await screenshot(page, 'admin-recipes-phone');

    await page.goto(`${t.baseUrl}/admins/dashboard/recipe/${recipes[2].id}`);
    expect(await page.getByTestId('next-recipe').getAttribute('aria-disabled')).toBe('true');
    // Another admin disables the contestant while the page is open: the review answers 403 with a message, which
    // the page shows in its message area, scrolled into view.
    await t.em().nativeUpdate(Contestant, { id: recipes[2].contestant.id }, { isActive: false });
    await page.getByTestId('approve').click();
    const alert = page.getByTestId('review-messages').getByTestId('form-alert');
    await alert.getByText(REVIEW_MESSAGES.contestantDisabled).waitFor();
    await page.waitForFunction(() => {
      const area = document.querySelector('[data-testid="review-messages"]');
      if (!area) return false;
      const box = area.getBoundingClientRect();
      return box.top >= 0 && box.bottom <= window.innerHeight;
    });
    const box = await page.getByTestId('review-messages').boundingBox();
    const height = await page.evaluate(() => window.innerHeight);
    expect(box!.y).toBeGreaterThanOrEqual(0);
    expect(box!.y + box!.height).toBeLessThanOrEqual(height);
    await page.getByTestId('review-status').getByText('Pending').waitFor();
    expect((await t.em().findOneOrFail(Recipe, recipes[2].id)).isApproved).toBe(0);
    await screenshot(page, 'admin-review-error-phone');
    await context.close();
  });
  it('reads the review in the audit log and filters the contestants, on a tablet', async () => {
    const { context, page } = await newPage(browser, VIEWPORTS.tablet);
    await page.goto(`${t.baseUrl}/admins/login`);
    await page.getByLabel('Email').fill(adminEmail);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/admins\/dashboard$/);

    await page.goto(`${t.baseUrl}/admins/audit`);
    const entry = page.getByTestId('audit-entry').filter({ hasText: `Recipe #${recipes[0].id}` });
    await entry.getByText('recipe.approve').waitFor();
    await entry.getByText(adminEmail).waitFor();
    await screenshot(page, 'admin-audit-tablet');
    await page.getByTestId('filter-kind').selectOption('judge');
    await page.waitForURL(/kind=judge/);
    await page.getByTestId('empty-list').waitFor();

    await t.factory.newRegisteredContestant({ typeuser: 'sodexo', name: 'Sam', lastname: 'Employee' });
    await page.goto(`${t.baseUrl}/admins/contestants`);
    await page.getByTestId('pager').getByText('contestants').waitFor();
    expect(await page.getByTestId('data-row').count()).toBe(4);
    await page.getByTestId('filter-type').selectOption('sodexo');
    await page.waitForURL(/type=sodexo/);
    await page.getByTestId('data-row').getByText('Waiting for validation').waitFor();
    expect(await page.getByTestId('data-row').count()).toBe(1);
    await screenshot(page, 'admin-contestants-tablet');
    await page.getByTestId('sort-name').click();
    await page.waitForURL(/sort=name/);
    await page.getByRole('link', { name: /Sam Employee/ }).click();
    await page.waitForURL(/\/admins\/contestants\/profile\/\d+$/);
    await context.close();
  });
});
