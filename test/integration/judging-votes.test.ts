import { jest } from '@jest/globals';
import type pg from 'pg';
import { JUDGING_MESSAGES } from '../../src/judging/judging.service.js';
import { VOTE_MESSAGES } from '@shared/judging/judging-rules.js';
import { XHR } from '../support/inertia.js';
import { GOOD_VOTE, GOOD_VOTE_ROW, judgingSetup } from '../support/judging.js';

describe('Judging: the recipe list, the vote page, votes and notes', () => {
  const { t, settings, emptyRounds, judgeOf, approved, page, vote, note, votesOn } = judgingSetup();

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
