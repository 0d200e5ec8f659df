import { setContestSettings } from './contest-settings.js';
import { Vote } from '../../src/judging/vote.entity.js';
import { type Recipe } from '../../src/recipes/recipe.entity.js';
import { appSuite, signInAs, type TestApp } from './test-app.js';
import { inertiaVisit, XHR } from './inertia.js';

export type Agent = ReturnType<TestApp['agent']>;

export const GOOD_VOTE = {
  creativity: 4.5,
  appearance: 4,
  ingredients: 3.5,
  profitability: 5,
  deployability: 4,
};
/** GOOD_VOTE as the row stores it (decimals come back as text). */
export const GOOD_VOTE_ROW = {
  creativity: '4.5',
  appearance: '4.0',
  ingredients: '3.5',
  profitability: 5,
  deployability: '4.0',
};
export const KEY = (n: number) => n.toString(16).padStart(32, '0');

export interface SignedInJudge {
  agent: Agent;
  csrf: string;
  id: number;
}

/**
 * A first-round vote stored as a judge's call would store it: `stars` on the four star criteria and a profitability
 * of 5, so a total of 4 × stars + 5.
 */
export async function storeVote(
  t: TestApp,
  judgeId: number,
  recipe: Pick<Recipe, 'id'>,
  stars: number,
  note: string | null = null,
) {
  const em = t.em();
  em.create(Vote, {
    judge: judgeId,
    recipe: recipe.id,
    stage: 'first',
    creativity: String(stars),
    appearance: String(stars),
    ingredients: String(stars),
    deployability: String(stars),
    profitability: 5,
    note,
    votedAt: new Date(),
  });
  await em.flush();
}

/** Approved recipes named `Recipe 1…n`, submitted one second apart in that order (the order judges see them in). */
export async function approvedRound(t: TestApp, count: number): Promise<Recipe[]> {
  const recipes: Recipe[] = [];
  for (let index = 0; index < count; index++) {
    const recipe = await t.factory.newSubmittedRecipe({ status: 'approved', name: `Recipe ${index + 1}` });
    await t
      .em()
      .getConnection()
      .execute(`update recipes set submitted_at = now() + make_interval(secs => ?) where id = ?`, [
        index,
        recipe.id,
      ]);
    recipes.push(recipe);
  }
  return recipes;
}

/** The app and helpers every judging test file shares, with its own database per file. */
export function judgingSetup() {
  const t = appSuite({ settings: { first_round_open: true, second_round_open: true, blind_judging: false } });

  /** Changes the contest settings and drops the two-second cache, as the admin screens will. */
  const settings = (values: Record<string, boolean>) => setContestSettings(t, values);

  /** Each test that counts the round starts from an empty one. */
  async function emptyRounds() {
    await t.em().getConnection().execute('delete from recipes');
    // A finalist without a recipe would count as pending in the final round.
    await t.em().getConnection().execute('update users set is_finalist = false');
  }

  async function judgeOf(stage: 'first' | 'second' = 'first'): Promise<SignedInJudge> {
    const judge = await t.factory.newJudge({ stage, password: 'judge password' });
    const agent = t.agent();
    // Many judges sign in within a minute here: past the real call's per-visitor limit (auth.test.ts covers it).
    return { agent, csrf: await signInAs(agent, 'judge', judge.id), id: judge.id };
  }

  const approved = (fields: Parameters<TestApp['factory']['newSubmittedRecipe']>[0] = {}) =>
    t.factory.newSubmittedRecipe({ status: 'approved', ...fields });

  async function page(judge: SignedInJudge, path: string) {
    return inertiaVisit(t, judge.agent, path);
  }

  async function vote(judge: SignedInJudge, recipeId: number, body: Record<string, unknown> = GOOD_VOTE) {
    return judge.agent
      .post(`/judges/dashboard/recipe/${recipeId}/vote`)
      .set(XHR)
      .send({ csrf: judge.csrf, ...body });
  }

  async function note(judge: SignedInJudge, recipeId: number, text: unknown) {
    return judge.agent
      .post(`/judges/dashboard/recipe/${recipeId}/note`)
      .set(XHR)
      .send({ csrf: judge.csrf, note: text });
  }

  function votesOn(recipe: Recipe) {
    return t.em().find(Vote, { recipe: recipe.id });
  }

  return { t, settings, emptyRounds, judgeOf, approved, page, vote, note, votesOn };
}
