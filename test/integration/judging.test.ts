import { jest } from '@jest/globals';
import type pg from 'pg';
import { ContestSettingsService } from '../../src/editions/contest-settings.service.js';
import { Vote } from '../../src/judging/vote.entity.js';
import { JUDGING_MESSAGES } from '../../src/judging/judging.service.js';
import { VOTE_MESSAGES } from '@shared/judging/judging-rules.js';
import { Recipe as RecipeEntity, type Recipe } from '../../src/recipes/recipe.entity.js';
import { totalCostThousandths, type IngredientRow } from '@shared/recipes/ingredients.js';
import { backfillRecipeCosts } from '../../src/recipes/recipe-cost-backfill.js';
import { signInAs, signInStaff, startTestApp, type TestApp } from '../support/test-app.js';
import { inertiaVisit, XHR } from '../support/inertia.js';

type Agent = ReturnType<TestApp['agent']>;

const GOOD_VOTE = { creativity: 4.5, appearance: 4, ingredients: 3.5, profitability: 5, deployability: 4 };
/** GOOD_VOTE as the row stores it (decimals come back as text). */
const GOOD_VOTE_ROW = {
  creativity: '4.5',
  appearance: '4.0',
  ingredients: '3.5',
  profitability: 5,
  deployability: '4.0',
};
const KEY = (n: number) => n.toString(16).padStart(32, '0');

interface SignedInJudge {
  agent: Agent;
  csrf: string;
  id: number;
}

describe('Judging: the recipe list, the vote page, votes and notes', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
    await settings({ first_round_open: true, second_round_open: true, blind_judging: false });
  });
  afterAll(() => t.close());

  /** Changes the contest settings and drops the two-second cache, as the admin screens will. */
  async function settings(values: Record<string, boolean>) {
    const assignments = Object.keys(values).map((column) => `${column} = ?`);
    await t
      .em()
      .getConnection()
      .execute(`update contest_settings set ${assignments.join(', ')} where id = 1`, Object.values(values));
    t.running.app.get(ContestSettingsService).forget();
  }

  /** Each test that counts the round starts from an empty one. */
  async function emptyRounds() {
    await t.em().getConnection().execute('delete from recipes');
    // A finalist without a recipe would count as pending in the final round.
    await t.em().getConnection().execute('update users set is_finalist = false');
  }

  async function judgeOf(stage: 'first' | 'second' = 'first'): Promise<SignedInJudge> {
    const judge = await t.factory.newJudge({ stage, password: 'judge password' });
    const agent = t.agent();
    // Many judges sign in within a minute here: past the real call's per-visitor limit (auth.test.ts covers it).
    return { agent, csrf: await signInAs(agent, 'judge', judge.id), id: judge.id };
  }

  const approved = (fields: Parameters<TestApp['factory']['newSubmittedRecipe']>[0] = {}) =>
    t.factory.newSubmittedRecipe({ status: 'approved', ...fields });

  async function page(judge: SignedInJudge, path: string) {
    return inertiaVisit(t, judge.agent, path);
  }

  async function vote(judge: SignedInJudge, recipeId: number, body: Record<string, unknown> = GOOD_VOTE) {
    return judge.agent
      .post(`/judges/dashboard/recipe/${recipeId}/vote`)
      .set(XHR)
      .send({ csrf: judge.csrf, ...body });
  }

  async function note(judge: SignedInJudge, recipeId: number, text: unknown) {
    return judge.agent
      .post(`/judges/dashboard/recipe/${recipeId}/note`)
      .set(XHR)
      .send({ csrf: judge.csrf, note: text });
  }

  function votesOn(recipe: Recipe) {
    return t.em().find(Vote, { recipe: recipe.id });
  }

  describe('the recipe list', () => {
    it('shows a first-round judge the submitted recipes an admin approved, in submission order', async () => {
      await emptyRounds();
      const first = await approved({ name: 'Smoked trout rillettes' });
      await t.factory.newSubmittedRecipe({ status: 'pending', name: 'Pending review' });
      await t.factory.newSubmittedRecipe({ status: 'notApproved', name: 'Not approved' });
      await approved({ name: 'Of a disabled contestant', contestantActive: false });
      const second = await approved({ name: 'Charred leek vinaigrette', recipeImage: KEY(1) });
      const judge = await judgeOf('first');

      const response = await page(judge, '/judges/dashboard');
      expect(response.body.component).toBe('judges/dashboard');
      const props = response.body.props;
      expect(props.round).toEqual({ stage: 'first', label: 'First round', open: true, blind: false });
      expect(props.recipes.map((card: { name: string }) => card.name)).toEqual([
        'Smoked trout rillettes',
        'Charred leek vinaigrette',
      ]);
      expect(props.recipes[1]).toEqual({
        id: second.id,
        position: 2,
        name: 'Charred leek vinaigrette',
        contestant: 'Carla Cook',
        image: { thumb: `/media/${KEY(1)}/thumb.webp`, large: `/media/${KEY(1)}/large.webp` },
        voted: false,
        points: null,
        voteUrl: `/judges/dashboard/recipe/${second.id}/vote`,
      });
      expect(props.progress).toEqual({ voted: 0, total: 2 });
      expect(props.nextToVoteUrl).toBe(`/judges/dashboard/recipe/${first.id}/vote`);
    });

    it('orders by submission time, not by the id given at the first draft save, in the list, the arrows and the next recipe', async () => {
      await emptyRounds();
      // Drafted first (the lowest id), submitted last.
      const draftedFirst = await approved({ name: 'Drafted first, submitted last' });
      const b = await approved({ name: 'Submitted first' });
      const c = await approved({ name: 'Submitted second' });
      await t
        .em()
        .getConnection()
        .execute(`update recipes set submitted_at = now() + interval '1 hour' where id = ?`, [
          draftedFirst.id,
        ]);
      const judge = await judgeOf('first');

      const props = (await page(judge, '/judges/dashboard')).body.props;
      expect(props.recipes.map((card: { id: number; position: number }) => [card.id, card.position])).toEqual(
        [
          [b.id, 1],
          [c.id, 2],
          [draftedFirst.id, 3],
        ],
      );
      expect(props.nextToVoteUrl).toBe(`/judges/dashboard/recipe/${b.id}/vote`);
      const last = (await page(judge, `/judges/dashboard/recipe/${draftedFirst.id}/vote`)).body.props;
      expect(last).toMatchObject({
        position: 3,
        prevId: c.id,
        nextId: null,
      });
      expect((await vote(judge, c.id)).body).toMatchObject({
        redirectTo: `/judges/dashboard/recipe/${draftedFirst.id}/vote`,
        lastRecipe: false,
      });
      expect((await vote(judge, draftedFirst.id)).body).toMatchObject({
        redirectTo: '/judges/dashboard',
        lastRecipe: true,
      });
    });

    it('orders the final round by the submission of the final-round version', async () => {
      await emptyRounds();
      const early = await approved({ isFinalist: true, isSecondComplete: true });
      const late = await approved({ isFinalist: true, isSecondComplete: true });
      await t
        .em()
        .getConnection()
        .execute(`update recipes set second_submitted_at = now() + interval '1 hour' where id = ?`, [
          early.id,
        ]);
      const judge = await judgeOf('second');
      const props = (await page(judge, '/judges/dashboard')).body.props;
      expect(props.recipes.map((card: { id: number }) => card.id)).toEqual([late.id, early.id]);
    });

    it("shows a final-round judge the finalists' recipes once their final version is submitted", async () => {
      await emptyRounds();
      await approved({ name: 'Approved, not a finalist' });
      const finalist = await approved({ name: 'Final version in', isFinalist: true, isSecondComplete: true });
      await approved({ name: 'Finalist still editing', isFinalist: true, isSecondComplete: false });
      const judge = await judgeOf('second');

      const props = (await page(judge, '/judges/dashboard')).body.props;
      expect(props.round).toMatchObject({ stage: 'second', label: 'Final round' });
      expect(props.recipes.map((card: { id: number }) => card.id)).toEqual([finalist.id]);
      expect(props.finalistsPending).toBe(1);
    });

    it("marks the judge's own votes with their points, counts progress, and filters voted and not voted", async () => {
      await emptyRounds();
      const [a, b, c] = [await approved(), await approved(), await approved()];
      const judge = await judgeOf();
      const other = await judgeOf();
      expect((await vote(judge, b.id)).status).toBe(200);
      expect((await vote(other, c.id)).status).toBe(200);

      const all = (await page(judge, '/judges/dashboard')).body.props;
      expect(all.progress).toEqual({ voted: 1, total: 3 });
      expect(all.counts).toEqual({ all: 3, voted: 1, 'not-voted': 2 });
      expect(
        all.recipes.map((card: { voted: boolean; points: string | null }) => [card.voted, card.points]),
      ).toEqual([
        [false, null],
        [true, '21'],
        // Another judge's vote is not this judge's: never shown.
        [false, null],
      ]);
      const notVoted = (await page(judge, '/judges/dashboard?filter=not-voted')).body.props;
      expect(notVoted.filter).toBe('not-voted');
      expect(
        notVoted.recipes.map((card: { id: number; position: number }) => [card.id, card.position]),
      ).toEqual([
        [a.id, 1],
        [c.id, 3],
      ]);
      const voted = (await page(judge, '/judges/dashboard?filter=voted')).body.props;
      expect(voted.recipes.map((card: { id: number }) => card.id)).toEqual([b.id]);
      // An unknown filter shows everything rather than failing.
      expect((await page(judge, '/judges/dashboard?filter=nonsense')).body.props.filter).toBe('all');
    });

    it('pages the list 24 recipes at a time', async () => {
      await emptyRounds();
      for (let count = 0; count < 25; count++) await approved();
      const judge = await judgeOf();
      const first = (await page(judge, '/judges/dashboard')).body.props;
      expect(first.recipes).toHaveLength(24);
      expect(first.pagination).toEqual({ page: 1, pages: 2, perPage: 24 });
      const second = (await page(judge, '/judges/dashboard?page=2')).body.props;
      expect(second.recipes.map((card: { position: number }) => card.position)).toEqual([25]);
    });

    it('hides contestant names under blind judging', async () => {
      await emptyRounds();
      const recipe = await approved({ contestantName: 'Maria', contestantLastname: 'Lopez' });
      const judge = await judgeOf();
      await settings({ blind_judging: true });
      try {
        const card = (await page(judge, '/judges/dashboard')).body.props.recipes[0];
        expect(card.contestant).toBe(`Contestant #${recipe.id}`);
        expect(JSON.stringify(card)).not.toContain('Lopez');
      } finally {
        await settings({ blind_judging: false });
      }
    });
  });

  describe('the vote page', () => {
    it('shows the recipe with its contestant, its place in the order and links to its neighbours', async () => {
      await emptyRounds();
      const [a, b, c] = [
        await approved(),
        await approved({
          name: 'Charred leek vinaigrette',
          contestantName: 'Maria',
          contestantLastname: 'Lopez',
          recipeImage: KEY(2),
          headshotImage: KEY(3),
        }),
        await approved(),
      ];
      const judge = await judgeOf();
      const response = await page(judge, `/judges/dashboard/recipe/${b.id}/vote`);
      expect(response.body.component).toBe('judges/vote');
      const props = response.body.props;
      expect(props).toMatchObject({
        contestant: 'Maria Lopez',
        position: 2,
        total: 3,
        prevId: a.id,
        nextId: c.id,
        listUrl: '/judges/dashboard',
        voted: false,
        note: '',
        scores: { creativity: -1, appearance: -1, ingredients: -1, deployability: -1, profitability: -1 },
        voteUrl: `/judges/dashboard/recipe/${b.id}/vote`,
        noteUrl: `/judges/dashboard/recipe/${b.id}/note`,
        maxPoints: 25,
      });
      expect(props.recipe).toMatchObject({
        id: b.id,
        name: 'Charred leek vinaigrette',
        image: { thumb: `/media/${KEY(2)}/thumb.webp`, large: `/media/${KEY(2)}/large.webp` },
        headshot: { thumb: `/media/${KEY(3)}/thumb.webp`, large: `/media/${KEY(3)}/large.webp` },
      });
      expect(props.recipe.ingredients).toHaveLength(2);
      // The first and the last recipe have no neighbour on one side.
      expect((await page(judge, `/judges/dashboard/recipe/${a.id}/vote`)).body.props.prevId).toBeNull();
      expect((await page(judge, `/judges/dashboard/recipe/${c.id}/vote`)).body.props.nextId).toBeNull();
    });

    it("compares the recipe's cost per portion with the round's median and range", async () => {
      await emptyRounds();
      const cost = (dollars: string) => [
        { ingredient: 'Base', measure: 'Each' as const, quantity: '1', cost_unit: dollars },
      ];
      await approved({ ingredients: cost('1.200') });
      const mine = await approved({ ingredients: cost('2.650') });
      await approved({ ingredients: cost('3.100') });
      await approved({ ingredients: cost('6.400') });
      await t.factory.newSubmittedRecipe({ status: 'pending', ingredients: cost('0.100') });
      const judge = await judgeOf();

      const props = (await page(judge, `/judges/dashboard/recipe/${mine.id}/vote`)).body.props;
      expect(props.cost).toEqual({
        cost: '2.650',
        median: '2.875',
        min: '1.200',
        max: '6.400',
        count: 4,
        rank: 2,
        grossProfitAtMaxPrice: '73.5',
        meetsGuide: true,
        placeInRange: (2650 - 1200) / (6400 - 1200),
        medianPlaceInRange: (2875 - 1200) / (6400 - 1200),
      });
    });

    it('keeps the stored cost per portion when a recipe is edited, and the backfill computes what the app computes', async () => {
      await emptyRounds();
      const rows = (quantity: string, dollars: string) => [
        { ingredient: 'Base', measure: 'Each' as const, quantity, cost_unit: dollars },
        { ingredient: 'Salt', measure: 'Ounce' as const, quantity: '0.333', cost_unit: '0.015' },
        { ingredient: 'Half-filled', measure: 'Each' as const, quantity: '', cost_unit: '9.99' },
      ];
      const mine = await approved({ ingredients: rows('1', '2.000') });
      await approved({ ingredients: rows('2', '0.125') });
      const judge = await judgeOf();
      const costOf = async () =>
        (await page(judge, `/judges/dashboard/recipe/${mine.id}/vote`)).body.props.cost.cost as string;
      // 2.000 + 0.333 × 0.015 = 0.004995, rounded half up per row to 0.005; the incomplete row counts 0.
      expect(await costOf()).toBe('2.005');
      const em = t.em();
      const recipe = await em.findOneOrFail(RecipeEntity, { id: mine.id });
      recipe.ingredients = rows('3', '1.500');
      await em.flush();
      expect(await costOf()).toBe('4.505');

      // The migration's backfill (also used for recipes written by SQL) gives every recipe the app's own figure.
      const connection = t.em().getConnection();
      await connection.execute('update recipes set cost_thousandths = 0');
      await backfillRecipeCosts((sql, params) =>
        connection.execute(sql.replace(/\$\d+/g, '?'), params ?? []),
      );
      const stored = await connection.execute<
        Array<{ id: number; cost: string; ingredients: IngredientRow[] }>
      >('select id, cost_thousandths as cost, ingredients from recipes');
      for (const row of stored) expect(BigInt(row.cost)).toBe(totalCostThousandths(row.ingredients));
      expect(await costOf()).toBe('4.505');
    });

    it('under blind judging names the contestant by number and shows no headshot', async () => {
      await emptyRounds();
      const recipe = await approved({
        contestantName: 'Maria',
        contestantLastname: 'Lopez',
        recipeImage: KEY(4),
        headshotImage: KEY(5),
      });
      const judge = await judgeOf();
      await settings({ blind_judging: true });
      try {
        const props = (await page(judge, `/judges/dashboard/recipe/${recipe.id}/vote`)).body.props;
        expect(props.contestant).toBe(`Contestant #${recipe.id}`);
        expect(props.recipe.headshot).toBeNull();
        expect(props.round.blind).toBe(true);
        const text = JSON.stringify(props);
        expect(text).not.toContain('Lopez');
        expect(text).not.toContain(KEY(5));
        // Only the re-encoded WebP versions (no metadata) reach the judge, never the original file.
        expect(text).not.toContain('/original');
      } finally {
        await settings({ blind_judging: false });
      }
    });

    it('refuses recipes outside the judge’s round with 403, and a malformed id with 404', async () => {
      await emptyRounds();
      const pending = await t.factory.newSubmittedRecipe({ status: 'pending' });
      const finalOnly = await approved({ isFinalist: true, isSecondComplete: true });
      const firstRound = await judgeOf('first');
      const finalRound = await judgeOf('second');
      const refused = await page(firstRound, `/judges/dashboard/recipe/${pending.id}/vote`);
      expect(refused.status).toBe(403);
      expect(
        (await firstRound.agent.get(`/judges/dashboard/recipe/${pending.id}/vote`).set(XHR)).body.message,
      ).toBe(JUDGING_MESSAGES.notInRound);
      expect((await page(finalRound, `/judges/dashboard/recipe/${pending.id}/vote`)).status).toBe(403);
      expect((await page(firstRound, `/judges/dashboard/recipe/${finalOnly.id}/vote`)).status).toBe(200);
      expect((await page(finalRound, `/judges/dashboard/recipe/${finalOnly.id}/vote`)).status).toBe(200);
      expect((await page(firstRound, '/judges/dashboard/recipe/999999/vote')).status).toBe(403);
      expect((await page(firstRound, '/judges/dashboard/recipe/abc/vote')).status).toBe(404);
    });

    it('is for judges only', async () => {
      const recipe = await approved();
      const visitor = await t.agent().get(`/judges/dashboard/recipe/${recipe.id}/vote`);
      expect(visitor.status).toBe(302);
      expect(visitor.headers.location).toBe('/judges/login');
      const admin = await t.factory.newAdmin({ password: 'admin password' });
      const agent = t.agent();
      await signInStaff(agent, 'admin', admin.email, 'admin password');
      expect((await agent.get(`/judges/dashboard/recipe/${recipe.id}/vote`).set(XHR)).status).toBe(403);
    });
  });

  describe('voting', () => {
    it('sends the prepared statements of a vote and of the vote page with their limits written in, so each is planned once per connection', async () => {
      await emptyRounds();
      const recipes = [await approved(), await approved(), await approved()];
      const judge = await judgeOf();
      // The app's own pg (the pool's client class), not the one this test file would import.
      const pool = (await t.em().getConnection().getNativeClient()) as unknown as {
        Client: typeof pg.Client;
      };
      const query = jest.spyOn(pool.Client.prototype, 'query');
      let calls: unknown[][];
      try {
        expect((await page(judge, `/judges/dashboard/recipe/${recipes[0].id}/vote`)).status).toBe(200);
        // The first vote leaves two to vote (the next one is looked for), the last one none.
        for (const recipe of recipes) expect((await vote(judge, recipe.id)).status).toBe(200);
      } finally {
        // Restoring forgets the calls.
        calls = [...query.mock.calls];
        query.mockRestore();
      }
      const sent = calls.map(([config]) =>
        typeof config === 'string' ? { text: config } : (config as { name?: string; text: string }),
      );
      // A limit sent as a parameter keeps PostgreSQL planning a prepared statement again at every call.
      const prepared = sent.filter((statement) => statement.name !== undefined);
      expect(prepared.some((statement) => /\blimit 1\b/i.test(statement.text))).toBe(true);
      expect(prepared.filter((statement) => /\blimit \$\d/i.test(statement.text))).toEqual([]);
    });

    it('stores the five criteria and shows them back on the page', async () => {
      const recipe = await approved();
      const judge = await judgeOf();
      expect((await vote(judge, recipe.id)).status).toBe(200);
      const [row] = await votesOn(recipe);
      expect(row).toMatchObject({
        stage: 'first',
        creativity: '4.5',
        appearance: '4.0',
        ingredients: '3.5',
        profitability: 5,
        deployability: '4.0',
      });
      expect(row.votedAt).toBeInstanceOf(Date);
      const props = (await page(judge, `/judges/dashboard/recipe/${recipe.id}/vote`)).body.props;
      expect(props.voted).toBe(true);
      expect(props.scores).toEqual({
        creativity: 4.5,
        appearance: 4,
        ingredients: 3.5,
        deployability: 4,
        profitability: 5,
      });
    });

    it('accepts the values of a form post sent as text', async () => {
      const recipe = await approved();
      const judge = await judgeOf();
      const response = await vote(judge, recipe.id, {
        creativity: '1',
        appearance: '1.5',
        ingredients: '5',
        profitability: '0',
        deployability: '2.5',
      });
      expect(response.status).toBe(200);
      expect((await votesOn(recipe))[0]).toMatchObject({
        creativity: '1.0',
        profitability: 0,
        deployability: '2.5',
      });
    });

    it.each([
      ['creativity', undefined, VOTE_MESSAGES.incomplete],
      ['appearance', -1, VOTE_MESSAGES.incomplete],
      ['ingredients', null, VOTE_MESSAGES.incomplete],
      ['deployability', '', VOTE_MESSAGES.incomplete],
      ['profitability', -1, VOTE_MESSAGES.incomplete],
      ['creativity', 0.5, VOTE_MESSAGES.stars],
      ['appearance', 5.5, VOTE_MESSAGES.stars],
      ['ingredients', 2.3, VOTE_MESSAGES.stars],
      ['deployability', 0, VOTE_MESSAGES.stars],
      ['creativity', 'four', VOTE_MESSAGES.stars],
      ['appearance', [4], VOTE_MESSAGES.stars],
      ['profitability', 3, VOTE_MESSAGES.profitability],
      ['profitability', 2.5, VOTE_MESSAGES.profitability],
      ['profitability', true, VOTE_MESSAGES.profitability],
    ])('refuses %s = %p with 422 and stores nothing', async (field, value, message) => {
      const recipe = await approved();
      const judge = await judgeOf();
      const body: Record<string, unknown> = { ...GOOD_VOTE, [field]: value };
      if (value === undefined) delete body[field];
      const response = await vote(judge, recipe.id, body);
      expect(response.status).toBe(422);
      expect(response.body.errors).toEqual({ [field]: [message] });
      expect(await votesOn(recipe)).toHaveLength(0);
    });

    it('refuses a vote on a recipe of the other round or not approved, with 403', async () => {
      const pending = await t.factory.newSubmittedRecipe({ status: 'pending' });
      const rejected = await t.factory.newSubmittedRecipe({ status: 'notApproved' });
      const notFinal = await approved();
      const firstRound = await judgeOf('first');
      const finalRound = await judgeOf('second');
      for (const [judge, recipe] of [
        [firstRound, pending],
        [firstRound, rejected],
        [finalRound, notFinal],
      ] as const) {
        const response = await vote(judge, recipe.id);
        expect(response.status).toBe(403);
        expect(response.body.message).toBe(JUDGING_MESSAGES.notInRound);
        expect(await votesOn(recipe)).toHaveLength(0);
      }
      expect((await note(firstRound, pending.id, 'sneaky')).status).toBe(403);
      expect(await votesOn(pending)).toHaveLength(0);
    });

    it('changes the vote when the judge votes again, never adding a second', async () => {
      const recipe = await approved();
      const judge = await judgeOf();
      await vote(judge, recipe.id);
      await vote(judge, recipe.id, { ...GOOD_VOTE, creativity: 2, profitability: 0 });
      const rows = await votesOn(recipe);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ creativity: '2.0', profitability: 0 });
    });

    it("keeps a judge's first-round vote when the judge, moved to the final round, votes on the same recipe", async () => {
      const recipe = await approved({ isFinalist: true, isSecondComplete: true });
      const judge = await judgeOf('first');
      expect((await vote(judge, recipe.id)).status).toBe(200);
      await note(judge, recipe.id, 'First-round thoughts');
      await t.em().getConnection().execute(`update judges set stage = 'second' where id = ?`, [judge.id]);

      // The final round starts with an empty box.
      const before = (await page(judge, `/judges/dashboard/recipe/${recipe.id}/vote`)).body.props;
      expect(before).toMatchObject({ voted: false, note: '', scores: { creativity: -1 } });
      expect((await vote(judge, recipe.id, { ...GOOD_VOTE, creativity: 2, profitability: 0 })).status).toBe(
        200,
      );
      await note(judge, recipe.id, 'Final-round thoughts');

      const rows = (await votesOn(recipe)).sort((a, b) => a.stage.localeCompare(b.stage));
      expect(rows).toHaveLength(2);
      expect(rows[0]).toMatchObject({ stage: 'first', ...GOOD_VOTE_ROW, note: 'First-round thoughts' });
      expect(rows[1]).toMatchObject({
        stage: 'second',
        creativity: '2.0',
        profitability: 0,
        note: 'Final-round thoughts',
      });
      const after = (await page(judge, `/judges/dashboard/recipe/${recipe.id}/vote`)).body.props;
      expect(after).toMatchObject({ voted: true, note: 'Final-round thoughts', scores: { creativity: 2 } });
    });

    it('answers a recipe id too large for any recipe as one that names none (404), writing nothing', async () => {
      const judge = await judgeOf();
      const before = await t
        .em()
        .getConnection()
        .execute<Array<{ count: number }>>('select count(*)::int as count from votes');
      for (const id of ['2147483648', '-2147483649', '99999999999']) {
        expect({ id, status: (await vote(judge, id as unknown as number)).status }).toEqual({
          id,
          status: 404,
        });
        expect({ id, status: (await note(judge, id as unknown as number, 'A note')).status }).toEqual({
          id,
          status: 404,
        });
        const visit = await page(judge, `/judges/dashboard/recipe/${id}/vote`);
        expect({ id, status: visit.status }).toEqual({ id, status: 404 });
      }
      // The largest id a recipe can have is still an id: a recipe that is not in the round.
      expect((await vote(judge, 2147483647)).body.message).toBe(JUDGING_MESSAGES.notInRound);
      const after = await t
        .em()
        .getConnection()
        .execute<Array<{ count: number }>>('select count(*)::int as count from votes');
      expect(after).toEqual(before);
    });

    it('refuses the vote and the note of a judge disabled since they signed in, writing nothing', async () => {
      const recipe = await approved();
      const judge = await judgeOf();
      expect((await page(judge, '/judges/dashboard')).status).toBe(200);
      await t.em().getConnection().execute('update judges set is_active = false where id = ?', [judge.id]);
      const refused = await vote(judge, recipe.id);
      expect(refused.status).toBe(401);
      expect(refused.body).toEqual({ message: 'Please sign in to continue.' });
      expect((await note(judge, recipe.id, 'Too late')).status).toBe(401);
      expect(await votesOn(recipe)).toHaveLength(0);
    });

    it('leaves exactly one row after two votes of the same judge on the same recipe at once', async () => {
      for (let round = 0; round < 5; round++) {
        const recipe = await approved();
        const judge = await judgeOf();
        const [one, two] = await Promise.all([
          vote(judge, recipe.id, { ...GOOD_VOTE, creativity: 1 }),
          vote(judge, recipe.id, { ...GOOD_VOTE, creativity: 5 }),
        ]);
        expect([one.status, two.status]).toEqual([200, 200]);
        const rows = await votesOn(recipe);
        expect(rows).toHaveLength(1);
        expect(['1.0', '5.0']).toContain(rows[0].creativity);
      }
    });

    it('answers where to go next, how many are voted, and whether this was the last recipe', async () => {
      await emptyRounds();
      const [a, b, c] = [await approved(), await approved(), await approved()];
      const judge = await judgeOf();

      const onB = await vote(judge, b.id);
      expect(onB.body).toEqual({
        redirectTo: `/judges/dashboard/recipe/${c.id}/vote`,
        voted: 1,
        total: 3,
        lastRecipe: false,
      });
      // A note on A (a vote row without scores), then B voted again: still one vote, C still next.
      expect((await note(judge, a.id, 'Taste the sauce again')).status).toBe(200);
      expect((await vote(judge, b.id, { ...GOOD_VOTE, creativity: 2 })).body).toEqual({
        redirectTo: `/judges/dashboard/recipe/${c.id}/vote`,
        voted: 1,
        total: 3,
        lastRecipe: false,
      });
      // The last recipe, with A (only a note) still to vote: to the list, as the modal says.
      const onC = await vote(judge, c.id);
      expect(onC.body).toEqual({
        redirectTo: '/judges/dashboard',
        voted: 2,
        total: 3,
        lastRecipe: true,
      });
      // Everything voted (A's note row now has scores too): back to the list.
      const onA = await vote(judge, a.id);
      expect(onA.body).toEqual({ redirectTo: '/judges/dashboard', voted: 3, total: 3, lastRecipe: false });
      // Voting again changes nothing in the count.
      expect((await vote(judge, c.id)).body).toEqual({
        redirectTo: '/judges/dashboard',
        voted: 3,
        total: 3,
        lastRecipe: true,
      });
    });

    it('refuses votes and notes with 403 while the round is closed, and the pages say it is closed', async () => {
      const recipe = await approved();
      const judge = await judgeOf();
      await settings({ first_round_open: false });
      try {
        const refused = await vote(judge, recipe.id);
        expect(refused.status).toBe(403);
        expect(refused.body.message).toBe(JUDGING_MESSAGES.roundClosed('First round'));
        expect((await note(judge, recipe.id, 'Too late')).status).toBe(403);
        expect(await votesOn(recipe)).toHaveLength(0);
        expect((await page(judge, `/judges/dashboard/recipe/${recipe.id}/vote`)).body.props.round.open).toBe(
          false,
        );
        expect((await page(judge, '/judges/dashboard')).body.props.round.open).toBe(false);
      } finally {
        await settings({ first_round_open: true });
      }
    });

    it('refuses a vote without the CSRF value with 419', async () => {
      const recipe = await approved();
      const judge = await judgeOf();
      const response = await judge.agent
        .post(`/judges/dashboard/recipe/${recipe.id}/vote`)
        .set(XHR)
        .send(GOOD_VOTE);
      expect(response.status).toBe(419);
    });
  });

  describe('notes', () => {
    it('saves a note before any vote, keeps it through the vote, and shows it back', async () => {
      const recipe = await approved();
      const judge = await judgeOf();
      const saved = await note(judge, recipe.id, 'Lovely acidity; check the jus reduction time.');
      expect(saved.status).toBe(200);
      expect(saved.body).toEqual({ data: { note: 'Lovely acidity; check the jus reduction time.' } });
      const [row] = await votesOn(recipe);
      expect(row).toMatchObject({ note: 'Lovely acidity; check the jus reduction time.', creativity: null });

      await vote(judge, recipe.id);
      await note(judge, recipe.id, 'Second thoughts.');
      const rows = await votesOn(recipe);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ note: 'Second thoughts.', creativity: '4.5' });
      const props = (await page(judge, `/judges/dashboard/recipe/${recipe.id}/vote`)).body.props;
      expect(props.note).toBe('Second thoughts.');
      // A note alone is not a vote.
      const other = await approved();
      await note(judge, other.id, 'Only a note');
      expect((await page(judge, `/judges/dashboard/recipe/${other.id}/vote`)).body.props.voted).toBe(false);
    });

    it('requires the note', async () => {
      const recipe = await approved();
      const judge = await judgeOf();
      for (const empty of ['', '   ', '\n\t ', undefined, 42]) {
        const response = await note(judge, recipe.id, empty);
        expect(response.status).toBe(422);
        expect(response.body.errors).toEqual({ note: ['This field is required'] });
      }
      expect(await votesOn(recipe)).toHaveLength(0);
      // Spaces around a real note are dropped.
      expect((await note(judge, recipe.id, '  Crisp skin.  ')).body).toEqual({
        data: { note: 'Crisp skin.' },
      });
    });

    it("never shows a judge another judge's note or scores", async () => {
      const recipe = await approved();
      const author = await judgeOf();
      const reader = await judgeOf();
      await vote(author, recipe.id);
      await note(author, recipe.id, 'Private to me and the admins');
      const response = await page(reader, `/judges/dashboard/recipe/${recipe.id}/vote`);
      expect(response.body.props).toMatchObject({
        note: '',
        voted: false,
        scores: { creativity: -1, appearance: -1, ingredients: -1, deployability: -1, profitability: -1 },
      });
      expect(JSON.stringify(response.body)).not.toContain('Private to me');
    });
  });
});
