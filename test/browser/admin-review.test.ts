/// <reference lib="dom" />
import type { Page } from 'playwright-core';
import { AuditEntry } from '../../src/audit/audit-entry.entity.js';
import { REVIEW_MESSAGES, reviewMailTopic } from '../../src/recipes/recipe-review.service.js';
import { formatTimeInZone } from '@shared/time-zone.js';
import { Contestant } from '../../src/contestants/contestant.entity.js';
import { OutboxMail } from '../../src/mail/outbox-mail.entity.js';
import { Recipe } from '../../src/recipes/recipe.entity.js';
import { browserSuite, newPage, screenshot, storeChefPictures, VIEWPORTS } from '../support/browser.js';
import { REVIEW } from '@shared/statuses.js';

const PASSWORD = 'admin password 1';

describe('Recipe review in Chromium', () => {
  let recipes: Recipe[];
  let adminEmail: string;
  const { t, browser, signInWithPassword } = browserSuite({
    prepare: async (app) => {
      const pictures = await storeChefPictures(app, 3);
      recipes = [];
      for (const [name, first, last] of [
        ['Charred leek vinaigrette', 'Maria', 'Lopez'],
        ['Smoked trout rillettes', 'Jamal', 'Carter'],
        ['Citrus-glazed pork belly', 'Ana', 'Souza'],
      ]) {
        recipes.push(
          await app.factory.newSubmittedRecipe({
            name,
            contestantName: first,
            contestantLastname: last,
            recipeImage: pictures.dish,
            headshotImage: pictures.face,
          }),
        );
      }
      adminEmail = (await app.factory.newAdmin({ password: PASSWORD })).email;
    },
  });

  it('signs in, opens a recipe from the list, approves it and moves to the next with the arrow', async () => {
    const { context, page } = await newPage(browser, VIEWPORTS.desktop);
    await signInWithPassword(page, 'admins', adminEmail, PASSWORD);
    await page.getByTestId('count-pending-review').getByTestId('count-value').getByText('3').waitFor();
    await screenshot(page, 'admin-dashboard-desktop');

    await page
      .getByRole('navigation', { name: 'Administration' })
      .getByRole('link', { name: 'Recipes' })
      .click();
    await page.waitForURL(/\/admins\/recipes$/);
    await page.getByTestId('list-search').fill('trout');
    await page.waitForURL(/q=trout/);
    await page.getByTestId('data-row').first().getByText('Smoked trout rillettes').waitFor();
    expect(await page.getByTestId('data-row').count()).toBe(1);
    await page.getByTestId('list-search').fill('');
    await page.waitForURL(/\/admins\/recipes$/);
    expect(await page.getByTestId('data-row').count()).toBe(3);
    await screenshot(page, 'admin-recipes-desktop');

    await page.getByRole('link', { name: 'Charred leek vinaigrette' }).click();
    await page.waitForURL(new RegExp(`/admins/dashboard/recipe/${recipes[0].id}$`));
    await page.getByTestId('review-status').getByText('Pending').waitFor();
    expect(await page.getByTestId('previous-recipe').getAttribute('aria-disabled')).toBe('true');
    await page.getByTestId('contestant-name').getByText('Maria Lopez').waitFor();

    await page.getByTestId('approve').click();
    await page.getByTestId('review-status').getByText('Approved').waitFor();
    expect((await t.em().findOneOrFail(Recipe, recipes[0].id)).isApproved).toBe(REVIEW.approved);
    expect(await t.em().count(AuditEntry, { subjectType: 'recipe', subjectId: recipes[0].id })).toBe(1);
    await screenshot(page, 'admin-review-approved-desktop');

    await page.getByTestId('next-recipe').click();
    await page.waitForURL(new RegExp(`/admins/dashboard/recipe/${recipes[1].id}$`));
    await page.getByTestId('contestant-name').getByText('Jamal Carter').waitFor();
    await page.getByTestId('review-status').getByText('Pending').waitFor();
    await page.getByTestId('reject').click();
    await page.getByRole('dialog').getByRole('button', { name: 'Reject recipe' }).click();
    await page.getByTestId('review-status').getByText('Not Approved').waitFor();
    await context.close();
  });

  it('shows the server message in the message area when the review is refused, on a phone', async () => {
    const { context, page } = await newPage(browser, VIEWPORTS.phone);
    await signInWithPassword(page, 'admins', adminEmail, PASSWORD);
    await screenshot(page, 'admin-dashboard-phone');
    await page.goto(`${t.baseUrl}/admins/recipes`);
    await screenshot(page, 'admin-recipes-phone');

    await page.goto(`${t.baseUrl}/admins/dashboard/recipe/${recipes[2].id}`);
    expect(await page.getByTestId('next-recipe').getAttribute('aria-disabled')).toBe('true');
    // Another admin disables the contestant while the page is open: the review answers 403 with a message, which
    // the page shows in its message area, scrolled into view.
    await t.em().nativeUpdate(Contestant, { id: recipes[2].contestant.id }, { isActive: false });
    await page.getByTestId('approve').click();
    const alert = page.getByTestId('review-messages').getByTestId('form-alert');
    await alert.getByText(REVIEW_MESSAGES.contestantDisabled).waitFor();
    await page.waitForFunction(() => {
      const area = document.querySelector('[data-testid="review-messages"]');
      if (!area) return false;
      const box = area.getBoundingClientRect();
      return box.top >= 0 && box.bottom <= window.innerHeight;
    });
    const box = await page.getByTestId('review-messages').boundingBox();
    const height = await page.evaluate(() => window.innerHeight);
    expect(box!.y).toBeGreaterThanOrEqual(0);
    expect(box!.y + box!.height).toBeLessThanOrEqual(height);
    await page.getByTestId('review-status').getByText('Pending').waitFor();
    expect((await t.em().findOneOrFail(Recipe, recipes[2].id)).isApproved).toBe(REVIEW.pending);
    await screenshot(page, 'admin-review-error-phone');
    await context.close();
  });
  it('reads the review in the audit log and filters the contestants, on a tablet', async () => {
    const { context, page } = await newPage(browser, VIEWPORTS.tablet);
    await signInWithPassword(page, 'admins', adminEmail, PASSWORD);

    await page.goto(`${t.baseUrl}/admins/audit`);
    const entry = page.getByTestId('audit-entry').filter({ hasText: `Recipe: ${recipes[0].name}` });
    await entry.getByText('recipe.approve').waitFor();
    await entry.getByText(adminEmail).waitFor();
    await screenshot(page, 'admin-audit-tablet');
    await page.getByTestId('filter-kind').selectOption('judge');
    await page.waitForURL(/kind=judge/);
    await page.getByTestId('empty-list').waitFor();

    await t.factory.newRegisteredContestant({ typeuser: 'sodexo', name: 'Sam', lastname: 'Employee' });
    await page.goto(`${t.baseUrl}/admins/contestants`);
    await page.getByTestId('pager').getByText('contestants').waitFor();
    expect(await page.getByTestId('data-row').count()).toBe(4);
    await page.getByTestId('filter-type').selectOption('sodexo');
    await page.waitForURL(/type=sodexo/);
    await page.getByTestId('data-row').getByText('Waiting for validation').waitFor();
    expect(await page.getByTestId('data-row').count()).toBe(1);
    await screenshot(page, 'admin-contestants-tablet');
    await page.getByTestId('sort-name').click();
    await page.waitForURL(/sort=name/);
    await page.getByRole('link', { name: /Sam Employee/ }).click();
    await page.waitForURL(/\/admins\/contestants\/profile\/\d+$/);
    await context.close();
  });

  /** The element that has the focus, by its test id or name. */
  const focused = (page: Page) =>
    page.evaluate(() => {
      const element = document.activeElement;
      return (
        element?.getAttribute('data-testid') ?? element?.getAttribute('name') ?? element?.tagName ?? null
      );
    });

  // The width where Reject acted on one press: a desktop's and a phone's.
  it.each([
    ['a desktop', { width: 1280, height: 800 }],
    ['a phone', { width: 375, height: 740 }],
  ])(
    'asks before rejecting, says when the mail goes, and approving again in time mails nobody, on %s',
    async (_, viewport) => {
      // Approved, and the contestant told so: the contest's delay is the default 10 minutes.
      const recipe = await t.factory.newSubmittedRecipe({ name: 'Golden beet tartare', status: 'approved' });
      const owner = await t.em().findOneOrFail(Contestant, recipe.contestant.id);
      const em = t.em();
      em.create(OutboxMail, {
        to: owner.email,
        subject: 'Your recipe "Golden beet tartare" is in the contest',
        html: '<p>Approved</p>',
        text: 'Approved',
        template: 'recipe-approved',
        status: 'kept',
        topic: reviewMailTopic(recipe.id),
      });
      await em.flush();
      const mails = () => t.em().find(OutboxMail, { to: owner.email }, { orderBy: { id: 'asc' } });

      const { context, page } = await newPage(browser, viewport);
      await signInWithPassword(page, 'admins', adminEmail, PASSWORD);
      await page.goto(`${t.baseUrl}/admins/dashboard/recipe/${recipe.id}`);
      await page.getByTestId('review-status').getByText('Approved').waitFor();

      // Reject opens the dialog, with the focus in its message; Cancel changes nothing.
      const dialog = page.getByRole('dialog', { name: 'Reject this recipe?' });
      // The dialog's own box is empty (its backdrop and panel are fixed): wait for what it shows.
      const confirm = dialog.getByRole('button', { name: 'Reject recipe' });
      await page.getByTestId('reject').click();
      await dialog.getByText('they are told by mail in 10 minutes', { exact: false }).waitFor();
      expect(await focused(page)).toBe('reject-message');
      await screenshot(page, `admin-review-reject-dialog-${viewport.width}`);
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'detached' });
      expect(await focused(page)).toBe('reject');
      // By keyboard: Enter opens it, Escape closes it and gives the focus back to Reject.
      await page.keyboard.press('Enter');
      await confirm.waitFor();
      expect(await focused(page)).toBe('reject-message');
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      expect(await focused(page)).toBe('reject');
      await page.getByTestId('review-status').getByText('Approved').waitFor();
      expect((await t.em().findOneOrFail(Recipe, recipe.id)).isApproved).toBe(REVIEW.approved);
      expect(await mails()).toHaveLength(1);

      // Reject with a message: Not Approved, and the page says when the mail goes.
      await page.getByTestId('reject').click();
      await dialog
        .getByLabel('Message the contestant will read (optional)')
        .fill('The photo shows another dish.');
      await confirm.click();
      await dialog.waitFor({ state: 'detached' });
      await page.getByTestId('review-status').getByText('Not Approved').waitFor();
      const [, held] = await mails();
      expect(held).toMatchObject({ template: 'recipe-not-approved', status: 'kept' });
      expect(held.text).toContain('The photo shows another dish.');
      const time = formatTimeInZone(held.nextAttemptAt, 'America/New_York');
      await page
        .getByTestId('review-mail')
        .getByText(
          `The contestant will be mailed at ${time} that their recipe was not approved. Change the decision before then and no mail goes out.`,
        )
        .waitFor();
      await page.waitForFunction(() => document.activeElement?.getAttribute('data-testid') === 'reject');
      await screenshot(page, `admin-review-mail-held-${viewport.width}`);

      // Approve within the delay: no mail waits any more, and none reaches the mailbox.
      await page.getByTestId('approve').click();
      await page
        .getByTestId('review-status')
        .getByText(/^Approved$/)
        .waitFor();
      await page
        .getByTestId('review-mail')
        .getByText('No mail goes out: the contestant already knows this decision', { exact: false })
        .waitFor();
      await page.waitForFunction(() => document.activeElement?.getAttribute('data-testid') === 'approve');
      expect((await mails()).map((mail) => [mail.template, mail.status])).toEqual([
        ['recipe-approved', 'kept'],
        ['recipe-not-approved', 'cancelled'],
      ]);
      await page.reload();
      await page
        .getByTestId('review-status')
        .getByText(/^Approved$/)
        .waitFor();
      expect(await page.getByTestId('review-mail').textContent()).toBe('');
      await page.goto(`${t.baseUrl}/dev/mailbox`);
      await page.getByText('Your recipe "Golden beet tartare" is in the contest').first().waitFor();
      expect(await page.getByText('Your recipe "Golden beet tartare" was not approved').count()).toBe(0);
      await context.close();
    },
  );
});
