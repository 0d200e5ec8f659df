import { AuditEntry } from '../../src/audit/audit-entry.entity.js';
import { CONFLICT_MESSAGES } from '../../src/judging/conflicts/conflicts.service.js';
import type { AdminContestantPageProps } from '@shared/admin/admin-contestants.props.js';
import type { StaffFormPageProps } from '@shared/admin/records.props.js';
import type { AdminResultsPageProps } from '@shared/admin/results.props.js';
import { mailboxOf } from '../../src/contestants/dto/profile-validators.js';
import { Profile } from '../../src/contestants/profile.entity.js';
import { JudgeConflict } from '../../src/judging/judge-conflict.entity.js';
import { JUDGING_MESSAGES } from '../../src/judging/judging.service.js';
import { Vote } from '../../src/judging/vote.entity.js';
import type { Recipe } from '../../src/recipes/recipe.entity.js';
import { appSuite, signedInStaff, type SignedInStaff } from '../support/test-app.js';
import { type Agent, approvedRound, GOOD_VOTE, type SignedInJudge, storeVote } from '../support/judging.js';
import { inertiaVisit, XHR } from '../support/inertia.js';
import { late } from '../support/late.js';

/**
 * The app on a database of its own, with the first round open, a signed-in admin and the helpers the conflict tests
 * share. A test that counts the whole round (progress, results) takes one of its own, so the round holds its rows only.
 */
function conflictsSetup() {
  const t = appSuite({ settings: { first_round_open: true, blind_judging: false } });
  let admin: SignedInStaff;

  beforeAll(async () => {
    admin = await signedInStaff(t, 'admin');
  });

  const sql = (text: string, params: unknown[] = []) => t.em().getConnection().execute(text, params);

  const judgeOf = (email?: string): Promise<SignedInJudge> => signedInStaff(t, 'judge', { email });
  const round = (count: number) => approvedRound(t, count);

  const contestantOf = async (recipe: Recipe) =>
    ((await sql('select user_id from recipes where id = ?', [recipe.id])) as Array<{ user_id: number }>)[0]
      .user_id;

  const page = (who: Agent, path: string) => inertiaVisit(t, who, path);
  const vote = (judge: SignedInJudge, recipeId: number, body: Record<string, unknown> = GOOD_VOTE) =>
    judge.agent
      .post(`/judges/dashboard/recipe/${recipeId}/vote`)
      .set(XHR)
      .send({ csrf: judge.csrf, ...body });
  const adminPost = (path: string, body: Record<string, unknown>) =>
    admin.agent
      .post(path)
      .set(XHR)
      .send({ csrf: admin.csrf, ...body });

  /** A declaration or a lift that a rule refuses: 409 with the rule's message. */
  async function expectRefused(path: string, body: Record<string, unknown>, message: string) {
    const response = await adminPost(path, body);
    expect([response.status, response.body.message]).toEqual([409, message]);
  }

  /** The recipes the judge's list shows, in its order; with `among`, only those of the test's own recipes. */
  async function listedIds(judge: SignedInJudge, among?: Recipe[]): Promise<number[]> {
    const response = await page(judge.agent, '/judges/dashboard');
    expect(response.status).toBe(200);
    const ids: number[] = response.body.props.recipes.map((card: { id: number }) => card.id);
    return among ? ids.filter((id) => among.some((recipe) => recipe.id === id)) : ids;
  }

  /** Everything a conflicted judge must not reach, checked at once. */
  async function expectShutOut(judge: SignedInJudge, recipe: Recipe) {
    expect(await listedIds(judge)).not.toContain(recipe.id);
    const votePage = await page(judge.agent, `/judges/dashboard/recipe/${recipe.id}/vote`);
    expect(votePage.status).toBe(403);
    const asScript = await judge.agent.get(`/judges/dashboard/recipe/${recipe.id}/vote`).set(XHR);
    expect([asScript.status, asScript.body.message]).toEqual([403, JUDGING_MESSAGES.conflicted]);
    const cast = await vote(judge, recipe.id);
    expect(cast.status).toBe(403);
    expect(cast.body.message).toBe(JUDGING_MESSAGES.conflicted);
    const note = await judge.agent
      .post(`/judges/dashboard/recipe/${recipe.id}/note`)
      .set(XHR)
      .send({ csrf: judge.csrf, note: 'Mine' });
    expect(note.status).toBe(403);
    expect(await t.em().count(Vote, { judge: judge.id, recipe: recipe.id })).toBe(0);
  }

  return {
    t,
    admin: late(() => admin),
    sql,
    judgeOf,
    round,
    contestantOf,
    page,
    vote,
    adminPost,
    expectRefused,
    listedIds,
    expectShutOut,
  };
}

describe('Conflicts of interest (issue 15, part 3)', () => {
  describe('on a shared round', () => {
    const {
      t,
      admin,
      sql,
      judgeOf,
      round,
      contestantOf,
      page,
      vote,
      adminPost,
      expectRefused,
      listedIds,
      expectShutOut,
    } = conflictsSetup();

    describe('the same mailbox in SQL and in Node', () => {
      it('reads addresses as mailboxOf does: without case, surrounding spaces or the +tag', async () => {
        const addresses = [
          ' Emp.S1+boss@Sodexo.com ',
          'a+b+c@x.test',
          'plain@example.com',
          'no-at-sign+tag',
          'a+b@c+d@x.com',
          'UPPER@EXAMPLE.COM',
          '+only@x.com',
        ];
        for (const address of addresses) {
          const [row] = (await sql('select mailbox_of(?) as mailbox', [address])) as Array<{
            mailbox: string;
          }>;
          expect(row.mailbox).toBe(mailboxOf(address));
        }
      });
    });

    describe('automatic conflicts', () => {
      it("keeps a judge away from the recipe of a contestant with the judge's own mailbox (case and +tag aside)", async () => {
        const [mine, other] = await round(2);
        await sql('update users set email = ? where id = ?', [
          'chef.judge+contest@example.com',
          await contestantOf(mine),
        ]);
        const judge = await judgeOf('chef.judge@example.com');
        await expectShutOut(judge, mine);
        expect(await listedIds(judge, [mine, other])).toEqual([other.id]);
        // Another judge is not concerned.
        const neutral = await judgeOf();
        expect(await listedIds(neutral, [mine, other])).toEqual([mine.id, other.id]);
      });

      it("keeps a judge away from the recipe of a contestant whose supervisor's address is the judge's", async () => {
        const [reported, other] = await round(2);
        const em = t.em();
        em.create(Profile, {
          contestant: await contestantOf(reported),
          phone: '(210) 555-0143',
          homeAddress: { address: '1 Main St', city: 'Austin', state: 'TX', zip: '78701', country: 'US' },
          managerName: 'Sam Boss',
          managerEmail: 'Sam.Boss+Kitchen@Sodexo.com',
        });
        await em.flush();
        const judge = await judgeOf('sam.boss@sodexo.com');
        await expectShutOut(judge, reported);
        expect(await listedIds(judge, [reported, other])).toEqual([other.id]);

        // The conflict follows the address: once the supervisor changes, the judge may judge the recipe.
        await sql('update profiles set manager_email = ? where user_id = ?', [
          'someone.else@sodexo.com',
          await contestantOf(reported),
        ]);
        expect(await listedIds(judge, [reported, other])).toEqual([reported.id, other.id]);
      });

      it('cannot be lifted, and is shown with its reason on both admin pages', async () => {
        const [mine] = await round(1);
        const contestantId = await contestantOf(mine);
        await sql('update users set email = ? where id = ?', ['twin+contest@example.com', contestantId]);
        const judge = await judgeOf('twin@example.com');

        await expectRefused(
          '/admins/conflicts/lift',
          { judge_id: judge.id, contestant_id: contestantId, reason: 'Try' },
          CONFLICT_MESSAGES.automatic,
        );

        const settingsPage = await page(admin.agent, `/admins/contestants/settings/${contestantId}`);
        expect(settingsPage.status).toBe(200);
        const settings = settingsPage.body.props as AdminContestantPageProps;
        expect(settings.conflicts.conflicts).toEqual([
          expect.objectContaining({
            judgeId: judge.id,
            sources: ['own_email'],
            sourceLabels: ["The judge's e-mail is the contestant's own"],
            liftable: false,
            reason: null,
          }),
        ]);
        // The judge in conflict is not offered again.
        expect(settings.conflicts.judges.map((option) => option.id)).not.toContain(judge.id);
        const form = (await page(admin.agent, `/admins/judges/${judge.id}/edit`)).body
          .props as StaffFormPageProps;
        expect(form.conflicts?.conflicts).toEqual([
          expect.objectContaining({ contestantId, href: `/admins/contestants/settings/${contestantId}` }),
        ]);
      });
    });

    describe('declared conflicts', () => {
      it('are declared from the contestant, with the reason in the audit log, and shut the judge out', async () => {
        const [a, b] = await round(2);
        const judge = await judgeOf();
        const contestantId = await contestantOf(a);
        const declared = await adminPost('/admins/conflicts/declare', {
          judge_id: judge.id,
          contestant_id: contestantId,
          reason: 'They run the same kitchen',
        });
        expect(declared.status).toBe(200);
        expect(declared.body.data.conflict).toMatchObject({
          sources: ['declared'],
          reason: 'They run the same kitchen',
          liftable: true,
        });
        await expectShutOut(judge, a);
        expect(await listedIds(judge, [a, b])).toEqual([b.id]);

        const [entry] = await t
          .em()
          .find(AuditEntry, { action: 'contestant.conflict_declared', subjectId: contestantId });
        expect(entry).toMatchObject({
          adminId: admin.id,
          subjectType: 'contestant',
          after: {
            conflictJudge: expect.stringContaining('@example.com'),
            conflictReason: 'They run the same kitchen',
          },
        });

        // Twice: refused, nothing more stored.
        await expectRefused(
          '/admins/conflicts/declare',
          { judge_id: judge.id, contestant_id: contestantId, reason: 'Again' },
          CONFLICT_MESSAGES.already,
        );
        expect(await t.em().count(JudgeConflict, { judge: judge.id })).toBe(1);
      });

      it("are declared from the judge's form by the contestant's e-mail, and lifted with a reason", async () => {
        const [a, b] = await round(2);
        const contestantId = await contestantOf(a);
        await sql('update users set email = ? where id = ?', ['marco.rossi@example.com', contestantId]);
        const judge = await judgeOf();
        const declared = await adminPost('/admins/conflicts/declare', {
          judge_id: judge.id,
          contestant_email: ' Marco.Rossi@Example.com ',
          reason: 'Cousins',
        });
        expect(declared.status).toBe(200);
        expect(await listedIds(judge, [a, b])).toEqual([b.id]);

        const lifted = await adminPost('/admins/conflicts/lift', {
          judge_id: judge.id,
          contestant_id: contestantId,
          reason: 'Not cousins after all',
        });
        expect(lifted.status).toBe(200);
        expect(lifted.body.data.conflict).toBeNull();
        expect(await listedIds(judge, [a, b])).toEqual([a.id, b.id]);
        expect((await vote(judge, a.id)).status).toBe(200);

        const [entry] = await t
          .em()
          .find(AuditEntry, { action: 'contestant.conflict_lifted', subjectId: contestantId });
        expect(entry).toMatchObject({
          before: { conflictReason: 'Cousins' },
          after: { liftReason: 'Not cousins after all' },
        });

        // Nothing left to lift.
        await expectRefused(
          '/admins/conflicts/lift',
          { judge_id: judge.id, contestant_id: contestantId, reason: 'Again' },
          CONFLICT_MESSAGES.nothingToLift,
        );
      });

      it('refuses bad input with the field named, and changes nothing', async () => {
        const [a] = await round(1);
        const judge = await judgeOf();
        const contestantId = await contestantOf(a);
        const cases: Array<[Record<string, unknown>, string]> = [
          [{ judge_id: judge.id, contestant_id: contestantId, reason: '' }, 'reason'],
          [{ judge_id: judge.id, contestant_id: contestantId, reason: 'x'.repeat(1001) }, 'reason'],
          [{ judge_id: 'abc', contestant_id: contestantId, reason: 'Why' }, 'judge_id'],
          [{ judge_id: 99999999999, contestant_id: contestantId, reason: 'Why' }, 'judge_id'],
          [{ judge_id: judge.id, reason: 'Why' }, 'contestant_id'],
          [{ judge_id: judge.id, contestant_email: 'not an address', reason: 'Why' }, 'contestant_email'],
          [{ judge_id: judge.id, contestant_email: 'nobody@example.com', reason: 'Why' }, 'contestant_email'],
          [{ judge_id: judge.id + 1000, contestant_id: contestantId, reason: 'Why' }, 'judge_id'],
          [{ judge_id: judge.id, contestant_id: contestantId + 1000, reason: 'Why' }, 'contestant_id'],
        ];
        const before = await t.em().count(JudgeConflict, {});
        for (const [body, field] of cases) {
          const response = await adminPost('/admins/conflicts/declare', body);
          expect([response.status, Object.keys(response.body.errors ?? {})]).toEqual([422, [field]]);
        }
        expect(await t.em().count(JudgeConflict, {})).toBe(before);
        const lift = await adminPost('/admins/conflicts/lift', { judge_id: judge.id, reason: 'Why' });
        expect(lift.status).toBe(422);
      });

      it('are only for admins', async () => {
        const [a] = await round(1);
        const judge = await judgeOf();
        const before = await t.em().count(JudgeConflict, {});
        const response = await judge.agent
          .post('/admins/conflicts/declare')
          .set(XHR)
          .send({ csrf: judge.csrf, judge_id: judge.id, contestant_id: await contestantOf(a), reason: 'Me' });
        expect(response.status).toBe(403);
        expect(await t.em().count(JudgeConflict, {})).toBe(before);
      });
    });
  });

  describe("the judge's progress, on a round of its own", () => {
    const { judgeOf, round, contestantOf, page, vote, adminPost } = conflictsSetup();

    it('counts only the recipes the judge may judge: list, neighbours, next recipe and the "all voted" answer', async () => {
      const [a, b, c] = await round(3);
      const judge = await judgeOf();
      await adminPost('/admins/conflicts/declare', {
        judge_id: judge.id,
        contestant_id: await contestantOf(b),
        reason: 'Former colleague',
      });

      const dashboard = (await page(judge.agent, '/judges/dashboard')).body.props;
      expect(dashboard.progress).toEqual({ voted: 0, total: 2 });
      expect(dashboard.counts).toEqual({ all: 2, voted: 0, 'not-voted': 2 });
      expect(
        dashboard.recipes.map((card: { id: number; position: number }) => [card.id, card.position]),
      ).toEqual([
        [a.id, 1],
        [c.id, 2],
      ]);

      const first = (await page(judge.agent, `/judges/dashboard/recipe/${a.id}/vote`)).body.props;
      expect(first).toMatchObject({ position: 1, total: 2, prevId: null, nextId: c.id });
      const last = (await page(judge.agent, `/judges/dashboard/recipe/${c.id}/vote`)).body.props;
      expect(last).toMatchObject({ position: 2, total: 2, prevId: a.id, nextId: null });

      expect((await vote(judge, a.id)).body).toEqual({
        redirectTo: `/judges/dashboard/recipe/${c.id}/vote`,
        voted: 1,
        total: 2,
        lastRecipe: false,
      });
      // The last recipe the judge may judge: every one voted, so the page shows "You already voted in all the recipes".
      expect((await vote(judge, c.id)).body).toEqual({
        redirectTo: '/judges/dashboard',
        voted: 2,
        total: 2,
        lastRecipe: true,
      });
      expect((await page(judge.agent, '/judges/dashboard')).body.props.nextToVoteUrl).toBeNull();
    });
  });

  describe('results, on a round of its own', () => {
    const { t, admin, judgeOf, round, contestantOf, page, adminPost } = conflictsSetup();
    const castVote = (judgeId: number, recipe: Recipe, stars: number) => storeVote(t, judgeId, recipe, stars);

    it('average over the judges who may vote, and show how many judges each recipe excludes', async () => {
      const [a, b] = await round(2);
      const [j1, j2, j3] = [await judgeOf(), await judgeOf(), await judgeOf()];
      // Every judge voted on both recipes before j3's conflict with A's contestant was known.
      await castVote(j1.id, a, 4); // 21
      await castVote(j2.id, a, 3); // 17
      await castVote(j3.id, a, 5); // 25: left out once the conflict is declared
      await castVote(j1.id, b, 2);
      await castVote(j2.id, b, 2);
      await castVote(j3.id, b, 2);
      const declared = await adminPost('/admins/conflicts/declare', {
        judge_id: j3.id,
        contestant_id: await contestantOf(a),
        reason: 'Declared after voting',
      });
      expect(declared.status).toBe(200);

      // The dashboard expects a vote from every judge on every recipe, less the one conflicted pair.
      const dashboard = (await page(admin.agent, '/admins/dashboard')).body.props;
      expect(dashboard.rounds[0]).toMatchObject({ judges: 3, recipes: 2, expected: 5 });
      const props = (await page(admin.agent, '/admins/results')).body.props as AdminResultsPageProps;
      const rowA = props.rows.find((row) => row.recipeId === a.id)!;
      const rowB = props.rows.find((row) => row.recipeId === b.id)!;
      expect(rowA).toMatchObject({
        votes: 2,
        judges: 2,
        excluded: 1,
        raw: { score: 19 },
        spread: { min: 17, max: 21, range: 4 },
      });
      expect(rowA.criteria.creativity).toBe(3.5);
      expect(rowB).toMatchObject({ votes: 3, judges: 3, excluded: 0, raw: { score: 13 } });
      expect(props.summary).toMatchObject({ judges: 3, votes: 5, expectedVotes: 5 });
      const progress = props.judges.find((judge) => judge.id === j3.id)!;
      expect(progress).toMatchObject({ voted: 1, total: 1, finished: true, average: 13 });

      const csv = await admin.agent.get('/admins/results/export/ranking.csv?round=first');
      const [header, ...lines] = csv.text.trim().split('\r\n');
      const columns = header.split(',');
      const lineA = lines.find((line) => line.split(',')[1] === String(a.id))!.split(',');
      expect(lineA[columns.indexOf('judges_excluded')]).toBe('1');
      expect(lineA[columns.indexOf('votes')]).toBe('2');
    });
  });
});
