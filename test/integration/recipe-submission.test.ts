import { RecipesService } from '../../src/recipes/recipes.service.js';
import { mailsTo } from '../support/outbox.js';
import { jpeg } from '../support/images.js';
import { AUTHORIZATION } from '@shared/statuses.js';
import { completeForm, images, recipesSetup, ROWS, withNewImages } from '../support/recipes.js';

describe(RecipesService.name, () => {
  const { t, setPhase, contestant, setContestant, call, recipeOf, storedCount, withDraft, snapshot } =
    recipesSetup();

  describe('POST /user/recipe/wanttosubmit', () => {
    it('creates and submits in one call, and queues the receipt with a summary of the recipe', async () => {
      const { person, agent, csrf } = await contestant({ name: 'Rosa' });
      const response = await call(agent, 'wanttosubmit', csrf, completeForm(withNewImages), await images());

      expect(response.status).toBe(200);
      expect(response.body.data).toMatchObject({ isComplete: true, isSecondComplete: false });
      const stored = (await recipeOf(person.id))!;
      expect(stored.isComplete).toBe(true);
      expect(stored.submittedAt).toBeInstanceOf(Date);

      const mails = await mailsTo(t, person.email);
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({ subject: 'We received your recipe', template: 'recipe-receipt' });
      expect(mails[0].text).toContain('Hi Rosa,');
      expect(mails[0].text).toContain('Green pozole bowl');
      expect(mails[0].text).toContain('Hominy, chicken and tomatillo in a bright broth.');
      expect(mails[0].text).toContain('- Chicken thigh: 4 Ounce x $0.19 = $0.760');
      expect(mails[0].text).toContain('- White hominy: 0.5 Cup x $0.35 = $0.175');
      expect(mails[0].text).toContain('- Tomatillo salsa: 2 Fluid Ounce x $0.125 = $0.250');
      expect(mails[0].text).toContain('Total cost per portion: $1.185');
      expect(mails[0].text).toContain('View my recipe: http://localhost:3000/user/recipe/view');
    });

    it('submits a saved draft by its id with the images already stored', async () => {
      const { person, recipe, send } = await withDraft();
      const response = await send('wanttosubmit');
      expect(response.status).toBe(200);
      expect(await recipeOf(person.id)).toMatchObject({ id: recipe.id, isComplete: true });
    });

    it('lets a contestant who waits for the supervisor submit', async () => {
      const { person, agent, csrf } = await contestant({ typeuser: 'sodexo', supervisor: 'waiting' });
      const response = await call(agent, 'wanttosubmit', csrf, completeForm(withNewImages), await images());
      expect(response.status).toBe(200);
      expect((await recipeOf(person.id))!.isComplete).toBe(true);
    });

    it('counts every problem at once: fields, the empty table, both images and the terms', async () => {
      const { person, agent, csrf } = await contestant();
      const response = await call(agent, 'wanttosubmit', csrf, {
        name: '  ',
        description: '',
        preparation: '',
        ingredients: '[]',
      });
      expect(response.status).toBe(422);
      expect(response.body).toEqual({
        message: 'There were 7 errors in your submission',
        errors: {
          name: ['This field is required'],
          description: ['This field is required'],
          preparation: ['This field is required'],
          ingredients: ['The field is required'],
          terms: ['Please accept the terms and conditions'],
          recipe: ['The recipe image is required'],
          headshot: ['The headshot image is required'],
        },
      });
      expect(await recipeOf(person.id)).toBeNull();
      expect(await mailsTo(t, person.email)).toEqual([]);
    });

    it('counts row problems together with the missing images', async () => {
      const { agent, csrf } = await contestant();
      const rows = [{ ...ROWS[0], quantity: 'four' }];
      const response = await call(
        agent,
        'wanttosubmit',
        csrf,
        completeForm({ ingredients: JSON.stringify(rows) }),
      );
      expect(response.status).toBe(422);
      expect(response.body).toEqual({
        message: 'There were 3 errors in your submission',
        errors: {
          'ingredients.0.quantity': ['This field must be a valid format'],
          recipe: ['The recipe image is required'],
          headshot: ['The headshot image is required'],
        },
      });
    });

    it('leaves a draft unchanged when its submission is refused', async () => {
      const { person, send } = await withDraft();
      const before = await snapshot(person.id);
      const response = await send('wanttosubmit', { name: 'Changed', terms: 'false' });
      expect(response.status).toBe(422);
      expect(response.body.errors).toEqual({ terms: ['Please accept the terms and conditions'] });
      expect(await snapshot(person.id)).toEqual(before);
    });

    it('refuses every change after the submission with 409, and sends no second receipt', async () => {
      const { person, agent, csrf, send } = await withDraft();
      expect((await send('wanttosubmit')).status).toBe(200);
      const before = await snapshot(person.id);
      const storedBefore = await storedCount();

      const update = await send('update', { name: 'Late edit', ...withNewImages }, await images());
      expect(update.status).toBe(409);
      expect(update.body.message).toBe('Your recipe has been submitted: no edits are permitted.');
      const again = await send('wanttosubmit');
      expect(again.status).toBe(409);
      const create = await call(agent, 'create', csrf, completeForm());
      expect(create.status).toBe(409);

      expect(await snapshot(person.id)).toEqual(before);
      expect(await storedCount()).toBe(storedBefore);
      expect(await mailsTo(t, person.email)).toHaveLength(1);
    });

    it('refuses a rejected contestant with 403 and changes nothing', async () => {
      const { person, send } = await withDraft({ typeuser: 'sodexo', supervisor: 'waiting' });
      await setContestant(person.id, { isAuthorized: AUTHORIZATION.rejected });
      const before = await snapshot(person.id);
      const response = await send('wanttosubmit');
      expect(response.status).toBe(403);
      expect(await snapshot(person.id)).toEqual(before);
      expect(await mailsTo(t, person.email)).toEqual([]);
    });

    it('refuses a submission while the window is closed', async () => {
      const { person, send } = await withDraft();
      await setPhase('closed');
      try {
        const response = await send('wanttosubmit');
        expect(response.status).toBe(403);
        expect(response.body.message).toBe('The submission window is now closed!');
      } finally {
        await setPhase('open');
      }
      expect((await recipeOf(person.id))!.isComplete).toBe(false);
    });

    it('opens stage 2 to a finalist, even after the window closed, until the second submission', async () => {
      const { person, send } = await withDraft({ name: 'Rosa' });
      expect((await send('wanttosubmit')).status).toBe(200);
      await setContestant(person.id, { isFinalist: true });
      await setPhase('closed');
      try {
        const draft = await send('update', { name: 'Green pozole, final cut' });
        expect(draft.status).toBe(200);
        expect(await recipeOf(person.id)).toMatchObject({
          name: 'Green pozole, final cut',
          isComplete: true,
          isSecondComplete: false,
        });

        const submitted = await send('wanttosubmit', { name: 'Final pozole' });
        expect(submitted.status).toBe(200);
        const stored = (await recipeOf(person.id))!;
        expect(stored).toMatchObject({ name: 'Final pozole', isComplete: true, isSecondComplete: true });
        expect(stored.secondSubmittedAt).toBeInstanceOf(Date);
        const mails = await mailsTo(t, person.email);
        expect(mails.map((mail) => mail.subject)).toEqual([
          'We received your recipe',
          'We received your final-round recipe',
        ]);
        expect(mails[1].text).toContain('Final pozole');

        const late = await send('update', { name: 'Too late' });
        expect(late.status).toBe(409);
        expect((await recipeOf(person.id))!.name).toBe('Final pozole');
      } finally {
        await setPhase('open');
      }
    });
  });

  describe('every call', () => {
    const calls = ['create', 'update', 'wanttosubmit'] as const;

    it.each(calls)('%s: refuses a missing or stale CSRF value with 419 and changes nothing', async (path) => {
      const { person, agent, recipe } = await withDraft();
      const before = await snapshot(person.id);
      const fields = completeForm({ id: String(recipe.id), name: 'Forged' });
      expect((await call(agent, path, null, fields)).status).toBe(419);
      expect((await call(agent, path, 'forged-value', fields)).status).toBe(419);
      expect(await snapshot(person.id)).toEqual(before);
    });

    it.each(calls)('%s: refuses a rejected contestant with 403 and changes nothing', async (path) => {
      const { person, agent, csrf, recipe } = await withDraft({ typeuser: 'sodexo' });
      await setContestant(person.id, { isAuthorized: AUTHORIZATION.rejected });
      const before = await snapshot(person.id);
      const response = await call(
        agent,
        path,
        csrf,
        completeForm({ id: String(recipe.id), name: 'Changed' }),
      );
      // create finds the existing recipe first (409); the others are refused for the rejection.
      expect(response.status).toBe(path === 'create' ? 409 : 403);
      expect(await snapshot(person.id)).toEqual(before);
    });

    it.each(calls)('%s: refuses a file that is not an image with 422 and changes nothing', async (path) => {
      const { person, agent, csrf } = await contestant();
      const bad = {
        bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
        filename: 'x.png',
        contentType: 'image/png',
      };
      let fields = completeForm({ recipe_file: 'true' });
      if (path !== 'create') {
        const draft = await call(agent, 'create', csrf, completeForm({ headshot_file: 'true' }), {
          headshot: { bytes: await jpeg(), filename: 'me.jpg', contentType: 'image/jpeg' },
        });
        fields = completeForm({ id: String(draft.body.data.id), recipe_file: 'true' });
      }
      const before = await snapshot(person.id);
      const storedBefore = await storedCount();
      const response = await call(agent, path, csrf, fields, { recipe: bad });
      expect(response.status).toBe(422);
      expect(response.body.errors).toEqual({ recipe: ['File is of invalid type'] });
      expect(await snapshot(person.id)).toEqual(before);
      expect(await storedCount()).toBe(storedBefore);
    });

    it.each(['update', 'wanttosubmit'] as const)(
      "%s: answers 404 for another contestant's recipe id and changes neither",
      async (path) => {
        const owner = await withDraft();
        const intruder = await contestant();
        const before = await snapshot(owner.person.id);
        const response = await call(
          intruder.agent,
          path,
          intruder.csrf,
          completeForm({ id: String(owner.recipe.id), name: 'Taken over' }),
        );
        expect(response.status).toBe(404);
        expect(response.body.message).toBe('Recipe not found');
        expect(await snapshot(owner.person.id)).toEqual(before);
        expect(await recipeOf(intruder.person.id)).toBeNull();
        expect(await mailsTo(t, owner.person.email)).toEqual([]);
      },
    );
  });
});
