/// <reference lib="dom" />
import { Vote } from '../../src/judging/vote.entity.js';
import { newPage, screenshot, VIEWPORTS, browserSuite } from '../support/browser.js';

describe('The live final in Chromium: the head judge and corrections of scores', () => {
  const { t, browser, signIn } = browserSuite({ settings: { second_round_open: true, blind_judging: true } });

  /** A final-round vote of 4 on every star criterion and a profitable Yes (21 points). */
  async function finalVote(judgeId: number, recipeId: number): Promise<number> {
    const em = t.em().fork();
    const vote = em.create(Vote, {
      judge: judgeId,
      recipe: recipeId,
      stage: 'second',
      creativity: '4',
      appearance: '4',
      ingredients: '4',
      deployability: '4',
      profitability: 5,
      votedAt: new Date(),
    });
    await em.flush();
    return vote.id;
  }
  const storedScores = async (voteId: number) =>
    (
      await t
        .em()
        .getConnection()
        .execute<Array<{ creativity: string; reason: string | null }>>(
          `select v.creativity, c.reason from votes v left join vote_corrections c on c.vote_id = v.id where v.id = ? order by c.id desc limit 1`,
          [voteId],
        )
    )[0];

  it('an admin marks the head judge and corrects a score on a desktop; the head judge corrects one on a phone', async () => {
    const admin = await t.factory.newAdmin();
    const head = await t.factory.newJudge({ stage: 'second' });
    const other = await t.factory.newJudge({ stage: 'second' });
    const plate = await t.factory.newSubmittedRecipe({
      status: 'approved',
      isFinalist: true,
      isSecondComplete: true,
      contestantName: 'Maria',
      contestantLastname: 'Finalist',
    });
    const otherVote = await finalVote(other.id, plate.id);
    const headVote = await finalVote(head.id, plate.id);

    const desk = await newPage(browser, VIEWPORTS.desktop);
    await signIn(desk.page, 'admin', admin.id);
    await desk.page.goto(`${t.baseUrl}/admins/final`);
    await desk.page.getByRole('heading', { name: 'Head judge' }).waitFor();
    const headRow = desk.page.getByTestId('final-judge').filter({ hasText: head.email });
    await headRow.getByRole('button', { name: /^Make head judge: / }).click();
    await headRow.getByTestId('head-judge-badge').waitFor();
    expect(await desk.page.getByTestId('head-judge-badge').count()).toBe(1);

    await desk.page.getByTestId('final-scores-link').click();
    await desk.page.getByRole('heading', { name: 'Final-round scores', level: 1 }).waitFor();
    const row = desk.page.locator(`[data-vote-id="${otherVote}"]`);
    expect(await row.getByTestId('vote-total').textContent()).toMatch(/^21/);
    await row.getByTestId('correct-vote').click();
    const dialog = desk.page.getByRole('dialog');
    await dialog.getByLabel('Creativity').selectOption('2.5');
    await dialog.getByLabel('Reason').fill('Paper sheet typed in wrong');
    await dialog.getByRole('button', { name: 'Save the correction' }).click();
    await dialog.waitFor({ state: 'detached' });
    await row.getByTestId('vote-corrections').waitFor();
    expect(await row.getByTestId('vote-total').textContent()).toMatch(/^19\.5/);
    expect(await row.getByTestId('vote-corrections').textContent()).toContain('Paper sheet typed in wrong');
    expect(await row.getByTestId('vote-corrections').textContent()).toContain('was C 4');
    expect(await storedScores(otherVote)).toEqual({
      creativity: '2.5',
      reason: 'Paper sheet typed in wrong',
    });
    await screenshot(desk.page, 'final-scores-admin-desktop');
    await desk.context.close();

    const phone = await newPage(browser, VIEWPORTS.phone);
    await signIn(phone.page, 'judge', head.id);
    await phone.page.goto(`${t.baseUrl}/judges/dashboard`);
    await phone.page.getByTestId('head-judge-scores-link').click();
    await phone.page.getByRole('heading', { name: 'Final-round scores', level: 1 }).waitFor();
    // Blind judging: the plate, never the name.
    expect(await phone.page.locator('main').textContent()).not.toContain('Maria');
    const own = phone.page.locator(`[data-vote-id="${headVote}"]`);
    await own.getByTestId('correct-vote').click();
    const form = phone.page.getByRole('dialog');
    await form.getByLabel('Profitability').selectOption('0');
    await form.getByLabel('Reason').fill('oops');
    await form.getByRole('button', { name: 'Save the correction' }).click();
    await form.getByTestId('reason-error').waitFor();
    expect(await storedScores(headVote)).toEqual({ creativity: '4.0', reason: null });
    await form.getByLabel('Reason').fill('Slip of the finger on profitability');
    await form.getByRole('button', { name: 'Save the correction' }).click();
    await form.waitFor({ state: 'detached' });
    await own.getByTestId('vote-corrections').waitFor();
    expect(await own.getByTestId('vote-total').textContent()).toMatch(/^16/);
    // Nothing wider than the phone.
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
      true,
    );
    await screenshot(phone.page, 'final-scores-head-judge-phone');
    await phone.context.close();
  });
});
