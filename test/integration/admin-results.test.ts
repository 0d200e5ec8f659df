import { toZonedCellValue } from '@shared/time-zone.js';
import { jest } from '@jest/globals';
import pg from 'pg';
import { RESULTS_INPUT_TABLES } from '../../migrations/Migration20261127000000.js';
import { AuditEntry } from '../../src/audit/audit-entry.entity.js';
import { ResultsQueries } from '../../src/judging/results/results.queries.js';
import { Admin } from '../../src/auth/admin.entity.js';
import { Contestant } from '../../src/contestants/contestant.entity.js';
import type { JudgeProgressProps, ResultsRowProps } from '@shared/admin/results.props.js';
import { rankRecipes, type RoundVote } from '../../src/judging/results/ranking.js';
import { round2 } from '../../src/judging/results/results.props-mapper.js';
import { Vote } from '../../src/judging/vote.entity.js';
import { OutboxMail } from '../../src/mail/outbox-mail.entity.js';
import type { Recipe } from '../../src/recipes/recipe.entity.js';
import { csrfOf, signInStaff, startTestApp, type TestApp } from '../support/test-app.js';
import { inertiaVisit, XHR } from '../support/inertia.js';

type Agent = ReturnType<TestApp['agent']>;

/** A tiny RFC 4180 reader: quoted cells with doubled quotes, commas and line breaks; rows end with CRLF. */
/** The rows of an export, after its byte-order mark (which every export starts with). */
function parseCsv(withMark: string): string[][] {
  expect(withMark.charCodeAt(0)).toBe(0xfeff);
  const text = withMark.slice(1);
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i += 1;
    } else cell += char;
  }
  return rows;
}

const asObjects = (rows: string[][]) =>
  rows.slice(1).map((row) => Object.fromEntries(rows[0].map((name, index) => [name, row[index]])));

describe('Admin results (/admins/results)', () => {
  let t: TestApp;
  let admin: { agent: Agent; csrf: string; id: number; email: string };

  beforeAll(async () => {
    t = await startTestApp();
    const account = await t.factory.newAdmin({ password: 'admin password' });
    const agent = t.agent();
    await signInStaff(agent, 'admin', account.email, 'admin password');
    admin = { agent, csrf: await csrfOf(agent), id: account.id, email: account.email };
  });
  afterAll(() => t.close());

  const page = (path = '/admins/results', who: Agent = admin.agent) => inertiaVisit(t, who, path);
  const post = (path: string, body: Record<string, unknown>) =>
    admin.agent
      .post(path)
      .set(XHR)
      .send({ csrf: admin.csrf, ...body });

  /** Stars for the four star criteria and profitability 0 or 5: a total of 4 × stars + profitability. */
  async function castVote(judgeId: number, recipe: Recipe, stars: number, note: string | null = null) {
    const em = t.em();
    em.create(Vote, {
      judge: judgeId,
      recipe: recipe.id,
      stage: 'first',
      creativity: String(stars),
      appearance: String(stars),
      ingredients: String(stars),
      deployability: String(stars),
      profitability: 5,
      note,
      votedAt: new Date(),
    });
    await em.flush();
  }

  /**
   * Three recipes, a lenient judge, a harsh judge and one who has voted on two of three:
   *   lenient: A 25, B 23, C 21 · harsh: A 9, B 17, C 13 · partial: A 21, B 17 (and a note on C, no scores).
   * Raw means: B 19, A 18.33, C 17. Trimmed (A has 3 votes: 25 and 9 dropped): A 21, B 17, C 17.
   * Normalised (z per judge, averaged): A +0.33, B +0.07, C -0.61.
   */
  async function scenario() {
    const connection = t.em().getConnection();
    await connection.execute('delete from votes');
    await connection.execute('delete from recipes');
    await connection.execute('delete from judges');
    const a = await t.factory.newSubmittedRecipe({
      status: 'approved',
      name: 'Aji amarillo ceviche',
      contestantName: 'Ana',
    });
    const b = await t.factory.newSubmittedRecipe({
      status: 'approved',
      name: 'Brown butter gnocchi',
      contestantName: 'Ben',
    });
    const c = await t.factory.newSubmittedRecipe({
      status: 'approved',
      name: 'Charred leek, "smoked" salt',
      contestantName: 'Cy',
    });
    await t.factory.newSubmittedRecipe({ status: 'pending', name: 'Not yet reviewed' });
    const lenient = await t.factory.newJudge({ email: `lenient-${a.id}@example.com` });
    const harsh = await t.factory.newJudge({ email: `harsh-${a.id}@example.com` });
    const partial = await t.factory.newJudge({ email: `partial-${a.id}@example.com` });
    const finalRound = await t.factory.newJudge({ stage: 'second', email: `final-${a.id}@example.com` });
    await t.factory.newJudge({ isActive: false, email: `disabled-${a.id}@example.com` });
    await castVote(lenient.id, a, 5, 'Bright, balanced, =SUM(A1) of flavours');
    await castVote(lenient.id, b, 4.5, 'Rich,\nbut "heavy"');
    await castVote(lenient.id, c, 4);
    await castVote(harsh.id, a, 1, '-too sour');
    await castVote(harsh.id, b, 3);
    await castVote(harsh.id, c, 2);
    await castVote(partial.id, a, 4);
    await castVote(partial.id, b, 3);
    const em = t.em();
    em.create(Vote, { judge: partial.id, recipe: c.id, stage: 'first', note: '@later: taste again' });
    await em.flush();
    return { a, b, c, lenient, harsh, partial, finalRound };
  }

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

  describe('standings kept when votes change', () => {
    /** The round's ranking computed the old way, from every vote row of the round's recipes, in memory. */
    async function fromEveryVote() {
      const connection = t.em().getConnection();
      const member = `u.is_active and r.is_complete and r.is_approved = 1`;
      const votes = await connection.execute<
        Array<{
          judge_id: number;
          recipe_id: number;
          creativity: string;
          appearance: string;
          ingredients: string;
          profitability: number;
          deployability: string;
        }>
      >(
        `select v.judge_id, v.recipe_id, v.creativity, v.appearance, v.ingredients, v.profitability, v.deployability
         from votes v join recipes r on r.id = v.recipe_id join users u on u.id = r.user_id
         where v.stage = 'first' and v.creativity is not null and ${member}`,
      );
      const recipes = await connection.execute<Array<{ id: number }>>(
        `select r.id from recipes r join users u on u.id = r.user_id where ${member} order by r.id`,
      );
      const roundVotes: RoundVote[] = votes.map((vote) => ({
        judgeId: vote.judge_id,
        recipeId: vote.recipe_id,
        scores: {
          creativity: Number(vote.creativity),
          appearance: Number(vote.appearance),
          ingredients: Number(vote.ingredients),
          profitability: Number(vote.profitability),
          deployability: Number(vote.deployability),
        },
      }));
      return rankRecipes(
        recipes.map((recipe) => recipe.id),
        roundVotes,
      ).map((standing) => ({
        recipeId: standing.recipeId,
        votes: standing.votes,
        raw: { score: round2(standing.raw.score), rank: standing.raw.rank },
        normalised: { score: round2(standing.normalised.score), rank: standing.normalised.rank },
        trimmed: { score: round2(standing.trimmed.score), rank: standing.trimmed.rank },
      }));
    }

    async function shown() {
      const props = (await page()).body.props;
      return {
        votes: props.summary.votes as number,
        rows: (props.rows as ResultsRowProps[]).map((row) => ({
          recipeId: row.recipeId,
          votes: row.votes,
          raw: row.raw,
          normalised: row.normalised,
          trimmed: { score: row.trimmed.score, rank: row.trimmed.rank },
        })),
      };
    }

    /**
     * The page as computed after votes alone equals the page computed from scratch: a statement on another input
     * table (changing no row) moves the version's other part, so the next visit reads and tallies the whole round.
     */
    async function expectSameAsFromScratch() {
      const afterVotes = (await page()).body.props;
      await t.em().getConnection().execute('update judges set name = name where false');
      const fromScratch = (await page()).body.props;
      for (const part of ['summary', 'rows', 'judges', 'panelAverage', 'histogram', 'unfinished'] as const)
        expect({ [part]: afterVotes[part] }).toEqual({ [part]: fromScratch[part] });
    }

    it('gives the ranking of every vote after a vote is changed, removed, cast at once with others, and after a contestant or recipe leaves the round', async () => {
      const { a, b, c, lenient, harsh, partial } = await scenario();
      const connection = t.em().getConnection();
      expect((await shown()).rows).toEqual(await fromEveryVote());

      // A judge changes their mind (the vote page's upsert), and another vote is removed.
      await connection.execute(
        `update votes set creativity = 5, appearance = 5, ingredients = 5, deployability = 5
         where judge_id = ${harsh.id} and recipe_id = ${a.id}`,
      );
      await connection.execute(`delete from votes where judge_id = ${partial.id} and recipe_id = ${b.id}`);
      let now = await shown();
      expect(now.rows).toEqual(await fromEveryVote());
      expect(now.votes).toBe(7);

      // Several judges voting on the same recipe at once, each on its own connection: no standing is lost.
      const more = await Promise.all(
        [1, 2, 3, 4].map((n) => t.factory.newJudge({ email: `crowd-${n}-${a.id}@example.com` })),
      );
      await Promise.all(
        more.map((judge, index) =>
          connection.execute(
            `insert into votes (judge_id, recipe_id, stage, creativity, appearance, ingredients, profitability,
               deployability, voted_at, created_at, updated_at)
             values (${judge.id}, ${c.id}, 'first', ${index + 1}, 3, 3, 5, 3, now(), now(), now())`,
          ),
        ),
      );
      now = await shown();
      expect(now.rows).toEqual(await fromEveryVote());
      expect(now.rows.find((row) => row.recipeId === c.id)!.votes).toBe(6);

      // A contestant disabled and a recipe no longer approved leave the round (and the judges' scales) at once.
      await connection.execute(
        `update users set is_active = false where id = (select user_id from recipes where id = ${b.id})`,
      );
      now = await shown();
      expect(now.rows.map((row) => row.recipeId).sort()).toEqual([a.id, c.id].sort());
      expect(now.rows).toEqual(await fromEveryVote());
      await connection.execute(`update recipes set is_approved = 0 where id = ${c.id}`);
      now = await shown();
      expect(now.rows).toEqual(await fromEveryVote());
      const judges = (await page()).body.props.judges as JudgeProgressProps[];
      // Judges who voted only on recipes that left the round are still listed, with no votes counted.
      expect(judges.find((judge) => judge.id === more[0].id)).toMatchObject({ voted: 0, onPanel: true });
      expect(judges.find((judge) => judge.id === lenient.id)).toMatchObject({ voted: 1 });

      // A judge deleted with their votes (cascade) leaves no standing behind.
      await connection.execute(`delete from votes where judge_id = ${lenient.id}`);
      now = await shown();
      expect(now.rows).toEqual(await fromEveryVote());
      const left = await connection.execute<Array<{ votes: number }>>(
        `select votes from vote_standings where stage = 'first' and recipe_id = ${a.id}`,
      );
      expect(left).toEqual([{ votes: 2 }]);
    });
    it('shows, at the next visit, a change that only the normalised ranking can see, and a renamed recipe', async () => {
      const { a, lenient, harsh } = await scenario();
      const connection = t.em().getConnection();
      const rowOfA = (rows: Awaited<ReturnType<typeof shown>>['rows']) =>
        rows.find((row) => row.recipeId === a.id)!;
      const before = await shown();
      // The lenient and the harsh judge swap their totals on A (25 and 9): A's count, sum, lowest, highest, spread
      // and criterion sums stay as they were; its z-scores, and both judges' scales, do not.
      await connection.execute(
        `update votes set creativity = 1, appearance = 1, ingredients = 1, deployability = 1
         where judge_id = ${lenient.id} and recipe_id = ${a.id}`,
      );
      await connection.execute(
        `update votes set creativity = 5, appearance = 5, ingredients = 5, deployability = 5
         where judge_id = ${harsh.id} and recipe_id = ${a.id}`,
      );
      const after = await shown();
      expect(after.rows).toEqual(await fromEveryVote());
      expect(rowOfA(after.rows).raw).toEqual(rowOfA(before.rows).raw);
      expect(rowOfA(after.rows).normalised.score).not.toBe(rowOfA(before.rows).normalised.score);

      await connection.execute(`update recipes set name = 'Aji amarillo tiradito' where id = ${a.id}`);
      const rows = (await page()).body.props.rows as ResultsRowProps[];
      expect(rows.find((row) => row.recipeId === a.id)!.recipeName).toBe('Aji amarillo tiradito');
    });

    it('answers from the kept results until one of their inputs changes, on the page and in ranking.csv', async () => {
      const { a, b, lenient, harsh } = await scenario();
      const connection = t.em().getConnection();
      const csv = async () =>
        asObjects(parseCsv((await admin.agent.get('/admins/results/export/ranking.csv?round=first')).text));
      const csvRowOf = async (recipe: Recipe) =>
        (await csv()).find((row) => row.recipe_id === String(recipe.id))!;
      const judgeNamed = async (id: number) =>
        ((await page()).body.props.judges as JudgeProgressProps[]).find((judge) => judge.id === id)!.name;

      const first = await admin.agent.get('/admins/results/export/ranking.csv?round=first');
      const again = await admin.agent.get('/admins/results/export/ranking.csv?round=first');
      expect(again.text).toBe(first.text);
      expect((await csvRowOf(a)).votes).toBe('3');

      // Each table the results read, changed behind the app's back: the next visit shows it.
      await connection.execute(`update judges set name = 'Lena' where id = ${lenient.id}`);
      expect(await judgeNamed(lenient.id)).toMatch(/^Lena /);
      await connection.execute(`update users set name = 'Anabel' where id = ${a.contestant.id}`);
      expect((await csvRowOf(a)).contestant).toMatch(/^Anabel /);
      await connection.execute(
        `insert into judge_conflicts (judge_id, user_id, reason, created_at)
         values (${lenient.id}, ${a.contestant.id}, 'Same kitchen', now())`,
      );
      expect((await csvRowOf(a)).votes).toBe('2');
      await connection.execute(
        `insert into profiles (user_id, phone, home_address, manager_email, created_at, updated_at)
         values (${b.contestant.id}, '555 0100', '{}', '${harsh.email}', now(), now())`,
      );
      expect((await csvRowOf(b)).votes).toBe('2');
      const page1 = (await page()).body.props.rows as ResultsRowProps[];
      expect(page1.find((row) => row.recipeId === b.id)!.votes).toBe(2);
      expect(await csv()).toHaveLength(3);
      await connection.execute(`delete from judge_conflicts where judge_id = ${lenient.id}`);
      await connection.execute(`delete from profiles where user_id = ${b.contestant.id}`);
      expect((await csvRowOf(a)).votes).toBe('3');
    });

    /** The two parts of the results' version, without the snapshot read with them (that moves with any transaction). */
    async function versionParts() {
      const { all, others } = await t.running.app.get(ResultsQueries).inputsVersion();
      return { all, others };
    }

    it('moves the version of the results inputs with any statement on a table they read, once it is committed', async () => {
      for (const table of RESULTS_INPUT_TABLES) {
        const before = await versionParts();
        await t.em().getConnection().execute(`delete from "${table}" where false`);
        const after = await versionParts();
        // Every table moves the whole version; every table but the votes moves the other inputs' part too.
        expect([table, after.all]).not.toEqual([table, before.all]);
        if (table === 'votes') expect(after.others).toBe(before.others);
        else expect([table, after.others]).not.toEqual([table, before.others]);
      }
      // A writer's change counts only once committed: until then a reader sees the old inputs and the old version.
      const writer = new pg.Client({ connectionString: t.database.url });
      await writer.connect();
      try {
        for (const statement of [`update judges set name = name`, `update votes set note = note`]) {
          await writer.query('begin');
          await writer.query(statement);
          const during = await versionParts();
          await writer.query('rollback');
          expect(await versionParts()).toEqual(during);
          await writer.query('begin');
          await writer.query(statement);
          expect(await versionParts()).toEqual(during);
          await writer.query('commit');
          expect(await versionParts()).not.toEqual(during);
        }
      } finally {
        await writer.end();
      }
    });

    it('after votes alone, still leaves out the votes of a judge in conflict, and ignores votes of the other round', async () => {
      const { a, lenient, harsh, finalRound } = await scenario();
      const connection = t.em().getConnection();
      const afterVotes = jest.spyOn(t.running.app.get(ResultsQueries), 'roundInputsAfterVotes');
      try {
        const rowOfA = async () => (await shown()).rows.find((row) => row.recipeId === a.id)!;
        await connection.execute(
          `insert into judge_conflicts (judge_id, user_id, reason, created_at)
           values (${lenient.id}, ${a.contestant.id}, 'Same kitchen', now())`,
        );
        // A without the lenient judge: harsh 9 and partial 21.
        expect(await rowOfA()).toMatchObject({ votes: 2, raw: { score: 15 } });
        await connection.execute(
          `update votes set creativity = 1, appearance = 1, ingredients = 1, deployability = 1
           where judge_id = ${lenient.id} and recipe_id = ${a.id}`,
        );
        expect(await rowOfA()).toMatchObject({ votes: 2, raw: { score: 15 } });
        await connection.execute(
          `update votes set creativity = 5, appearance = 5, ingredients = 5, deployability = 5
           where judge_id = ${harsh.id} and recipe_id = ${a.id}`,
        );
        expect(await rowOfA()).toMatchObject({ votes: 2, raw: { score: 23 } });
        expect(afterVotes).toHaveBeenCalledTimes(2);
        await expectSameAsFromScratch();
        // A vote of the final round moves the version, and the first round's results stay as they were.
        const before = await shown();
        await connection.execute(
          `insert into votes (judge_id, recipe_id, stage, creativity, appearance, ingredients, profitability,
             deployability, voted_at, created_at, updated_at)
           values (${finalRound.id}, ${a.id}, 'second', 3, 3, 3, 5, 3, now(), now(), now())`,
        );
        expect(await shown()).toEqual(before);
        expect(afterVotes).toHaveBeenCalledTimes(3);
      } finally {
        afterVotes.mockRestore();
        await connection.execute(`delete from judge_conflicts where judge_id = ${lenient.id}`);
      }
    });

    it('shows a vote whose writer began before a visit and committed after it, and a truncate of the votes', async () => {
      const { a, b, lenient, harsh } = await scenario();
      const connection = t.em().getConnection();
      const rowOf = (rows: Awaited<ReturnType<typeof shown>>['rows'], recipe: Recipe) =>
        rows.find((row) => row.recipeId === recipe.id)!;
      const before = await shown();
      let now: Awaited<ReturnType<typeof shown>>;
      const writer = new pg.Client({ connectionString: t.database.url });
      await writer.connect();
      try {
        // The writer changes the harsh judge's vote on B and stays open while another vote is committed and the
        // results are visited: that visit cannot see the writer's change, the next one must.
        await writer.query('begin');
        await writer.query(
          `update votes set creativity = 5, appearance = 5, ingredients = 5, deployability = 5
           where judge_id = ${harsh.id} and recipe_id = ${b.id}`,
        );
        await connection.execute(
          `update votes set creativity = 1 where judge_id = ${lenient.id} and recipe_id = ${a.id}`,
        );
        now = await shown();
        expect(now.rows).toEqual(await fromEveryVote());
        expect(rowOf(now.rows, b).raw).toEqual(rowOf(before.rows, b).raw);
        await writer.query('commit');
        now = await shown();
        expect(now.rows).toEqual(await fromEveryVote());
        expect(rowOf(now.rows, b).raw.score).toBeGreaterThan(rowOf(before.rows, b).raw.score!);
      } finally {
        await writer.end();
      }
      // Every standing dropped at once: the next visit reads the whole round again.
      await connection.execute('truncate votes');
      now = await shown();
      expect(now.votes).toBe(0);
      expect(now.rows.every((row) => row.votes === 0 && row.raw.rank === null)).toBe(true);
    });

    it('after votes alone, reads again only the standings that changed, inside the round and out of it', async () => {
      const { a, b, c, harsh, partial, finalRound } = await scenario();
      const connection = t.em().getConnection();
      const queries = t.running.app.get(ResultsQueries);
      expect((await shown()).rows).toEqual(await fromEveryVote());
      const wholeRound = jest.spyOn(queries, 'roundInputs');
      const afterVotes = jest.spyOn(queries, 'roundInputsAfterVotes');
      try {
        const judgesShown = async () => (await page()).body.props.judges as JudgeProgressProps[];

        // The partial judge scores C (their note only until now), and B loses all its votes: its standing goes.
        await connection.execute(
          `update votes set creativity = 2, appearance = 2, ingredients = 2, profitability = 0, deployability = 2
           where judge_id = ${partial.id} and recipe_id = ${c.id}`,
        );
        await connection.execute(`delete from votes where recipe_id = ${b.id}`);
        let now = await shown();
        expect(now.rows).toEqual(await fromEveryVote());
        expect(now.rows.find((row) => row.recipeId === b.id)).toMatchObject({
          votes: 0,
          raw: { rank: null },
        });
        expect(now.rows.find((row) => row.recipeId === c.id)!.votes).toBe(3);
        expect(now.votes).toBe(6);
        expect((await judgesShown()).find((judge) => judge.id === partial.id)).toMatchObject({ voted: 2 });

        // A vote on a recipe outside the round (not yet reviewed): its judge is listed, with no vote counted.
        const outside = await connection.execute<Array<{ id: number }>>(
          `select id from recipes where is_approved = 0`,
        );
        await connection.execute(
          `insert into votes (judge_id, recipe_id, stage, creativity, appearance, ingredients, profitability,
             deployability, voted_at, created_at, updated_at)
           values (${finalRound.id}, ${outside[0].id}, 'first', 3, 3, 3, 5, 3, now(), now(), now())`,
        );
        expect((await judgesShown()).find((judge) => judge.id === finalRound.id)).toMatchObject({
          voted: 0,
          onPanel: false,
        });
        // And a vote changed that only the normalised ranking sees.
        await connection.execute(
          `update votes set creativity = 2 where judge_id = ${harsh.id} and recipe_id = ${a.id}`,
        );
        now = await shown();
        expect(now.rows).toEqual(await fromEveryVote());
        expect(afterVotes).toHaveBeenCalledTimes(3);
        expect(wholeRound).not.toHaveBeenCalled();
        await expectSameAsFromScratch();
        wholeRound.mockClear();
        // The vote outside the round withdrawn: its judge, off the panel, is no longer listed.
        await connection.execute(`delete from votes where judge_id = ${finalRound.id}`);
        expect((await judgesShown()).map((judge) => judge.id)).not.toContain(finalRound.id);
        expect(wholeRound).not.toHaveBeenCalled();
        expect(afterVotes).toHaveBeenCalledTimes(4);

        // Any other input makes the next visit read the whole round again.
        await connection.execute(`update recipes set name = 'Brown butter gnocchi, sage' where id = ${b.id}`);
        const rows = (await page()).body.props.rows as ResultsRowProps[];
        expect(rows.find((row) => row.recipeId === b.id)!.recipeName).toBe('Brown butter gnocchi, sage');
        expect(wholeRound).toHaveBeenCalledTimes(1);
        expect(afterVotes).toHaveBeenCalledTimes(4);
      } finally {
        wholeRound.mockRestore();
        afterVotes.mockRestore();
      }
    });

    it("folds the version's slots of connections that have ended into one, and the version stays the same", async () => {
      const queries = t.running.app.get(ResultsQueries);
      const connection = t.em().getConnection();
      // A slot left by a connection that has ended (no backend has this process id), and the live ones.
      await connection.execute(
        `insert into results_inputs (slot, version, others_version) values (2000000000, 7, 5)`,
      );
      await connection.execute(`update judges set name = name`);
      await connection.execute(`update votes set note = note`);
      const before = await versionParts();
      const live = await connection.execute<Array<{ slot: number }>>(
        `select slot from results_inputs where slot in (select pid from pg_stat_activity)`,
      );
      expect(live.length).toBeGreaterThan(0);

      await queries.foldEndedConnections();
      expect(await versionParts()).toEqual(before);
      const slots = await connection.execute<Array<{ slot: number }>>(`select slot from results_inputs`);
      expect(slots.map((row) => row.slot)).not.toContain(2000000000);
      expect(slots.map((row) => row.slot)).toEqual(
        expect.arrayContaining([0, ...live.map((row) => row.slot)]),
      );
      // Folding again changes nothing; a change still moves the version.
      await queries.foldEndedConnections();
      expect(await versionParts()).toEqual(before);
      await connection.execute(`update judges set name = name`);
      expect(await versionParts()).not.toEqual(before);
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
      await t.em().getConnection().execute("delete from mail_outbox where template = 'judge-reminder'");
      const response = await post('/admins/results/remind', { round: 'first' });
      expect(response.status).toBe(200);
      expect(response.body.data).toEqual({ reminded: 1, judges: ['Julia Judge'] });
      const mails = await t.em().find(OutboxMail, { template: 'judge-reminder' });
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
      const { a } = await scenario();
      const contestantId = (await page()).body.props.rows.find(
        (row: { recipeId: number }) => row.recipeId === a.id,
      ).contestantId;
      await post(`/admins/results/finalist/${contestantId}`, { is_finalist: true });
      const logged = () => t.em().count(AuditEntry, { subjectId: contestantId, subjectType: 'contestant' });
      expect(await logged()).toBe(1);
      const again = await post(`/admins/results/finalist/${contestantId}`, { is_finalist: true });
      expect(again.body.data).toEqual({ id: contestantId, is_finalist: true });
      expect(await logged()).toBe(1);
    });

    it('refuses a missing flag (422) and an unknown contestant (404)', async () => {
      const { a } = await scenario();
      const contestantId = (await page()).body.props.rows.find(
        (row: { recipeId: number }) => row.recipeId === a.id,
      ).contestantId;
      expect((await post(`/admins/results/finalist/${contestantId}`, { is_finalist: 'maybe' })).status).toBe(
        422,
      );
      expect((await post('/admins/results/finalist/999999', { is_finalist: true })).status).toBe(404);
    });
  });

  describe('who may call', () => {
    it('refuses anonymous visitors, judges, a disabled admin and calls without the CSRF value', async () => {
      const { a } = await scenario();
      const contestantId = (await page()).body.props.rows.find(
        (row: { recipeId: number }) => row.recipeId === a.id,
      ).contestantId;
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
      expect(
        (
          await judgeAgent
            .post(`/admins/results/finalist/${contestantId}`)
            .set(XHR)
            .send({ csrf: judgeCsrf, is_finalist: true })
        ).status,
      ).toBe(403);
      expect((await judgeAgent.get('/admins/results/export/ranking.csv?round=first').set(XHR)).status).toBe(
        403,
      );

      expect(
        (
          await admin.agent
            .post(`/admins/results/finalist/${contestantId}`)
            .set(XHR)
            .send({ is_finalist: true })
        ).status,
      ).toBe(419);

      const other = await t.factory.newAdmin({ password: 'other admin' });
      const otherAgent = t.agent();
      await signInStaff(otherAgent, 'admin', other.email, 'other admin');
      const otherCsrf = await csrfOf(otherAgent);
      await t.em().nativeUpdate(Admin, { id: other.id }, { isActive: false });
      expect(
        (
          await otherAgent
            .post(`/admins/results/finalist/${contestantId}`)
            .set(XHR)
            .send({ csrf: otherCsrf, is_finalist: true })
        ).status,
      ).toBe(401);

      expect((await t.em().findOneOrFail(Contestant, { id: contestantId })).isFinalist).toBe(false);
    });
  });
});
