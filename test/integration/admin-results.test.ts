import { toZonedCellValue } from '@shared/time-zone.js';
import { AuditEntry } from '../../src/audit/audit-entry.entity.js';
import { Admin } from '../../src/auth/admin.entity.js';
import { Contestant } from '../../src/contestants/contestant.entity.js';
import type { JudgeProgressProps, ResultsRowProps } from '@shared/admin/results.props.js';
import { OutboxMail } from '../../src/mail/outbox-mail.entity.js';
import type { Recipe } from '../../src/recipes/recipe.entity.js';
import { csrfOf, signInStaff } from '../support/test-app.js';
import { XHR } from '../support/inertia.js';
import { type Agent, parseCsv, asObjects, adminResultsSetup } from '../support/admin-results.js';

describe('Admin results (/admins/results)', () => {
  const { t, admin, page, post, scenario } = adminResultsSetup();

  describe('the rankings', () => {
    it('ranks the round three ways from the votes, marks where they disagree, and counts votes against judges', async () => {
      const { a, b, c } = await scenario();
      const response = await page();
      expect(response.status).toBe(200);
      expect(response.body.component).toBe('admins/results/index');
      const props = response.body.props;
      const rows = props.rows as ResultsRowProps[];
      expect(props.summary).toEqual({
        recipes: 3,
        judges: 3,
        votes: 8,
        expectedVotes: 9,
        finalists: 0,
        disagreements: rows.filter((row) => row.disagree).length,
      });

      expect(rows.map((row) => row.recipeName)).toEqual([
        'Brown butter gnocchi',
        'Aji amarillo ceviche',
        'Charred leek, "smoked" salt',
      ]);
      const byId = new Map(rows.map((row) => [row.recipeId, row]));
      expect(byId.get(b.id)).toMatchObject({
        votes: 3,
        judges: 3,
        raw: { score: 19, rank: 1 },
        normalised: { score: 0.07, rank: 2 },
        trimmed: { score: 17, rank: 2, dropped: true },
        disagree: true,
        spread: { sd: 2.83, range: 6, min: 17, max: 23 },
      });
      expect(byId.get(a.id)).toMatchObject({
        raw: { score: 18.33, rank: 2 },
        normalised: { score: 0.33, rank: 1 },
        trimmed: { score: 21, rank: 1, dropped: true },
      });
      expect(byId.get(c.id)).toMatchObject({
        votes: 2,
        raw: { score: 17, rank: 3 },
        normalised: { score: -0.61, rank: 3 },
        trimmed: { score: 17, rank: 2, dropped: false },
      });
      expect(byId.get(a.id)!.criteria).toEqual({
        creativity: 3.33,
        appearance: 3.33,
        ingredients: 3.33,
        deployability: 3.33,
        profitability: 5,
      });
    });

    it("shows each judge's progress and average against the panel's, and the score distribution", async () => {
      const { lenient, harsh, partial, finalRound } = await scenario();
      const props = (await page()).body.props;
      const judges = new Map((props.judges as JudgeProgressProps[]).map((judge) => [judge.id, judge]));
      expect([...judges.keys()].sort()).toEqual([lenient.id, harsh.id, partial.id].sort());
      expect(judges.has(finalRound.id)).toBe(false);
      expect(judges.get(partial.id)).toMatchObject({
        voted: 2,
        total: 3,
        finished: false,
        average: 19,
        offset: 0.75,
      });
      expect(judges.get(lenient.id)).toMatchObject({ voted: 3, finished: true, average: 23, offset: 4.75 });
      expect(judges.get(harsh.id)).toMatchObject({ average: 13, offset: -5.25 });
      expect(props.panelAverage).toBe(18.25);
      expect(props.unfinished).toBe(1);
      const counts = (props.histogram as Array<{ from: number; count: number }>).map((bin) => bin.count);
      expect(counts.reduce((sum, count) => sum + count, 0)).toBe(8);
      expect(props.histogram.find((bin: { from: number }) => bin.from === 7.5).count).toBe(1); // the 9
    });

    it('shows the final round on its own: its panel and no first-round votes', async () => {
      const { finalRound } = await scenario();
      const props = (await page('/admins/results?round=second')).body.props;
      expect(props.round).toBe('second');
      expect(props.rows).toEqual([]);
      expect(props.judges.map((judge: { id: number }) => judge.id)).toEqual([finalRound.id]);
      expect(props.summary.votes).toBe(0);
      expect((await page('/admins/results?round=third')).status).toBe(422);
    });
  });

  describe('pages of the ranking', () => {
    it('shows 100 recipes a page in the ranking order, counts the whole round, and keeps a wrong page in range', async () => {
      await scenario();
      const connection = t.em().getConnection();
      await connection.execute(
        `insert into users (email, name, lastname, typeuser, is_authorized, is_active, created_at, updated_at)
         select 'paged-' || n || '@sodexo.com', 'Paged', 'Cook ' || n, 'sodexo', 1, true, now(), now()
         from generate_series(1, 130) n`,
      );
      await connection.execute(
        `insert into recipes (user_id, name, ingredients, is_complete, is_approved, submitted_at, created_at,
           updated_at)
         select id, 'Paged dish ' || id, '[]', true, 1, now(), now(), now() from users where email like 'paged-%'`,
      );
      const first = await page();
      expect(first.status).toBe(200);
      const firstRows = first.body.props.rows as ResultsRowProps[];
      expect(firstRows).toHaveLength(100);
      expect(first.body.props.summary.recipes).toBe(133);
      expect(first.body.props.pagination).toMatchObject({ page: 1, perPage: 100, total: 133, lastPage: 2 });
      // The voted recipes come first, as on one long page.
      expect(firstRows.slice(0, 3).map((row) => row.raw.rank)).toEqual([1, 2, 3]);

      const second = await page('/admins/results?page=2');
      const secondRows = second.body.props.rows as ResultsRowProps[];
      expect(secondRows).toHaveLength(33);
      expect(second.body.props.pagination).toMatchObject({ page: 2, lastPage: 2 });
      const ids = [...firstRows, ...secondRows].map((row) => row.recipeId);
      expect(new Set(ids).size).toBe(133);

      expect((await page('/admins/results?page=9')).body.props.pagination.page).toBe(2);
      expect((await page('/admins/results?page=abc')).body.props.pagination.page).toBe(1);
      // The export still has every recipe.
      const csv = await admin.agent.get('/admins/results/export/ranking.csv?round=first');
      expect(parseCsv(csv.text).filter((row) => row.length > 1)).toHaveLength(134);
      await connection.execute(`delete from users where email like 'paged-%'`);
    });
  });

  describe('CSV exports', () => {
    it('exports every vote with its note, row by row as stored, quoted and safe from formulas', async () => {
      await scenario();
      const response = await admin.agent.get('/admins/results/export/votes.csv');
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/csv/);
      expect(response.headers['content-disposition']).toContain('attachment; filename="votes.csv"');
      const exported = asObjects(parseCsv(response.text));

      const stored = await t
        .em()
        .getConnection()
        .execute<Array<Record<string, string | number | null>>>(
          `select v.*, r.name as recipe_name, j.email as judge_email from votes v
           join recipes r on r.id = v.recipe_id join judges j on j.id = v.judge_id
           order by v.stage, v.recipe_id, v.judge_id`,
        );
      expect(exported).toHaveLength(9);
      // Times as the contest's wall clock shows them, the zone named in the column's header.
      const [zone] = await t
        .em()
        .getConnection()
        .execute<Array<{ time_zone: string }>>('select time_zone from contest_settings');
      const votedAt = `voted_at (${zone.time_zone})`;
      exported.forEach((row, index) => {
        const at = stored[index].voted_at as unknown as Date | null;
        expect(row[votedAt]).toBe(at ? toZonedCellValue(new Date(at), zone.time_zone) : '');
      });
      expect(exported.some((row) => /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(row[votedAt]))).toBe(true);
      const unformula = (text: string | null) => (text && /^[=+\-@]/.test(text) ? `'${text}` : (text ?? ''));
      exported.forEach((row, index) => {
        const vote = stored[index];
        expect(row.vote_id).toBe(String(vote.id));
        expect(row.round).toBe(vote.stage);
        expect(row.recipe_id).toBe(String(vote.recipe_id));
        expect(row.recipe).toBe(vote.recipe_name);
        expect(row.judge_id).toBe(String(vote.judge_id));
        expect(row.judge_email).toBe(vote.judge_email);
        for (const criterion of [
          'creativity',
          'appearance',
          'ingredients',
          'profitability',
          'deployability',
        ]) {
          expect(row[criterion]).toBe(vote[criterion] === null ? '' : String(Number(vote[criterion])));
        }
        expect(row.note).toBe(unformula(vote.note as string | null));
      });
      expect(exported.map((row) => row.note)).toEqual(
        expect.arrayContaining(["'-too sour", 'Rich,\nbut "heavy"', "'@later: taste again"]),
      );
      const noteOnly = exported.find((row) => row.note === "'@later: taste again")!;
      expect(noteOnly.total_points).toBe('');
    });

    it('exports the ranking of a round with the three methods', async () => {
      const { b } = await scenario();
      const response = await admin.agent.get('/admins/results/export/ranking.csv?round=first');
      expect(response.status).toBe(200);
      expect(response.headers['content-disposition']).toContain('ranking-first-round.csv');
      const rows = asObjects(parseCsv(response.text));
      expect(rows.map((row) => row.rank)).toEqual(['1', '2', '3']);
      expect(rows[0]).toMatchObject({
        recipe_id: String(b.id),
        recipe: 'Brown butter gnocchi',
        votes: '3',
        judges: '3',
        mean_points: '19',
        normalised_z: '0.07',
        normalised_rank: '2',
        trimmed_mean_points: '17',
        trimmed_rank: '2',
        methods_disagree: 'yes',
      });
      expect(rows[2].recipe).toBe('Charred leek, "smoked" salt');
      expect(rows[2].normalised_z).toBe('-0.61');
    });
  });

  describe('POST /admins/results/remind', () => {
    it('mails only the judges of the panel who have not finished, says how many, and is audited', async () => {
      const { partial } = await scenario();
      // The reminders this call queues: earlier tests reminded judges of their own.
      const last =
        (await t.em().findOne(OutboxMail, { id: { $gt: 0 } }, { orderBy: { id: 'desc' } }))?.id ?? 0;
      const response = await post('/admins/results/remind', { round: 'first' });
      expect(response.status).toBe(200);
      expect(response.body.data).toEqual({ reminded: 1, judges: ['Julia Judge'] });
      const mails = await t.em().find(OutboxMail, { template: 'judge-reminder', id: { $gt: last } });
      expect(mails.map((mail) => mail.to)).toEqual([partial.email]);
      expect(mails[0].subject).toBe('1 recipe is waiting for your vote');
      expect(mails[0].text).toContain('You have voted on 2 of the 3 recipes of the first round');
      const [entry] = await t
        .em()
        .find(AuditEntry, { action: 'results.remind' }, { orderBy: { id: 'desc' } });
      expect(entry).toMatchObject({ adminId: admin.id, after: { round: 'first', judgeIds: [partial.id] } });
    });

    it('reminds nobody when every judge has finished, and refuses an unknown round', async () => {
      await scenario();
      const second = await post('/admins/results/remind', { round: 'second' });
      expect(second.body.data).toEqual({ reminded: 0, judges: [] });
      const invalid = await post('/admins/results/remind', { round: 'third' });
      expect(invalid.status).toBe(422);
      expect(Object.keys(invalid.body.errors)).toEqual(['round']);
    });
  });

  describe('POST /admins/results/finalist/{contestant}', () => {
    it('marks and unmarks a finalist from the ranking, audited, and the ranking shows it', async () => {
      const { a, b } = await scenario();
      const contestantOf = async (recipe: Recipe) =>
        (await page()).body.props.rows.find((row: { recipeId: number }) => row.recipeId === recipe.id)
          .contestantId;
      const first = await contestantOf(a);
      const second = await contestantOf(b);
      expect((await post(`/admins/results/finalist/${first}`, { is_finalist: true })).body.data).toEqual({
        id: first,
        is_finalist: true,
      });
      await post(`/admins/results/finalist/${second}`, { is_finalist: true });
      expect((await t.em().findOneOrFail(Contestant, { id: first })).isFinalist).toBe(true);
      expect((await page()).body.props.summary.finalists).toBe(2);

      await post(`/admins/results/finalist/${second}`, { is_finalist: false });
      expect((await t.em().findOneOrFail(Contestant, { id: second })).isFinalist).toBe(false);
      const [entry] = await t
        .em()
        .find(AuditEntry, { subjectId: second, subjectType: 'contestant' }, { orderBy: { id: 'desc' } });
      expect(entry).toMatchObject({
        action: 'contestant.not_finalist',
        before: { isFinalist: true },
        after: { isFinalist: false },
      });
    });

    it('logs nothing when a contestant is marked as they already are', async () => {
      const contestantId = (await t.factory.newSubmittedRecipe({ status: 'approved' })).contestant.id;
      await post(`/admins/results/finalist/${contestantId}`, { is_finalist: true });
      const logged = () => t.em().count(AuditEntry, { subjectId: contestantId, subjectType: 'contestant' });
      expect(await logged()).toBe(1);
      const again = await post(`/admins/results/finalist/${contestantId}`, { is_finalist: true });
      expect(again.body.data).toEqual({ id: contestantId, is_finalist: true });
      expect(await logged()).toBe(1);
    });

    it('refuses a missing flag (422) and an unknown contestant (404)', async () => {
      const contestantId = (await t.factory.newSubmittedRecipe({ status: 'approved' })).contestant.id;
      expect((await post(`/admins/results/finalist/${contestantId}`, { is_finalist: 'maybe' })).status).toBe(
        422,
      );
      expect((await post('/admins/results/finalist/999999', { is_finalist: true })).status).toBe(404);
    });
  });

  describe('who may call', () => {
    it('refuses anonymous visitors, judges, a disabled admin and calls without the CSRF value', async () => {
      const contestantId = (await t.factory.newSubmittedRecipe({ status: 'approved' })).contestant.id;
      // Making the contestant a finalist, as `agent` (with its CSRF value when it has one).
      const finalist = (agent: Agent, csrf?: string) =>
        agent
          .post(`/admins/results/finalist/${contestantId}`)
          .set(XHR)
          .send({ ...(csrf ? { csrf } : {}), is_finalist: true });
      const anonymous = t.agent();
      const anonymousCsrf = await csrfOf(anonymous);
      expect(
        (
          await anonymous
            .post('/admins/results/remind')
            .set(XHR)
            .send({ csrf: anonymousCsrf, round: 'first' })
        ).status,
      ).toBe(401);
      expect((await anonymous.get('/admins/results/export/votes.csv').set(XHR)).status).toBe(401);

      const judge = await t.factory.newJudge({ password: 'judge password' });
      const judgeAgent = t.agent();
      await signInStaff(judgeAgent, 'judge', judge.email, 'judge password');
      const judgeCsrf = await csrfOf(judgeAgent);
      expect(
        (await judgeAgent.post('/admins/results/remind').set(XHR).send({ csrf: judgeCsrf, round: 'first' }))
          .status,
      ).toBe(403);
      expect((await finalist(judgeAgent, judgeCsrf)).status).toBe(403);
      expect((await judgeAgent.get('/admins/results/export/ranking.csv?round=first').set(XHR)).status).toBe(
        403,
      );

      expect((await finalist(admin.agent)).status).toBe(419);

      const other = await t.factory.newAdmin({ password: 'other admin' });
      const otherAgent = t.agent();
      await signInStaff(otherAgent, 'admin', other.email, 'other admin');
      const otherCsrf = await csrfOf(otherAgent);
      await t.em().nativeUpdate(Admin, { id: other.id }, { isActive: false });
      expect((await finalist(otherAgent, otherCsrf)).status).toBe(401);

      expect((await t.em().findOneOrFail(Contestant, { id: contestantId })).isFinalist).toBe(false);
    });
  });
});
