/// <reference lib="dom" />
import { newPage, screenshot, storeChefPictures, VIEWPORTS, browserSuite } from '../support/browser.js';

const DISHES = ['Smoked trout rillettes', 'Braised short rib', 'Lemon tart'];

describe("People's Choice in Chromium", () => {
  const { t, browser } = browserSuite({
    // No OIDC_ISSUER: the development OpenID provider at /dev/oidc is the single sign-on.
    config: { companyEmailDomains: ['sodexo.com'], oidc: null },
    prepare: async (app) => {
      for (const [index, name] of DISHES.entries()) {
        const pictures = await storeChefPictures(app, index + 1);
        await app.factory.newSubmittedRecipe({
          name,
          isFinalist: true,
          status: 'approved',
          recipeImage: pictures.dish,
          contestantName: ['Maria', 'Tom', 'Aiko'][index],
          contestantLastname: ['Lopez', 'Baker', 'Sato'][index],
        });
      }
      await app
        .em()
        .getConnection()
        .execute(
          `update peoples_choice set enabled = true, opened_at = now(), closes_at = now() + interval '2 days'`,
        );
    },
  });

  it("shows the finalists' gallery on a phone and takes an employee's vote through single sign-on", async () => {
    const { context, page } = await newPage(browser, VIEWPORTS.phone);
    await page.goto(`${t.baseUrl}/peoples-choice`);
    await page.getByRole('heading', { name: "People's Choice", level: 1 }).waitFor();
    expect(await page.title()).toMatch(/People's Choice/);
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toMatch(/vote/);
    const entries = page.getByTestId('gallery-entry');
    expect(await entries.count()).toBe(3);
    await page.getByRole('heading', { name: 'Lemon tart' }).waitFor();
    await page.getByText('by Tom Baker').waitFor();
    // Nothing wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    // A visitor who has not signed in is asked to, and cannot vote yet.
    expect(await page.getByTestId('vote-button').count()).toBe(0);
    await screenshot(page, 'peoples-choice-phone');

    await page.getByTestId('vote-sign-in').click();
    await page.waitForURL(/\/dev\/oidc\//);
    await page.getByLabel('Development sign-in: any e-mail address').fill('Ann.Lee+lunch@sodexo.com');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(`${t.baseUrl}/peoples-choice`);
    await page.getByTestId('voter').getByText('ann.lee+lunch@sodexo.com').waitFor();

    const dish = (name: string) =>
      page.getByTestId('gallery-entry').filter({ has: page.getByRole('heading', { name }) });
    const tart = dish('Lemon tart');
    await tart.getByRole('button', { name: 'Vote for this dish' }).click();
    await page
      .getByTestId('vote-notice')
      .getByText(/your vote is counted/)
      .waitFor();
    await tart.getByTestId('your-vote').waitFor();

    // Changed to another dish, then still there after a reload.
    const rib = dish('Braised short rib');
    await rib.getByRole('button', { name: 'Vote for this dish' }).click();
    await page.getByTestId('vote-notice').getByText('Your vote is changed.').waitFor();
    await page.reload();
    await dish('Braised short rib').getByTestId('your-vote').waitFor();
    expect(await page.getByTestId('your-vote').count()).toBe(1);
    await screenshot(page, 'peoples-choice-voted-phone');

    const rows = (await t
      .em()
      .getConnection()
      .execute('select voter, recipe_id from peoples_choice_votes')) as { voter: string }[];
    expect(rows.map((row) => row.voter)).toEqual(['ann.lee@sodexo.com']);
    await context.close();
  });

  it('lays the gallery out in columns on a wide screen', async () => {
    const { context, page } = await newPage(browser, { width: 1280, height: 900 });
    await page.goto(`${t.baseUrl}/peoples-choice`);
    const boxes = await page
      .getByTestId('gallery-entry')
      .evaluateAll((items) => items.map((item) => item.getBoundingClientRect().top));
    expect(new Set(boxes.map(Math.round)).size).toBe(1);
    await screenshot(page, 'peoples-choice-desktop');
    await context.close();
  });
});
