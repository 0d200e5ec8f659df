import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type TestAgent from 'supertest/lib/agent.js';
import { ContestSettingsService } from '../../src/editions/contest-settings.service.js';
import { Recipe } from '../../src/recipes/recipe.entity.js';
import { StoredFile } from '../../src/storage/stored-file.entity.js';
import { csrfOf, startTestApp, type TestApp, signedInContestant } from '../support/test-app.js';
import { XHR } from '../support/inertia.js';
import { png } from '../support/images.js';

const SESSION_EXPIRED = 'Your session has expired. Please reload the page and try again.';

type Part = [name: string, value: string] | [name: string, file: Buffer, filename: string];

/**
 * The recipe form in the order section 7 lists its fields: id, name, description, preparation, ingredients,
 * recipe_file, recipe, headshot_file, headshot, type, _token (last, after the files).
 */
async function sectionSevenParts(token: string | null, extra: Part[] = []): Promise<Part[]> {
  const parts: Part[] = [
    ['name', 'Green pozole bowl'],
    ['description', 'Hominy, chicken and tomatillo in a bright broth.'],
    ['preparation', 'Simmer the chicken. Add hominy and salsa. Serve hot.'],
    [
      'ingredients',
      JSON.stringify([{ ingredient: 'Hominy', measure: 'Cup', quantity: '1', cost_unit: '0.5' }]),
    ],
    ['recipe_file', 'true'],
    ['recipe', await png(), 'dish.png'],
    ['headshot_file', 'true'],
    ['headshot', await png('#c33'), 'me.png'],
    ['type', 'draft'],
    ...extra,
  ];
  if (token !== null) parts.push(['_token', token]);
  return parts;
}

function post(agent: TestAgent, path: string, parts: Part[]) {
  const request = agent.post(path).set(XHR);
  for (const part of parts) {
    if (part.length === 2) void request.field(part[0], part[1]);
    else void request.attach(part[0], part[1], { filename: part[2], contentType: 'image/png' });
  }
  return request;
}

describe('the recipe calls as multipart forms (section 7)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
    await t.em().getConnection().execute('update contest_settings set phase = ?', ['open']);
    t.running.app.get(ContestSettingsService).forget();
  });
  afterAll(() => t.close());

  async function contestant() {
    const { contestant: person, agent, csrf } = await signedInContestant(t);
    return { person, agent, csrf };
  }

  const recipeOf = (id: number) => t.em().findOne(Recipe, { contestant: id });
  const storedCount = () => t.em().count(StoredFile, {});
  const tempLeftovers = () => {
    const temp = join(t.running.config.storageDir, '.tmp');
    return existsSync(temp) ? readdirSync(temp) : [];
  };

  describe('_token after the files, with no CSRF header', () => {
    it('creates and then updates a recipe with its images', async () => {
      const { person, agent, csrf } = await contestant();
      const created = await post(agent, '/user/recipe/create', await sectionSevenParts(csrf));
      expect(created.status).toBe(200);
      const recipe = await recipeOf(person.id);
      expect(recipe).toMatchObject({ name: 'Green pozole bowl' });
      expect(recipe!.recipeImage).not.toBeNull();
      expect(recipe!.headshotImage).not.toBeNull();

      const updated = await post(agent, '/user/recipe/update', [
        ['id', String(recipe!.id)],
        ...(await sectionSevenParts(csrf)).map((part): Part =>
          part[0] === 'name' ? ['name', 'Red pozole bowl'] : part,
        ),
      ]);
      expect(updated.body).toMatchObject({ data: { name: 'Red pozole bowl' } });
      expect(updated.status).toBe(200);
      expect((await recipeOf(person.id))!.name).toBe('Red pozole bowl');
    });

    it.each([
      ['a wrong value', 'storing no recipe and no image and leaving no temporary file', false],
      ['a form that ends without the value', 'storing nothing', true],
    ])('refuses %s with 419, %s', async (_case, _outcome, withoutValue) => {
      const { person, agent } = await contestant();
      const before = await storedCount();
      const someoneElses = withoutValue ? null : await csrfOf(t.agent());
      const response = await post(agent, '/user/recipe/create', await sectionSevenParts(someoneElses));
      expect(response.status).toBe(419);
      expect(response.body.message).toBe(SESSION_EXPIRED);
      expect(await recipeOf(person.id)).toBeNull();
      expect(await storedCount()).toBe(before);
      expect(tempLeftovers()).toEqual([]);
    });
  });

  describe('the files of the one-file fields', () => {
    it("refuses two files in 'recipe' with 422 'Only one file can be added', storing nothing", async () => {
      const { person, agent, csrf } = await contestant();
      const before = await storedCount();
      const response = await post(agent, '/user/recipe/create', [
        ['_token', csrf],
        ...(await sectionSevenParts(null, [['recipe', await png('#00f'), 'second.png']])),
      ]);
      expect(response.status).toBe(422);
      expect(response.body.errors).toEqual({ recipe: ['Only one file can be added'] });
      expect(await recipeOf(person.id)).toBeNull();
      expect(await storedCount()).toBe(before);
      expect(tempLeftovers()).toEqual([]);
    });

    it('refuses an empty file sent as a new image (recipe_file=true) with 422 and a message', async () => {
      const { person, agent, csrf } = await contestant();
      const parts = (await sectionSevenParts(csrf)).map((part): Part =>
        part[0] === 'recipe' ? ['recipe', Buffer.alloc(0), 'dish.png'] : part,
      );
      const response = await post(agent, '/user/recipe/create', parts);
      expect(response.status).toBe(422);
      expect(response.body.errors).toEqual({
        recipe: ['The file is empty. Please choose the image again.'],
      });
      expect(await recipeOf(person.id)).toBeNull();
    });

    it('still ignores an empty file field sent without its flag (no image chosen)', async () => {
      const { person, agent, csrf } = await contestant();
      const parts = (await sectionSevenParts(csrf)).map((part): Part => {
        if (part[0] === 'recipe') return ['recipe', Buffer.alloc(0), ''];
        if (part[0] === 'recipe_file') return ['recipe_file', 'false'];
        return part;
      });
      const response = await post(agent, '/user/recipe/create', parts);
      expect(response.status).toBe(200);
      expect((await recipeOf(person.id))!.recipeImage).toBeNull();
    });
  });
});
