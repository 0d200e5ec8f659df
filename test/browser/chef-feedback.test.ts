/// <reference lib="dom" />
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { Vote } from '../../src/judging/vote.entity.js';
import { CHEF_FEEDBACK_TEXT } from '@shared/judging/chef-feedback.js';
import { browserSuite, newPage, screenshot, storeChefPictures, VIEWPORTS } from '../support/browser.js';

const NOTE = 'PRIVATE-NOTE: reminds me of my aunt';

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(1);
}

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))
    .map((violation) => `${violation.id}: ${violation.help}`);
}

/** Feedback to the chefs (issue 36, part 1) in Chromium: the judge's comment, the release, the contestant's view. */
describe('Feedback to the chefs in Chromium', () => {
  const { t, browser, signIn } = browserSuite({ settings: { first_round_open: true, blind_judging: false } });

  it('the judge writes a comment for the chef beside the private note, at 375 px', async () => {
    const recipe = await t.factory.newSubmittedRecipe({
      status: 'approved',
      name: 'Charred leek vinaigrette',
    });
    const judge = await t.factory.newJudge();
    const { page, context } = await newPage(browser, VIEWPORTS.phone);
    await signIn(page, 'judge', judge.id);
    await page.goto(`${t.baseUrl}/judges/dashboard/recipe/${recipe.id}/vote`);
    const box = page.getByTestId('chef-comment-box');
    await box.getByText(CHEF_FEEDBACK_TEXT.commentHint).waitFor();
    const field = page.getByLabel(CHEF_FEEDBACK_TEXT.commentLabel);
    await field.fill('The leeks sing; a little more acid would lift the dressing.');
    await box.getByTestId('comment-status').filter({ hasText: 'Unsaved changes' }).waitFor();
    await box.getByRole('button', { name: 'Save comment' }).click();
    await box.getByTestId('comment-status').filter({ hasText: 'Comment saved' }).waitFor();
    const [row] = await t.em().find(Vote, { recipe: recipe.id, judge: judge.id });
    expect(row.chefComment).toBe('The leeks sing; a little more acid would lift the dressing.');
    expect(row.note).toBeNull();
    await expectNoSidewaysScroll(page);
    await box.scrollIntoViewIfNeeded();
    await screenshot(page, 'chef-feedback-judge-comment-phone');
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it('the admin releases the feedback after the results, and the contestant reads it on their recipe page at 375 px', async () => {
    await t.em().getConnection().execute('delete from recipes');
    const { dish, face } = await storeChefPictures(t, 3);
    const recipe = await t.factory.newSubmittedRecipe({
      status: 'approved',
      name: 'Green pozole with crispy hominy',
      contestantName: 'Ana',
      contestantLastname: 'Reyes',
      isFinalist: true,
      isSecondComplete: true,
      recipeImage: dish,
      headshotImage: face,
    });
    const scores: Array<[string, string, string, number, string, string | null]> = [
      ['4.5', '4.0', '5.0', 5, '4.0', 'Deep, honest flavour. The hominy crunch is a great touch.'],
      ['3.5', '4.5', '4.0', 5, '3.0', 'Plate it in a wider bowl so the garnish can breathe.'],
      ['4.0', '3.5', '4.5', 0, '3.5', null],
    ];
    const em = t.em();
    for (const [creativity, appearance, ingredients, profitability, deployability, chefComment] of scores) {
      const judge = await t.factory.newJudge();
      em.create(Vote, {
        judge: judge.id,
        recipe: recipe.id,
        stage: 'first',
        creativity,
        appearance,
        ingredients,
        profitability,
        deployability,
        note: NOTE,
        chefComment,
        votedAt: new Date(),
      });
    }
    const finalJudge = await t.factory.newJudge({ stage: 'second' });
    em.create(Vote, {
      judge: finalJudge.id,
      recipe: recipe.id,
      stage: 'second',
      creativity: '5.0',
      appearance: '4.5',
      ingredients: '4.5',
      profitability: 5,
      deployability: '4.0',
      note: NOTE,
      chefComment: 'The room went quiet at the first spoonful. Well done.',
      votedAt: new Date(),
    });
    await em.flush();
    // The results were announced (the results mailing's row): the release is open.
    await t
      .em()
      .getConnection()
      .execute(
        `insert into contest_mailings (kind, user_id, template, sent_at) values ('results', ?, 'results-announcement', now())`,
        [recipe.contestant.id],
      );

    const admin = await t.factory.newAdmin();
    const adminPage = await newPage(browser, { width: 1280, height: 900 });
    await signIn(adminPage.page, 'admin', admin.id);
    await adminPage.page.goto(`${t.baseUrl}/admins/results`);
    const section = adminPage.page.getByTestId('feedback-release');
    await section.getByText('The results are announced: the feedback can go out').waitFor();
    await section.getByRole('button', { name: 'Release feedback' }).click();
    const preview = adminPage.page.getByTestId('feedback-preview');
    await preview.getByText('1 recipe with feedback (scores or comments)').waitFor();
    await preview.getByText('3 comments for the chefs').waitFor();
    await preview.getByText('1 contestant to mail (enabled contestants only)').waitFor();
    await preview.getByText('Plate it in a wider bowl so the garnish can breathe.').waitFor();
    await screenshot(adminPage.page, 'chef-feedback-release-preview-desktop');
    await adminPage.page.getByRole('button', { name: 'Release and send 1 mail' }).click();
    await adminPage.page.getByRole('heading', { name: 'Feedback released' }).waitFor();
    await adminPage.page.getByRole('button', { name: 'Accept' }).click();
    await section.getByRole('button', { name: 'Feedback released' }).waitFor();
    expect(await section.getByRole('button', { name: 'Feedback released' }).isDisabled()).toBe(true);
    expect(await seriousViolations(adminPage.page)).toEqual([]);
    await adminPage.context.close();

    const { page, context } = await newPage(browser, VIEWPORTS.phone);
    await signIn(page, 'user', recipe.contestant.id);
    await page.goto(`${t.baseUrl}/user/recipe/view`);
    const feedback = page.getByTestId('judges-feedback');
    await feedback.getByRole('heading', { name: "Judges' feedback" }).waitFor();
    const first = feedback.getByTestId('feedback-round-first');
    await first.getByRole('heading', { name: 'First round' }).waitFor();
    await first.getByText('Scored by 3 judges').waitFor();
    await first.getByRole('img', { name: 'Creativity: average 4.0 of 5, range 3.5–4.5' }).waitFor();
    await first.getByText('Deep, honest flavour. The hominy crunch is a great touch.').waitFor();
    const final = feedback.getByTestId('feedback-round-second');
    await final.getByRole('heading', { name: 'Final round' }).waitFor();
    await final.getByText('The room went quiet at the first spoonful. Well done.').waitFor();
    expect(await page.content()).not.toContain('PRIVATE-NOTE');
    await expectNoSidewaysScroll(page);
    await feedback.scrollIntoViewIfNeeded();
    await screenshot(page, 'chef-feedback-contestant-phone');
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});
