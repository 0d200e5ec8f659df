import { AuditEntry } from '../../src/audit/audit-entry.entity.js';
import type { PastEditionFormPageProps } from '@shared/admin/records.props.js';
import { ARCHIVE_MESSAGES } from '../../src/editions/past-editions.service.js';
import { PastEdition } from '../../src/editions/past-edition.entity.js';
import { Recipe as RecipeEntity, type Recipe } from '../../src/recipes/recipe.entity.js';
import { StoredFile } from '../../src/storage/stored-file.entity.js';
import { StorageService } from '../../src/storage/storage.service.js';
import { inertiaVisit, XHR } from '../support/inertia.js';
import { csrfOf, signInStaff, startTestApp, type TestApp } from '../support/test-app.js';
import { png } from '../support/images.js';

type Agent = ReturnType<TestApp['agent']>;

/** "Archive as past edition" (issue 15, part 4): the winner's recipe becomes a past edition in one step. */
describe('Archive as past edition', () => {
  let t: TestApp;
  let admin: { agent: Agent; csrf: string };
  let recipe: Recipe;

  beforeAll(async () => {
    t = await startTestApp();
    const account = await t.factory.newAdmin({ password: 'admin password' });
    const agent = t.agent();
    await signInStaff(agent, 'admin', account.email, 'admin password');
    admin = { agent, csrf: await csrfOf(agent) };
    const storage = t.running.app.get(StorageService);
    const dish = await storage.storeImage(await png('#c33'));
    const face = await storage.storeImage(await png('#fc3'));
    recipe = await t.factory.newSubmittedRecipe({
      status: 'approved',
      isFinalist: true,
      isSecondComplete: true,
      name: 'Citrus-glazed pork belly',
      description: 'Crisp pork belly with a bright citrus glaze.',
      preparation: 'Score the skin.\n\nRoast for two hours.\n\nGlaze and rest.',
      contestantName: 'Maria',
      contestantLastname: 'Lopez',
      recipeImage: dish.key,
      headshotImage: face.key,
    });
  });
  afterAll(() => t.close());

  const page = (path: string) => inertiaVisit(t, admin.agent, path);

  /** Posts the archive form as the page would after the admin completed it, keeping the recipe's images. */
  async function postArchive(recipeId: number, year?: string) {
    const draft = (
      (await page(`/admins/past-editions/create?from_recipe=${recipeId}`)).body
        .props as PastEditionFormPageProps
    ).draft!;
    const fields: Record<string, string> = {
      _token: admin.csrf,
      year: year ?? String(draft.year),
      chef_name: draft.chef_name,
      chef_description: 'Sous-chef in San Antonio.',
      recipe_name: draft.recipe_name,
      recipe_description: draft.recipe_description,
      prep_time: '20 min',
      cook_time: '2 h',
      yield: '6 portions',
      ingredients: JSON.stringify(draft.ingredients),
      preparation: JSON.stringify(draft.preparation),
      nutritional_facts: JSON.stringify([{ item: 'Calories', quantity: '510 kcal' }]),
      tips: '',
      allergens: '',
      chef_file: 'false',
      chefthumb_file: 'false',
      recipe_file: 'false',
      is_active: 'false',
      from_recipe: String(draft.fromRecipe),
    };
    const request = admin.agent.post('/admins/past-editions/create').set(XHR);
    for (const [name, value] of Object.entries(fields)) void request.field(name, value);
    return { draft, response: await request };
  }

  it('links each recipe of the final round to the form, and none of the first round', async () => {
    const final = await page('/admins/results?round=second');
    expect(final.body.props.urls.archive).toBe('/admins/past-editions/create?from_recipe=');
    expect(final.body.props.rows.map((row: { recipeId: number }) => row.recipeId)).toContain(recipe.id);
    expect((await page('/admins/results')).body.props.urls.archive).toBeNull();
  });

  it('opens the form filled from the recipe, and stores nothing yet', async () => {
    const files = await t.em().count(StoredFile, {});
    const response = await page(`/admins/past-editions/create?from_recipe=${recipe.id}`);
    expect(response.status).toBe(200);
    expect(response.body.component).toBe('admins/past-editions/form');
    const props = response.body.props as PastEditionFormPageProps;
    expect(props.edition).toBeNull();
    expect(props.draft).toMatchObject({
      fromRecipe: recipe.id,
      source: { recipeName: 'Citrus-glazed pork belly', contestant: 'Maria Lopez' },
      year: expect.any(Number),
      chef_name: 'Maria Lopez',
      recipe_name: 'Citrus-glazed pork belly',
      recipe_description: 'Crisp pork belly with a bright citrus glaze.',
      ingredients: [{ title: '', lines: ['0.5 Pound Short rib', '2 Fluid Ounce Red wine'] }],
      preparation: [{ title: '', lines: ['Score the skin.', 'Roast for two hours.', 'Glaze and rest.'] }],
    });
    expect(props.draft!.recipe!.original).toBe(`/media/${recipe.recipeImage}/original`);
    expect(props.draft!.chef!.original).toBe(`/media/${recipe.headshotImage}/original`);
    expect(await t.em().count(PastEdition, {})).toBe(0);
    expect(await t.em().count(StoredFile, {})).toBe(files);
  });

  it('answers 404 for a recipe that does not exist or was never submitted', async () => {
    const draft = await t.factory.newContestant();
    const em = t.em();
    const unsent = em.create(RecipeEntity, { contestant: draft.id, name: 'Unsent', isComplete: false });
    await em.flush();
    for (const id of [999999, unsent.id]) {
      const response = await page(`/admins/past-editions/create?from_recipe=${id}`);
      expect(response.status).toBe(404);
    }
    const answer = await admin.agent.get('/admins/past-editions/create?from_recipe=999999').set(XHR);
    expect(answer.body.message).toBe(ARCHIVE_MESSAGES.recipeNotFound);
  });

  it("saves the completed form with copies of the recipe's images, unpublished until the admin enables it", async () => {
    const { draft, response } = await postArchive(recipe.id);
    expect(response.status).toBe(200);

    const edition = await t.em().findOneOrFail(PastEdition, response.body.data.id as number);
    expect(edition).toMatchObject({
      chefName: 'Maria Lopez',
      recipeName: 'Citrus-glazed pork belly',
      ingredients: draft.ingredients,
      preparation: draft.preparation,
      isActive: false,
    });
    // Copies, not the recipe's own files: replacing one never deletes the other.
    for (const key of [edition.chefImage, edition.chefthumbImage, edition.recipeImage]) {
      expect(key).toMatch(/^[a-f0-9]{32}$/);
      expect([recipe.recipeImage, recipe.headshotImage]).not.toContain(key);
      expect((await admin.agent.get(`/media/${key}/thumb.webp`)).status).toBe(200);
    }
    expect(new Set([edition.chefImage, edition.chefthumbImage]).size).toBe(2);
    expect((await admin.agent.get(`/media/${recipe.recipeImage}/thumb.webp`)).status).toBe(200);

    const [entry] = await t
      .em()
      .find(AuditEntry, { subjectType: 'past_edition', subjectId: edition.id }, { orderBy: { id: 'desc' } });
    expect(entry.action).toBe('past_edition.create');
    expect(entry.after).toMatchObject({ archivedFromRecipe: recipe.id, isActive: false });

    // Not published: the landing page does not list it until it is saved enabled.
    const landing = await inertiaVisit(t, t.agent(), '/');
    expect((landing.body.props.pastEditions as Array<{ year: number }>).map((row) => row.year)).not.toContain(
      edition.year,
    );
  });

  it('asks for an image the recipe named but whose file is gone, and keeps none of the copies', async () => {
    const storage = t.running.app.get(StorageService);
    const face = await storage.storeImage(await png('#3a7'));
    const lost = await t.factory.newSubmittedRecipe({
      status: 'approved',
      isFinalist: true,
      isSecondComplete: true,
      name: 'Lost picture pie',
      // A key whose files are gone.
      recipeImage: 'f'.repeat(32),
      headshotImage: face.key,
    });
    const files = await t.em().count(StoredFile);
    const editions = await t.em().count(PastEdition);
    const { response } = await postArchive(lost.id, '2011');
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({ recipe: ['The recipe image is required'] });
    expect(await t.em().count(PastEdition)).toBe(editions);
    // The chef's two copies made before the refusal are removed again.
    expect(await t.em().count(StoredFile)).toBe(files);
  });
});
