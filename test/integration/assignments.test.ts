import { AuditEntry } from '../../src/audit/audit-entry.entity.js';
import { ASSIGNMENT_MESSAGES } from '../../src/judging/assignments/assignments.service.js';
import type { RecipeReviewPageProps } from '@shared/admin/admin-core.props.js';
import type { StaffFormPageProps } from '@shared/admin/records.props.js';
import type { AdminResultsPageProps } from '@shared/admin/results.props.js';
import type { AdminSettingsPageProps } from '@shared/admin/settings.props.js';
import { JUDGING_MESSAGES } from '../../src/judging/judging.service.js';
import { Vote } from '../../src/judging/vote.entity.js';
import { appSuite, signedInStaff, type SignedInStaff } from '../support/test-app.js';
import { type Agent, approvedRound, GOOD_VOTE, type SignedInJudge } from '../support/judging.js';
import { inertiaVisit, XHR } from '../support/inertia.js';

describe('Assignment when the field is large (issue 15, part 5)', () => {
  const t = appSuite({ settings: { first_round_open: true, blind_judging: false } });
  let admin: SignedInStaff;

  beforeAll(async () => {
    admin = await signedInStaff(t, 'admin');
  });

  function sql<T = unknown[]>(text: string, params: unknown[] = []): Promise<T> {
    return t.em().getConnection().execute(text, params) as Promise<T>;
  }

  /** An empty first round, assignment off: assignment balances every judge and recipe of the round. */
  async function fresh() {
    await sql('delete from judge_assignments');
    await sql('update assignment_settings set judges_per_recipe = null');
    await sql('delete from votes');
    await sql('delete from recipes');
    await sql('delete from judges');
  }

  const judgeOf = (): Promise<SignedInJudge> => signedInStaff(t, 'judge');
  const round = (count: number) => approvedRound(t, count);

  const page = (who: Agent, path: string) => inertiaVisit(t, who, path);
  const adminPost = (path: string, body: Record<string, unknown> = {}) =>
    admin.agent
      .post(path)
      .set(XHR)
      .send({ csrf: admin.csrf, ...body });
  const vote = (judge: SignedInJudge, recipeId: number) =>
    judge.agent
      .post(`/judges/dashboard/recipe/${recipeId}/vote`)
      .set(XHR)
      .send({ csrf: judge.csrf, ...GOOD_VOTE });

  async function assignments(): Promise<Array<{ judge_id: number; recipe_id: number }>> {
    return sql('select judge_id, recipe_id from judge_assignments order by recipe_id, judge_id');
  }

  function countBy(rows: Array<{ judge_id: number; recipe_id: number }>, key: 'judge_id' | 'recipe_id') {
    const counts = new Map<number, number>();
    for (const row of rows) counts.set(row[key], (counts.get(row[key]) ?? 0) + 1);
    return counts;
  }

  const listed = async (judge: SignedInJudge) =>
    (await page(judge.agent, '/judges/dashboard')).body.props.recipes.map((card: { id: number }) => card.id);

  it('is off by default: every judge of the round sees every recipe, and nothing is assigned', async () => {
    await fresh();
    const recipes = await round(3);
    const judge = await judgeOf();
    expect(await listed(judge)).toEqual(recipes.map((recipe) => recipe.id));
    const settings = (await page(admin.agent, '/admins/settings')).body.props as AdminSettingsPageProps;
    expect(settings.assignment).toMatchObject({ perRecipe: null, summary: null });
    const review = (await page(admin.agent, `/admins/dashboard/recipe/${recipes[0].id}`)).body
      .props as RecipeReviewPageProps;
    expect(review.assignment).toBeNull();
    const form = (await page(admin.agent, `/admins/judges/${judge.id}/edit`)).body
      .props as StaffFormPageProps;
    expect(form.assignment).toBeNull();
    expect((await vote(judge, recipes[2].id)).status).toBe(200);
    const results = (await page(admin.agent, '/admins/results')).body.props as AdminResultsPageProps;
    expect(results.rows.every((row) => row.assigned === null)).toBe(true);
    expect(await assignments()).toEqual([]);
  });

  it('assigns N judges per recipe, balanced, never a conflicted judge; the judge sees and may vote on theirs only', async () => {
    await fresh();
    const recipes = await round(6);
    const [a, b, c] = [await judgeOf(), await judgeOf(), await judgeOf()];
    await t.factory.newJudge({ stage: 'second' });
    await t.factory.newJudge({ isActive: false });
    const [{ user_id: firstContestant }] = await sql<Array<{ user_id: number }>>(
      'select user_id from recipes where id = ?',
      [recipes[0].id],
    );
    expect(
      (
        await adminPost('/admins/conflicts/declare', {
          judge_id: a.id,
          contestant_id: firstContestant,
          reason: 'Same kitchen',
        })
      ).status,
    ).toBe(200);

    const saved = await adminPost('/admins/settings/assignment', { judges_per_recipe: 2 });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ perRecipe: 2, added: 12, removed: 0 });
    expect(saved.body.data.summary).toMatchObject({
      recipes: 6,
      panel: 3,
      recipesShort: 0,
      minLoad: 4,
      maxLoad: 4,
    });
    const rows = await assignments();
    expect([...countBy(rows, 'recipe_id').values()]).toEqual([2, 2, 2, 2, 2, 2]);
    expect([...countBy(rows, 'judge_id').values()]).toEqual([4, 4, 4]);
    expect(rows).not.toContainEqual({ judge_id: a.id, recipe_id: recipes[0].id });
    // The dashboard expects the assigned votes only.
    const adminDashboard = (await page(admin.agent, '/admins/dashboard')).body.props;
    expect(adminDashboard.rounds[0]).toMatchObject({ stage: 'first', judges: 3, recipes: 6, expected: 12 });
    const [entry] = await t.em().find(AuditEntry, { action: 'assignment.settings' });
    expect(entry).toMatchObject({
      before: { judgesPerRecipe: null },
      after: { judgesPerRecipe: 2, assignmentsAdded: 12 },
    });

    // Judge B's list, progress, neighbours and refusals follow their assignments.
    const mine = rows.filter((row) => row.judge_id === b.id).map((row) => row.recipe_id);
    const other = recipes.map((recipe) => recipe.id).find((id) => !mine.includes(id))!;
    expect(await listed(b)).toEqual(mine);
    const dashboard = (await page(b.agent, '/judges/dashboard')).body.props;
    expect(dashboard.progress).toEqual({ voted: 0, total: 4 });
    const firstPage = (await page(b.agent, `/judges/dashboard/recipe/${mine[0]}/vote`)).body.props;
    expect(firstPage).toMatchObject({ position: 1, total: 4, prevId: null, nextId: mine[1] });
    const refused = await b.agent.get(`/judges/dashboard/recipe/${other}/vote`).set(XHR);
    expect([refused.status, refused.body.message]).toEqual([403, JUDGING_MESSAGES.notAssigned]);
    const cast = await vote(b, other);
    expect([cast.status, cast.body.message]).toEqual([403, JUDGING_MESSAGES.notAssigned]);
    expect(await t.em().count(Vote, { judge: b.id, recipe: other })).toBe(0);
    for (const [index, recipeId] of mine.entries()) {
      const answer = (await vote(b, recipeId)).body;
      expect(answer).toMatchObject({ voted: index + 1, total: 4, lastRecipe: index === 3 });
    }
    // All four voted: the page shows "You already voted in all the recipes".
    expect((await page(b.agent, '/judges/dashboard')).body.props.nextToVoteUrl).toBeNull();

    // Results: per recipe, how many of its assigned judges voted.
    const results = (await page(admin.agent, '/admins/results')).body.props as AdminResultsPageProps;
    for (const row of results.rows)
      expect(row.assigned).toEqual({ judges: 2, voted: mine.includes(row.recipeId) ? 1 : 0 });
    expect(results.judges.find((judge) => judge.id === b.id)).toMatchObject({
      voted: 4,
      total: 4,
      finished: true,
    });

    // The judge's form and the review page show the assignment.
    const form = (await page(admin.agent, `/admins/judges/${b.id}/edit`)).body.props as StaffFormPageProps;
    expect(form.assignment).toMatchObject({ perRecipe: 2, voted: 4 });
    expect(form.assignment!.recipes.map((recipe) => recipe.id)).toEqual(mine);
    const review = (await page(admin.agent, `/admins/dashboard/recipe/${mine[0]}`)).body
      .props as RecipeReviewPageProps;
    expect(review.assignment).toMatchObject({ perRecipe: 2, inRound: true });
    expect(review.assignment!.judges).toHaveLength(2);
    expect(review.assignment!.judges.find((judge) => judge.id === b.id)).toMatchObject({ voted: true });
    void c;
  });

  it('assigns a new approval as it comes', async () => {
    await fresh();
    await round(2);
    await judgeOf();
    await judgeOf();
    await judgeOf();
    await adminPost('/admins/settings/assignment', { judges_per_recipe: 2 });
    const pending = await t.factory.newSubmittedRecipe({ status: 'pending' });
    expect((await assignments()).filter((row) => row.recipe_id === pending.id)).toEqual([]);
    const approved = await adminPost(`/admins/dashboard/recipe/${pending.id}/review`, { approved: true });
    expect(approved.status).toBe(200);
    const rows = await assignments();
    expect(rows.filter((row) => row.recipe_id === pending.id)).toHaveLength(2);
    // Balanced: 6 assignments over 3 judges.
    expect([...countBy(rows, 'judge_id').values()]).toEqual([2, 2, 2]);
    const [entry] = await t.em().find(AuditEntry, { action: 'recipe.approve', subjectId: pending.id });
    expect(entry.after).toMatchObject({ assignedJudges: 2 });
  });

  it('rebalances after a judge is disabled and another added, keeping the recipes a judge voted on', async () => {
    await fresh();
    const recipes = await round(6);
    const [a, b] = [await judgeOf(), await judgeOf()];
    await adminPost('/admins/settings/assignment', { judges_per_recipe: 1 });
    const mineA = (await assignments()).filter((row) => row.judge_id === a.id).map((row) => row.recipe_id);
    expect(mineA).toHaveLength(3);
    expect((await vote(a, mineA[0])).status).toBe(200);
    await sql('update judges set is_active = false where id = ?', [a.id]);
    const c = await judgeOf();

    const rebalanced = await adminPost('/admins/settings/assignment/rebalance');
    expect(rebalanced.status).toBe(200);
    const rows = await assignments();
    // A keeps the recipe they voted on; their two others moved; each recipe has one judge.
    expect(rows.filter((row) => row.judge_id === a.id).map((row) => row.recipe_id)).toEqual([mineA[0]]);
    expect([...countBy(rows, 'recipe_id').values()]).toEqual(Array(6).fill(1));
    const loads = countBy(rows, 'judge_id');
    expect(Math.abs((loads.get(b.id) ?? 0) - (loads.get(c.id) ?? 0))).toBeLessThanOrEqual(1);
    expect((loads.get(b.id) ?? 0) + (loads.get(c.id) ?? 0)).toBe(5);
    expect(recipes).toHaveLength(6);
    const [entry] = await t.em().find(AuditEntry, { action: 'assignment.rebalance' });
    expect(entry.after).toMatchObject({
      assignmentsRemoved: expect.any(Number),
      assignmentsAdded: expect.any(Number),
    });
  });

  it('refuses bad settings and a rebalance while off, changing nothing', async () => {
    await fresh();
    for (const value of [0, 51, 'abc', 2.5, -1, true]) {
      const response = await adminPost('/admins/settings/assignment', { judges_per_recipe: value });
      expect([response.status, Object.keys(response.body.errors ?? {})]).toEqual([
        422,
        ['judges_per_recipe'],
      ]);
    }
    const rebalance = await adminPost('/admins/settings/assignment/rebalance');
    expect([rebalance.status, rebalance.body.message]).toEqual([409, ASSIGNMENT_MESSAGES.off]);
    const [row] = await sql<Array<{ judges_per_recipe: number | null }>>(
      'select judges_per_recipe from assignment_settings',
    );
    expect(row.judges_per_recipe).toBeNull();
    // Turned off again: the judges see every recipe.
    await round(2);
    const judge = await judgeOf();
    await adminPost('/admins/settings/assignment', { judges_per_recipe: 1 });
    expect(await listed(judge)).toHaveLength(2);
    expect((await adminPost('/admins/settings/assignment', { judges_per_recipe: null })).status).toBe(200);
    expect(await listed(judge)).toHaveLength(2);
  });
});
