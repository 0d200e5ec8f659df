import { Judge } from '../../src/auth/judge.entity.js';
import { XHR } from '../support/inertia.js';
import { judgingSetup, type SignedInJudge } from '../support/judging.js';
import type { RecipeCardProps } from '@shared/judging/judging.props.js';
import type { IngredientRow } from '@shared/recipes/ingredients.js';

const SESAME_SALAD: IngredientRow[] = [
  { ingredient: 'Cucumber', measure: 'Each', quantity: '1', cost_unit: '0.40' },
  {
    ingredient: 'Tahini',
    measure: 'Tablespoon',
    quantity: '2',
    cost_unit: '0.30',
    allergens: ['sesame'],
  },
  { ingredient: 'Feta', measure: 'Ounce', quantity: '1', cost_unit: '0.50', allergens: ['milk'] },
];

describe("A judge's allergies", () => {
  const { t, judgeOf, approved, page } = judgingSetup();

  const save = (judge: SignedInJudge, body: Record<string, unknown>) =>
    judge.agent
      .post('/judges/account/allergies')
      .set(XHR)
      .send({ csrf: judge.csrf, ...body });
  const stored = async (judge: SignedInJudge) =>
    (await t.em().fork().findOneOrFail(Judge, judge.id)).allergies;
  const card = (cards: RecipeCardProps[], id: number) => cards.find((recipe) => recipe.id === id)!;

  it('are noted on the account page, saved in order, and replaced by the next save', async () => {
    const judge = await judgeOf();
    const account = await page(judge, '/judges/account');
    expect(account.status).toBe(200);
    expect(account.body.component).toBe('judges/account');
    expect(account.body.props).toMatchObject({ allergies: [], saveUrl: '/judges/account/allergies' });

    const saved = await save(judge, { allergies: ['sesame', 'peanuts'] });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({
      data: { allergies: ['peanuts', 'sesame'] },
      message: 'Your allergies are saved.',
    });
    expect(await stored(judge)).toEqual(['peanuts', 'sesame']);
    expect((await page(judge, '/judges/account')).body.props.allergies).toEqual(['peanuts', 'sesame']);

    expect((await save(judge, { allergies: [] })).status).toBe(200);
    expect(await stored(judge)).toEqual([]);
  });

  it.each([
    ['left out', {}, 'This field is required'],
    ['given as a text', { allergies: 'sesame' }, 'This field must be a valid format'],
    ['naming an unknown allergen', { allergies: ['gluten'] }, 'This field must be a valid format'],
    ['naming an allergen twice', { allergies: ['milk', 'milk'] }, 'This field must be a valid format'],
    ['given as null', { allergies: null }, 'This field is required'],
  ])('refuses allergies %s, changing nothing', async (_, body, message) => {
    const judge = await judgeOf();
    await save(judge, { allergies: ['milk'] });
    const response = await save(judge, body);
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({ allergies: [message] });
    expect(await stored(judge)).toEqual(['milk']);
  });

  it('warn on the list and the vote page about a recipe containing one, which stays listed and open', async () => {
    const salad = await approved({ name: 'Sesame cucumber salad', ingredients: SESAME_SALAD });
    const plain = await approved({ name: 'Short rib' });
    const allergic = await judgeOf();
    await save(allergic, { allergies: ['sesame'] });
    const other = await judgeOf();

    const list = await page(allergic, '/judges/dashboard');
    expect(card(list.body.props.recipes, salad.id)).toMatchObject({
      allergenLine: 'Contains: Milk, Sesame',
      allergyWarning: 'Contains sesame — you noted a sesame allergy',
    });
    expect(card(list.body.props.recipes, plain.id)).toMatchObject({
      allergenLine: 'Allergens not declared',
      allergyWarning: null,
    });

    const vote = await page(allergic, `/judges/dashboard/recipe/${salad.id}/vote`);
    expect(vote.status).toBe(200);
    expect(vote.body.props).toMatchObject({
      allergenLine: 'Contains: Milk, Sesame',
      allergyWarning: 'Contains sesame — you noted a sesame allergy',
      accountUrl: '/judges/account',
    });
    expect(vote.body.props.recipe.allergens).toEqual(['milk', 'sesame']);
    expect(vote.body.props.recipe.ingredients[1].allergens).toEqual(['sesame']);

    const otherVote = await page(other, `/judges/dashboard/recipe/${salad.id}/vote`);
    expect(otherVote.body.props).toMatchObject({
      allergenLine: 'Contains: Milk, Sesame',
      allergyWarning: null,
    });
  });

  it('read "Contains none of the nine major allergens" for a recipe that says so', async () => {
    const recipe = await approved({ name: 'Plain rice' });
    await t
      .em()
      .getConnection()
      .execute('update recipes set allergens_none = true where id = ?', [recipe.id]);
    const judge = await judgeOf();
    const vote = await page(judge, `/judges/dashboard/recipe/${recipe.id}/vote`);
    expect(vote.body.props.allergenLine).toBe('Contains none of the nine major allergens');
  });
});
