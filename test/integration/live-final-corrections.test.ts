import { AuditEntry } from '../../src/audit/audit-entry.entity.js';
import { Vote } from '../../src/judging/vote.entity.js';
import { VoteCorrection } from '../../src/judging/final/vote-correction.entity.js';
import type { Recipe } from '../../src/recipes/recipe.entity.js';
import {
  CORRECTION_MESSAGES,
  CORRECTION_PAGES,
  type ScoreCorrectionsPageProps,
  type ScoreSet,
} from '@shared/judging/vote-corrections.js';
import type { JudgeDashboardPageProps } from '@shared/judging/judging.props.js';
import { asObjects, parseCsv } from '../support/admin-results.js';
import { inertiaVisit, XHR } from '../support/inertia.js';
import { GOOD_VOTE } from '../support/judging.js';
import { appSuite, type SignedInStaff, signedInStaff, signInAs } from '../support/test-app.js';

const FIXED: ScoreSet = {
  creativity: 3,
  appearance: 4,
  ingredients: 3.5,
  profitability: 0,
  deployability: 4,
};
const REASON = 'Paper sheet typed in wrong: creativity was a 3';
const loadedOf = (scores: ScoreSet) =>
  Object.fromEntries(Object.entries(scores).map(([criterion, value]) => [`loaded_${criterion}`, value]));

describe('Live final: corrections of final-round scores', () => {
  const t = appSuite({ settings: { second_round_open: true, first_round_open: true, blind_judging: true } });
  let admin: SignedInStaff;
  let head: SignedInStaff;
  let judge: SignedInStaff;
  let firstRound: SignedInStaff;
  let plates: Recipe[];

  const post = (who: SignedInStaff, path: string, body: Record<string, unknown> = {}) =>
    who.agent
      .post(path)
      .set(XHR)
      .send({ csrf: who.csrf, ...body });
  const voteOf = (judgeId: number, recipeId: number, stage: 'first' | 'second' = 'second') =>
    t.em().fork().findOneOrFail(Vote, { judge: judgeId, recipe: recipeId, stage });
  const scoresOf = (vote: Vote): ScoreSet => ({
    creativity: Number(vote.creativity),
    appearance: Number(vote.appearance),
    ingredients: Number(vote.ingredients),
    profitability: Number(vote.profitability),
    deployability: Number(vote.deployability),
  });
  const correct = (who: SignedInStaff, voteId: number, body: Record<string, unknown>) =>
    post(
      who,
      who === admin ? CORRECTION_PAGES.adminCorrect(voteId) : CORRECTION_PAGES.headJudgeCorrect(voteId),
      body,
    );
  const corrections = (voteId: number) =>
    t
      .em()
      .fork()
      .find(VoteCorrection, { vote: voteId }, { orderBy: { id: 'asc' } });
  const adminPage = async () =>
    (await inertiaVisit(t, admin.agent, CORRECTION_PAGES.admin)).body.props as ScoreCorrectionsPageProps;

  beforeAll(async () => {
    admin = await signedInStaff(t, 'admin');
    head = await signedInStaff(t, 'judge');
    judge = await signedInStaff(t, 'judge');
    firstRound = await signedInStaff(t, 'judge');
    const connection = t.em().getConnection();
    await connection.execute(`update judges set stage = 'second' where id in (?, ?)`, [head.id, judge.id]);
    plates = [];
    for (const name of ['Ana', 'Bruno'])
      plates.push(
        await t.factory.newSubmittedRecipe({
          status: 'approved',
          isFinalist: true,
          isSecondComplete: true,
          contestantName: name,
          contestantLastname: 'Finalist',
        }),
      );
    expect(
      (await post(admin, '/admins/final/live', { live_final: true, loaded_live_final: false })).status,
    ).toBe(200);
    expect(
      (
        await post(admin, '/admins/final/head-judge', {
          judge_id: head.id,
          head_judge: true,
          loaded_head_judge_id: null,
        })
      ).status,
    ).toBe(200);
    // Real votes, through the judges' own call.
    for (const who of [head, judge])
      for (const plate of plates)
        expect((await post(who, `/judges/dashboard/recipe/${plate.id}/vote`, GOOD_VOTE)).status).toBe(200);
    expect((await post(firstRound, `/judges/dashboard/recipe/${plates[0].id}/vote`, GOOD_VOTE)).status).toBe(
      200,
    );
  });

  it('lists every final-round score by plate for the admin, and by plate code alone for the head judge', async () => {
    const page = await adminPage();
    expect(page.votes).toHaveLength(4);
    expect(page.closed).toBeNull();
    expect(page.votes.every((vote) => /^Plate \d{3}$/.test(vote.plate))).toBe(true);
    expect(page.votes.map((vote) => vote.contestant)).toEqual(
      expect.arrayContaining(['Ana Finalist', 'Bruno Finalist']),
    );
    expect(page.votes[0].total).toBe('21');

    const headPage = await inertiaVisit(t, head.agent, CORRECTION_PAGES.headJudge);
    expect(headPage.status).toBe(200);
    const props = headPage.body.props as ScoreCorrectionsPageProps;
    expect(props.votes).toHaveLength(4);
    expect(props.votes.every((vote) => vote.contestant === null)).toBe(true);
    expect(JSON.stringify(props)).not.toContain('Finalist');
    // The head judge's list links the page; another judge's does not.
    const dashboard = async (who: SignedInStaff) =>
      ((await inertiaVisit(t, who.agent, '/judges/dashboard')).body.props as JudgeDashboardPageProps)
        .headJudgeScoresUrl;
    expect(await dashboard(head)).toBe(CORRECTION_PAGES.headJudge);
    expect(await dashboard(judge)).toBeNull();
  });

  it('an admin corrects a judge’s score with a reason: the vote changes, the original is kept and logged', async () => {
    const vote = await voteOf(judge.id, plates[0].id);
    const original = scoresOf(vote);
    const response = await correct(admin, vote.id, {
      ...FIXED,
      ...loadedOf(original),
      reason: `  ${REASON} `,
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ data: { voteId: vote.id, scores: FIXED, total: '14.5' } });

    const after = await voteOf(judge.id, plates[0].id);
    expect(scoresOf(after)).toEqual(FIXED);
    expect(after.correctedAt).not.toBeNull();
    const kept = await corrections(vote.id);
    expect(kept.map((row) => [row.previous, row.corrected, row.reason, row.byRole, row.byEmail])).toEqual([
      [original, FIXED, REASON, 'admin', admin.email],
    ]);
    const entry = await t
      .em()
      .fork()
      .findOneOrFail(AuditEntry, { action: 'vote.correct', subjectId: vote.id });
    expect(entry.adminEmail).toBe(admin.email);
    expect(entry.before).toEqual(original);
    expect(entry.after).toEqual({ ...FIXED, reason: REASON, correctedBy: 'Admin' });

    const shown = (await adminPage()).votes.find((row) => row.voteId === vote.id)!;
    expect(shown.scores).toEqual(FIXED);
    expect(shown.corrections).toEqual([
      expect.objectContaining({
        by: `Admin ${admin.email}`,
        reason: REASON,
        previous: original,
        corrected: FIXED,
      }),
    ]);

    // The same call again (its answer was lost): answered as the first, nothing written twice.
    const again = await correct(admin, vote.id, { ...FIXED, ...loadedOf(original), reason: REASON });
    expect(again.status).toBe(200);
    expect(await corrections(vote.id)).toHaveLength(1);
  });

  it('a judge’s own vote no longer replaces a corrected score', async () => {
    const response = await post(judge, `/judges/dashboard/recipe/${plates[0].id}/vote`, GOOD_VOTE);
    expect(response.status).toBe(409);
    expect(response.body.message).toBe(CORRECTION_MESSAGES.corrected);
    expect(scoresOf(await voteOf(judge.id, plates[0].id))).toEqual(FIXED);
    // Their other plate, not corrected, still takes their vote.
    expect((await post(judge, `/judges/dashboard/recipe/${plates[1].id}/vote`, GOOD_VOTE)).status).toBe(200);
  });

  it('refuses a stale correction, bad input and a correction that changes nothing, changing nothing', async () => {
    const vote = await voteOf(judge.id, plates[1].id);
    const current = scoresOf(vote);
    const stale = await correct(admin, vote.id, {
      ...FIXED,
      ...loadedOf({ ...current, creativity: 1 }),
      reason: REASON,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(CORRECTION_MESSAGES.changed);

    const bad: Array<[Record<string, unknown>, string]> = [
      [{ ...FIXED, ...loadedOf(current), reason: 'typo' }, 'reason'],
      [{ ...FIXED, ...loadedOf(current) }, 'reason'],
      [{ ...FIXED, ...loadedOf(current), reason: 'x'.repeat(501) }, 'reason'],
      [{ ...FIXED, creativity: 7, ...loadedOf(current), reason: REASON }, 'creativity'],
      [{ ...FIXED, profitability: 3, ...loadedOf(current), reason: REASON }, 'profitability'],
      [{ ...FIXED, reason: REASON }, 'loaded_creativity'],
      [{ ...current, ...loadedOf(current), reason: REASON }, 'creativity'],
    ];
    for (const [body, field] of bad) {
      const response = await correct(admin, vote.id, body);
      expect(response.status).toBe(422);
      expect(Object.keys(response.body.errors)).toContain(field);
    }
    expect(
      (await correct(admin, vote.id, { ...FIXED, ...loadedOf(current), reason: 'typo' })).body.errors.reason,
    ).toEqual([CORRECTION_MESSAGES.reasonLength]);
    expect(scoresOf(await voteOf(judge.id, plates[1].id))).toEqual(current);
    expect(await corrections(vote.id)).toHaveLength(0);
    expect((await correct(admin, 99999999, { ...FIXED, ...loadedOf(current), reason: REASON })).status).toBe(
      404,
    );
  });

  it('refuses a first-round vote', async () => {
    const vote = await voteOf(firstRound.id, plates[0].id, 'first');
    const response = await correct(admin, vote.id, { ...FIXED, ...loadedOf(scoresOf(vote)), reason: REASON });
    expect(response.status).toBe(409);
    expect(response.body.message).toBe(CORRECTION_MESSAGES.notFinal);
    expect(await corrections(vote.id)).toHaveLength(0);
  });

  it('the head judge corrects from the judges’ area; any other judge is refused (403)', async () => {
    const vote = await voteOf(judge.id, plates[1].id);
    const current = scoresOf(vote);
    const body = { ...FIXED, ...loadedOf(current), reason: REASON };

    const refused = await correct(judge, vote.id, body);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(CORRECTION_MESSAGES.notHeadJudge);
    expect((await inertiaVisit(t, judge.agent, CORRECTION_PAGES.headJudge)).status).toBe(403);
    expect(await corrections(vote.id)).toHaveLength(0);

    const response = await correct(head, vote.id, body);
    expect(response.status).toBe(200);
    const [kept] = await corrections(vote.id);
    expect([kept.byRole, kept.byId, kept.previous]).toEqual(['head_judge', head.id, current]);
    const entry = await t
      .em()
      .fork()
      .findOneOrFail(AuditEntry, { action: 'vote.correct', subjectId: vote.id });
    expect(entry.adminId).toBeNull();
    expect(entry.adminEmail).toBe(`${head.email} (Head judge)`);
    expect(entry.after).toMatchObject({ reason: REASON, correctedBy: 'Head judge' });
  });

  it('the votes export shows, beside each corrected score, the judge’s original scores and the reason', async () => {
    const response = await admin.agent.get('/admins/results/export/votes.csv');
    expect(response.status).toBe(200);
    const rows = asObjects(parseCsv(response.text));
    const vote = await voteOf(judge.id, plates[0].id);
    const row = rows.find((line) => line.vote_id === String(vote.id))!;
    expect([row.creativity, row.profitability, row.total_points]).toEqual(['3', '0', '14.5']);
    expect(row.corrections).toBe('1');
    expect([row.original_creativity, row.original_appearance, row.original_profitability]).toEqual([
      '4.5',
      '4',
      '5',
    ]);
    expect(row.original_total_points).toBe('21');
    expect(row.correction_reason).toBe(REASON);
    expect(row.corrected_by).toBe(`Admin ${admin.email}`);
    const untouched = rows.find(
      (line) =>
        line.judge_id === String(head.id) &&
        line.recipe_id === String(plates[0].id) &&
        line.round === 'second',
    )!;
    expect(untouched.corrections).toBe('0');
    expect(untouched.correction_reason).toBe('');
  });

  it('is closed while the board shows the released results, and once the results are mailed', async () => {
    const vote = await voteOf(head.id, plates[0].id);
    const body = { ...FIXED, ...loadedOf(scoresOf(vote)), reason: REASON };
    expect((await post(admin, '/admins/final/board/release')).status).toBe(200);
    try {
      const refused = await correct(admin, vote.id, body);
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe(CORRECTION_MESSAGES.released);
      expect((await adminPage()).closed).toBe(CORRECTION_MESSAGES.released);
    } finally {
      expect((await post(admin, '/admins/final/board/hide')).status).toBe(200);
    }
    const connection = t.em().getConnection();
    await connection.execute(
      `insert into contest_mailings (kind, user_id, template, sent_at) select 'results', user_id, 'results-announcement', now() from recipes where id = ?`,
      [plates[0].id],
    );
    try {
      const refused = await correct(head, vote.id, body);
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe(CORRECTION_MESSAGES.announced);
      expect(await corrections(vote.id)).toHaveLength(0);
    } finally {
      await connection.execute(`delete from contest_mailings where kind = 'results'`);
    }
    expect((await correct(head, vote.id, body)).status).toBe(200);
  });

  it('a head judge unmarked meanwhile can no longer correct', async () => {
    const vote = await voteOf(head.id, plates[1].id);
    expect(
      (
        await post(admin, '/admins/final/head-judge', {
          judge_id: head.id,
          head_judge: false,
          loaded_head_judge_id: head.id,
        })
      ).status,
    ).toBe(200);
    const refused = await correct(head, vote.id, { ...FIXED, ...loadedOf(scoresOf(vote)), reason: REASON });
    expect(refused.status).toBe(403);
    // Signed in again, still not the head judge.
    head.csrf = await signInAs(head.agent, 'judge', head.id);
    expect((await inertiaVisit(t, head.agent, CORRECTION_PAGES.headJudge)).status).toBe(403);
  });
});
