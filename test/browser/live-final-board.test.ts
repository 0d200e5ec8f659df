/// <reference lib="dom" />
import { Vote } from '../../src/judging/vote.entity.js';
import type { Recipe } from '../../src/recipes/recipe.entity.js';
import { setContestSettings } from '../support/contest-settings.js';
import type { Page } from 'playwright-core';
import { newPage, screenshot, VIEWPORTS, browserSuite } from '../support/browser.js';

describe('The live final in Chromium: the results board', () => {
  const { t, browser, signIn } = browserSuite({ settings: { second_round_open: true, blind_judging: true } });

  /** A final-round vote of `stars` on the four star criteria (a total of 4 × stars + 5), stored as the call would. */
  async function finalVote(judgeId: number, recipe: Recipe, stars: number) {
    const em = t.em();
    em.create(Vote, {
      judge: judgeId,
      recipe: recipe.id,
      stage: 'second',
      creativity: String(stars),
      appearance: String(stars),
      ingredients: String(stars),
      deployability: String(stars),
      profitability: 5,
      votedAt: new Date(),
    });
    await em.flush();
  }

  /** Waits, at most 2 s, for the transitions under way to end (bars filling, places sliding in). */
  const transitionsEnded = (page: Page) =>
    page.evaluate(() =>
      Promise.race([
        Promise.all(
          document
            .getAnimations()
            .filter((animation) => animation instanceof CSSTransition)
            .map((animation) => animation.finished.catch(() => undefined)),
        ),
        new Promise((done) => setTimeout(done, 2000)),
      ]),
    );

  it('an admin makes the screen link; the screen follows the scores, then reveals the ranking from the last place by the space bar', async () => {
    const admin = await t.factory.newAdmin();
    const judges = [
      await t.factory.newJudge({ stage: 'second' }),
      await t.factory.newJudge({ stage: 'second' }),
    ];
    const finalists: Recipe[] = [];
    for (const [first, dish] of [
      ['Maria', 'Charred leek vinaigrette'],
      ['Omar', 'Smoked trout rillettes'],
      ['Ana', 'Brown butter gnocchi'],
    ])
      finalists.push(
        await t.factory.newSubmittedRecipe({
          status: 'approved',
          isFinalist: true,
          isSecondComplete: true,
          name: dish,
          contestantName: first,
          contestantLastname: 'Finalist',
        }),
      );
    await setContestSettings(t, { live_final: true });
    // Maria 4 stars, Omar 3, Ana 2: Maria wins, Ana is last.
    await finalVote(judges[0].id, finalists[0], 4);
    await finalVote(judges[0].id, finalists[1], 3);

    // The admin, with motion on, goes from the live final to the board and makes the screen's link.
    const admin_ = await browser.newContext({ viewport: VIEWPORTS.desktop, reducedMotion: 'no-preference' });
    const adminPage = await admin_.newPage();
    await signIn(adminPage, 'admin', admin.id);
    await adminPage.goto(`${t.baseUrl}/admins/final`);
    await adminPage.getByTestId('board-link').click();
    await adminPage.getByRole('heading', { name: 'Results board', level: 1 }).waitFor();
    await adminPage.getByTestId('new-screen-link-button').click();
    const linkField = adminPage.getByLabel('The screen’s link, shown this once');
    await linkField.waitFor();
    const link = await linkField.inputValue();
    expect(link).toMatch(/\/final\/board\/[A-Za-z0-9_-]{43}$/);
    await adminPage.getByText('A screen link is on since').waitFor();
    await transitionsEnded(adminPage);
    await screenshot(adminPage, 'final-board-admin-desktop');

    // The venue's screen: no sign-in, motion on.
    const screenContext = await browser.newContext({
      viewport: VIEWPORTS.desktop,
      reducedMotion: 'no-preference',
    });
    const screen = await screenContext.newPage();
    await screen.goto(link);
    const total = screen.getByTestId('board-total');
    await expect(total.textContent()).resolves.toBe('2 of 6 scores in');
    await screen.getByText('Live', { exact: true }).waitFor();
    expect(await screen.getByTestId('board-plates').locator('li').count()).toBe(3);
    expect(await screen.getByTestId('board-judges').locator('li').count()).toBe(2);

    // A score arrives: the screen and the admin's board follow without a reload.
    await finalVote(judges[1].id, finalists[0], 4);
    await screen.getByText('3 of 6 scores in').waitFor({ timeout: 2000 });
    await adminPage.getByText('3 of 6 scores in').waitFor({ timeout: 2000 });
    await finalVote(judges[1].id, finalists[1], 3);
    await finalVote(judges[0].id, finalists[2], 2);
    await finalVote(judges[1].id, finalists[2], 2);
    await screen.getByText('6 of 6 scores in').waitFor({ timeout: 2000 });
    await screen.getByRole('heading', { name: 'All scores are in' }).waitFor();
    // Before the release, nothing of a result: no name, no dish.
    expect(await screen.locator('body').innerText()).not.toMatch(
      /Maria|Omar|Ana|Finalist|leek|trout|gnocchi/,
    );
    await transitionsEnded(screen);
    await screenshot(screen, 'final-board-progress-desktop');

    // Released on stage: the admin asks first, then the screen shows the results, none of them yet.
    await adminPage.getByTestId('release-results').click();
    await adminPage
      .getByRole('dialog', { name: 'Release the results' })
      .getByRole('button', { name: 'Release results' })
      .click();
    await adminPage.getByTestId('hide-results').waitFor();
    await screen.getByRole('heading', { name: 'The results' }).waitFor({ timeout: 2000 });
    const places = screen.getByTestId('board-place');
    expect(await places.count()).toBe(0);
    await transitionsEnded(screen);
    await screenshot(screen, 'final-board-released-desktop');

    // One place per press of the space bar, from the last one up to the winner.
    await screen.keyboard.press('Space');
    await places.first().waitFor();
    expect(await places.first().innerText()).toMatch(/3rd[\s\S]*Ana Finalist[\s\S]*Brown butter gnocchi/);
    await screen.keyboard.press('Space');
    await places.nth(1).waitFor();
    expect(await places.first().innerText()).toMatch(/2nd[\s\S]*Omar Finalist/);
    // A click is a step too.
    await screen.getByTestId('board-reveal').click({ position: { x: 10, y: 10 } });
    await places.nth(2).waitFor();
    expect(await places.first().innerText()).toMatch(
      /Winner[\s\S]*Maria Finalist[\s\S]*Plate \d{3}[\s\S]*21\.00/i,
    );
    await screen.getByText('Every place is revealed.').waitFor();
    // Motion on: the places slide in.
    expect(
      await places.first().evaluate((element) => parseFloat(getComputedStyle(element).transitionDuration)),
    ).toBeGreaterThan(0.1);
    await transitionsEnded(screen);
    await screenshot(screen, 'final-board-winner-desktop');

    // At a phone's width, with reduced motion: the same board, revealed without movement.
    const phone = await newPage(browser, VIEWPORTS.phone);
    await phone.page.goto(link);
    await phone.page.getByRole('heading', { name: 'The results' }).waitFor();
    for (let step = 0; step < 3; step++) await phone.page.keyboard.press('Space');
    await phone.page.getByText('Every place is revealed.').waitFor();
    expect(
      await phone.page
        .getByTestId('board-place')
        .first()
        .evaluate((element) => parseFloat(getComputedStyle(element).transitionDuration)),
    ).toBeLessThan(0.01);
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await screenshot(phone.page, 'final-board-winner-phone');

    // Hidden again: back to progress only on every screen.
    await adminPage.getByTestId('hide-results').click();
    await adminPage
      .getByRole('dialog', { name: 'Hide the board again' })
      .getByRole('button', { name: 'Hide the board' })
      .click();
    await screen.getByText('6 of 6 scores in').waitFor({ timeout: 2000 });
    expect(await screen.locator('body').innerText()).not.toMatch(/Maria|Omar|Ana/);

    // The link turned off: the screen says so.
    await adminPage.getByTestId('revoke-screen-link').click();
    await adminPage
      .getByRole('dialog', { name: 'Turn the screen link off' })
      .getByRole('button', { name: 'Turn it off' })
      .click();
    await screen.getByTestId('board-closed').waitFor({ timeout: 5000 });

    const adminPhone = await newPage(browser, VIEWPORTS.phone);
    await signIn(adminPhone.page, 'admin', admin.id);
    await adminPhone.page.goto(`${t.baseUrl}/admins/final/board`);
    await adminPhone.page.getByRole('heading', { name: 'Results board', level: 1 }).waitFor();
    expect(await adminPhone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
    await screenshot(adminPhone.page, 'final-board-admin-phone');

    await Promise.all([
      admin_.close(),
      screenContext.close(),
      phone.context.close(),
      adminPhone.context.close(),
    ]);
  });
});
