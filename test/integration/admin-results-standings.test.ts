import { jest } from '@jest/globals';
import pg from 'pg';
import { RESULTS_INPUT_TABLES } from '../../migrations/Migration20261127000000.js';
import { ResultsQueries } from '../../src/judging/results/results.queries.js';
import type { JudgeProgressProps, ResultsRowProps } from '@shared/admin/results.props.js';
import { rankRecipes, type RoundVote } from '../../src/judging/results/ranking.js';
import { round2 } from '../../src/judging/results/results.props-mapper.js';
import type { Recipe } from '../../src/recipes/recipe.entity.js';
import { parseCsv, asObjects, adminResultsSetup } from '../support/admin-results.js';

describe('Admin results (/admins/results)', () => {
  const { t, admin, page, scenario } = adminResultsSetup();

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
      // With the corrections kept beside the votes, which reference them.
      await connection.execute('truncate votes cascade');
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
});
