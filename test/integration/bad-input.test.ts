import type TestAgent from 'supertest/lib/agent.js';
import { appSuite, csrfOf, signedInContestant, signInStaff } from '../support/test-app.js';
import { visitPage, XHR } from '../support/inertia.js';
import { PastEdition } from '../../src/editions/past-edition.entity.js';
import { PROFILE_CHANGES } from '../support/profile-changes.js';

const FORMAT = 'This field must be a valid format';

const profile = PROFILE_CHANGES;

describe('Bad bytes in requests (NUL, control characters, deeply nested JSON)', () => {
  const t = appSuite({ settings: { first_round_open: true, phase: 'open' } });

  async function admin(): Promise<TestAgent> {
    const account = await t.factory.newAdmin({ password: 'admin password' });
    const agent = t.agent();
    await signInStaff(agent, 'admin', account.email, 'admin password');
    return agent;
  }

  async function contestant(): Promise<{ agent: TestAgent; csrf: string; id: number }> {
    const { contestant: person, agent, csrf } = await signedInContestant(t);
    return { agent, csrf, id: person.id };
  }

  it('answers a NUL in a search with 422 and the usual message, for a script call and for a page visit', async () => {
    const agent = await admin();
    const call = await agent.get('/admins/recipes?q=%00').set(XHR).set('Accept', 'application/json');
    expect(call.status).toBe(422);
    expect(call.body).toEqual({ message: 'There was 1 error in your submission', errors: { q: [FORMAT] } });
    const visit = await agent.get('/admins/recipes?q=a%00b');
    expect(visit.status).toBe(422);
  });

  it.each([
    ['a NUL', 'Car\u0000men'],
    ['a line break', 'Car\r\nmen'],
    ['a right-to-left override', 'Car\u202Emen'],
    ['an escape character', 'Car\u001B[31mmen'],
  ])('refuses %s in a profile name with 422 and leaves the name as it was', async (_, name) => {
    const { agent, csrf } = await contestant();
    const response = await agent
      .post('/user/profile/update')
      .set(XHR)
      .send({ csrf, ...profile, name });
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({ name: [FORMAT] });
  });

  it('keeps line breaks where text has lines (a judge note), but refuses a NUL there', async () => {
    const judge = await t.factory.newJudge({ password: 'judge password' });
    const agent = t.agent();
    await signInStaff(agent, 'judge', judge.email, 'judge password');
    const csrf = await csrfOf(agent);
    const recipe = await t.factory.newSubmittedRecipe({ status: 'approved' });
    const path = `/judges/dashboard/recipe/${recipe.id}/note`;
    const nul = await agent.post(path).set(XHR).send({ csrf, note: 'good\u0000' });
    expect(nul.status).toBe(422);
    expect(nul.body.errors).toEqual({ note: [FORMAT] });
    const lines = await agent.post(path).set(XHR).send({ csrf, note: 'first line\nsecond line' });
    expect(lines.status).toBe(200);
  });

  it('refuses a NUL in a recipe name sent as a multipart form', async () => {
    const { agent, csrf } = await contestant();
    const response = await agent
      .post('/user/recipe/create')
      .set(XHR)
      .field('_token', csrf)
      .field('type', 'draft')
      .field('name', 'Soup\u0000');
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({ name: [FORMAT] });
  });

  it('answers an id too large for any record as it answers one that is not a number, never with a 500', async () => {
    const agent = await admin();
    for (const [path, status] of [
      ['/admins/dashboard/recipe/2147483648', 400],
      ['/admins/judges/2147483648/edit', 400],
      ['/admins/past-editions/99999999999/edit', 400],
      ['/past-editions/99999999999', 404],
    ] as const) {
      const response = await agent.get(path).set(XHR);
      expect({ path, status: response.status }).toEqual({ path, status });
      // The same address with a word in place of the number is answered the same way.
      const word = await agent.get(path.replace(/\d+/, 'abc')).set(XHR);
      expect({ path, status: word.status }).toEqual({ path, status });
    }
  });

  describe('numbers beyond what an integer column holds', () => {
    const OUT_OF_RANGE = ['2147483648', '1e10', '-2147483649', '99999999999999999999'];

    it.each([
      '/admins/recipes',
      '/admins/contestants',
      '/admins/audit',
      '/admins/judges',
      '/admins/admins',
      '/admins/past-editions',
      '/admins/whitelisted',
    ])('answers a search of %s with the list, never a 500', async (path) => {
      const agent = await admin();
      for (const q of OUT_OF_RANGE) {
        for (const name of ['q', 'page']) {
          const response = await agent.get(`${path}?${name}=${encodeURIComponent(q)}`).set(XHR);
          expect({ q, name, status: response.status }).toEqual({ q, name, status: 200 });
        }
      }
    });

    it('still finds a past edition by its year', async () => {
      const year = 1900 + (Date.now() % 90);
      const em = t.em();
      em.create(PastEdition, {
        year,
        chefName: 'Ana Ortiz',
        chefDescription: 'Chef',
        recipeName: 'Mole verde',
        recipeDescription: 'Green mole',
        prepTime: '1 h',
        cookTime: '2 h',
        yield: '8',
        ingredients: [],
        preparation: [],
        nutritionalFacts: [],
        chefImage: 'a'.repeat(32),
        chefthumbImage: 'b'.repeat(32),
        recipeImage: 'c'.repeat(32),
      });
      await em.flush();
      const page = await visitPage<{ rows: Array<{ year: number }> }>(
        await admin(),
        `/admins/past-editions?q=${year}`,
      );
      expect(page.props.rows.map((row) => row.year)).toEqual([year]);
    });

    it('answers an out-of-range id to archive with the format message, never a 500', async () => {
      const agent = await admin();
      for (const id of OUT_OF_RANGE) {
        const response = await agent.get(`/admins/past-editions/create?from_recipe=${id}`).set(XHR);
        expect({ id, status: response.status }).toEqual({ id, status: 422 });
      }
    });

    it('refuses an out-of-range FAQ row with 422', async () => {
      const staff = await admin();
      const csrfOfAdmin = await csrfOf(staff);
      const faq = await staff
        .post('/admins/settings/faq/delete')
        .set(XHR)
        .send({ csrf: csrfOfAdmin, ids: [2147483648] });
      expect(faq.status).toBe(422);
      expect(faq.body.errors).toEqual({ ids: ['This field must be numeric'] });
    });
  });

  it('refuses a NUL in an address path with 404', async () => {
    const response = await t.agent().get('/login/link/abc%00def').set(XHR);
    expect(response.status).toBe(404);
  });

  describe('JSON bodies', () => {
    const post = async (body: string) => {
      const { agent, csrf } = await contestant();
      return agent
        .post('/user/profile/update')
        .set(XHR)
        .set('X-CSRF-TOKEN', csrf)
        .set('Content-Type', 'application/json')
        .send(body);
    };

    it('answers five thousand "[" (not JSON) with 400 and a message of its own', async () => {
      const response = await post('['.repeat(5000));
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ message: 'The request could not be read. Please try again.' });
    });

    it('answers broken JSON with 400 without echoing the parser', async () => {
      const response = await post('{"name": "Car');
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ message: 'The request could not be read. Please try again.' });
    });

    it('answers deeply nested JSON arrays and objects with 422', async () => {
      const arrays = await post(`{"name": ${'['.repeat(5000)}${']'.repeat(5000)}}`);
      expect(arrays.status).toBe(422);
      expect(arrays.body.message).toBe('There was 1 error in your submission');
      const objects = await post(`${'{"a":'.repeat(3000)}1${'}'.repeat(3000)}`);
      expect(objects.status).toBe(422);
    });
  });
});
