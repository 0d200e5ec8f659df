import { ContestSettings } from '../../src/editions/contest-settings.entity.js';
import { AuditEntry } from '../../src/audit/audit-entry.entity.js';
import { inertiaVisit, XHR } from '../support/inertia.js';
import { mailsTo } from '../support/outbox.js';
import { setContestSettings } from '../support/contest-settings.js';
import { completeForm, images, recipesSetup, withNewImages } from '../support/recipes.js';
import { getBytes, signedInStaff } from '../support/test-app.js';
import { MENU_PRICE_TEXTS } from '@shared/recipes/food-cost.js';
import type { CostComparisonProps } from '@shared/judging/judging.props.js';

// completeForm's rows cost $1.185 a portion: 4 × 0.19 + 0.5 × 0.35 + 2 × 0.125.

describe('The suggested menu price of a recipe', () => {
  const { t, contestant, call, recipeOf, snapshot } = recipesSetup();
  const settings = (columns: Record<string, string | number>) => setContestSettings(t, columns);

  afterEach(() => settings({ submission_declarations: 'asked', max_menu_price_cents: 1000 }));

  it("stores a draft's price in cents and gives it back as the field shows it", async () => {
    const { person, agent, csrf } = await contestant();
    const response = await call(agent, 'create', csrf, completeForm({ menu_price: '8.5' }));
    expect(response.status).toBe(200);
    expect(response.body.data.menuPrice).toBe('8.50');
    expect((await recipeOf(person.id))!.menuPriceCents).toBe(850);
    const editor = await inertiaVisit(t, agent, '/user/recipe');
    expect(editor.body.props.recipe.menuPrice).toBe('8.50');
    expect(editor.body.props.pricing).toEqual({ declarations: 'asked', maxMenuPriceCents: 1000 });
  });

  it("keeps the stored price when a save sends section 7's fields only, and clears it when sent blank", async () => {
    const { person, agent, csrf } = await contestant();
    const draft = await call(agent, 'create', csrf, completeForm({ menu_price: '9.25' }));
    const id = String(draft.body.data.id);

    const sectionSeven = await call(agent, 'update', csrf, completeForm({ id, name: 'Renamed bowl' }));
    expect(sectionSeven.status).toBe(200);
    expect((await recipeOf(person.id))!).toMatchObject({ name: 'Renamed bowl', menuPriceCents: 925 });

    const cleared = await call(agent, 'update', csrf, completeForm({ id, menu_price: '' }));
    expect(cleared.status).toBe(200);
    expect(cleared.body.data.menuPrice).toBe('');
    expect((await recipeOf(person.id))!.menuPriceCents).toBeNull();
  });

  it.each([
    ['words', 'ten dollars', MENU_PRICE_TEXTS.format],
    ['three decimals', '8.505', MENU_PRICE_TEXTS.format],
    ['a negative price', '-2', MENU_PRICE_TEXTS.format],
    ['a comma', '8,50', MENU_PRICE_TEXTS.format],
    ['zero', '0.00', MENU_PRICE_TEXTS.zero],
    ['a price above the $10 maximum', '10.01', MENU_PRICE_TEXTS.tooHigh(1000)],
  ])('refuses %s with a field message, changing nothing', async (_, price, message) => {
    const { person, agent, csrf } = await contestant();
    const draft = await call(agent, 'create', csrf, completeForm({ menu_price: '7' }));
    const before = await snapshot(person.id);
    const response = await call(
      agent,
      'update',
      csrf,
      completeForm({ id: String(draft.body.data.id), name: 'Changed', menu_price: price }),
    );
    expect(response.status).toBe(422);
    expect(response.body).toEqual({
      message: 'There was 1 error in your submission',
      errors: { menu_price: [message] },
    });
    expect(await snapshot(person.id)).toEqual(before);
    expect(before!.menuPriceCents).toBe(700);
  });

  it("accepts a submission with exactly section 7's fields at the default setting, without a price", async () => {
    const { person, agent, csrf } = await contestant();
    const response = await call(agent, 'wanttosubmit', csrf, completeForm(withNewImages), await images());
    expect(response.status).toBe(200);
    expect((await recipeOf(person.id))!).toMatchObject({ isComplete: true, menuPriceCents: null });
  });

  describe('with the setting at "required"', () => {
    beforeEach(() => settings({ submission_declarations: 'required' }));

    it('refuses a submission without a price, counted with the form, storing nothing and mailing nobody', async () => {
      const { person, agent, csrf } = await contestant();
      const response = await call(
        agent,
        'wanttosubmit',
        csrf,
        completeForm({ ...withNewImages, allergens_none: 'true' }),
        await images(),
      );
      expect(response.status).toBe(422);
      expect(response.body).toEqual({
        message: 'There was 1 error in your submission',
        errors: { menu_price: [MENU_PRICE_TEXTS.required] },
      });
      expect(await recipeOf(person.id)).toBeNull();
      expect(await mailsTo(t, person.email)).toEqual([]);
    });

    it('takes the price saved with the draft when the submission does not send it', async () => {
      const { person, agent, csrf } = await contestant();
      const draft = await call(agent, 'create', csrf, completeForm({ menu_price: '6.75' }));
      const response = await call(
        agent,
        'wanttosubmit',
        csrf,
        completeForm({ ...withNewImages, id: String(draft.body.data.id), allergens_none: 'true' }),
        await images(),
      );
      expect(response.status).toBe(200);
      expect((await recipeOf(person.id))!).toMatchObject({ isComplete: true, menuPriceCents: 675 });
    });

    it('still saves a draft without a price', async () => {
      const { person, agent, csrf } = await contestant();
      expect((await call(agent, 'create', csrf, completeForm())).status).toBe(200);
      expect((await recipeOf(person.id))!.menuPriceCents).toBeNull();
    });
  });

  describe('the admin', () => {
    async function saveSettings(change: Record<string, unknown>) {
      const admin = await signedInStaff(t, 'admin');
      const page = await inertiaVisit(t, admin.agent, '/admins/settings');
      const { settings: form, schedule } = page.body.props as {
        settings: Record<string, unknown>;
        schedule: { loadedAt: string };
      };
      return admin.agent
        .post('/admins/settings/contest')
        .set(XHR)
        .send({ csrf: admin.csrf, ...form, loaded_at: schedule.loadedAt, ...change });
    }
    const stored = async () =>
      (await t.em().fork().findOneOrFail(ContestSettings, { id: 1 })).maxMenuPriceCents;

    it('raises the maximum (audited), which lets a contestant give a dearer price', async () => {
      const { agent, csrf } = await contestant();
      expect((await call(agent, 'create', csrf, completeForm({ menu_price: '14' }))).status).toBe(422);

      const saved = await saveSettings({ max_menu_price: '15.00' });
      expect(saved.status).toBe(200);
      expect(saved.body.data.max_menu_price).toBe('15.00');
      expect(await stored()).toBe(1500);
      const audit = await t
        .em()
        .fork()
        .findOneOrFail(AuditEntry, { action: 'settings.update' }, { orderBy: { id: 'desc' } });
      expect(JSON.stringify(audit)).toContain('maxMenuPriceCents');

      const dearer = await call(agent, 'create', csrf, completeForm({ menu_price: '14' }));
      expect(dearer.status).toBe(200);
      expect(dearer.body.data.menuPrice).toBe('14.00');
    });

    it.each(['9.99', '100.01', 'twelve', ''])(
      'refuses a maximum of "%s", changing nothing',
      async (value) => {
        const refused = await saveSettings({ max_menu_price: value });
        expect(refused.status).toBe(422);
        expect(refused.body.errors).toEqual({
          max_menu_price: ['The maximum menu price must be between $10.00 and $100.00'],
        });
        expect(await stored()).toBe(1000);
      },
    );

    it('reads the price, food cost % and gross profit % in recipes.csv', async () => {
      const admin = await signedInStaff(t, 'admin');
      // $2.80 a portion at $8.00: 35.0 % food cost, 65.0 % gross profit, the guidance met.
      const priced = await t.factory.newSubmittedRecipe({
        name: 'Priced bowl',
        menuPriceCents: 800,
        ingredients: [{ ingredient: 'Rice', measure: 'Cup', quantity: '2', cost_unit: '1.40' }],
      });
      const unpriced = await t.factory.newSubmittedRecipe({
        name: 'Unpriced bowl',
        ingredients: [{ ingredient: 'Rice', measure: 'Cup', quantity: '3', cost_unit: '1.50' }],
      });
      const response = await getBytes(admin.agent, '/admins/recipes/export/recipes.csv');
      const lines = (response.body as Buffer).toString('utf8').split('\r\n');
      const row = (id: number) => lines.find((line) => line.startsWith(`${id},`));
      expect(row(priced.id)).toMatch(/,Priced bowl,.*,2\.800,8\.00,35\.0,65\.0,yes,Allergens not declared$/);
      // No price: at the guidance's $10, $4.50 of goods is 45 % food cost and misses the guidance.
      expect(row(unpriced.id)).toMatch(/,Unpriced bowl,.*,4\.500,,45\.0,55\.0,no,Allergens not declared$/);
    });
  });

  it("gives the judge's cost panel the contestant's price beside the guidance's", async () => {
    const judge = await signedInStaff(t, 'judge');
    await setContestSettings(t, { first_round_open: true });
    const recipe = await t.factory.newSubmittedRecipe({ status: 'approved', menuPriceCents: 650 });
    const page = await inertiaVisit(t, judge.agent, `/judges/dashboard/recipe/${recipe.id}/vote`);
    expect(page.status).toBe(200);
    const cost = page.body.props.cost as CostComparisonProps;
    expect(cost).toMatchObject({ menuPriceCents: 650, costThousandths: 2650 });
  });
});
