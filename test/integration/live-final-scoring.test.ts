import { AuditEntry } from '../../src/audit/audit-entry.entity.js';
import type { AdminResultsPageProps } from '@shared/admin/results.props.js';
import {
  type AdminFinalScoringPageProps,
  FINAL_SCORING_MESSAGES,
  type KitchenJudgePageProps,
} from '@shared/judging/final-scoring.js';
import type { AdminFinalBoardPageProps } from '@shared/judging/final-board.props.js';
import type { JudgeDashboardPageProps } from '@shared/judging/judging.props.js';
import type { Recipe } from '../../src/recipes/recipe.entity.js';
import { inertiaVisit, XHR } from '../support/inertia.js';
import { GOOD_VOTE, KEY } from '../support/judging.js';
import { appSuite, getBytes, type SignedInStaff, signedInStaff } from '../support/test-app.js';

/** A vote of 8 points (GOOD_VOTE is 21). */
const LOW_VOTE = { creativity: 2, appearance: 2, ingredients: 2, profitability: 0, deployability: 2 };
/** 21 points like GOOD_VOTE, with more creativity. */
const CREATIVE_VOTE = { ...GOOD_VOTE, creativity: 5, ingredients: 3 };

describe('Live final: kitchen score and tie-break', () => {
  const t = appSuite({ settings: { second_round_open: true, blind_judging: true } });
  let admin: SignedInStaff;
  let tasters: SignedInStaff[];
  let cook: SignedInStaff;
  let firstRound: SignedInStaff;
  let ana: Recipe;
  let bruno: Recipe;
  let chloe: Recipe;

  const post = (who: SignedInStaff, path: string, body: Record<string, unknown> = {}, key?: string) => {
    const request = who.agent.post(path).set(XHR);
    if (key) void request.set('Idempotency-Key', key);
    return request.send({ csrf: who.csrf, ...body });
  };
  const scoringPage = async () =>
    (await inertiaVisit(t, admin.agent, '/admins/final/scoring')).body.props as AdminFinalScoringPageProps;
  const finalRanking = async () => {
    const props = (await inertiaVisit(t, admin.agent, '/admins/results?round=second')).body
      .props as AdminResultsPageProps;
    return props.finalRanking!;
  };
  const placesByName = async () =>
    (await finalRanking()).places.map((row) => [row.contestant, row.place, row.tieBrokenBy]);
  const settings = (changes: Record<string, unknown>, loaded = false) =>
    post(admin, '/admins/final/scoring/settings', {
      kitchen_score: false,
      loaded_kitchen_score: loaded,
      kitchen_weight: 20,
      penalty_per_minute: 1,
      tie_break: ['tasting_total', 'creativity', 'head_judge'],
      ...changes,
    });
  const allCriteria = async (points: number) =>
    (await scoringPage()).criteria.map((criterion) => ({ criterion_id: criterion.id, points }));
  const audited = (action: string) => t.em().fork().count(AuditEntry, { action });

  beforeAll(async () => {
    admin = await signedInStaff(t, 'admin');
    tasters = [await signedInStaff(t, 'judge'), await signedInStaff(t, 'judge')];
    cook = await signedInStaff(t, 'judge');
    firstRound = await signedInStaff(t, 'judge');
    await t
      .em()
      .getConnection()
      .execute(`update judges set stage = 'second' where id in (?, ?, ?)`, [
        tasters[0].id,
        tasters[1].id,
        cook.id,
      ]);
    const finalist = (name: string) =>
      t.factory.newSubmittedRecipe({
        status: 'approved',
        isFinalist: true,
        isSecondComplete: true,
        contestantName: name,
        contestantLastname: 'Finalist',
      });
    ana = await finalist('Ana');
    bruno = await finalist('Bruno');
    chloe = await finalist('Chloe');
    expect(
      (await post(admin, '/admins/final/live', { live_final: true, loaded_live_final: false })).status,
    ).toBe(200);
    // Ana and Bruno taste alike; Chloe lower.
    for (const taster of tasters) {
      for (const recipe of [ana, bruno])
        expect((await post(taster, `/judges/dashboard/recipe/${recipe.id}/vote`, GOOD_VOTE)).status).toBe(
          200,
        );
      expect((await post(taster, `/judges/dashboard/recipe/${chloe.id}/vote`, LOW_VOTE)).status).toBe(200);
    }
  });

  it('is off by default: the final ranking is the tasting mean, and the kitchen page is closed', async () => {
    const page = await scoringPage();
    expect(page).toMatchObject({
      kitchenScore: false,
      kitchenWeight: 20,
      penaltyPerMinute: 1,
      tieBreak: ['tasting_total', 'creativity', 'head_judge'],
      criteriaLocked: false,
    });
    expect(page.criteria.map((criterion) => criterion.name)).toEqual([
      'Mise en place',
      'Sanitation',
      'Technique',
      'Use of product and waste',
      'Timing',
    ]);
    const ranking = await finalRanking();
    expect(ranking.maxScore).toBe(25);
    expect(ranking.places.map((row) => [row.contestant, row.score, row.kitchen])).toEqual([
      ['Ana Finalist', 21, null],
      ['Bruno Finalist', 21, null],
      ['Chloe Finalist', 8, null],
    ]);
    // Ana and Bruno are tied on every measure: they share the first place until the head judge decides.
    expect(await placesByName()).toEqual([
      ['Ana Finalist', 1, null],
      ['Bruno Finalist', 1, null],
      ['Chloe Finalist', 3, null],
    ]);
    expect(page.ties.map((tie) => tie.recipeIds)).toEqual([[ana.id, bruno.id].sort((a, b) => a - b)]);
    const kitchen = (await inertiaVisit(t, cook.agent, '/judges/kitchen')).body
      .props as KitchenJudgePageProps;
    expect(kitchen).toMatchObject({ plates: [], refusal: FINAL_SCORING_MESSAGES.kitchenOff });
  });

  it("records the head judge's choice with a reason once a head judge is marked, and applies it", async () => {
    const tie = { recipe_ids: [bruno.id, ana.id], reason: 'Bruno’s sauce held better on the pass' };
    const refused = await post(admin, '/admins/final/scoring/ties', tie);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(FINAL_SCORING_MESSAGES.noHeadJudge);
    await t.em().getConnection().execute(`update judges set head_judge = true where id = ?`, [tasters[0].id]);
    // Chloe is not tied with them: refused, nothing recorded.
    const notTied = await post(admin, '/admins/final/scoring/ties', {
      ...tie,
      recipe_ids: [chloe.id, ana.id],
    });
    expect(notTied.status).toBe(409);
    expect((await post(admin, '/admins/final/scoring/ties', { ...tie, reason: '' })).status).toBe(422);
    expect((await post(admin, '/admins/final/scoring/ties', tie)).status).toBe(200);
    expect(await placesByName()).toEqual([
      ['Bruno Finalist', 1, 'head_judge'],
      ['Ana Finalist', 2, 'head_judge'],
      ['Chloe Finalist', 3, null],
    ]);
    const page = await scoringPage();
    expect(page.ties[0].decision).toMatchObject({ order: [bruno.id, ana.id], reason: tie.reason });
    expect(await audited('final.tie_decided')).toBe(1);
  });

  it('uses an earlier rule before the head judge: a higher creativity average breaks the tie', async () => {
    expect((await post(tasters[0], `/judges/dashboard/recipe/${ana.id}/vote`, CREATIVE_VOTE)).status).toBe(
      200,
    );
    expect(await placesByName()).toEqual([
      ['Ana Finalist', 1, 'creativity'],
      ['Bruno Finalist', 2, 'creativity'],
      ['Chloe Finalist', 3, null],
    ]);
  });

  it('refuses settings it cannot mean, and a change over another admin’s', async () => {
    expect((await settings({ kitchen_weight: 120 })).status).toBe(422);
    expect((await settings({ tie_break: ['coin_toss'] })).status).toBe(422);
    expect((await settings({ penalty_per_minute: -1 })).status).toBe(422);
    const stale = await settings({ kitchen_score: true }, true);
    expect(stale.status).toBe(409);
    expect((await scoringPage()).kitchenScore).toBe(false);
  });

  it('marks kitchen judges among the final-round judges only, audited', async () => {
    expect(
      (await post(admin, `/admins/final/scoring/kitchen-judges/${firstRound.id}`, { kitchen_judge: true }))
        .status,
    ).toBe(404);
    expect(
      (await post(admin, `/admins/final/scoring/kitchen-judges/${cook.id}`, { kitchen_judge: true })).status,
    ).toBe(200);
    expect(
      (await post(admin, `/admins/final/scoring/kitchen-judges/${cook.id}`, { kitchen_judge: true })).status,
    ).toBe(200);
    expect(await audited('final.kitchen_judge')).toBe(1);
    expect((await scoringPage()).judges.find((judge) => judge.id === cook.id)?.kitchenJudge).toBe(true);
  });

  it('lets the admin rename, add and remove kitchen criteria before the first kitchen score', async () => {
    const [first, second, ...rest] = (await scoringPage()).criteria;
    const saved = await post(admin, '/admins/final/scoring/criteria', {
      criteria: [{ id: first.id, name: 'Mise en place and station' }, ...rest, { name: 'Teamwork' }],
    });
    expect(saved.status).toBe(200);
    const names = (await scoringPage()).criteria.map((criterion) => criterion.name);
    expect(names).toEqual([
      'Mise en place and station',
      'Technique',
      'Use of product and waste',
      'Timing',
      'Teamwork',
    ]);
    expect(names).not.toContain(second.name);
    expect((await post(admin, '/admins/final/scoring/criteria', { criteria: [] })).status).toBe(422);
    expect(await audited('final.kitchen_criteria')).toBe(1);
  });

  it('turns the kitchen score on with weights and a penalty, audited', async () => {
    expect((await settings({ kitchen_score: true, penalty_per_minute: 2 })).status).toBe(200);
    expect(await audited('final.scoring_updated')).toBe(1);
    const ranking = await finalRanking();
    expect(ranking).toMatchObject({
      kitchenScore: true,
      tastingWeight: 80,
      kitchenWeight: 20,
      maxScore: 100,
    });
    // No station scored yet: nobody is ranked.
    expect(ranking.places.every((row) => row.place === null)).toBe(true);
  });

  it("shows the kitchen judge the plates by code only, and stores each station's score once", async () => {
    const list = (await inertiaVisit(t, cook.agent, '/judges/dashboard')).body
      .props as JudgeDashboardPageProps;
    expect(list.kitchenUrl).toBe('/judges/kitchen');
    const tasting = (await inertiaVisit(t, tasters[1].agent, '/judges/dashboard')).body
      .props as JudgeDashboardPageProps;
    expect(tasting.kitchenUrl).toBeNull();
    const page = (await inertiaVisit(t, cook.agent, '/judges/kitchen')).body.props as KitchenJudgePageProps;
    expect(page.plates).toHaveLength(3);
    expect(page.plates.every((plate) => /^Plate \d{3}$/.test(plate.label) && plate.detail === null)).toBe(
      true,
    );
    expect(JSON.stringify(page)).not.toContain('Finalist');
    // A taster is no kitchen judge.
    expect(
      (await post(tasters[1], `/judges/kitchen/${ana.id}`, { scores: await allCriteria(8), minutes_late: 0 }))
        .status,
    ).toBe(403);
    // Every criterion, or nothing.
    const partial = await post(cook, `/judges/kitchen/${ana.id}`, {
      scores: (await allCriteria(8)).slice(1),
      minutes_late: 0,
    });
    expect(partial.status).toBe(422);
    expect(partial.body.message).toBe(FINAL_SCORING_MESSAGES.everyCriterion);
    const body = { scores: await allCriteria(8), minutes_late: 0 };
    const once = await post(cook, `/judges/kitchen/${ana.id}`, body, KEY(501));
    const again = await post(cook, `/judges/kitchen/${ana.id}`, body, KEY(501));
    expect(once.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(once.body);
    expect(once.body.data).toEqual({ recipeId: ana.id, total: 40, minutesLate: 0 });
    // Bruno: the same station, three minutes late; Chloe: a perfect station.
    expect(
      (await post(cook, `/judges/kitchen/${bruno.id}`, { scores: await allCriteria(8), minutes_late: 3 }))
        .status,
    ).toBe(200);
    expect(
      (await post(cook, `/judges/kitchen/${chloe.id}`, { scores: await allCriteria(10), minutes_late: 0 }))
        .status,
    ).toBe(200);
    const rows = await t.em().getConnection().execute(`select count(*)::int as n from kitchen_scores`);
    expect(rows[0].n).toBe(3);
    // The criteria no longer change.
    const locked = await post(admin, '/admins/final/scoring/criteria', { criteria: [{ name: 'Speed' }] });
    expect(locked.status).toBe(409);
    expect(locked.body.message).toBe(FINAL_SCORING_MESSAGES.criteriaLocked);
  });

  it('combines tasting and kitchen by weight, less the penalty, and shows each part', async () => {
    // Tasting 21/25 = 84 %, kitchen 80 %: 0.8 × 84 + 0.2 × 80 = 83.2; Bruno 6 points off; Chloe 8/25 = 32 %, 100 %.
    const ranking = await finalRanking();
    expect(
      ranking.places.map((row) => [
        row.contestant,
        row.place,
        row.score,
        row.tasting,
        row.kitchen,
        row.penalty,
      ]),
    ).toEqual([
      ['Ana Finalist', 1, 83.2, 21, 80, 0],
      ['Bruno Finalist', 2, 77.2, 21, 80, 6],
      ['Chloe Finalist', 3, 45.6, 8, 100, 0],
    ]);
    expect(
      (await settings({ kitchen_score: true, kitchen_weight: 100, penalty_per_minute: 0 }, true)).status,
    ).toBe(200);
    expect((await finalRanking()).places.map((row) => [row.contestant, row.place, row.tieBrokenBy])).toEqual([
      ['Chloe Finalist', 1, null],
      ['Ana Finalist', 2, 'creativity'],
      ['Bruno Finalist', 3, 'creativity'],
    ]);
  });

  it('puts the final ranking in the export and on the released board, saying which rule broke each tie', async () => {
    expect(
      (await settings({ kitchen_score: true, kitchen_weight: 20, penalty_per_minute: 0 }, true)).status,
    ).toBe(200);
    const csv = (
      await getBytes(admin.agent, '/admins/results/export/ranking.csv?round=second')
    ).body.toString('utf8');
    const [header, ...lines]: string[] = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r\n/);
    expect(header).toContain(
      'final_place,plate_code,final_score,final_max,tasting_mean_points,kitchen_percent',
    );
    // The final ranking's ten columns come last.
    const finalCells = (name: string) =>
      lines
        .find((line) => line.includes(name))!
        .split(',')
        .slice(-10);
    expect(finalCells('Ana Finalist')).toEqual(
      expect.arrayContaining(['1', '83.2', '100', '21', '80', 'Highest creativity average', 'no']),
    );
    expect(finalCells('Ana Finalist')[0]).toBe('1');
    expect(finalCells('Bruno Finalist')[0]).toBe('2');
    expect(finalCells('Chloe Finalist').slice(0, 1).concat(finalCells('Chloe Finalist').slice(-2))).toEqual([
      '3',
      '',
      'no',
    ]);
    expect((await post(admin, '/admins/final/board/release')).status).toBe(200);
    const board = (await inertiaVisit(t, admin.agent, '/admins/final/board')).body
      .props as AdminFinalBoardPageProps;
    if (board.board.state !== 'released') throw new Error('The board is not released');
    expect(board.board.maxPoints).toBe(100);
    expect(board.board.ranking.map((row) => [row.contestant, row.place, row.tieBrokenBy])).toEqual([
      ['Ana Finalist', 1, 'Highest creativity average'],
      ['Bruno Finalist', 2, 'Highest creativity average'],
      ['Chloe Finalist', 3, null],
    ]);
    expect(board.board.ranking[0].parts).toEqual({ tasting: 21, kitchen: 80, minutesLate: 0, penalty: 0 });
  });
});
