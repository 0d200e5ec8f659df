/// <reference lib="dom" />
import { newPage, screenshot, VIEWPORTS, browserSuite } from '../support/browser.js';

describe('The live final in Chromium: kitchen score', () => {
  const { t, browser, signIn } = browserSuite({ settings: { second_round_open: true, blind_judging: true } });

  it('an admin turns the kitchen score on and marks a kitchen judge, who scores a station on a phone by plate code', async () => {
    const admin = await t.factory.newAdmin();
    const cook = await t.factory.newJudge({ stage: 'second' });
    for (const [first, dish] of [
      ['Maria', 'Charred leek vinaigrette'],
      ['Omar', 'Smoked trout rillettes'],
    ])
      await t.factory.newSubmittedRecipe({
        status: 'approved',
        isFinalist: true,
        isSecondComplete: true,
        name: dish,
        contestantName: first,
        contestantLastname: 'Finalist',
      });
    const db = t.em().getConnection();

    const { page, context } = await newPage(browser, VIEWPORTS.desktop);
    await signIn(page, 'admin', admin.id);
    await page.goto(`${t.baseUrl}/admins/final`);
    await page.getByRole('switch', { name: 'Live final' }).click();
    await page.getByTestId('final-scoring-link').click();
    await page.getByRole('heading', { name: 'Kitchen score and tie-break', level: 1 }).waitFor();
    await page.getByRole('switch', { name: 'Kitchen score' }).click();
    await page.getByLabel('Kitchen weight (%)').fill('30');
    await page.getByLabel('Penalty per minute late (points of 100)').fill('1.5');
    await page.getByTestId('save-scoring').click();
    await page.getByText('Tasting weighs the rest: 70 %.').waitFor();
    await page.waitForFunction(() =>
      document.querySelector('[data-testid="final-ranking-rule"]')?.textContent?.includes('kitchen 30 %'),
    );
    const [stored] = await db.execute<
      Array<{ kitchen_score: boolean; kitchen_weight: number; penalty: string }>
    >('select kitchen_score, kitchen_weight, penalty_per_minute::text as penalty from final_scoring');
    expect(stored).toEqual({ kitchen_score: true, kitchen_weight: 30, penalty: '1.50' });
    await page.getByTestId('kitchen-judges').getByRole('checkbox').click();
    const marked = async () =>
      (
        await db.execute<Array<{ n: number }>>(
          'select count(*)::int as n from kitchen_judges where judge_id = ?',
          [cook.id],
        )
      )[0].n;
    for (let tries = 0; tries < 50 && (await marked()) === 0; tries++) await page.waitForTimeout(100);
    await page.waitForFunction(
      () => document.querySelector<HTMLInputElement>('[data-testid="kitchen-judges"] input')?.checked,
    );
    expect(await marked()).toBe(1);
    await screenshot(page, 'final-scoring-desktop');
    await context.close();

    const phone = await newPage(browser, VIEWPORTS.phone);
    await signIn(phone.page, 'judge', cook.id);
    await phone.page.goto(`${t.baseUrl}/judges/kitchen`);
    const plates = phone.page.getByTestId('kitchen-plate');
    await plates.nth(1).waitFor();
    expect(await plates.count()).toBe(2);
    const headings = await plates.getByRole('heading').allTextContents();
    for (const heading of headings) expect(heading).toMatch(/^Plate [1-9]\d\d$/);
    // Blind judging: no finalist's name anywhere on the page.
    expect(await phone.page.getByText('Finalist').count()).toBe(0);
    // Nothing scrolls sideways at 375 px.
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
      true,
    );

    const first = plates.first();
    const save = first.getByRole('button', { name: 'Save the station score' });
    expect(await save.isDisabled()).toBe(true);
    for (const select of await first.getByRole('combobox').all()) await select.selectOption('8');
    await first.getByLabel('Minutes late').fill('2');
    await save.click();
    await first.getByTestId('kitchen-saved').waitFor();
    expect(await first.getByTestId('kitchen-saved').textContent()).toBe('Saved · 40 / 50');
    const rows = await db.execute<Array<{ minutes_late: number }>>(
      'select minutes_late from kitchen_scores where judge_id = ?',
      [cook.id],
    );
    expect(rows).toEqual([{ minutes_late: 2 }]);
    await screenshot(phone.page, 'kitchen-phone');
    await phone.context.close();
  });
});
