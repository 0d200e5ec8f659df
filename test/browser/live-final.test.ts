/// <reference lib="dom" />
import { newPage, screenshot, VIEWPORTS, browserSuite } from '../support/browser.js';

describe('The live final in Chromium: plate codes', () => {
  const { t, browser, signIn } = browserSuite({ settings: { second_round_open: true, blind_judging: true } });

  it('an admin turns it on, the finalists get codes, the sheet prints them, and the final-round judge sees plates only', async () => {
    const admin = await t.factory.newAdmin();
    const judge = await t.factory.newJudge({ stage: 'second' });
    const finalists = [];
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

    const { page, context } = await newPage(browser, VIEWPORTS.desktop);
    await signIn(page, 'admin', admin.id);
    await page.goto(`${t.baseUrl}/admins/final`);
    await page.getByRole('heading', { name: 'Live final', level: 1 }).waitFor();
    const rows = page.getByTestId('plate-row');
    await rows.nth(2).waitFor();
    expect(await rows.count()).toBe(3);
    expect(await page.getByTestId('plate-code').allTextContents()).toEqual(['—', '—', '—']);

    await page.getByRole('switch', { name: 'Live final' }).click();
    await page.getByTestId('plate-sheet-link').waitFor();
    const codes = await page.getByTestId('plate-code').allTextContents();
    expect(codes).toHaveLength(3);
    for (const code of codes) expect(code).toMatch(/^[1-9]\d\d$/);
    expect(new Set(codes).size).toBe(3);
    await screenshot(page, 'live-final-desktop');

    // Redrawing asks first, then every row shows a code again.
    await page.getByTestId('redraw-codes').click();
    await page
      .getByRole('dialog', { name: 'Redraw the plate codes' })
      .getByRole('button', { name: 'Redraw' })
      .click();
    await page
      .getByRole('dialog', { name: 'Plate codes redrawn' })
      .getByRole('button', { name: 'Accept' })
      .click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    // The page reloads its props after the dialog: wait until it shows the codes now stored.
    const stored = (
      await t
        .em()
        .getConnection()
        .execute<Array<{ code: number }>>('select code from plate_codes order by code')
    ).map((row) => String(row.code));
    await page.waitForFunction(
      (codes) =>
        [...document.querySelectorAll('[data-testid="plate-code"]')]
          .map((cell) => cell.textContent)
          .sort()
          .join() === codes.join(),
      stored,
    );
    const redrawn = await page.getByTestId('plate-code').allTextContents();
    expect(redrawn.every((code) => /^[1-9]\d\d$/.test(code))).toBe(true);

    await page.getByTestId('plate-sheet-link').click();
    const sheet = page.getByTestId('plate-sheet');
    await sheet.waitFor();
    const sheetCodes = await sheet.locator('tbody tr td:first-child').allTextContents();
    expect(sheetCodes).toEqual([...redrawn].sort());
    expect(await page.getByTestId('plate-labels').locator('li').count()).toBe(3);
    await screenshot(page, 'plate-sheet-desktop');
    // Printed, the page is the sheet alone: no header, menu or buttons.
    await page.emulateMedia({ media: 'print' });
    expect(await page.getByTestId('admin-nav').isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Print' }).isVisible()).toBe(false);
    await page.emulateMedia({ media: 'screen' });
    await context.close();

    const judging = await newPage(browser, VIEWPORTS.phone);
    await signIn(judging.page, 'judge', judge.id);
    await judging.page.goto(`${t.baseUrl}/judges/dashboard`);
    const plates = judging.page.getByTestId('recipe-card-plate');
    await plates.nth(2).waitFor();
    expect(await plates.count()).toBe(3);
    expect((await plates.allTextContents()).map((text) => text.replace('Plate ', '')).sort()).toEqual(
      [...redrawn].sort(),
    );
    const list = await judging.page.getByTestId('recipe-card').allTextContents();
    expect(list.join(' ')).not.toMatch(/Maria|Omar|Ana /);
    await screenshot(judging.page, 'live-final-judge-phone');
    await judging.page.getByTestId('recipe-card').first().click();
    const plate = judging.page.getByTestId('vote-plate');
    await plate.waitFor();
    expect(await plate.textContent()).toMatch(/^Plate [1-9]\d\d$/);
    // The plate stands for the contestant: no name, no second line saying the same.
    expect(await judging.page.getByTestId('vote-contestant').count()).toBe(0);
    await screenshot(judging.page, 'live-final-vote-phone');
    await judging.context.close();
  });
});
