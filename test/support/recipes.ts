import { join } from 'node:path';
import type TestAgent from 'supertest/lib/agent.js';
import { Contestant } from '../../src/contestants/contestant.entity.js';
import { setContestSettings } from './contest-settings.js';
import type { ContestPhase } from '@shared/inertia/shared-props.js';
import { Recipe } from '../../src/recipes/recipe.entity.js';
import type { RecipeProps } from '@shared/recipes/recipe.props.js';
import type { IngredientRow } from '@shared/recipes/ingredients.js';
import { StoredFile } from '../../src/storage/stored-file.entity.js';
import { appSuite, signInContestant, type TestApp } from './test-app.js';
import { XHR } from './inertia.js';
import { jpeg, png } from './images.js';

export const ROWS = [
  { ingredient: 'Chicken thigh', measure: 'Ounce', quantity: '4', cost_unit: '0.19' },
  { ingredient: 'White hominy', measure: 'Cup', quantity: '0.5', cost_unit: '0.35' },
  { ingredient: 'Tomatillo salsa', measure: 'Fluid', quantity: '2', cost_unit: '0.125' },
];

export type Fields = Record<string, string>;

/** A complete recipe form; tests override or drop fields. */
export function completeForm(overrides: Fields = {}): Fields {
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

export interface Upload {
  bytes: Buffer;
  filename: string;
  contentType: string;
}

/** A contestant's draft of two ingredients: $2.310 a portion. */
export const BRISKET_TACOS: {
  name: string;
  description: string;
  preparation: string;
  ingredients: IngredientRow[];
} = {
  name: 'Smoked brisket tacos',
  description: 'Slow-smoked brisket, pickled onion and salsa roja on corn tortillas.',
  preparation: 'Smoke the brisket for twelve hours.\n\nSlice, warm the tortillas and assemble.',
  ingredients: [
    { ingredient: 'Beef brisket', measure: 'Ounce', quantity: '5', cost_unit: '0.42' },
    { ingredient: 'Corn tortilla', measure: 'Each', quantity: '3', cost_unit: '0.07' },
  ],
};

/** A new dish photo and headshot, as the form uploads them. */
export async function images() {
  return {
    recipe: { bytes: await png(), filename: 'dish.png', contentType: 'image/png' },
    headshot: { bytes: await jpeg(), filename: 'me.jpg', contentType: 'image/jpeg' },
  };
}

/** The form's fields saying both images are new files of the call. */
export const withNewImages = { recipe_file: 'true', headshot_file: 'true' };

/** The app and the helpers every test file of the contestant's recipe calls shares, with a database per file. */
export function recipesSetup() {
  const t = appSuite({ settings: { phase: 'open' } });

  const setPhase = (phase: ContestPhase) => setContestSettings(t, { phase });

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

  function recipeOf(contestantId: number): Promise<Recipe | null> {
    return t.em().findOne(Recipe, { contestant: contestantId });
  }

  async function storedCount(): Promise<number> {
    return t.em().count(StoredFile, {});
  }

  function folderOf(key: string): string {
    return join(t.running.config.storageDir, key);
  }

  /**
   * A saved draft (with both images) of a fresh contestant; `send` makes a call of theirs on it: the complete form
   * with the draft's id and `changes`.
   */
  async function withDraft(fields: Parameters<typeof contestant>[0] = {}) {
    const who = await contestant(fields);
    const response = await call(who.agent, 'create', who.csrf, completeForm(withNewImages), await images());
    expect(response.status).toBe(200);
    const recipe = response.body.data as RecipeProps;
    const send = (
      path: 'update' | 'wanttosubmit',
      changes: Fields = {},
      files?: { recipe?: Upload; headshot?: Upload },
    ) => call(who.agent, path, who.csrf, completeForm({ id: String(recipe.id), ...changes }), files);
    return { ...who, recipe, send };
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
          menuPriceCents: recipe.menuPriceCents,
          updatedAt: recipe.updatedAt.toISOString(),
        }
      : null;
  }

  return {
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
  };
}
