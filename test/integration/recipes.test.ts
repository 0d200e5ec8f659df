import { jest } from '@jest/globals';
import { existsSync } from 'node:fs';
import { Recipe } from '../../src/recipes/recipe.entity.js';
import type { RecipeProps } from '@shared/recipes/recipe.props.js';
import { RecipesService } from '../../src/recipes/recipes.service.js';
import { StorageService } from '../../src/storage/storage.service.js';
import { StoredFile } from '../../src/storage/stored-file.entity.js';
import { csrfOf, signInStaff, signedInNewcomer } from '../support/test-app.js';
import { XHR } from '../support/inertia.js';
import { mailsTo } from '../support/outbox.js';
import { jpeg } from '../support/images.js';
import { AUTHORIZATION, REVIEW } from '@shared/statuses.js';
import { ROWS, completeForm, images, recipesSetup, withNewImages } from '../support/recipes.js';

describe(RecipesService.name, () => {
  const {
    t,
    setPhase,
    contestant,
    setContestant,
    call,
    recipeOf,
    storedCount,
    folderOf,
    withDraft,
    snapshot,
  } = recipesSetup();

  describe('POST /user/recipe/create', () => {
    it('saves a first draft with its rows and images, and answers 200 with the recipe', async () => {
      const { person, agent, csrf } = await contestant();
      const response = await call(agent, 'create', csrf, completeForm(withNewImages), await images());

      expect(response.status).toBe(200);
      const data = response.body.data as RecipeProps;
      expect(data).toMatchObject({
        name: 'Green pozole bowl',
        description: 'Hominy, chicken and tomatillo in a bright broth.',
        ingredients: ROWS,
        isComplete: false,
        isSecondComplete: false,
        isApproved: REVIEW.pending,
        submittedAt: null,
      });
      const stored = await recipeOf(person.id);
      expect(stored).toMatchObject({
        id: data.id,
        name: 'Green pozole bowl',
        ingredients: ROWS,
        isComplete: false,
      });
      expect(data.recipeImage).toEqual({
        thumb: `/media/${stored!.recipeImage}/thumb.webp`,
        large: `/media/${stored!.recipeImage}/large.webp`,
        original: `/media/${stored!.recipeImage}/original`,
      });
      const original = await t.agent().get(data.headshotImage!.original);
      expect(original.status).toBe(200);
      expect(original.headers['content-type']).toBe('image/jpeg');
      expect(await mailsTo(t, person.email)).toEqual([]);
    });

    it('lets a draft leave every field empty', async () => {
      const { person, agent, csrf } = await contestant();
      const response = await call(agent, 'create', csrf, {});
      expect(response.status).toBe(200);
      expect(response.body.data).toMatchObject({
        name: '',
        ingredients: [],
        recipeImage: null,
        headshotImage: null,
      });
      expect(await recipeOf(person.id)).not.toBeNull();
    });

    it('takes the call by its route, whatever the case of the address', async () => {
      const { person, agent, csrf } = await contestant();
      const response = await agent
        .post('/user/recipe/Create')
        .set(XHR)
        .field('_token', csrf)
        .field('name', '');
      expect(response.status).toBe(200);
      expect(await recipeOf(person.id)).toMatchObject({ isComplete: false });
    });

    it('lets a contestant who waits for the supervisor save a draft', async () => {
      const { agent, csrf } = await contestant({ typeuser: 'sodexo', supervisor: 'waiting' });
      expect((await call(agent, 'create', csrf, completeForm())).status).toBe(200);
    });

    it('refuses a second recipe with 409 and changes nothing', async () => {
      const { person, agent, csrf } = await withDraft();
      const before = await snapshot(person.id);
      const response = await call(agent, 'create', csrf, completeForm({ name: 'Another dish' }));
      expect(response.status).toBe(409);
      expect(response.body.message).toBe('You already have a recipe: reload the page to keep editing it.');
      expect(await snapshot(person.id)).toEqual(before);
      expect(await t.em().count(Recipe, { contestant: person.id })).toBe(1);
    });

    it('refuses malformed rows in a draft with 422 and each field named', async () => {
      const { person, agent, csrf } = await contestant();
      const rows = [
        ROWS[0],
        { ingredient: 'Salt', measure: 'Pinch', quantity: '1,5', cost_unit: '0.01' },
        { ingredient: '', measure: 'Cup', quantity: '1', cost_unit: '' },
      ];
      const response = await call(agent, 'create', csrf, { ingredients: JSON.stringify(rows) });
      expect(response.status).toBe(422);
      expect(response.body).toEqual({
        message: 'There were 4 errors in your submission',
        errors: {
          'ingredients.1.measure': ['This field must be a valid format'],
          'ingredients.1.quantity': ['This field must be a valid format'],
          'ingredients.2.ingredient': ['This field is required'],
          'ingredients.2.cost_unit': ['This field is required'],
        },
      });
      expect(await recipeOf(person.id)).toBeNull();
    });

    it('refuses ingredients that are not a JSON list and text over the limits', async () => {
      const { person, agent, csrf } = await contestant();
      const response = await call(agent, 'create', csrf, {
        ingredients: 'Chicken, hominy',
        name: 'x'.repeat(201),
      });
      expect(response.status).toBe(422);
      expect(response.body).toEqual({
        message: 'There were 2 errors in your submission',
        errors: {
          name: ['This field must be at most 200 characters'],
          ingredients: ['This field must be a valid format'],
        },
      });
      expect(await recipeOf(person.id)).toBeNull();
    });

    it('refuses a file that is not an image with 422 and stores nothing', async () => {
      const { person, agent, csrf } = await contestant();
      const before = await storedCount();
      const response = await call(agent, 'create', csrf, completeForm({ recipe_file: 'true' }), {
        recipe: {
          bytes: Buffer.from('%PDF-1.7 not an image'),
          filename: 'dish.png',
          contentType: 'image/png',
        },
      });
      expect(response.status).toBe(422);
      expect(response.body).toEqual({
        message: 'There was 1 error in your submission',
        errors: { recipe: ['File is of invalid type'] },
      });
      expect(await recipeOf(person.id)).toBeNull();
      expect(await storedCount()).toBe(before);
    });

    it('ignores a file sent back without its flag (the existing image the page reloaded)', async () => {
      const { person, agent, csrf } = await contestant();
      const before = await storedCount();
      const response = await call(agent, 'create', csrf, completeForm(), await images());
      expect(response.status).toBe(200);
      expect((await recipeOf(person.id))!.recipeImage).toBeNull();
      expect(await storedCount()).toBe(before);
    });

    it('refuses a missing or stale CSRF value with 419 and creates nothing', async () => {
      const { person, agent } = await contestant();
      const missing = await call(agent, 'create', null, completeForm());
      expect(missing.status).toBe(419);
      expect(missing.body.message).toBe('Your session has expired. Please reload the page and try again.');
      const otherVisitor = await csrfOf(t.agent());
      expect((await call(agent, 'create', otherVisitor, completeForm())).status).toBe(419);
      expect(await recipeOf(person.id)).toBeNull();
    });

    it('refuses while the submission window is not open, with 403', async () => {
      const { person, agent, csrf } = await contestant();
      try {
        for (const [phase, message] of [
          ['coming_soon', 'The submission window is not open yet: your recipe can be saved once it opens.'],
          ['closed', 'The submission window is now closed!'],
        ] as const) {
          await setPhase(phase);
          const response = await call(agent, 'create', csrf, completeForm());
          expect(response.status).toBe(403);
          expect(response.body.message).toBe(message);
        }
      } finally {
        await setPhase('open');
      }
      expect(await recipeOf(person.id)).toBeNull();
    });

    it('refuses a save when the supervisor declines while its images are being processed, and keeps no image', async () => {
      const { person, agent, csrf } = await contestant({ typeuser: 'sodexo', supervisor: 'waiting' });
      const storage = t.running.app.get(StorageService);
      const storeImages = storage.storeImages.bind(storage);
      let stored: string[] = [];
      // The decline lands between the checks before the upload and the save's transaction.
      const processing = jest.spyOn(storage, 'storeImages').mockImplementation(async (files) => {
        const keys = await storeImages(files);
        stored = Object.values(keys) as string[];
        await setContestant(person.id, { isAuthorized: AUTHORIZATION.rejected });
        return keys;
      });
      try {
        const response = await call(
          agent,
          'create',
          csrf,
          { ...completeForm(), ...withNewImages },
          await images(),
        );
        expect(response.status).toBe(403);
        expect(response.body.message).toBe(
          'Unfortunately, your supervisor has rejected his/her approval of your submission.',
        );
      } finally {
        processing.mockRestore();
      }
      expect(await recipeOf(person.id)).toBeNull();
      expect(stored).toHaveLength(2);
      for (const key of stored) expect(await t.em().findOne(StoredFile, { key })).toBeNull();
    });

    it('refuses a contestant whose supervisor declined, with 403', async () => {
      const { person, agent, csrf } = await contestant({ typeuser: 'sodexo', supervisor: 'rejected' });
      const response = await call(agent, 'create', csrf, completeForm());
      expect(response.status).toBe(403);
      expect(response.body.message).toBe(
        'Unfortunately, your supervisor has rejected his/her approval of your submission.',
      );
      expect(await recipeOf(person.id)).toBeNull();
    });

    it('refuses a contestant who has not registered yet, with 403', async () => {
      const { contestant: person, agent, csrf } = await signedInNewcomer(t);
      const response = await call(agent, 'create', csrf, completeForm());
      expect(response.status).toBe(403);
      expect(response.body.message).toBe('Please complete your registration before saving a recipe.');
      expect(await recipeOf(person.id)).toBeNull();
    });

    it('refuses anonymous visitors and judges', async () => {
      const recipesBefore = await t.em().count(Recipe, {});
      const anonymous = t.agent();
      const anonymousCall = await call(anonymous, 'create', await csrfOf(anonymous), completeForm());
      expect(anonymousCall.status).toBe(401);

      const judge = await t.factory.newJudge({ password: 'judge password' });
      const agent = t.agent();
      await signInStaff(agent, 'judge', judge.email, 'judge password');
      const judgeCall = await call(agent, 'create', await csrfOf(agent), completeForm());
      expect(judgeCall.status).toBe(403);
      expect(judgeCall.body.message).toBe('This page is for contestants only.');
      expect(await t.em().count(Recipe, {})).toBe(recipesBefore);
    });
  });

  describe('POST /user/recipe/update', () => {
    it('saves the changes and replaces an image, removing the old file', async () => {
      const { person, agent, csrf, recipe } = await withDraft();
      const oldKey = (await recipeOf(person.id))!.recipeImage!;
      expect(existsSync(folderOf(oldKey))).toBe(true);

      const response = await call(
        agent,
        'update',
        csrf,
        completeForm({
          id: String(recipe.id),
          name: 'Red pozole',
          ingredients: JSON.stringify([ROWS[1]]),
          recipe_file: 'true',
        }),
        { recipe: { bytes: await jpeg('#35a'), filename: 'new.jpg', contentType: 'image/jpeg' } },
      );

      expect(response.status).toBe(200);
      const stored = (await recipeOf(person.id))!;
      expect(stored).toMatchObject({
        id: recipe.id,
        name: 'Red pozole',
        ingredients: [ROWS[1]],
        isComplete: false,
      });
      expect(stored.recipeImage).not.toBe(oldKey);
      expect(stored.headshotImage).toBe(recipe.headshotImage!.original.split('/')[2]);
      expect(existsSync(folderOf(oldKey))).toBe(false);
      expect(await t.em().count(StoredFile, { key: oldKey })).toBe(0);
      expect((await t.agent().get(`/media/${oldKey}/original`)).status).toBe(404);
      expect((await t.agent().get(`/media/${stored.recipeImage}/original`)).status).toBe(200);
    });

    it("answers 404 for another contestant's recipe and changes neither", async () => {
      const owner = await withDraft();
      const intruder = await withDraft();
      const [ownerBefore, intruderBefore] = [
        await snapshot(owner.person.id),
        await snapshot(intruder.person.id),
      ];
      const response = await call(
        intruder.agent,
        'update',
        intruder.csrf,
        completeForm({ id: String(owner.recipe.id), name: 'Taken over' }),
      );
      expect(response.status).toBe(404);
      expect(response.body.message).toBe('Recipe not found');
      expect(await snapshot(owner.person.id)).toEqual(ownerBefore);
      expect(await snapshot(intruder.person.id)).toEqual(intruderBefore);
    });

    it('answers 404 when the contestant has no recipe yet or sends no id', async () => {
      const { person, agent, csrf } = await contestant();
      expect((await call(agent, 'update', csrf, completeForm({ id: '999999' }))).status).toBe(404);
      expect((await call(agent, 'update', csrf, completeForm())).status).toBe(404);
      expect(await recipeOf(person.id)).toBeNull();
    });

    it('refuses a new image that is not an image, keeping the old one', async () => {
      const { person, agent, csrf, recipe } = await withDraft();
      const before = await snapshot(person.id);
      const response = await call(
        agent,
        'update',
        csrf,
        completeForm({ id: String(recipe.id), headshot_file: 'true', name: 'Changed' }),
        {
          headshot: {
            bytes: Buffer.from('GIF89a not allowed'),
            filename: 'me.gif',
            contentType: 'image/gif',
          },
        },
      );
      expect(response.status).toBe(422);
      expect(response.body.errors).toEqual({ headshot: ['File is of invalid type'] });
      expect(await snapshot(person.id)).toEqual(before);
      expect(existsSync(folderOf(before!.headshotImage!))).toBe(true);
    });
  });
});
