import { FINAL_PACK_MESSAGES } from '../../src/judging/final/print/final-pack.service.js';
import { RECIPE_CARD_MESSAGES } from '../../src/recipes/print/recipe-cards.service.js';
import { StorageService } from '../../src/storage/storage.service.js';
import type { Recipe } from '../../src/recipes/recipe.entity.js';
import type { AdminLiveFinalPageProps } from '@shared/admin/live-final.props.js';
import { PRINTED_PACK_PAGES } from '@shared/admin/printed-pack.js';
import type { RecipeViewPageProps } from '@shared/recipes/recipe.props.js';
import type { IngredientRow } from '@shared/recipes/ingredients.js';
import { setContestSettings } from '../support/contest-settings.js';
import { jpeg } from '../support/images.js';
import { inertiaVisit, XHR } from '../support/inertia.js';
import { pdfFonts, pdfPages } from '../support/pdf.js';
import {
  appSuite,
  getBytes,
  type SignedInStaff,
  signedInContestant,
  signedInStaff,
} from '../support/test-app.js';

const SESAME_ROWS: IngredientRow[] = [
  { ingredient: 'Chicken thigh', measure: 'Pound', quantity: '0.5', cost_unit: '3.20' },
  { ingredient: 'Tahini', measure: 'Tablespoon', quantity: '2', cost_unit: '0.25', allergens: ['sesame'] },
];

const download = async (agent: SignedInStaff['agent'], path: string) => {
  const response = await getBytes(agent, path);
  return { response, bytes: response.body as Buffer };
};

describe('The printed pack: recipe cards', () => {
  const t = appSuite();
  let admin: SignedInStaff;

  beforeAll(async () => {
    admin = await signedInStaff(t, 'admin');
  });

  it("gives a contestant their submitted recipe's card: photo, costs, menu price, food cost, Contains: line, steps", async () => {
    const cook = await signedInContestant(t, { name: 'Amira', lastname: 'Haddad' });
    const photo = await t.running.app
      .get(StorageService)
      .storeImage(await jpeg({ width: 2400, height: 1600 }));
    const recipe = await t.factory.newDraftRecipe(cook.contestant.id, {
      name: 'Tahini chicken with charred greens',
      description: 'Thighs marinated in tahini and lemon.',
      preparation: 'Marinate the chicken overnight.\n\nGrill over high heat.',
      ingredients: SESAME_ROWS,
      recipeImage: photo.key,
    });
    await t
      .em()
      .getConnection()
      .execute(
        `update recipes set is_complete = true, submitted_at = now(), menu_price_cents = 850 where id = ?`,
        [recipe.id],
      );

    const view = await inertiaVisit(t, cook.agent, '/user/recipe/view');
    expect((view.body.props as RecipeViewPageProps).cardUrl).toBe('/user/recipe/card.pdf');
    const { response, bytes } = await download(cook.agent, '/user/recipe/card.pdf');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="recipe-card-tahini-chicken-with-charred-greens.pdf"',
    );
    const text = (await pdfPages(bytes)).join('\n');
    for (const expected of [
      'Tahini chicken with charred greens',
      'By Amira Haddad',
      'Thighs marinated in tahini and lemon.',
      'Contains: Sesame',
      'Chicken thigh',
      'Tablespoon',
      '$3.20',
      // 0.5 × 3.20 + 2 × 0.25 = 2.100 a portion, sold at $8.50: 24.7% food cost, 75.3% gross profit.
      '$2.100',
      '$8.50',
      '24.7%',
      '75.3%',
      'Meets the profitability guidance',
      'Grill over high heat.',
    ])
      expect(text).toContain(expected);
    const fonts = await pdfFonts(bytes);
    expect(fonts.length).toBeGreaterThan(0);
    expect(fonts.every((font) => font.embedded && /DejaVuSans/.test(font.name))).toBe(true);
    // The photo is in the file (the page is more than its text).
    expect(bytes.length).toBeGreaterThan(20_000);
  });

  it('prints the food cost at the guidance price when no menu price was given, labelled so', async () => {
    const recipe = await t.factory.newSubmittedRecipe({ status: 'approved', name: 'Short rib' });
    const { response, bytes } = await download(admin.agent, PRINTED_PACK_PAGES.recipeCard(recipe.id));
    expect(response.status).toBe(200);
    const text = (await pdfPages(bytes)).join('\n');
    // The factory's portion costs $2.650: 26.5% of $10.00.
    expect(text).toContain('Menu price (guidance)');
    expect(text).toContain("No menu price given: the figures are at the guidance's $10.00.");
    expect(text).toContain('26.5%');
    expect(text).toContain('Allergens not declared');
    expect(text).toContain('By Carla Cook');
  });

  it("refuses a contestant's draft, a contestant without a recipe, and another's card", async () => {
    const drafting = await signedInContestant(t);
    await t.factory.newDraftRecipe(drafting.contestant.id, { ingredients: SESAME_ROWS });
    const view = await inertiaVisit(t, drafting.agent, '/user/recipe/view');
    expect((view.body.props as RecipeViewPageProps).cardUrl).toBeNull();
    const draft = await drafting.agent.get('/user/recipe/card.pdf').set(XHR);
    expect(draft.status).toBe(404);
    expect(draft.body).toEqual(expect.objectContaining({ message: RECIPE_CARD_MESSAGES.notSubmitted }));

    const empty = await (await signedInContestant(t)).agent.get('/user/recipe/card.pdf').set(XHR);
    expect(empty.status).toBe(404);
    expect(empty.body).toEqual(expect.objectContaining({ message: RECIPE_CARD_MESSAGES.notFound }));

    // The only card route with an id is the admins': a contestant is refused there.
    const other = await t.factory.newSubmittedRecipe({ status: 'approved' });
    const refused = await drafting.agent.get(PRINTED_PACK_PAGES.recipeCard(other.id)).set(XHR);
    expect([401, 403, 404]).toContain(refused.status);
    expect(refused.headers['content-type']).not.toBe('application/pdf');

    // An admin prints any recipe's, drafts too; an unknown id is a clear 404.
    const missing = await admin.agent.get(PRINTED_PACK_PAGES.recipeCard(99999999)).set(XHR);
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual(expect.objectContaining({ message: RECIPE_CARD_MESSAGES.notFound }));
  });
});

describe('The printed pack: the live final', () => {
  const t = appSuite({ settings: { second_round_open: true, blind_judging: true } });
  let admin: SignedInStaff;
  let judges: SignedInStaff[];
  const names = [
    ['Aurelio', 'Quintero'],
    ['Beatriz', 'Ostrowska'],
    ['Cornelius', 'Vantongeren'],
  ];
  let finalists: Recipe[];
  let codes: Map<number, string>;

  beforeAll(async () => {
    admin = await signedInStaff(t, 'admin');
    judges = [await signedInStaff(t, 'judge'), await signedInStaff(t, 'judge')];
    const connection = t.em().getConnection();
    await connection.execute(
      `update judges set stage = 'second', name = 'Ingrid', lastname = ? where id = ?`,
      ['Lindqvist', judges[0].id],
    );
    await connection.execute(
      `update judges set stage = 'second', name = 'Tomasz', lastname = ? where id = ?`,
      ['Wiśniewski', judges[1].id],
    );
    const storage = t.running.app.get(StorageService);
    finalists = [];
    for (const [i, [name, lastname]] of names.entries()) {
      finalists.push(
        await t.factory.newSubmittedRecipe({
          status: 'approved',
          isFinalist: true,
          isSecondComplete: true,
          contestantName: name,
          contestantLastname: lastname,
          name: `Finalist dish ${i + 1}`,
          ingredients: i === 0 ? SESAME_ROWS : undefined,
          recipeImage: (await storage.storeImage(await jpeg({ width: 1200, height: 900 }))).key,
        }),
      );
    }
    // Not a finalist: never in the pack.
    await t.factory.newSubmittedRecipe({
      status: 'approved',
      contestantName: 'Ottoline',
      name: 'Not a finalist',
    });
  });

  const livePage = async () =>
    (await inertiaVisit(t, admin.agent, '/admins/final')).body.props as AdminLiveFinalPageProps;

  it('refuses the pack while the live final is off: there are no plate codes yet', async () => {
    for (const path of [
      PRINTED_PACK_PAGES.entryBook,
      PRINTED_PACK_PAGES.scoreSheets,
      PRINTED_PACK_PAGES.plateLabels,
    ]) {
      const response = await admin.agent.get(path).set(XHR);
      expect(response.status).toBe(409);
      expect(response.body).toEqual(expect.objectContaining({ message: FINAL_PACK_MESSAGES.liveFinalOff }));
    }
  });

  it('a blind entry book: a cover, the contents, then one card per finalist in plate-code order, no names', async () => {
    const on = await admin.agent
      .post('/admins/final/live')
      .set(XHR)
      .send({ csrf: admin.csrf, live_final: true, loaded_live_final: false });
    expect(on.status).toBe(200);
    codes = new Map((await livePage()).finalists.map((row) => [row.recipeId, row.code!]));
    const inOrder = [...codes.values()].sort();

    const { response, bytes } = await download(admin.agent, PRINTED_PACK_PAGES.entryBook);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="finalists-entry-book-\d{4}\.pdf"$/,
    );
    const pages = await pdfPages(bytes);
    expect(pages[0]).toContain("Finalists' entry book");
    expect(pages[0]).toContain('3 finalists, in plate-code order');
    expect(pages[1]).toContain('Contents');
    // The contents list the plates in code order.
    const listed = [...pages[1].matchAll(/Plate (\d{3})/g)].map((match) => match[1]);
    expect(listed).toEqual(inOrder);
    // Then one card (one page or more) per finalist, in code order: each card's first page names its plate.
    const cardPages = pages.slice(2);
    expect(cardPages.length).toBeGreaterThanOrEqual(3);
    const firstOnPages = cardPages.map((page) => /Plate (\d{3})/.exec(page)?.[1]).filter(Boolean);
    expect([...new Set(firstOnPages)]).toEqual(inOrder);
    const all = pages.join('\n');
    for (const [name, lastname] of names) {
      expect(all).not.toContain(name);
      expect(all).not.toContain(lastname);
    }
    expect(all).not.toContain('Not a finalist');
    expect(all).toContain('Contains: Sesame');
  });

  it('names the chefs in the entry book when judging is not blind', async () => {
    await setContestSettings(t, { blind_judging: false });
    try {
      const { bytes } = await download(admin.agent, PRINTED_PACK_PAGES.entryBook);
      const all = (await pdfPages(bytes)).join('\n');
      expect(all).toContain('By Aurelio Quintero');
      expect(all).toContain('Finalist dish 2 — Beatriz Ostrowska');
    } finally {
      await setContestSettings(t, { blind_judging: true });
    }
  });

  it('score sheets: one page per final-round judge per plate code, with the five criteria and their scales', async () => {
    const { response, bytes } = await download(admin.agent, PRINTED_PACK_PAGES.scoreSheets);
    expect(response.status).toBe(200);
    const pages = await pdfPages(bytes);
    expect(pages).toHaveLength(judges.length * codes.size);
    const pairs = pages.map(
      (page) => `${/Judge: (.+)/.exec(page)?.[1].trim()} × ${/Plate (\d{3})/.exec(page)?.[1]}`,
    );
    const expected = ['Ingrid Lindqvist', 'Tomasz Wiśniewski'].flatMap((judge) =>
      [...codes.values()].map((code) => `${judge} × ${code}`),
    );
    expect(pairs.sort()).toEqual(expected.sort());
    for (const page of pages) {
      for (const text of ['Creativity', 'Appearance', 'Ingredients', 'Deployability', 'Profitability'])
        expect(page).toContain(text);
      expect(page).toMatch(/1\s+1\.5\s+2\s+2\.5\s+3\s+3\.5\s+4\s+4\.5\s+5/);
      expect(page).toContain('Yes (5 points)');
      expect(page).toContain('Total (out of 25)');
      expect(page).not.toContain('Minutes late');
    }
  });

  it("adds the kitchen's criteria to the kitchen judges' sheets while the kitchen score is on", async () => {
    const connection = t.em().getConnection();
    await connection.execute(`update final_scoring set kitchen_score = true where id = 1`);
    await connection.execute(
      `insert into kitchen_criteria (name, position) values ('Station cleanliness', 1), ('Timing', 2)`,
    );
    await connection.execute(`insert into kitchen_judges (judge_id) values (?)`, [judges[1].id]);
    try {
      const pages = await pdfPages((await download(admin.agent, PRINTED_PACK_PAGES.scoreSheets)).bytes);
      const kitchen = pages.filter((page) => page.includes('Minutes late'));
      expect(kitchen).toHaveLength(codes.size);
      for (const page of kitchen) {
        expect(page).toContain('Judge: Tomasz Wiśniewski');
        expect(page).toContain('Station cleanliness');
        expect(page).toContain('Timing');
      }
    } finally {
      await connection.execute(`update final_scoring set kitchen_score = false where id = 1`);
    }
  });

  it('plate labels: 30 to a sheet, the code and the Contains: line on each, one per judge for every plate', async () => {
    const { response, bytes } = await download(admin.agent, PRINTED_PACK_PAGES.plateLabels);
    expect(response.status).toBe(200);
    const pages = await pdfPages(bytes);
    expect(pages).toHaveLength(1);
    // Read row by row, like the sheet: each label's code and its line appear in the same order.
    const plates = [...pages[0].matchAll(/Plate (\d{3})/g)].map((match) => match[1]);
    const lines = [...pages[0].matchAll(/Contains: Sesame|Allergens not declared/g)].map((match) => match[0]);
    expect([...plates].sort()).toEqual([...codes.values()].sort().flatMap((code) => [code, code]));
    const labels = plates.map((code, i) => `${code}: ${lines[i]}`);
    const sesame = codes.get(finalists[0].id)!;
    expect(labels.filter((label) => label.includes('Sesame'))).toEqual([
      `${sesame}: Contains: Sesame`,
      `${sesame}: Contains: Sesame`,
    ]);
    expect(labels.filter((label) => label.endsWith('Allergens not declared'))).toHaveLength(4);
  });
});
