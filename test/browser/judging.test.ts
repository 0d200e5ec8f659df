/// <reference lib="dom" />
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { Vote } from '../../src/judging/vote.entity.js';
import { VOTE_MESSAGES } from '@shared/judging/judging-rules.js';
import type { Recipe } from '../../src/recipes/recipe.entity.js';
import { browserSuite, newPage, screenshot, storeChefPictures, VIEWPORTS } from '../support/browser.js';

const PASSWORD = 'judge password';
const DISHES = [
  { name: 'Charred leek vinaigrette', chef: ['Maria', 'Lopez'], cost: '2.650' },
  { name: 'Smoked trout rillettes', chef: ['Jamal', 'Carter'], cost: '3.900' },
  { name: 'Citrus-glazed pork belly', chef: ['Ana', 'Souza'], cost: '1.800' },
] as const;

describe('Judging in Chromium', () => {
  let pictures: { dish: string; face: string };
  const { t, browser, signInWithPassword } = browserSuite({
    settings: { first_round_open: true, blind_judging: false },
    prepare: async (app) => {
      pictures = await storeChefPictures(app, 7);
    },
  });

  /** A first round of three approved recipes, alone in the database, in this order. */
  async function freshRound(): Promise<Recipe[]> {
    await t.em().getConnection().execute('delete from recipes');
    const recipes: Recipe[] = [];
    for (const dish of DISHES) {
      recipes.push(
        await t.factory.newSubmittedRecipe({
          status: 'approved',
          name: dish.name,
          contestantName: dish.chef[0],
          contestantLastname: dish.chef[1],
          recipeImage: pictures.dish,
          headshotImage: pictures.face,
          description:
            'Leeks charred over embers until silky, dressed with a sharp mustard vinaigrette, toasted hazelnuts and soft herbs.',
          ingredients: [
            { ingredient: 'Leeks', measure: 'Each', quantity: '1', cost_unit: dish.cost },
            { ingredient: 'Dijon mustard', measure: 'Teaspoon', quantity: '1', cost_unit: '0' },
          ],
        }),
      );
    }
    return recipes;
  }

  async function signIn(page: Page): Promise<void> {
    const judge = await t.factory.newJudge({ password: PASSWORD, stage: 'first' });
    await signInWithPassword(page, 'judges', judge.email, PASSWORD);
  }

  /** A new judge of the round, signed in on a page of `viewport` size showing the vote page of `recipe`. */
  async function onVotePage(recipe: Recipe, viewport: Parameters<typeof newPage>[1]) {
    const opened = await newPage(browser, viewport);
    await signIn(opened.page);
    await opened.page.goto(`${t.baseUrl}/judges/dashboard/recipe/${recipe.id}/vote`);
    return opened;
  }

  const voteUrl = (recipe: Recipe) => new RegExp(`/judges/dashboard/recipe/${recipe.id}/vote$`);

  /** Clicks star `star` (1 to 5) of a criterion, on its right half (a whole star) or its left half (a half star). */
  async function clickStar(page: Page, criterion: string, star: number, half: 'left' | 'right' = 'right') {
    const target = page.getByTestId(`stars-${criterion}`).locator(`[data-star="${star}"]`);
    const box = (await target.boundingBox())!;
    await target.click({
      position: { x: half === 'left' ? box.width * 0.2 : box.width * 0.8, y: box.height / 2 },
    });
  }

  async function scoreAll(page: Page, skip?: string) {
    for (const criterion of ['creativity', 'appearance', 'ingredients', 'deployability']) {
      if (criterion !== skip) await clickStar(page, criterion, 4);
    }
    await page.getByTestId('criterion-profitability').getByText('Yes', { exact: true }).click();
  }

  /** The modal shown after a vote, with its text. */
  async function afterVoteModal(page: Page, text: string) {
    const dialog = page.getByRole('dialog', { name: 'Vote saved' });
    await dialog.getByText(text).waitFor();
    return dialog;
  }

  /** Scores every criterion, presses Vote and answers the modal once it says `text`. */
  async function scoreAndVote(page: Page, text: string) {
    await scoreAll(page);
    await page.getByRole('button', { name: 'Vote', exact: true }).click();
    return afterVoteModal(page, text);
  }

  async function votesOf(recipe: Recipe) {
    return t.em().find(Vote, { recipe: recipe.id });
  }

  it('a judge votes through the round on a large screen: missing criterion, half star, next recipe, closing modal', async () => {
    const [first, second, third] = await freshRound();
    const { context, page } = await newPage(browser, VIEWPORTS.desktop);
    await signIn(page);
    await page.getByTestId('judging-progress').getByText('of 3 voted').waitFor();
    expect(await page.getByTestId('recipe-card').count()).toBe(3);
    await screenshot(page, 'judging-list-desktop');

    await page.getByTestId('recipe-card').first().getByRole('link').click();
    await page.waitForURL(voteUrl(first));
    expect(await page.getByTestId('vote-contestant').innerText()).toBe('Maria Lopez');
    expect(await page.getByTestId('previous-recipe').getAttribute('aria-disabled')).toBe('true');
    await page.getByTestId('cost-per-portion').getByText('$2.650').waitFor();

    await scoreAll(page, 'deployability');
    await page.getByRole('button', { name: 'Vote', exact: true }).click();
    await page.getByTestId('voting-box').getByText(VOTE_MESSAGES.incomplete).waitFor();
    expect(await votesOf(first)).toHaveLength(0);
    await screenshot(page, 'judging-vote-missing-desktop');

    await clickStar(page, 'deployability', 4, 'left');
    expect(await page.getByTestId('stars-deployability').getAttribute('aria-valuenow')).toBe('3.5');
    await page.getByRole('button', { name: 'Vote', exact: true }).click();
    const next = await afterVoteModal(page, 'The next recipe is waiting for your vote.');
    await screenshot(page, 'judging-vote-saved-desktop');
    await next.getByRole('button', { name: 'Next recipe' }).click();
    await page.waitForURL(voteUrl(second));
    expect((await votesOf(first))[0]).toMatchObject({
      deployability: '3.5',
      creativity: '4.0',
      profitability: 5,
    });

    await (
      await scoreAndVote(page, 'The next recipe is waiting for your vote.')
    )
      .getByRole('button', { name: 'Next recipe' })
      .click();
    await page.waitForURL(voteUrl(third));
    expect(await page.getByTestId('next-recipe').getAttribute('aria-disabled')).toBe('true');

    const closing = await scoreAndVote(page, 'Great! You already voted in all the recipes.');
    await closing.getByRole('button', { name: 'Go to the Recipe list' }).click();
    await page.waitForURL(/\/judges\/dashboard$/);
    await page.getByTestId('judging-progress').getByText('of 3 voted').waitFor();
    expect(await page.getByTestId('recipe-card-status').allInnerTexts()).toEqual([
      'Voted · 20.5 / 25 pts',
      'Voted · 21 / 25 pts',
      'Voted · 21 / 25 pts',
    ]);
    await context.close();
  });

  it('on a tablet, the last recipe with others left sends the judge back to the list to finish', async () => {
    const [first, second, third] = await freshRound();
    const { context, page } = await newPage(browser, VIEWPORTS.tablet);
    await signIn(page);
    await page.getByTestId('recipe-card').nth(1).getByRole('link').click();
    await page.waitForURL(voteUrl(second));
    await screenshot(page, 'judging-vote-tablet');

    await scoreAll(page, 'creativity');
    await page.getByRole('button', { name: 'Vote', exact: true }).click();
    await page.getByTestId('voting-box').getByText(VOTE_MESSAGES.incomplete).waitFor();
    await clickStar(page, 'creativity', 3, 'left');
    expect(await page.getByTestId('stars-creativity').getAttribute('aria-valuenow')).toBe('2.5');
    await page.getByRole('button', { name: 'Vote', exact: true }).click();
    await (
      await afterVoteModal(page, 'The next recipe is waiting for your vote.')
    )
      .getByRole('button', { name: 'Next recipe' })
      .click();
    await page.waitForURL(voteUrl(third));

    const waiting = await scoreAndVote(
      page,
      'You still have recipes waiting for your vote, go to the recipe list and complete them.',
    );
    await waiting.getByRole('button', { name: 'Go to the Recipe list' }).click();
    await page.waitForURL(/\/judges\/dashboard$/);

    await page.getByRole('link', { name: /^Not voted/ }).click();
    await page.waitForURL(/filter=not-voted$/);
    expect(await page.getByTestId('recipe-card').count()).toBe(1);
    await screenshot(page, 'judging-list-not-voted-tablet');
    await page.getByTestId('recipe-card').getByRole('link').click();
    await page.waitForURL(voteUrl(first));
    await scoreAndVote(page, 'Great! You already voted in all the recipes.');
    expect((await votesOf(second))[0]).toMatchObject({ creativity: '2.5' });
    await context.close();
  });

  it('votes with the keyboard alone, and keeps a private note', async () => {
    const [recipe, second] = await freshRound();
    const { context, page } = await onVotePage(recipe, VIEWPORTS.desktop);

    /** Presses Tab (or Shift+Tab) until the focus is on `selector`, however many stops come before. */
    const tabTo = async (selector: string, key: 'Tab' | 'Shift+Tab' = 'Tab') => {
      for (let presses = 0; presses < 60; presses++) {
        await page.keyboard.press(key);
        if (await page.evaluate((css) => document.activeElement?.matches(css) ?? false, selector)) return;
      }
      throw new Error(`Tab never reached ${selector}`);
    };

    await tabTo('textarea[name="note"]');
    await page.keyboard.type('Bright and balanced; ask about the hazelnut supplier.');
    await tabTo('[data-testid="stars-creativity"]', 'Shift+Tab');
    await page.keyboard.press('End');
    await page.keyboard.press('ArrowLeft');
    await tabTo('[data-testid="stars-appearance"]');
    await page.keyboard.press('4');
    await tabTo('[data-testid="stars-ingredients"]');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await tabTo('[data-testid="stars-deployability"]');
    await page.keyboard.press('3');
    await tabTo('[data-testid="criterion-profitability"] input');
    await page.keyboard.press('Space');
    await tabTo('[data-testid="voting-box"] button[type="submit"]');
    await screenshot(page, 'judging-keyboard-desktop');
    await page.keyboard.press('Enter');

    const next = await afterVoteModal(page, 'The next recipe is waiting for your vote.');
    // The dialog keeps the focus: Tab reaches 'Next recipe', Enter follows it.
    for (let presses = 0; presses < 5; presses++) {
      if ((await page.evaluate(() => document.activeElement?.textContent ?? '')) === 'Next recipe') break;
      await page.keyboard.press('Tab');
    }
    await page.keyboard.press('Enter');
    await next.waitFor({ state: 'detached' });
    await page.waitForURL(voteUrl(second));
    const [row] = await votesOf(recipe);
    expect(row).toMatchObject({
      creativity: '4.5',
      appearance: '4.0',
      ingredients: '1.5',
      deployability: '3.0',
      profitability: 5,
      // The changed note was saved with the vote.
      note: 'Bright and balanced; ask about the hazelnut supplier.',
    });
    await context.close();
  });
  it('has no serious or critical accessibility violations on the list, the vote page and the password pages', async () => {
    const [recipe] = await freshRound();
    const { context, page } = await newPage(browser, VIEWPORTS.tablet);
    const audit = async () => {
      const results = await new AxeBuilder({ page }).analyze();
      return results.violations
        .filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))
        .map((violation) => `${page.url()} ${violation.id}: ${violation.help}`);
    };
    const problems: string[] = [];
    await page.goto(`${t.baseUrl}/judges/password/email`);
    problems.push(...(await audit()));
    await page.goto(`${t.baseUrl}/judges/password/reset/${'A'.repeat(43)}`);
    problems.push(...(await audit()));
    await signIn(page);
    problems.push(...(await audit()));
    await page.goto(`${t.baseUrl}/judges/dashboard/recipe/${recipe.id}/vote`);
    await page.getByTestId('voting-box').waitFor();
    problems.push(...(await audit()));
    expect(problems).toEqual([]);
    await context.close();
  });

  it('keeps the words typed into a note while it was being saved, and saves them with the vote', async () => {
    const [recipe] = await freshRound();
    const { context, page } = await onVotePage(recipe, { width: 1280, height: 900 });
    // The note's save is held on its way until more words are typed.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**/judges/dashboard/recipe/${recipe.id}/note`, async (route) => {
      await held;
      await route.continue();
    });
    const note = page.locator('textarea[name="note"]');
    await note.fill('Bright and balanced.');
    const answered = page.waitForResponse(`**/judges/dashboard/recipe/${recipe.id}/note`);
    await page.getByRole('button', { name: 'Save note' }).click();
    await note.press('End');
    await note.pressSequentially(' Ask about the hazelnuts.');
    release();
    await answered;
    await expect(page.getByTestId('note-status').innerText()).resolves.toBe('Unsaved changes');
    await page.unroute(`**/judges/dashboard/recipe/${recipe.id}/note`);

    await scoreAll(page);
    await page.getByTestId('voting-box').getByRole('button', { name: 'Vote' }).click();
    await afterVoteModal(page, 'The next recipe is waiting for your vote.');
    const [row] = await votesOf(recipe);
    expect(row.note).toBe('Bright and balanced. Ask about the hazelnuts.');
    await context.close();
  });

  it('brings back stars and a note that were not saved after a look at the next recipe, and forgets them once voted', async () => {
    const [first, second] = await freshRound();
    const { context, page } = await onVotePage(first, VIEWPORTS.phone);
    await clickStar(page, 'creativity', 4);
    await clickStar(page, 'appearance', 3, 'left');
    await page.locator('textarea[name="note"]').fill('Compare the glaze with the next one.');
    await page.getByRole('link', { name: 'Next recipe' }).click();
    await page.waitForURL(voteUrl(second));
    await page.getByRole('link', { name: 'Previous recipe' }).click();
    await page.waitForURL(voteUrl(first));
    await expect(page.getByTestId('stars-creativity').getAttribute('data-value')).resolves.toBe('4');
    await expect(page.getByTestId('stars-appearance').getAttribute('data-value')).resolves.toBe('2.5');
    expect(await page.locator('textarea[name="note"]').inputValue()).toBe(
      'Compare the glaze with the next one.',
    );
    await expect(page.getByTestId('note-status').innerText()).resolves.toBe('Unsaved changes');
    // Also after a reload.
    await page.reload();
    await expect(page.getByTestId('stars-creativity').getAttribute('data-value')).resolves.toBe('4');

    const modal = await scoreAndVote(page, 'The next recipe is waiting for your vote.');
    await modal.getByRole('button', { name: 'Stay on this recipe' }).click();
    await modal.waitFor({ state: 'detached' });
    await page.reload();
    await expect(page.getByTestId('vote-status').innerText()).resolves.toMatch(/^Voted/);
    await expect(page.getByTestId('note-status').innerText()).resolves.toBe('');
    expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
    await context.close();
  });

  it('shows a recipe just voted as voted when the judge goes back to it', async () => {
    const [first, second] = await freshRound();
    const { context, page } = await onVotePage(first, VIEWPORTS.phone);
    const modal = await scoreAndVote(page, 'The next recipe is waiting for your vote.');
    await modal.getByRole('button', { name: 'Next recipe' }).click();
    await page.waitForURL(voteUrl(second));
    await page.goBack();
    await page.waitForURL(voteUrl(first));
    // Asked for again after the browser's kept copy: the vote just cast shows.
    await page
      .getByTestId('vote-status')
      .filter({ hasText: /^Voted/ })
      .waitFor({ timeout: 10_000 });
    await context.close();
  });

  it('says by the Vote button that a note which could not be saved held the vote back', async () => {
    const [recipe] = await freshRound();
    const { context, page } = await onVotePage(recipe, VIEWPORTS.phone);
    await page.route(`**/judges/dashboard/recipe/${recipe.id}/note`, (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Server error"}' }),
    );
    await page.locator('textarea[name="note"]').fill('Check the salt.');
    await scoreAll(page);
    await page.getByRole('button', { name: 'Vote', exact: true }).click();
    await page
      .getByTestId('voting-box')
      .getByText('Your vote was not sent: your note could not be saved. See the note for why.')
      .waitFor();
    expect(await votesOf(recipe)).toEqual([]);
    await context.close();
  });

  it("keeps a recipe typed as one long word within a phone's width, on the list and the vote page", async () => {
    const longWord = 'Braisedshortribwithcharredleeksandsmokedpaprikabutter';
    const recipe = await t.factory.newSubmittedRecipe({
      status: 'approved',
      name: longWord,
      ingredients: [
        { ingredient: `Short${'rib'.repeat(20)}`, measure: 'Each', quantity: '1', cost_unit: '4.5' },
      ],
    });
    const { context, page } = await newPage(browser, VIEWPORTS.phone);
    await signIn(page);
    const fitsWidth = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    await page.getByText(longWord).waitFor();
    expect(await fitsWidth()).toBe(true);
    await page.goto(`${t.baseUrl}/judges/dashboard/recipe/${recipe.id}/vote`);
    await page.getByRole('heading', { level: 1, name: longWord }).waitFor();
    expect(await fitsWidth()).toBe(true);
    await screenshot(page, 'judge-vote-long-word-375');
    await context.close();
  });
});
