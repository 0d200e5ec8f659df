import { AuditEntry } from '../../src/audit/audit-entry.entity.js';
import { LIVE_FINAL_MESSAGES } from '../../src/judging/final/live-final.service.js';
import type { AdminLiveFinalPageProps, PlateSheetPageProps } from '@shared/admin/live-final.props.js';
import type { JudgeDashboardPageProps, JudgeVotePageProps } from '@shared/judging/judging.props.js';
import type { Recipe } from '../../src/recipes/recipe.entity.js';
import { setContestSettings } from '../support/contest-settings.js';
import { inertiaVisit, XHR } from '../support/inertia.js';
import { GOOD_VOTE } from '../support/judging.js';
import { appSuite, type SignedInStaff, signedInStaff } from '../support/test-app.js';

describe('Live final: plate codes', () => {
  const t = appSuite({ settings: { second_round_open: true, blind_judging: true } });
  let admin: SignedInStaff;
  let judge: SignedInStaff;
  let finalists: Recipe[];

  beforeAll(async () => {
    admin = await signedInStaff(t, 'admin');
    judge = await signedInStaff(t, 'judge');
    await t.em().getConnection().execute(`update judges set stage = 'second' where id = ?`, [judge.id]);
    finalists = [];
    for (const name of ['Ana', 'Bruno', 'Chloe']) {
      finalists.push(
        await t.factory.newSubmittedRecipe({
          status: 'approved',
          isFinalist: true,
          isSecondComplete: true,
          contestantName: name,
          contestantLastname: 'Finalist',
        }),
      );
    }
    // Not a finalist: no plate.
    await t.factory.newSubmittedRecipe({ status: 'approved', contestantName: 'Otto' });
  });

  const post = (who: SignedInStaff, path: string, body: Record<string, unknown> = {}) =>
    who.agent
      .post(path)
      .set(XHR)
      .send({ csrf: who.csrf, ...body });
  const livePage = async () => {
    const response = await inertiaVisit(t, admin.agent, '/admins/final');
    expect(response.status).toBe(200);
    return response.body.props as AdminLiveFinalPageProps;
  };
  const codes = async () => new Map((await livePage()).finalists.map((row) => [row.recipeId, row.code]));
  const judgeList = async () =>
    (await inertiaVisit(t, judge.agent, '/judges/dashboard')).body.props as JudgeDashboardPageProps;
  const votePage = async (recipeId: number) =>
    (await inertiaVisit(t, judge.agent, `/judges/dashboard/recipe/${recipeId}/vote`)).body
      .props as JudgeVotePageProps;

  it('is off at first: no codes, and the final-round judges see the round as before', async () => {
    const page = await livePage();
    expect(page.liveFinal).toBe(false);
    expect(page.finalists.map((row) => row.contestant).sort()).toEqual([
      'Ana Finalist',
      'Bruno Finalist',
      'Chloe Finalist',
    ]);
    expect(page.finalists.every((row) => row.code === null)).toBe(true);
    const list = await judgeList();
    expect(list.recipes.map((card) => [card.contestant, card.plateCode])).toEqual(
      expect.arrayContaining(finalists.map((recipe) => [`Contestant #${recipe.id}`, null])),
    );
  });

  it('turned on, draws a distinct three-digit code for every finalist, audited', async () => {
    const response = await post(admin, '/admins/final/live', { live_final: true, loaded_live_final: false });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ data: { liveFinal: true, drawn: 3 } });
    const drawn = [...(await codes()).values()];
    expect(drawn).toHaveLength(3);
    expect(new Set(drawn).size).toBe(3);
    for (const code of drawn) expect(code).toMatch(/^[1-9]\d\d$/);
    const entry = await t
      .em()
      .fork()
      .findOne(AuditEntry, { action: 'settings.update', after: { liveFinal: true } });
    expect(entry?.before).toEqual({ liveFinal: false });
    expect(entry?.adminEmail).toBe(admin.email);
    // Turning it on again draws nothing and logs nothing.
    const again = await post(admin, '/admins/final/live', { live_final: true, loaded_live_final: true });
    expect(again.body).toEqual({ data: { liveFinal: true, drawn: 0 } });
    expect([...(await codes()).values()]).toEqual(drawn);
  });

  it('under blind judging, final-round judges see the plate instead of the name, on the list and the vote page', async () => {
    const byRecipe = await codes();
    const list = await judgeList();
    for (const recipe of finalists) {
      const card = list.recipes.find((row) => row.id === recipe.id)!;
      expect([card.contestant, card.plateCode]).toEqual([
        `Plate ${byRecipe.get(recipe.id)}`,
        byRecipe.get(recipe.id),
      ]);
    }
    const page = await votePage(finalists[0].id);
    expect(page.contestant).toBe(`Plate ${byRecipe.get(finalists[0].id)}`);
    expect(page.plateCode).toBe(byRecipe.get(finalists[0].id));
    expect(page.recipe.headshot).toBeNull();
    // Nothing of the name reaches the judge's page.
    expect(JSON.stringify(page)).not.toContain('Ana');
  });

  it('without blind judging, the judges see the name with the plate beside it; first-round judges see no plate', async () => {
    await setContestSettings(t, { blind_judging: false, first_round_open: true });
    try {
      const byRecipe = await codes();
      const card = (await judgeList()).recipes.find((row) => row.id === finalists[1].id)!;
      expect([card.contestant, card.plateCode]).toEqual(['Bruno Finalist', byRecipe.get(finalists[1].id)]);
      const firstRound = await signedInStaff(t, 'judge');
      const cards = (
        (await inertiaVisit(t, firstRound.agent, '/judges/dashboard')).body.props as JudgeDashboardPageProps
      ).recipes;
      expect(cards.length).toBeGreaterThan(0);
      expect(cards.every((row) => row.plateCode === null)).toBe(true);
    } finally {
      await setContestSettings(t, { blind_judging: true });
    }
  });

  it('a finalist marked later gets a code of their own when the codes are next shown', async () => {
    const before = await codes();
    const late = await t.factory.newSubmittedRecipe({
      status: 'approved',
      isFinalist: true,
      isSecondComplete: true,
      contestantName: 'Dana',
    });
    finalists.push(late);
    const after = await codes();
    expect(after.get(late.id)).toMatch(/^\d{3}$/);
    expect(new Set(after.values()).size).toBe(4);
    for (const [recipeId, code] of before) expect(after.get(recipeId)).toBe(code);
  });

  it('prints a sheet of the codes, in code order, with the names for the kitchen', async () => {
    const response = await inertiaVisit(t, admin.agent, '/admins/final/plates');
    expect(response.status).toBe(200);
    const sheet = response.body.props as PlateSheetPageProps;
    const listed = sheet.finalists.map((row) => row.code);
    expect(listed).toEqual([...listed].sort());
    expect(sheet.finalists.map((row) => row.contestant)).toContain('Dana Cook');
  });

  it('redraws the codes until the first final-round score, then refuses and keeps them', async () => {
    const before = await codes();
    const redrawn = await post(admin, '/admins/final/codes/redraw');
    expect(redrawn.body).toEqual({ data: { liveFinal: true, drawn: 4 } });
    const after = await codes();
    expect(new Set(after.values()).size).toBe(4);
    expect([...after].some(([recipeId, code]) => before.get(recipeId) !== code)).toBe(true);
    expect(await t.em().fork().count(AuditEntry, { action: 'final.codes_redrawn' })).toBe(1);

    // A note alone is no score: the codes can still change.
    const note = await post(judge, `/judges/dashboard/recipe/${finalists[0].id}/note`, { note: 'Salty' });
    expect(note.status).toBe(200);
    expect((await livePage()).codesLocked).toBe(false);

    const vote = await post(judge, `/judges/dashboard/recipe/${finalists[0].id}/vote`, GOOD_VOTE);
    expect(vote.status).toBe(200);
    const page = await livePage();
    expect([page.codesLocked, page.finalScores]).toEqual([true, 1]);
    const refused = await post(admin, '/admins/final/codes/redraw');
    expect([refused.status, refused.body.message]).toEqual([409, LIVE_FINAL_MESSAGES.codesLocked]);
    expect(await codes()).toEqual(after);
  });

  it('turned off, hides the codes from the judges and keeps them for when it is on again', async () => {
    const kept = await codes();
    // A page that still shows it off (another admin's tab) does not overrule the change it did not see.
    const stale = await post(admin, '/admins/final/live', { live_final: true, loaded_live_final: false });
    expect([stale.status, stale.body.message]).toEqual([409, LIVE_FINAL_MESSAGES.changed]);
    expect(
      (await post(admin, '/admins/final/live', { live_final: false, loaded_live_final: true })).body,
    ).toEqual({
      data: { liveFinal: false, drawn: 0 },
    });
    const card = (await judgeList()).recipes.find((row) => row.id === finalists[2].id)!;
    expect([card.contestant, card.plateCode]).toEqual([`Contestant #${finalists[2].id}`, null]);
    const sheet = (await inertiaVisit(t, admin.agent, '/admins/final/plates')).body
      .props as PlateSheetPageProps;
    expect(sheet.finalists).toEqual([]);
    const redraw = await post(admin, '/admins/final/codes/redraw');
    expect([redraw.status, redraw.body.message]).toEqual([409, LIVE_FINAL_MESSAGES.off]);

    expect(
      (await post(admin, '/admins/final/live', { live_final: true, loaded_live_final: false })).body,
    ).toEqual({
      data: { liveFinal: true, drawn: 0 },
    });
    expect(await codes()).toEqual(kept);
  });

  it("is the admins' alone", async () => {
    expect((await inertiaVisit(t, judge.agent, '/admins/final')).status).not.toBe(200);
    const before = await codes();
    const toggle = await post(judge, '/admins/final/live', { live_final: false, loaded_live_final: true });
    expect(toggle.status).toBe(403);
    const redraw = await post(judge, '/admins/final/codes/redraw');
    expect(redraw.status).toBe(403);
    expect((await livePage()).liveFinal).toBe(true);
    expect(await codes()).toEqual(before);
  });
});
