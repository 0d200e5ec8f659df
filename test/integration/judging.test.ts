import { JUDGING_MESSAGES } from '../../src/judging/judging.service.js';
import { Recipe as RecipeEntity } from '../../src/recipes/recipe.entity.js';
import { totalCostThousandths, type IngredientRow } from '@shared/recipes/ingredients.js';
import { backfillRecipeCosts } from '../../src/recipes/recipe-cost-backfill.js';
import { signInStaff } from '../support/test-app.js';
import { XHR } from '../support/inertia.js';
import { KEY, judgingSetup } from '../support/judging.js';

describe('Judging: the recipe list, the vote page, votes and notes', () => {
  const { t, settings, emptyRounds, judgeOf, approved, page, vote } = judgingSetup();
  /** Moves a recipe's submission (of the first or the final-round version) an hour after the others'. */
  const submitLater = (recipeId: number, column: 'submitted_at' | 'second_submitted_at') =>
    t
      .em()
      .getConnection()
      .execute(`update recipes set ${column} = now() + interval '1 hour' where id = ?`, [recipeId]);

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
        plateCode: null,
        image: { thumb: `/media/${KEY(1)}/thumb.webp`, large: `/media/${KEY(1)}/large.webp` },
        voted: false,
        points: null,
        voteUrl: `/judges/dashboard/recipe/${second.id}/vote`,
        allergenLine: 'Allergens not declared',
        allergyWarning: null,
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
      await submitLater(draftedFirst.id, 'submitted_at');
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
      await submitLater(early.id, 'second_submitted_at');
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
        costThousandths: 2650,
        menuPriceCents: null,
        placeInRange: (2650 - 1200) / (6400 - 1200),
        medianPlaceInRange: (2875 - 1200) / (6400 - 1200),
      });
    });

    it('keeps the stored cost per portion when a recipe is edited, and the backfill computes what the app computes', async () => {
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
});
