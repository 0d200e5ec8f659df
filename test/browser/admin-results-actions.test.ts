/// <reference lib="dom" />
import type { Page } from 'playwright-core';
import { PastEdition } from '../../src/editions/past-edition.entity.js';
import { OutboxMail } from '../../src/mail/outbox-mail.entity.js';
import { screenshot, VIEWPORTS, browserSuite } from '../support/browser.js';

const PASSWORD = 'admin password 1';

// The dialog element itself has no box (its panel is fixed inside it), so the tests wait for what it shows.

/** The results page's actions (issue 15): the contest mails with their previews. Motion on, as people see it. */
describe('Results page actions in Chromium', () => {
  let adminEmail: string;
  const { t, browser, signInWithPassword } = browserSuite({
    prepare: async (app) => {
      await app.factory.newSubmittedRecipe({
        status: 'approved',
        isFinalist: true,
        isSecondComplete: true,
        name: 'Aji amarillo ceviche',
        contestantName: 'Ana',
        contestantLastname: 'Souza',
      });
      await app.factory.newSubmittedRecipe({
        status: 'approved',
        name: 'Brown butter gnocchi',
        contestantName: 'Ben',
      });
      adminEmail = (await app.factory.newAdmin({ password: PASSWORD })).email;
    },
  });

  async function signIn(viewport: { width: number; height: number }): Promise<Page> {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    await signInWithPassword(page, 'admins', adminEmail, PASSWORD);
    await page.goto(`${t.baseUrl}/admins/results`);
    return page;
  }

  it('previews both finalist mails with the counts, sends them once, then announces the results once', async () => {
    const page = await signIn(VIEWPORTS.desktop);
    const mailings = page.getByTestId('contest-mailings');
    await mailings.getByText('Nobody notified yet').waitFor();

    await page.getByTestId('notify-finalists').click();
    const dialog = page.getByRole('dialog', { name: 'Notify finalists' });
    await dialog.getByTestId('mailing-counts').waitFor();
    const counts = dialog.getByTestId('mailing-counts');
    expect(await counts.innerText()).toContain('1 finalist: the finalist mail');
    expect(await counts.innerText()).toContain('1 other contestant of the first round: the thank-you');
    expect(await dialog.getByTestId('mail-preview').innerText()).toContain(
      'Congratulations: "Aji amarillo ceviche" is a finalist!',
    );
    const frame = page.frameLocator('iframe[title^="Finalist mail"]');
    await frame.getByText('You are a finalist!').waitFor();
    await dialog.getByRole('button', { name: 'Thank-you mail' }).click();
    await page.frameLocator('iframe[title^="Thank-you mail"]').getByText('Hello Ben,').waitFor();
    await screenshot(page, 'results-notify-finalists-preview');

    await dialog.getByRole('button', { name: 'Send 2 mails' }).click();
    const done = page.getByRole('dialog', { name: '2 contestants mailed' });
    await done.getByRole('button', { name: 'Accept' }).waitFor();
    expect(await done.innerText()).toContain(
      '1 finalist got the finalist mail and 1 other contestant the thank-you.',
    );
    await done.getByRole('button', { name: 'Accept' }).click();
    await done.waitFor({ state: 'detached' });
    await mailings.getByText('2 contestants notified').waitFor();

    // Pressed again: the preview says nobody is left, and there is nothing to send.
    await page.getByTestId('notify-finalists').click();
    await dialog.getByTestId('mailing-counts').waitFor();
    expect(await dialog.getByTestId('mailing-counts').innerText()).toContain(
      '2 contestants already notified: not mailed again',
    );
    expect(await dialog.getByRole('button', { name: 'Nothing to send' }).isDisabled()).toBe(true);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await page.getByTestId('announce-results').click();
    const announce = page.getByRole('dialog', { name: 'Announce results' });
    await announce.getByTestId('mailing-counts').waitFor();
    expect(await announce.getByTestId('mailing-counts').innerText()).toContain(
      '2 contestants with a submitted recipe: the results mail',
    );
    await page.frameLocator('iframe[title^="Results mail"]').getByText('The winners are announced').waitFor();
    await announce.getByRole('button', { name: 'Send 2 mails' }).click();
    const announced = page.getByRole('dialog', { name: '2 contestants mailed' });
    await announced.getByRole('button', { name: 'Accept' }).waitFor();
    await announced.getByRole('button', { name: 'Accept' }).click();
    const button = page.getByTestId('announce-results');
    await page.getByRole('button', { name: 'Results announced' }).waitFor();
    expect(await button.isDisabled()).toBe(true);

    const templates = (await t.em().find(OutboxMail, {}, { orderBy: { id: 'asc' } })).map(
      (mail) => mail.template,
    );
    expect(templates.sort()).toEqual(
      ['finalist-news', 'finalists-thank-you', 'results-announcement', 'results-announcement'].sort(),
    );
    await page.context().close();
  });

  it('fits the preview dialog on a phone', async () => {
    const page = await signIn(VIEWPORTS.phone);
    await page.getByTestId('notify-finalists').click();
    const dialog = page.getByRole('dialog', { name: 'Notify finalists' });
    await dialog.getByTestId('mail-preview').waitFor();
    const box = await dialog.getByTestId('mail-preview').boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(VIEWPORTS.phone.width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      VIEWPORTS.phone.width,
    );
    await screenshot(page, 'results-notify-finalists-phone');
    await page.context().close();
  });

  it('fits the preview dialog, its buttons included, on an 800 px tall laptop screen', async () => {
    const page = await signIn({ width: 1280, height: 800 });
    await page.getByTestId('notify-finalists').click();
    const dialog = page.getByRole('dialog', { name: 'Notify finalists' });
    await dialog.getByTestId('mail-preview').waitFor();
    // The dialog fades in: its place is measured once it has settled.
    await page.waitForTimeout(400);
    for (const part of [
      dialog.getByRole('heading', { name: 'Notify finalists' }),
      dialog.getByRole('button').last(),
    ]) {
      const box = (await part.boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.y + box.height).toBeLessThanOrEqual(800);
    }
    await page.context().close();
  });

  it('explains σ and z beside the ranking', async () => {
    const page = await signIn({ width: 1280, height: 900 });
    expect(await page.getByTestId('ranking-legend').innerText()).toMatch(
      /Spread \(σ\):.*standard deviation.*z/s,
    );
    await page.context().close();
  });

  it('archives a recipe of the final round: the past-edition form opens filled in, and nothing is saved', async () => {
    const page = await signIn(VIEWPORTS.desktop);
    await page.goto(`${t.baseUrl}/admins/results?round=second`);
    await page.getByRole('link', { name: 'Archive as past edition: Aji amarillo ceviche' }).click();
    await page.waitForURL(/\/admins\/past-editions\/create\?from_recipe=\d+$/);
    const notice = page.getByTestId('archive-notice');
    await notice.waitFor();
    expect(await notice.innerText()).toContain('Filled in from “Aji amarillo ceviche” by Ana Souza.');
    expect(await page.getByLabel('Recipe name').inputValue()).toBe('Aji amarillo ceviche');
    expect(await page.getByLabel('Chef name').inputValue()).toBe('Ana Souza');
    expect(await page.getByLabel('Chef description').inputValue()).toBe('');
    expect(await page.getByLabel('Ingredient 1 of block 1', { exact: true }).inputValue()).toBe(
      '0.5 Pound Short rib',
    );
    expect(await page.getByLabel('Step 2 of block 1', { exact: true }).inputValue()).toBe(
      'Braise for three hours.',
    );
    await screenshot(page, 'results-archive-form');
    expect(await t.em().count(PastEdition, {})).toBe(0);
    await page.context().close();
  });
});
