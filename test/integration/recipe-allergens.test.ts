import { ContestSettings } from '../../src/editions/contest-settings.entity.js';
import { AuditEntry } from '../../src/audit/audit-entry.entity.js';
import { inertiaVisit, XHR } from '../support/inertia.js';
import { mailsTo } from '../support/outbox.js';
import { setContestSettings } from '../support/contest-settings.js';
import { completeForm, images, recipesSetup, ROWS, withNewImages } from '../support/recipes.js';
import { getBytes, signedInStaff } from '../support/test-app.js';
import { ALLERGEN_TEXTS } from '@shared/recipes/allergens.js';
import { MENU_PRICE_TEXTS } from '@shared/recipes/food-cost.js';

/** ROWS with allergen marks: the chicken none, the hominy none, the salsa (say) sesame and milk. */
const MARKED_ROWS = [
  { ...ROWS[0], allergens: [] },
  { ...ROWS[1] },
  { ...ROWS[2], ingredient: 'Tahini yogurt', allergens: ['sesame', 'milk'] },
];

describe('Allergens of a recipe', () => {
  const { t, contestant, call, recipeOf, snapshot } = recipesSetup();
  const declarations = (policy: 'asked' | 'required') =>
    setContestSettings(t, { submission_declarations: policy });

  afterEach(() => declarations('asked'));

  describe('at the default setting, "asked"', () => {
    it("accepts a submission with exactly section 7's fields, which reads 'Allergens not declared'", async () => {
      const { person, agent, csrf } = await contestant();
      const response = await call(agent, 'wanttosubmit', csrf, completeForm(withNewImages), await images());

      expect(response.status).toBe(200);
      expect(response.body.data).toMatchObject({ isComplete: true, allergens: [], allergensNone: false });
      expect((await recipeOf(person.id))!).toMatchObject({
        isComplete: true,
        allergens: [],
        allergensNone: false,
      });
      const view = await inertiaVisit(t, agent, '/user/recipe/view');
      expect(view.body.props.recipe).toMatchObject({ allergens: [], allergensNone: false });
      expect(view.body.props.recipe.ingredients[0]).toEqual({ ...ROWS[0], allergens: [] });
    });

    it("keeps each row's marks and stores their union in the canonical order", async () => {
      const { person, agent, csrf } = await contestant();
      const response = await call(agent, 'create', csrf, {
        ...completeForm(),
        ingredients: JSON.stringify(MARKED_ROWS),
      });

      expect(response.status).toBe(200);
      expect(response.body.data.allergens).toEqual(['milk', 'sesame']);
      expect(response.body.data.ingredients.map((row: { allergens: string[] }) => row.allergens)).toEqual([
        [],
        [],
        ['milk', 'sesame'],
      ]);
      const stored = (await recipeOf(person.id))!;
      expect(stored.allergens).toEqual(['milk', 'sesame']);
      expect(stored.ingredients[2].allergens).toEqual(['milk', 'sesame']);
    });

    it('stores "contains none" when no row is marked', async () => {
      const { person, agent, csrf } = await contestant();
      const response = await call(agent, 'create', csrf, completeForm({ allergens_none: 'true' }));
      expect(response.status).toBe(200);
      expect(response.body.data).toMatchObject({ allergens: [], allergensNone: true });
      expect((await recipeOf(person.id))!.allergensNone).toBe(true);
    });

    it('refuses "contains none" beside marked rows, in drafts too, changing nothing', async () => {
      const { person, agent, csrf } = await contestant();
      const response = await call(agent, 'create', csrf, {
        ...completeForm({ allergens_none: 'true' }),
        ingredients: JSON.stringify(MARKED_ROWS),
      });
      expect(response.status).toBe(422);
      expect(response.body).toEqual({
        message: 'There was 1 error in your submission',
        errors: { allergens_none: [ALLERGEN_TEXTS.contradicted] },
      });
      expect(await recipeOf(person.id)).toBeNull();
    });

    it.each([
      ['a text instead of a list', 'milk'],
      ['an unknown allergen', ['gluten']],
      ['an allergen twice', ['milk', 'milk']],
      ['a number', 3],
      ['an object', { milk: true }],
    ])("refuses a row's marks given as %s, changing nothing", async (_, allergens) => {
      const { person, agent, csrf } = await contestant();
      const draft = await call(agent, 'create', csrf, {
        ...completeForm(),
        ingredients: JSON.stringify(MARKED_ROWS),
      });
      const before = await snapshot(person.id);
      const response = await call(agent, 'update', csrf, {
        ...completeForm({ id: String(draft.body.data.id) }),
        ingredients: JSON.stringify([{ ...ROWS[0], allergens }]),
      });
      expect(response.status).toBe(422);
      expect(response.body.errors).toEqual({
        'ingredients.0.allergens': ['This field must be a valid format'],
      });
      expect(await snapshot(person.id)).toEqual(before);
      expect((await recipeOf(person.id))!.allergens).toEqual(['milk', 'sesame']);
    });
  });

  describe('with the setting at "required"', () => {
    beforeEach(() => declarations('required'));

    it('refuses a submission without a declaration (nor a menu price) with field messages, storing nothing and mailing nobody', async () => {
      const { person, agent, csrf } = await contestant();
      const response = await call(agent, 'wanttosubmit', csrf, completeForm(withNewImages), await images());

      expect(response.status).toBe(422);
      expect(response.body).toEqual({
        message: 'There were 2 errors in your submission',
        errors: { allergens_none: [ALLERGEN_TEXTS.required], menu_price: [MENU_PRICE_TEXTS.required] },
      });
      expect(await recipeOf(person.id)).toBeNull();
      expect(await mailsTo(t, person.email)).toEqual([]);
    });

    it("counts the declaration with the form's other problems", async () => {
      const { agent, csrf } = await contestant();
      const response = await call(agent, 'wanttosubmit', csrf, completeForm({ terms: 'false' }));
      expect(response.status).toBe(422);
      expect(response.body.message).toBe('There were 5 errors in your submission');
      expect(Object.keys(response.body.errors).sort()).toEqual([
        'allergens_none',
        'headshot',
        'menu_price',
        'recipe',
        'terms',
      ]);
    });

    it('accepts a submission with marked rows, or one that contains none', async () => {
      const marked = await contestant();
      const withMarks = await call(
        marked.agent,
        'wanttosubmit',
        marked.csrf,
        {
          ...completeForm({ ...withNewImages, menu_price: '8.50' }),
          ingredients: JSON.stringify(MARKED_ROWS),
        },
        await images(),
      );
      expect(withMarks.status).toBe(200);
      expect(withMarks.body.data).toMatchObject({ isComplete: true, allergens: ['milk', 'sesame'] });

      const none = await contestant();
      const withNone = await call(
        none.agent,
        'wanttosubmit',
        none.csrf,
        completeForm({ ...withNewImages, allergens_none: 'true', menu_price: '9' }),
        await images(),
      );
      expect(withNone.status).toBe(200);
      expect(withNone.body.data).toMatchObject({ isComplete: true, allergens: [], allergensNone: true });
    });

    it('still saves drafts without a declaration', async () => {
      const { person, agent, csrf } = await contestant();
      const response = await call(agent, 'create', csrf, completeForm());
      expect(response.status).toBe(200);
      expect((await recipeOf(person.id))!.isComplete).toBe(false);
    });

    it("tells the editor the contest's setting", async () => {
      const { agent } = await contestant();
      const page = await inertiaVisit(t, agent, '/user/recipe');
      expect(page.body.props.pricing).toEqual({ declarations: 'required', maxMenuPriceCents: 1000 });
    });
  });

  describe('the admin', () => {
    it('sets "asked" or "required" in the contest settings, audited, and refuses anything else', async () => {
      const admin = await signedInStaff(t, 'admin');
      const save = async (change: Record<string, unknown>) => {
        const page = await inertiaVisit(t, admin.agent, '/admins/settings');
        const { settings, schedule } = page.body.props as {
          settings: Record<string, unknown>;
          schedule: { loadedAt: string };
        };
        expect(settings.submission_declarations).toBe('asked');
        return admin.agent
          .post('/admins/settings/contest')
          .set(XHR)
          .send({ csrf: admin.csrf, ...settings, loaded_at: schedule.loadedAt, ...change });
      };
      const stored = async () =>
        (await t.em().fork().findOneOrFail(ContestSettings, { id: 1 })).submissionDeclarations;

      const refused = await save({ submission_declarations: 'sometimes' });
      expect(refused.status).toBe(422);
      expect(refused.body.errors).toEqual({ submission_declarations: ['This field must be a valid format'] });
      expect(await stored()).toBe('asked');

      const saved = await save({ submission_declarations: 'required' });
      expect(saved.status).toBe(200);
      expect(saved.body.data.submission_declarations).toBe('required');
      expect(await stored()).toBe('required');
      const entry = await t
        .em()
        .fork()
        .findOneOrFail(
          AuditEntry,
          { action: 'settings.update', adminId: admin.id },
          { orderBy: { id: 'desc' } },
        );
      expect(entry.before).toEqual({ submissionDeclarations: 'asked' });
      expect(entry.after).toEqual({ submissionDeclarations: 'required' });
    });

    it('exports every recipe with its "Contains:" line', async () => {
      const admin = await signedInStaff(t, 'admin');
      const marked = await t.factory.newSubmittedRecipe({
        name: 'Sesame chicken',
        ingredients: [
          { ingredient: 'Chicken', measure: 'Ounce', quantity: '4', cost_unit: '0.5' },
          {
            ingredient: 'Tahini',
            measure: 'Tablespoon',
            quantity: '1',
            cost_unit: '0.3',
            allergens: ['sesame'],
          },
          { ingredient: 'Feta', measure: 'Ounce', quantity: '1', cost_unit: '0.4', allergens: ['milk'] },
        ],
      });
      const undeclared = await t.factory.newSubmittedRecipe({ name: 'Plain rice' });

      const response = await getBytes(admin.agent, '/admins/recipes/export/recipes.csv');
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      const lines = (response.body as Buffer)
        .toString('utf8')
        .replace(/^\uFEFF/, '')
        .split('\r\n');
      expect(lines[0]).toBe(
        'recipe_id,recipe,contestant_id,contestant,email,state,submitted_at (America/New_York),cost_per_portion,menu_price,food_cost_percent,gross_profit_percent,meets_profitability_guidance,contains',
      );
      const row = (id: number) => lines.find((line) => line.startsWith(`${id},`));
      expect(row(marked.id)).toMatch(
        /,Sesame chicken,.*,pending,.*,2.700,,27.0,73.0,yes,"Contains: Milk, Sesame"$/,
      );
      expect(row(undeclared.id)).toMatch(/,Plain rice,.*,Allergens not declared$/);
    });
  });
});
