/// <reference lib="dom" />
import { newPage, screenshot, browserSuite } from '../support/browser.js';

const PASSWORD = 'assignment password 123';

describe('Assignment of a large first round in Chromium (issue 15, part 5)', () => {
  const { t, browser, signInWithPassword } = browserSuite({ settings: { first_round_open: true } });

  it('an admin turns assignment on, sees where it stands, and finds it on the judge and the recipe', async () => {
    const admin = await t.factory.newAdmin({ password: PASSWORD });
    const judges = [];
    for (const [name, lastname] of [
      ['Olivia', 'Grant'],
      ['Marcus', 'Bell'],
      ['Priya', 'Nair'],
    ]) {
      const judge = await t.factory.newJudge({ stage: 'first' });
      await t
        .em()
        .getConnection()
        .execute('update judges set name = ?, lastname = ? where id = ?', [name, lastname, judge.id]);
      judges.push(judge);
    }
    const recipes = [];
    for (const name of [
      'Charred leek vinaigrette',
      'Smoked trout rillettes',
      'Brown butter gnocchi',
      'Aji amarillo ceviche',
    ])
      recipes.push(await t.factory.newSubmittedRecipe({ status: 'approved', name }));

    const { page, context } = await newPage(browser, { width: 1280, height: 900 });
    await signInWithPassword(page, 'admins', admin.email, PASSWORD);
    await page.goto(`${t.baseUrl}/admins/settings`);
    const card = page.getByTestId('assignment');
    await card.getByRole('heading', { name: 'Judging a large field' }).waitFor();
    await card.getByLabel('Judges per recipe').fill('0');
    await card.getByRole('button', { name: 'Save' }).click();
    await card.getByText('Choose from 1 to 50 judges').waitFor();
    await card.getByLabel('Judges per recipe').fill('2');
    await card.getByRole('button', { name: 'Save' }).click();
    const dialog = page.getByRole('dialog', { name: 'Settings saved' });
    await dialog.getByText('8 assignments added, 0 removed.').waitFor();
    await dialog.getByRole('button', { name: 'Accept' }).click();
    const summary = page.getByTestId('assignment-summary');
    await summary.getByText('Short of judges').waitFor();
    await card.scrollIntoViewIfNeeded();
    await screenshot(page, 'assignment-settings-1280');
    await page.setViewportSize({ width: 375, height: 740 });
    await screenshot(page, 'assignment-settings-375');
    await page.setViewportSize({ width: 1280, height: 900 });

    await page.getByRole('button', { name: 'Rebalance' }).click();
    const rebalanced = page.getByRole('dialog', { name: 'Assignments rebalanced' });
    await rebalanced.getByText('No assignment had to change.').waitFor();
    await rebalanced.getByRole('button', { name: 'Accept' }).click();

    await page.goto(`${t.baseUrl}/admins/judges/${judges[0].id}/edit`);
    const assigned = page.getByTestId('judge-assignment');
    await assigned.getByRole('heading', { name: 'Assigned recipes' }).waitFor();
    expect(await assigned.getByRole('listitem').count()).toBeGreaterThan(0);
    await screenshot(page, 'assignment-judge-form-1280');

    await page.goto(`${t.baseUrl}/admins/dashboard/recipe/${recipes[0].id}`);
    const box = page.getByTestId('recipe-assignment');
    await box.getByRole('heading', { name: 'Assigned judges' }).waitFor();
    await box.getByText('0 of 2 voted · 2 per recipe').waitFor();
    await screenshot(page, 'assignment-review-1280');
    await page.setViewportSize({ width: 375, height: 740 });
    await screenshot(page, 'assignment-review-375');
    await context.close();
  });
});
