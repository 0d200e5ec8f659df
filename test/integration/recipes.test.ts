import { jest } from '@jest/globals';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type TestAgent from 'supertest/lib/agent.js';
import { Contestant } from '../../src/contestants/contestant.entity.js';
import { ContestSettingsService } from '../../src/editions/contest-settings.service.js';
import type { ContestPhase } from '@shared/inertia/shared-props.js';
import { Recipe } from '../../src/recipes/recipe.entity.js';
import type {
  RecipeEditorPageProps,
  RecipeProps,
  RecipeViewPageProps,
} from '@shared/recipes/recipe.props.js';
import { RecipesService } from '../../src/recipes/recipes.service.js';
import { StorageService } from '../../src/storage/storage.service.js';
import { StoredFile } from '../../src/storage/stored-file.entity.js';
import { csrfOf, signInContestant, signInStaff, startTestApp, type TestApp } from '../support/test-app.js';
import { visitPage, XHR } from '../support/inertia.js';
import { mailsTo } from '../support/outbox.js';
import { jpeg, png } from '../support/images.js';
import { AUTHORIZATION, REVIEW } from '@shared/statuses.js';

const ROWS = [
  { ingredient: 'Chicken thigh', measure: 'Ounce', quantity: '4', cost_unit: '0.19' },
  { ingredient: 'White hominy', measure: 'Cup', quantity: '0.5', cost_unit: '0.35' },
  { ingredient: 'Tomatillo salsa', measure: 'Fluid', quantity: '2', cost_unit: '0.125' },
];

type Fields = Record<string, string>;

/** A complete recipe form; tests override or drop fields. */
function completeForm(overrides: Fields = {}): Fields {
  return {
    name: 'Green pozole bowl',
    description: 'Hominy, chicken and tomatillo in a bright broth.',
    preparation: 'Simmer the chicken. Add hominy and salsa. Serve hot.',
    ingredients: JSON.stringify(ROWS),
    recipe_file: 'false',
    headshot_file: 'false',
    terms: 'true',
    ...overrides,
  };
}

interface Upload {
  bytes: Buffer;
  filename: string;
  contentType: string;
}

describe(RecipesService.name, () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
    await setPhase('open');
  });
  afterAll(() => t.close());

  async function setPhase(phase: ContestPhase): Promise<void> {
    await t.em().getConnection().execute('update contest_settings set phase = ?', [phase]);
    t.running.app.get(ContestSettingsService).forget();
  }

  /** A contestant who has registered, signed in on a fresh agent. */
  async function contestant(
    fields: Parameters<TestApp['factory']['newRegisteredContestant']>[0] & { isFinalist?: boolean } = {},
  ) {
    const { isFinalist, ...rest } = fields;
    const person = await t.factory.newRegisteredContestant(rest);
    if (isFinalist) await setContestant(person.id, { isFinalist: true });
    const agent = t.agent();
    const csrf = await signInContestant(agent, person.id);
    return { person, agent, csrf };
  }

  async function setContestant(
    id: number,
    changes: Partial<Pick<Contestant, 'isAuthorized' | 'isFinalist'>>,
  ) {
    const em = t.em();
    em.assign(await em.findOneOrFail(Contestant, id), changes);
    await em.flush();
  }

  function call(
    agent: TestAgent,
    path: 'create' | 'update' | 'wanttosubmit',
    csrf: string | null,
    fields: Fields,
    files: { recipe?: Upload; headshot?: Upload } = {},
  ) {
    const request = agent.post(`/user/recipe/${path}`).set(XHR);
    if (csrf !== null) void request.field('_token', csrf);
    void request.field('type', path === 'wanttosubmit' ? 'submit' : 'draft');
    for (const [name, value] of Object.entries(fields)) void request.field(name, value);
    for (const [name, file] of Object.entries(files)) {
      void request.attach(name, file.bytes, { filename: file.filename, contentType: file.contentType });
    }
    return request;
  }

  async function images() {
    return {
      recipe: { bytes: await png(), filename: 'dish.png', contentType: 'image/png' },
      headshot: { bytes: await jpeg(), filename: 'me.jpg', contentType: 'image/jpeg' },
    };
  }

  const withNewImages = { recipe_file: 'true', headshot_file: 'true' };

  function recipeOf(contestantId: number): Promise<Recipe | null> {
    return t.em().findOne(Recipe, { contestant: contestantId });
  }

  async function storedCount(): Promise<number> {
    return t.em().count(StoredFile, {});
  }

  function folderOf(key: string): string {
    return join(t.running.config.storageDir, key);
  }

  /** A saved draft (with both images) of a fresh contestant. */
  async function withDraft(fields: Parameters<typeof contestant>[0] = {}) {
    const who = await contestant(fields);
    const response = await call(who.agent, 'create', who.csrf, completeForm(withNewImages), await images());
    expect(response.status).toBe(200);
    return { ...who, recipe: response.body.data as RecipeProps };
  }

  /** Everything about a stored recipe a refused call must leave alone. */
  async function snapshot(contestantId: number) {
    const recipe = await recipeOf(contestantId);
    return recipe
      ? {
          name: recipe.name,
          description: recipe.description,
          ingredients: recipe.ingredients,
          recipeImage: recipe.recipeImage,
          headshotImage: recipe.headshotImage,
          isComplete: recipe.isComplete,
          isSecondComplete: recipe.isSecondComplete,
          updatedAt: recipe.updatedAt.toISOString(),
        }
      : null;
  }

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
      const person = await t.factory.newContestant();
      const agent = t.agent();
      const csrf = await signInContestant(agent, person.id);
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
      const { person, agent, csrf, recipe } = await withDraft();
      const response = await call(agent, 'wanttosubmit', csrf, completeForm({ id: String(recipe.id) }));
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
      const { person, agent, csrf, recipe } = await withDraft();
      const before = await snapshot(person.id);
      const response = await call(
        agent,
        'wanttosubmit',
        csrf,
        completeForm({ id: String(recipe.id), name: 'Changed', terms: 'false' }),
      );
      expect(response.status).toBe(422);
      expect(response.body.errors).toEqual({ terms: ['Please accept the terms and conditions'] });
      expect(await snapshot(person.id)).toEqual(before);
    });

    it('refuses every change after the submission with 409, and sends no second receipt', async () => {
      const { person, agent, csrf, recipe } = await withDraft();
      expect((await call(agent, 'wanttosubmit', csrf, completeForm({ id: String(recipe.id) }))).status).toBe(
        200,
      );
      const before = await snapshot(person.id);
      const storedBefore = await storedCount();

      const update = await call(
        agent,
        'update',
        csrf,
        completeForm({ id: String(recipe.id), name: 'Late edit', ...withNewImages }),
        await images(),
      );
      expect(update.status).toBe(409);
      expect(update.body.message).toBe('Your recipe has been submitted: no edits are permitted.');
      const again = await call(agent, 'wanttosubmit', csrf, completeForm({ id: String(recipe.id) }));
      expect(again.status).toBe(409);
      const create = await call(agent, 'create', csrf, completeForm());
      expect(create.status).toBe(409);

      expect(await snapshot(person.id)).toEqual(before);
      expect(await storedCount()).toBe(storedBefore);
      expect(await mailsTo(t, person.email)).toHaveLength(1);
    });

    it('refuses a rejected contestant with 403 and changes nothing', async () => {
      const { person, agent, csrf, recipe } = await withDraft({ typeuser: 'sodexo', supervisor: 'waiting' });
      await setContestant(person.id, { isAuthorized: AUTHORIZATION.rejected });
      const before = await snapshot(person.id);
      const response = await call(agent, 'wanttosubmit', csrf, completeForm({ id: String(recipe.id) }));
      expect(response.status).toBe(403);
      expect(await snapshot(person.id)).toEqual(before);
      expect(await mailsTo(t, person.email)).toEqual([]);
    });

    it('refuses a submission while the window is closed', async () => {
      const { person, agent, csrf, recipe } = await withDraft();
      await setPhase('closed');
      try {
        const response = await call(agent, 'wanttosubmit', csrf, completeForm({ id: String(recipe.id) }));
        expect(response.status).toBe(403);
        expect(response.body.message).toBe('The submission window is now closed!');
      } finally {
        await setPhase('open');
      }
      expect((await recipeOf(person.id))!.isComplete).toBe(false);
    });

    it('opens stage 2 to a finalist, even after the window closed, until the second submission', async () => {
      const { person, agent, csrf, recipe } = await withDraft({ name: 'Rosa' });
      expect((await call(agent, 'wanttosubmit', csrf, completeForm({ id: String(recipe.id) }))).status).toBe(
        200,
      );
      await setContestant(person.id, { isFinalist: true });
      await setPhase('closed');
      try {
        const draft = await call(
          agent,
          'update',
          csrf,
          completeForm({ id: String(recipe.id), name: 'Green pozole, final cut' }),
        );
        expect(draft.status).toBe(200);
        expect(await recipeOf(person.id)).toMatchObject({
          name: 'Green pozole, final cut',
          isComplete: true,
          isSecondComplete: false,
        });

        const submitted = await call(
          agent,
          'wanttosubmit',
          csrf,
          completeForm({ id: String(recipe.id), name: 'Final pozole' }),
        );
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

        const late = await call(
          agent,
          'update',
          csrf,
          completeForm({ id: String(recipe.id), name: 'Too late' }),
        );
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

  describe('GET /user/recipe', () => {
    it('shows an open, empty editor before the first draft', async () => {
      const { agent } = await contestant();
      const page = await visitPage<RecipeEditorPageProps>(agent, '/user/recipe');
      expect(page.component).toBe('user/recipe');
      expect(page.props).toMatchObject({
        recipe: null,
        editor: { stage: 1, editable: true, submitted: false, rejected: false, closed: false, lock: null },
        authorization: 0,
        termsUrl: '/terms-and-conditions',
        viewUrl: '/user/recipe/view',
      });
    });

    it('loads the saved draft back, images included', async () => {
      const { agent, recipe } = await withDraft();
      const page = await visitPage<RecipeEditorPageProps>(agent, '/user/recipe');
      expect(page.props.recipe).toEqual(recipe);
      expect(page.props.editor.editable).toBe(true);
    });

    it('locks the editor after the submission ("Recipe submitted!")', async () => {
      const { agent, csrf, recipe } = await withDraft();
      await call(agent, 'wanttosubmit', csrf, completeForm({ id: String(recipe.id) }));
      const page = await visitPage<RecipeEditorPageProps>(agent, '/user/recipe');
      expect(page.props.editor).toMatchObject({
        stage: 1,
        editable: false,
        submitted: true,
        lock: 'submitted',
      });
      expect(page.props.recipe!.isComplete).toBe(true);
    });

    it('opens stage 2 for a finalist', async () => {
      const { person, agent, csrf, recipe } = await withDraft();
      await call(agent, 'wanttosubmit', csrf, completeForm({ id: String(recipe.id) }));
      await setContestant(person.id, { isFinalist: true });
      const page = await visitPage<RecipeEditorPageProps>(agent, '/user/recipe');
      expect(page.props.editor).toMatchObject({ stage: 2, editable: true, submitted: false });
    });

    it('locks the editor of a rejected contestant and says so', async () => {
      const { agent } = await contestant({ typeuser: 'sodexo', supervisor: 'rejected' });
      const page = await visitPage<RecipeEditorPageProps>(agent, '/user/recipe');
      expect(page.props.authorization).toBe(1);
      expect(page.props.editor).toMatchObject({ editable: false, rejected: true, lock: 'rejected' });
    });

    it('locks the editor while the window is closed', async () => {
      const { agent } = await contestant();
      await setPhase('closed');
      try {
        const page = await visitPage<RecipeEditorPageProps>(agent, '/user/recipe');
        expect(page.props.editor).toMatchObject({ editable: false, closed: true, lock: 'closed' });
      } finally {
        await setPhase('open');
      }
    });

    it('locks the editor before the window opens, saying it has not opened (not that it closed)', async () => {
      const { agent } = await contestant();
      await setPhase('coming_soon');
      try {
        const page = await visitPage<RecipeEditorPageProps>(agent, '/user/recipe');
        expect(page.props.editor).toMatchObject({
          editable: false,
          notYetOpen: true,
          closed: false,
          lock: 'not_open',
        });
      } finally {
        await setPhase('open');
      }
    });

    it('sends a contestant who has not registered to /user/register', async () => {
      const person = await t.factory.newContestant();
      const agent = t.agent();
      await signInContestant(agent, person.id);
      for (const path of ['/user/recipe', '/user/recipe/view']) {
        const response = await agent.get(path);
        expect(response.status).toBe(303);
        expect(response.headers.location).toBe('/user/register');
      }
    });

    it('sends anonymous visitors to sign in and refuses judges', async () => {
      const anonymous = await t.agent().get('/user/recipe');
      expect(anonymous.status).toBe(302);
      expect(anonymous.headers.location).toBe('/login');

      const judge = await t.factory.newJudge({ password: 'judge password' });
      const agent = t.agent();
      await signInStaff(agent, 'judge', judge.email, 'judge password');
      const refused = await agent.get('/user/recipe/view');
      expect(refused.status).toBe(403);
      expect(refused.text).toContain('This page is for contestants only.');
    });
  });

  describe('GET /user/recipe/view', () => {
    it("shows the recipe with the contestant's name, without the banner for a complete profile", async () => {
      const { agent, recipe } = await withDraft({ name: 'Rosa', lastname: 'Marquez' });
      const page = await visitPage<RecipeViewPageProps>(agent, '/user/recipe/view');
      expect(page.component).toBe('user/recipe-view');
      expect(page.props).toMatchObject({
        recipe,
        contestant: { name: 'Rosa', lastname: 'Marquez' },
        attention: false,
        profileUrl: '/user/profile',
        editorUrl: '/user/recipe',
        editable: true,
      });
    });

    it('shows an empty view before the first draft', async () => {
      const { agent } = await contestant();
      const page = await visitPage<RecipeViewPageProps>(agent, '/user/recipe/view');
      expect(page.props.recipe).toBeNull();
    });

    /** A company employee who registered through the form, as the registration page does it. */
    async function registeredEmployee(managerEmail: string) {
      const person = await t.factory.newContestant({ typeuser: 'sodexo' });
      const agent = t.agent();
      const csrf = await signInContestant(agent, person.id);
      const registered = await agent.post('/user/register').set(XHR).send({
        csrf,
        name: 'Luis',
        lastname: 'Ortega',
        phone: '(210) 555-0143',
        country: 'US',
        address: '418 Magnolia Ave',
        city: 'San Antonio',
        state: 'TX',
        zip: '78212',
        manager_name: 'Daniel Ortiz',
        manager_email: managerEmail,
        authorization: true,
      });
      expect(registered.status).toBe(200);
      return { person, agent };
    }

    /** The supervisor answers through the link in the request mail. */
    async function supervisorAnswers(managerEmail: string, answer: 1 | 2) {
      const [request] = await mailsTo(t, managerEmail);
      const path = /https?:\/\/[^/\s]+(\/user\/\d+\/authorization\?\S+)/.exec(request.text)![1];
      const supervisor = t.agent();
      const csrf = await csrfOf(supervisor);
      const response = await supervisor
        .post(path)
        .set(XHR)
        .send({ csrf, answer, reason: answer === 1 ? 'Not this year' : undefined });
      expect(response.status).toBe(200);
    }

    const attentionOf = async (agent: TestAgent) =>
      (await visitPage<RecipeViewPageProps>(agent, '/user/recipe/view')).props;

    it('shows a registered employee the banner until the supervisor approves, linking to a profile that opens', async () => {
      const managerEmail = `boss-${Date.now()}-a@sodexo.com`;
      const { agent } = await registeredEmployee(managerEmail);
      const waiting = await attentionOf(agent);
      expect(waiting).toMatchObject({ attention: true, profileUrl: '/user/profile' });
      const profile = await visitPage<{ profile: unknown }>(agent, waiting.profileUrl);
      expect(profile.component).toBe('user/profile');

      await supervisorAnswers(managerEmail, 2);
      expect((await attentionOf(agent)).attention).toBe(false);
    });

    it('keeps the banner for an employee whose supervisor declined', async () => {
      const managerEmail = `boss-${Date.now()}-b@sodexo.com`;
      const { agent } = await registeredEmployee(managerEmail);
      await supervisorAnswers(managerEmail, 1);
      expect((await attentionOf(agent)).attention).toBe(true);
    });

    it('leaves the banner out for outside users, who need no approval', async () => {
      const outside = await contestant({ typeuser: 'entegra' });
      expect((await attentionOf(outside.agent)).attention).toBe(false);
    });
  });
});
