/// <reference lib="dom" />
import type { Page } from 'playwright-core';
import { Vote } from '../../src/judging/vote.entity.js';
import type { Recipe } from '../../src/recipes/recipe.entity.js';
import { browserSuite, newPage, screenshot, storeChefPictures, VIEWPORTS } from '../support/browser.js';
import { setContestSettings } from '../support/contest-settings.js';

const DISHES = [
  'Charred leek vinaigrette',
  'Smoked trout rillettes',
  'Citrus-glazed pork belly',
  'Brown butter gnocchi',
];

describe("Scoring through the venue's Wi-Fi: offline in Chromium", () => {
  let pictures: { dish: string; face: string };
  const { t, browser, signIn } = browserSuite({
    settings: { first_round_open: true, blind_judging: false },
    prepare: async (app) => {
      pictures = await storeChefPictures(app, 3);
    },
  });

  async function round(): Promise<Recipe[]> {
    const recipes: Recipe[] = [];
    for (const name of DISHES)
      recipes.push(
        await t.factory.newSubmittedRecipe({ status: 'approved', name, recipeImage: pictures.dish }),
      );
    return recipes;
  }

  const sql = <R>(text: string, params: unknown[] = []) => t.em().getConnection().execute<R[]>(text, params);
  const votesOf = (judgeId: number) =>
    t
      .em()
      .fork()
      .find(Vote, { judge: judgeId }, { orderBy: { recipe: 'asc' } });
  const receipts = async (judgeId: number) =>
    (
      await sql<{ count: number }>('select count(*)::int as count from write_receipts where judge_id = ?', [
        judgeId,
      ])
    )[0].count;

  /** Waits until the service worker has kept these recipes' vote pages, as pages and as Inertia visits. */
  async function pagesKept(page: Page, recipes: Recipe[]): Promise<void> {
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    const wanted = recipes.flatMap((recipe) =>
      ['html', 'inertia'].map((kind) => `/judges/dashboard/recipe/${recipe.id}/vote?__kept=${kind}`),
    );
    const allKept = () =>
      page.waitForFunction(
        async (paths) => {
          const kept = (await (await caches.open('judges-pages')).keys()).map(
            (request) => new URL(request.url),
          );
          return paths.every((path) => kept.some((url) => url.pathname + url.search === path));
        },
        wanted,
        { polling: 200, timeout: 20_000 },
      );
    // Twice, a moment apart: the worker may still be rewriting what it kept when the list's effects run again.
    await allKept();
    await page.waitForTimeout(1500);
    await allKept();
  }

  /** The page is React's (a link followed before would be a full page load). */
  const hydrated = (page: Page) => page.locator('fieldset[data-hydrating]').waitFor({ state: 'detached' });

  async function score(page: Page, stars: number): Promise<void> {
    for (const criterion of ['creativity', 'appearance', 'ingredients', 'deployability']) {
      const target = page
        .getByTestId(`stars-${criterion}`)
        .locator('[data-star]')
        .nth(stars - 1);
      const box = (await target.boundingBox())!;
      await target.click({ position: { x: box.width * 0.8, y: box.height / 2 } });
    }
    await page.getByTestId('criterion-profitability').getByText('Yes', { exact: true }).click();
    await page.getByRole('button', { name: /^(Vote|Update vote|Vote again)$/ }).click();
  }

  it('a judge scores three plates and writes a note with the network cut; each reaches the server once when it returns', async () => {
    const recipes = await round();
    const judge = await t.factory.newJudge({ stage: 'first' });
    const { context, page } = await newPage(browser, VIEWPORTS.tablet);
    await signIn(page, 'judge', judge.id);
    await page.goto(`${t.baseUrl}/judges/dashboard`);
    await pagesKept(page, recipes);

    await context.setOffline(true);
    // The list and each vote page open from what the device kept.
    await page.reload();
    await page.getByTestId('recipe-card').nth(3).waitFor();
    await hydrated(page);
    await page.getByTestId('recipe-card').first().getByRole('link').click();
    for (const [index, recipe] of recipes.slice(0, 3).entries()) {
      await page.waitForURL(new RegExp(`/recipe/${recipe.id}/vote$`));
      await hydrated(page);
      await score(page, 3 + index);
      await page.getByTestId('vote-kept').getByText('kept on this device').waitFor();
      if (index === 2) {
        await page.getByRole('textbox', { name: 'Note' }).fill('Lovely glaze, a touch sweet');
        await page.getByRole('button', { name: 'Save note' }).click();
        await page.getByTestId('note-status').getByText('Kept on this device').waitFor();
      } else {
        await page.getByTestId('next-recipe').click();
      }
    }
    await page.getByTestId('outbox-status').getByText('3 scores and 1 note waiting to send').waitFor();
    await screenshot(page, 'judge-offline-waiting-tablet');
    expect(await votesOf(judge.id)).toEqual([]);

    await context.setOffline(false);
    await page
      .getByTestId('outbox-status')
      .getByText('All sent: 3 scores and 1 note confirmed by the server')
      .waitFor();
    await screenshot(page, 'judge-offline-confirmed-tablet');
    const votes = await votesOf(judge.id);
    expect(votes.map((vote) => [vote.recipe.id, vote.creativity])).toEqual([
      [recipes[0].id, '3.0'],
      [recipes[1].id, '4.0'],
      [recipes[2].id, '5.0'],
    ]);
    expect(votes[2].note).toBe('Lovely glaze, a touch sweet');
    expect(await receipts(judge.id)).toBe(4);
    await context.close();
  });

  it('ten offline/online toggles while sending still store each score once, the last one winning', async () => {
    const recipes = await round();
    const judge = await t.factory.newJudge({ stage: 'first' });
    const { context, page } = await newPage(browser, VIEWPORTS.phone);
    await signIn(page, 'judge', judge.id);
    await page.goto(`${t.baseUrl}/judges/dashboard`);
    await pagesKept(page, recipes);
    await context.setOffline(true);
    await page.goto(`${t.baseUrl}/judges/dashboard/recipe/${recipes[0].id}/vote`);
    await hydrated(page);
    for (const stars of [2, 3, 4]) {
      await score(page, stars);
      await page.getByTestId('vote-kept').getByText('kept on this device').waitFor();
    }
    await page.getByTestId('outbox-status').getByText('3 scores waiting to send').waitFor();
    // Signing out would clear them: the judge is asked first, and staying keeps them.
    await page.getByTestId('user-menu-button').click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    const stay = page
      .getByRole('dialog', { name: 'Sign out with 3 scores not sent?' })
      .getByRole('button', { name: 'Stay signed in' });
    await stay.waitFor();
    await screenshot(page, 'judge-offline-sign-out-warning-phone');
    await stay.click();
    await stay.waitFor({ state: 'detached' });
    expect(page.url()).toContain(`/recipe/${recipes[0].id}/vote`);
    for (let toggle = 0; toggle < 10; toggle++) {
      await context.setOffline(toggle % 2 === 1);
      await page.waitForTimeout(40);
    }
    await context.setOffline(false);
    await page.getByTestId('outbox-status').getByText('All sent: 3 scores confirmed by the server').waitFor();
    const votes = await votesOf(judge.id);
    expect(votes.map((vote) => [vote.recipe.id, vote.creativity])).toEqual([[recipes[0].id, '4.0']]);
    expect(await receipts(judge.id)).toBe(3);
    await context.close();
  });

  it('a score the server can no longer accept is shown with its reason; signing out clears the device', async () => {
    const [recipe] = await round();
    const judge = await t.factory.newJudge({ stage: 'first' });
    const { context, page } = await newPage(browser, VIEWPORTS.desktop);
    await signIn(page, 'judge', judge.id);
    await page.goto(`${t.baseUrl}/judges/dashboard/recipe/${recipe.id}/vote`);
    await hydrated(page);
    await context.setOffline(true);
    await score(page, 4);
    await page.getByTestId('vote-kept').getByText('kept on this device').waitFor();
    await setContestSettings(t, { first_round_open: false });
    try {
      await context.setOffline(false);
      const refused = page.getByTestId('outbox-refused');
      await refused.getByText('Voting in the first round is closed').waitFor();
      expect(await refused.innerText()).toContain(`Vote on ${DISHES[0]} not accepted`);
      await screenshot(page, 'judge-offline-refused-desktop');
      // The team sees it too, on the live final's page, whatever the judge's device does next.
      const admin = await newPage(browser, VIEWPORTS.desktop);
      await signIn(admin.page, 'admin', (await t.factory.newAdmin()).id);
      await admin.page.goto(`${t.baseUrl}/admins/final`);
      const listed = admin.page.getByTestId('refused-write');
      await listed.first().waitFor();
      const text = await listed.first().innerText();
      expect(text).toContain(`on ${DISHES[0]}`);
      expect(text).toContain('Creativity 4, Appearance 4, Ingredients 4, Deployability 4, Profitability 5');
      expect(text).toContain('Refused: Voting in the first round is closed');
      await admin.context.close();
    } finally {
      await setContestSettings(t, { first_round_open: true });
    }
    expect(await votesOf(judge.id)).toEqual([]);

    await page.goto(`${t.baseUrl}/logout`);
    const kept = await page.evaluate(async () => ({
      caches: (await caches.keys()).length,
      databases: (await indexedDB.databases()).map((db) => db.name),
    }));
    expect(kept).toEqual({ caches: 0, databases: [] });
    await context.close();
  });
});
