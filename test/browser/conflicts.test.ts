/// <reference lib="dom" />
import type { Page } from 'playwright-core';
import { JudgeConflict } from '../../src/judging/judge-conflict.entity.js';
import { JUDGING_MESSAGES } from '../../src/judging/judging.service.js';
import type { Recipe } from '../../src/recipes/recipe.entity.js';
import { newPage, screenshot, VIEWPORTS, browserSuite } from '../support/browser.js';

const PASSWORD = 'conflict password 123';

describe('Conflicts of interest in Chromium (issue 15, part 3)', () => {
  const { t, browser, signInWithPassword } = browserSuite({
    settings: { first_round_open: true, blind_judging: false },
  });
  const signIn = (page: Page, area: 'admins' | 'judges', email: string) =>
    signInWithPassword(page, area, email, PASSWORD);

  async function contestantOf(recipe: Recipe): Promise<number> {
    const [row] = await t
      .em()
      .getConnection()
      .execute<Array<{ user_id: number }>>('select user_id from recipes where id = ?', [recipe.id]);
    return row.user_id;
  }

  it("an admin declares a conflict on the contestant's settings tab, and the judge no longer sees the recipe", async () => {
    const admin = await t.factory.newAdmin({ password: PASSWORD });
    const judge = await t.factory.newJudge({ password: PASSWORD, stage: 'first' });
    await t
      .em()
      .getConnection()
      .execute('update judges set name = ?, lastname = ? where id = ?', ['Olivia', 'Grant', judge.id]);
    const recipes: Recipe[] = [];
    for (const [name, first, last] of [
      ['Charred leek vinaigrette', 'Maria', 'Lopez'],
      ['Smoked trout rillettes', 'Omar', 'Haddad'],
      ['Brown butter gnocchi', 'Ana', 'Silva'],
    ])
      recipes.push(
        await t.factory.newSubmittedRecipe({
          status: 'approved',
          name,
          contestantName: first,
          contestantLastname: last,
        }),
      );
    const conflicted = recipes[1];
    const contestantId = await contestantOf(conflicted);

    const { page, context } = await newPage(browser, { width: 1280, height: 900 });
    await signIn(page, 'admins', admin.email);
    await page.goto(`${t.baseUrl}/admins/contestants/settings/${contestantId}`);
    const panel = page.getByTestId('conflicts');
    await panel.getByRole('heading', { name: 'Conflicts of interest' }).waitFor();
    await panel.getByText('No judge is in conflict with this contestant.').waitFor();

    // The form names what is missing before anything is sent.
    await panel.getByRole('button', { name: 'Declare conflict' }).click();
    await panel.getByText('This field is required').first().waitFor();

    await panel.getByLabel('Judge').selectOption(String(judge.id));
    await panel
      .getByLabel('Why they are in conflict')
      .fill('Worked together at the Harbor Bistro until last spring');
    await panel.getByRole('button', { name: 'Declare conflict' }).click();
    const accept = page
      .getByRole('dialog', { name: 'Conflict declared' })
      .getByRole('button', { name: 'Accept' });
    await accept.click();
    const row = panel.getByTestId(`conflict-${judge.id}-${contestantId}`);
    await row.getByText('Olivia Grant').waitFor();
    await row.getByText('Declared by an admin').waitFor();
    await row.getByText('Worked together at the Harbor Bistro until last spring').waitFor();
    expect(await t.em().count(JudgeConflict, { judge: judge.id })).toBe(1);
    await screenshot(page, 'conflicts-contestant-settings-1280');
    await page.setViewportSize({ width: 375, height: 740 });
    await screenshot(page, 'conflicts-contestant-settings-375');
    await page.setViewportSize({ width: 1280, height: 900 });

    // The judge's form shows the same conflict, from the other side.
    await page.goto(`${t.baseUrl}/admins/judges/${judge.id}/edit`);
    await page.getByTestId('conflicts').getByText('Omar Haddad').waitFor();
    await screenshot(page, 'conflicts-judge-form-1280');

    // The judge's list leaves the recipe out, and its page says why.
    const judgeSide = await newPage(browser, VIEWPORTS.phone);
    await signIn(judgeSide.page, 'judges', judge.email);
    await judgeSide.page.getByTestId('judging-progress').getByText('of 2 voted').waitFor();
    expect(await judgeSide.page.getByTestId('recipe-card').count()).toBe(2);
    await expect(judgeSide.page.getByText('Smoked trout rillettes').count()).resolves.toBe(0);
    await judgeSide.page.getByText('Charred leek vinaigrette').waitFor();
    await screenshot(judgeSide.page, 'conflicts-judge-list-375');
    const refused = await judgeSide.page.goto(`${t.baseUrl}/judges/dashboard/recipe/${conflicted.id}/vote`);
    expect(refused?.status()).toBe(403);
    await judgeSide.page.getByText(JUDGING_MESSAGES.conflicted).waitFor();
    await judgeSide.context.close();

    // Lifted with a reason: the conflict is gone.
    await page.goto(`${t.baseUrl}/admins/contestants/settings/${contestantId}`);
    await panel
      .getByTestId(`conflict-${judge.id}-${contestantId}`)
      .getByRole('button', { name: 'Lift' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Lift this conflict?' });
    await dialog.getByRole('button', { name: 'Lift conflict' }).click();
    await dialog.getByText('This field is required').waitFor();
    await dialog.getByLabel('Why it is lifted').fill('Declared on the wrong judge');
    await dialog.getByRole('button', { name: 'Lift conflict' }).click();
    await page
      .getByRole('dialog', { name: 'Conflict lifted' })
      .getByRole('button', { name: 'Accept' })
      .click();
    await panel.getByText('No judge is in conflict with this contestant.').waitFor();
    expect(await t.em().count(JudgeConflict, { judge: judge.id })).toBe(0);
    await context.close();
  });
});
