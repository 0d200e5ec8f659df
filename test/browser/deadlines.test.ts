/// <reference lib="dom" />
import type { Page } from 'playwright-core';
import { Clock } from '../../src/common/clock.js';
import { ContestSettingsService } from '../../src/editions/contest-settings.service.js';
import { Recipe } from '../../src/recipes/recipe.entity.js';
import { newPage, screenshot, VIEWPORTS, browserSuite } from '../support/browser.js';
import { DAY, HOUR, MINUTE, SettableClock } from '../support/clock.js';

const CLOSE = new Date('2031-03-15T03:59:00Z'); // Friday, March 14, 2031 at 11:59 PM EDT

/** Issue 15, part 2: the countdown on the landing page and in the recipe editor, on a phone, with a set clock. */
describe('Deadlines in Chromium', () => {
  const clock = new SettableClock(new Date(CLOSE.getTime() - 3 * DAY - 5 * HOUR));
  const { t, browser, signIn } = browserSuite({
    override: (module) => module.overrideProvider(Clock).useValue(clock),
  });

  /** Submissions open, closing at CLOSE; the dates before the clock's time count as applied. */
  async function openUntilClose() {
    await t
      .em()
      .getConnection()
      .execute(
        `update contest_settings set phase = 'open', time_zone = 'America/New_York', submissions_open_at = null,
           submissions_close_at = ?, first_round_closes_at = null, final_round_closes_at = null,
           schedule_applied_at = ?`,
        [CLOSE, new Date(CLOSE.getTime() - 10 * DAY)],
      );
    t.running.app.get(ContestSettingsService).forget();
  }

  const noSidewaysScroll = (page: Page) =>
    page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

  it('counts down to the close on the landing page at 375 px, in days, then hours and minutes, then closes', async () => {
    await openUntilClose();
    const { context, page } = await newPage(browser, VIEWPORTS.phone);
    // Server-rendered: the words are in the HTML before any script runs.
    const html = await (await page.request.get(`${t.baseUrl}/`)).text();
    expect(html).toContain('Submissions close in 3 days');

    await page.goto(`${t.baseUrl}/`);
    const countdown = page.getByTestId('countdown');
    await expect(countdown.getByTestId('countdown-text').innerText()).resolves.toBe(
      'Submissions close in 3 days',
    );
    expect(await countdown.getByTestId('countdown-when').innerText()).toBe(
      'Friday, March 14, 2031 at 11:59 PM EDT',
    );
    expect(await countdown.locator('time').getAttribute('datetime')).toBe(CLOSE.toISOString());
    expect(await noSidewaysScroll(page)).toBe(true);
    await screenshot(page, 'deadlines-landing-375');
    const desktop = await newPage(browser, { width: 1280, height: 900 });
    await desktop.page.goto(`${t.baseUrl}/`);
    await desktop.page.getByTestId('countdown').waitFor();
    expect(await noSidewaysScroll(desktop.page)).toBe(true);
    await screenshot(desktop.page, 'deadlines-landing-1280');
    await desktop.context.close();

    // The last day: hours and minutes.
    clock.set(CLOSE.getTime() - (5 * HOUR + 12 * MINUTE + 30_000));
    await page.reload();
    await expect(page.getByTestId('countdown-text').innerText()).resolves.toBe(
      'Submissions close in 5 hours and 12 minutes',
    );

    // A few seconds before the close, with the clock running: the page counts down to it by itself, then shows
    // the closed intro the server now serves.
    clock.set(CLOSE.getTime() - 3000, { running: true });
    await page.reload();
    await expect(page.getByTestId('countdown-text').innerText()).resolves.toBe(
      'Submissions close in less than a minute',
    );
    await page.locator('[data-testid="intro"][data-variant="closed"]').waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('countdown').count()).toBe(0);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(
      'The submission window is now closed!',
    );
    await context.close();
  });

  it('shows the countdown in the recipe editor at 375 px and locks the editor when the window closes', async () => {
    clock.set(CLOSE.getTime() - DAY - 5 * HOUR - 30 * MINUTE);
    await openUntilClose();
    const person = await t.factory.newRegisteredContestant({ name: 'Rosa' });
    const em = t.em();
    em.create(Recipe, {
      contestant: person.id,
      name: 'Green pozole bowl',
      description: 'Hominy, chicken and tomatillo.',
      preparation: '',
      ingredients: [],
    });
    await em.flush();
    const { context, page } = await newPage(browser, VIEWPORTS.phone);
    await signIn(page, 'user', person.id);
    await page.goto(`${t.baseUrl}/user/recipe`);
    await expect(page.getByTestId('countdown-text').innerText()).resolves.toBe(
      'Submissions close in 1 day and 5 hours',
    );
    expect(await noSidewaysScroll(page)).toBe(true);
    await screenshot(page, 'deadlines-editor-375');

    clock.set(CLOSE.getTime() - 3000, { running: true });
    await page.reload();
    await page.getByTestId('notice-closed').waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('countdown').count()).toBe(0);
    expect(await page.getByLabel('Recipe name').isDisabled()).toBe(true);
    // What the contestant had typed is still there to copy.
    expect(await page.getByLabel('Recipe name').inputValue()).toBe('Green pozole bowl');
    await context.close();
  });

  it('tells a contestant who signs in before the window opens that the editor opens with it, not that it closed', async () => {
    clock.set(CLOSE.getTime() - 5 * DAY);
    await openUntilClose();
    await t.em().getConnection().execute(`update contest_settings set phase = 'coming_soon'`);
    t.running.app.get(ContestSettingsService).forget();
    try {
      const person = await t.factory.newRegisteredContestant({ name: 'Ines' });
      const { context, page } = await newPage(browser, VIEWPORTS.phone);
      await signIn(page, 'user', person.id);
      await page.goto(`${t.baseUrl}/user/recipe`);
      const notice = page.getByTestId('notice-not-open');
      await notice.waitFor();
      expect(await notice.innerText()).toContain('The submission window opens soon');
      expect(await notice.innerText()).toContain(
        'You can write, save and submit your recipe as soon as it opens.',
      );
      expect(await page.getByTestId('notice-closed').count()).toBe(0);
      expect(await page.getByText('The submission window is now closed!').count()).toBe(0);
      expect(await page.getByLabel('Recipe name').isDisabled()).toBe(true);
      await screenshot(page, 'deadlines-editor-not-open-375');
      await context.close();
    } finally {
      await openUntilClose();
    }
  });

  it('lays out the deadlines card of the settings', async () => {
    clock.set(CLOSE.getTime() - 3 * DAY - 5 * HOUR);
    await openUntilClose();
    const admin = await t.factory.newAdmin();
    for (const viewport of [VIEWPORTS.phone, { width: 1280, height: 900 }]) {
      const { context, page } = await newPage(browser, viewport);
      await page.goto(`${t.baseUrl}/terms-and-conditions`);
      const csrf = await page.locator('meta[name="csrf-token"]').getAttribute('content');
      await page.request.post(`${t.baseUrl}/__test__/sign-in`, {
        headers: { 'X-Requested-With': 'XMLHttpRequest' },
        data: { csrf, audience: 'admin', id: admin.id },
      });
      await page.goto(`${t.baseUrl}/admins/settings`);
      const card = page.getByTestId('deadlines-card');
      await card.waitFor();
      expect(await page.getByLabel('Submissions close').inputValue()).toBe('2031-03-14T23:59');
      expect(await page.getByTestId('submissions_close_at-status').innerText()).toBe(
        'Submissions close in 3 days.',
      );
      expect(await noSidewaysScroll(page)).toBe(true);
      // The card alone: the whole settings page is four screens long.
      const dir = process.env.SCREENSHOT_DIR;
      if (dir) await card.screenshot({ path: `${dir}/deadlines-settings-${viewport.width}.png` });

      // Bounded to this century, so the browser's field takes a four-digit year only.
      for (const label of ['Submissions open', 'Submissions close', 'Starts (UTC)', 'Ends (UTC)']) {
        const field = page.getByLabel(label, { exact: true });
        expect([label, await field.getAttribute('min'), await field.getAttribute('max')]).toEqual([
          label,
          '2000-01-01T00:00',
          '2099-12-31T23:59',
        ]);
      }

      // A reminder without its date is refused on the switch, with the summary.
      await page.getByLabel('Submissions close').fill('');
      await page.getByTestId('remind_contestants-switch').click();
      await page.getByTestId('save-settings').click();
      await page.getByTestId('remind_contestants-error').waitFor();
      expect(await page.getByTestId('remind_contestants-error').innerText()).toBe(
        'Set the date submissions close first: the reminder goes out 48 hours before it.',
      );
      await context.close();
    }
  });
});
