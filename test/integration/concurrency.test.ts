import { readdirSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import request, { type Response, type Test } from 'supertest';
import type TestAgent from 'supertest/lib/agent.js';
import type { WhitelistedRowProps } from '@shared/admin/records.props.js';
import type { ListPageProps } from '@shared/admin/list.props.js';
import { Profile } from '../../src/contestants/profile.entity.js';
import type { ProfilePageProps } from '@shared/contestants/profile.props.js';
import { WhitelistedDomain } from '../../src/contestants/whitelisted-domain.entity.js';
import { ContestSettingsService } from '../../src/editions/contest-settings.service.js';
import type { Audience, SharedProps } from '@shared/inertia/shared-props.js';
import {
  CRITERIA,
  PROFITABILITY_VALUES,
  STAR_VALUES,
  UNSET,
  type Scores,
} from '@shared/judging/judging-rules.js';
import type {
  CastVoteAnswer,
  JudgeDashboardPageProps,
  JudgeVotePageProps,
} from '@shared/judging/judging.props.js';
import { Vote } from '../../src/judging/vote.entity.js';
import { Recipe } from '../../src/recipes/recipe.entity.js';
import type { RecipeEditorPageProps, RecipeProps } from '@shared/recipes/recipe.props.js';
import { StoredFile } from '../../src/storage/stored-file.entity.js';
import { csrfOf, signInContestant, signInStaff, startTestApp, type TestApp } from '../support/test-app.js';
import { inertiaVisit, XHR } from '../support/inertia.js';
import { jpeg, png } from '../support/images.js';

// The embedded PGlite of old shared one database session between the pool's connections: under concurrent signed-in
// sessions it showed pages of another person, let a contestant's admin write through and answered 500s. This file
// keeps six people of the three audiences busy at once, over real sockets, and checks what each of them saw and what
// the database kept.

const PASSWORD = 'concurrency password';

/** How long every session keeps reading and writing. */
const RUN_MS = 10_000;
/** How long the requests under way at the deadline may take to finish. */
const SETTLE_MS = 5_000;
/** A bound on each session's rounds whatever the machine's speed (a round is a handful of requests). */
const MAX_ROUNDS = 500;
/** A request that hangs fails rather than holding the run: it then also misses SETTLE_MS. */
const REQUEST_TIMEOUT_MS = RUN_MS + SETTLE_MS;
/** Each session must have done at least this much for the checks to mean anything. */
const MIN_CALLS_PER_KIND = 5;

const PROFILE = {
  name: 'Rosa',
  phone: '(512) 555-0199',
  country: 'US',
  city: 'Austin',
  state: 'TX',
  zip: '78701',
};

/** The contestants keep their names: the shared props name them, and their profile saves change other fields. */
const contestantLastname = (index: number) => `Parallel ${index}`;

const RECIPE_TEXT = {
  description: 'Hominy, chicken and tomatillo in a bright broth.',
  preparation: 'Simmer the chicken.\n\nAdd hominy and salsa.',
  ingredients: JSON.stringify([
    { ingredient: 'Chicken thigh', measure: 'Ounce', quantity: '4', cost_unit: '0.19' },
  ]),
  terms: 'true',
};

interface Upload {
  bytes: Buffer;
  filename: string;
  contentType: string;
}

/** One signed-in browser: who it is and its own cookies. */
interface Person {
  audience: Audience;
  id: number;
  email: string;
  label: string;
  agent: TestAgent;
  csrf: string;
}

/** One answered (or failed) request of the run. */
interface Outcome {
  who: string;
  call: string;
  kind: 'read' | 'write';
  status: number;
  /** The statuses this call should get; anything else is reported. */
  expected: number[];
  error?: string;
  endedAt: number;
}

/** What each person's acknowledged (2xx) writes left, as they last saw it. */
interface ContestantLedger {
  businessName: string;
  address: string;
  recipeId: number | null;
  recipeName: string | null;
}
interface JudgeLedger {
  votes: Map<number, Scores>;
  notes: Map<number, string>;
}
/** Whitelisted domains by id. */
type AdminLedger = Map<number, { domain: string; isActive: boolean }>;

/** A small real image, as a phone would send it. */
async function image(format: 'png' | 'jpeg', color: string): Promise<Upload> {
  const bytes = await (format === 'png' ? png : jpeg)({ color, width: 64, height: 48 });
  return { bytes, filename: `dish.${format}`, contentType: `image/${format}` };
}

/** Different values per judge and round, so a vote stored for the wrong judge or round shows. */
function scoresFor(seed: number): Scores {
  const star = (offset: number) => STAR_VALUES[(seed + offset) % STAR_VALUES.length];
  return {
    creativity: star(0),
    appearance: star(3),
    ingredients: star(5),
    deployability: star(7),
    profitability: PROFITABILITY_VALUES[seed % PROFITABILITY_VALUES.length],
  };
}

const UNSET_SCORES: Scores = {
  creativity: UNSET,
  appearance: UNSET,
  ingredients: UNSET,
  deployability: UNSET,
  profitability: UNSET,
};

const sameScores = (a: Scores, b: Scores) => CRITERIA.every((criterion) => a[criterion] === b[criterion]);

describe('Six people of the three audiences using the site at the same time', () => {
  let t: TestApp;
  let baseUrl = '';
  const roundRecipes: number[] = [];
  let uploads: Upload[] = [];
  const contestants: Person[] = [];
  const judges: Person[] = [];
  const admins: Person[] = [];

  /** A new judge or admin signed in through the real call, over the HTTP server the people share. */
  async function signedInStaffOver(audience: 'judge' | 'admin', index: number): Promise<Person> {
    const account =
      audience === 'judge'
        ? await t.factory.newJudge({ password: PASSWORD })
        : await t.factory.newAdmin({ password: PASSWORD });
    const agent = request.agent(baseUrl);
    await signInStaff(agent, audience, account.email, PASSWORD);
    return {
      audience,
      id: account.id,
      email: account.email,
      label: `${audience} ${index}`,
      agent,
      csrf: await csrfOf(agent),
    };
  }

  const outcomes: Outcome[] = [];
  /** Pages that named someone other than the person who asked, or showed another person's address. */
  const strangers: string[] = [];
  /** Own pages and answers that did not show what the person had just saved. */
  const staleAnswers: string[] = [];
  const inFlight = new Set<Promise<Response>>();
  const contestantLedgers = new Map<number, ContestantLedger>();
  const judgeLedgers = new Map<number, JudgeLedger>();
  const adminLedgers = new Map<number, AdminLedger>();
  let deadline = 0;
  let settledInTime = false;
  let openAtSettle = -1;
  let sessionFailures: string[] = [];

  beforeAll(async () => {
    // Each contestant saves a new image as fast as answered: what this measures is not the per-person upload limit.
    t = await startTestApp({ config: { uploadRateLimit: { limit: 100_000, windowMs: 10 * 60_000 } } });
    // Drafts need the submission window open; votes and notes need the first round open.
    await t
      .em()
      .getConnection()
      .execute(
        `update contest_settings set phase = 'open', first_round_open = true, blind_judging = false where id = 1`,
      );
    t.running.app.get(ContestSettingsService).forget();

    // Real sockets: every session connects to a listening server, as browsers do.
    const server = t.server as Server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

    for (let count = 0; count < 3; count++)
      roundRecipes.push((await t.factory.newSubmittedRecipe({ status: 'approved' })).id);
    uploads = await Promise.all([
      image('png', '#2a7'),
      image('jpeg', '#c33'),
      image('png', '#35a'),
      image('jpeg', '#fc0'),
    ]);

    for (let index = 1; index <= 2; index++) {
      const contestant = await t.factory.newRegisteredContestant({
        name: PROFILE.name,
        lastname: contestantLastname(index),
      });
      const agent = request.agent(baseUrl);
      const csrf = await signInContestant(agent, contestant.id);
      contestants.push({
        audience: 'user',
        id: contestant.id,
        email: contestant.email,
        label: `contestant ${index}`,
        agent,
        csrf,
      });

      judges.push(await signedInStaffOver('judge', index));
      admins.push(await signedInStaffOver('admin', index));
    }

    deadline = Date.now() + RUN_MS;
    const sessions = [
      ...contestants.map((person, index) => contestantSession(person, contestantLastname(index + 1))),
      ...judges.map((person, index) => judgeSession(person, index)),
      ...admins.map((person) => adminSession(person)),
    ];
    const allDone = Promise.allSettled(sessions);
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), deadline + SETTLE_MS - Date.now());
    });
    settledInTime = await Promise.race([allDone.then(() => true), late]);
    clearTimeout(timer);
    openAtSettle = inFlight.size;
    // Bounded by REQUEST_TIMEOUT_MS: the checks below then report what was late.
    sessionFailures = (await allDone)
      .filter((result) => result.status === 'rejected')
      .map((result) => String((result as PromiseRejectedResult).reason));
  }, 60_000);

  afterAll(() => t.close());

  /** Sends one request of the run, keeping it in the in-flight set until it is answered, and records the answer. */
  async function send(
    who: Person,
    call: string,
    test: Test,
    kind: Outcome['kind'],
    expected: number[] = [200],
  ): Promise<Response | null> {
    const pending = Promise.resolve(test.timeout(REQUEST_TIMEOUT_MS));
    inFlight.add(pending);
    try {
      const response = await pending;
      outcomes.push({ who: who.label, call, kind, status: response.status, expected, endedAt: Date.now() });
      return response;
    } catch (error) {
      outcomes.push({
        who: who.label,
        call,
        kind,
        status: 0,
        expected,
        error: String(error),
        endedAt: Date.now(),
      });
      return null;
    } finally {
      inFlight.delete(pending);
    }
  }

  /** How the report names a call: ids and queries left out, so the calls of a kind group together. */
  const callName = (method: string, path: string) =>
    `${method} ${path.split('?')[0].replace(/\/\d+(?=\/|$)/g, '/{id}')}`;

  /** An Inertia visit of a page: the page object as JSON. */
  const visit = (who: Person, path: string) =>
    send(who, callName('GET', path), inertiaVisit(t, who.agent, path), 'read');

  const postJson = (who: Person, path: string, body: Record<string, unknown>, expected?: number[]) =>
    send(
      who,
      callName('POST', path),
      who.agent
        .post(path)
        .set(XHR)
        .send({ csrf: who.csrf, ...body }),
      'write',
      expected,
    );

  /**
   * The props of a page when it is the expected page and names the person who asked; otherwise notes a stranger.
   * Contestants' and judges' pages must not carry the address of anyone else of the run either (admins' pages list
   * other people by design).
   */
  function ownPage<P>(who: Person, response: Response | null, component: string): (P & SharedProps) | null {
    if (response?.status !== 200) return null; // Reported with the outcomes.
    const page = response.body as { component?: string; props?: P & SharedProps };
    const user = page.props?.auth?.user ?? null;
    if (page.component !== component || !page.props) {
      strangers.push(`${who.label} asked for ${component} and got ${String(page.component)}`);
      return null;
    }
    if (!user || user.id !== who.id || user.type !== who.audience || user.email !== who.email) {
      strangers.push(`${who.label} (${who.audience} #${who.id}) saw ${component} of ${JSON.stringify(user)}`);
      return null;
    }
    if (who.audience !== 'admin') {
      const text = JSON.stringify(page.props);
      for (const other of [...contestants, ...judges, ...admins]) {
        if (other !== who && text.includes(other.email))
          strangers.push(`${who.label} saw the address of ${other.label} on ${component}`);
      }
    }
    return page.props;
  }

  /** Runs the steps in turn, round after round, starting no request once the deadline has passed. */
  async function keepBusy(steps: Array<(round: number) => Promise<void>>): Promise<void> {
    for (let round = 0; round < MAX_ROUNDS; round++) {
      for (const step of steps) {
        if (Date.now() >= deadline) return;
        await step(round);
      }
    }
  }

  async function contestantSession(me: Person, lastname: string): Promise<void> {
    const ledger: ContestantLedger = {
      businessName: 'Harbor Bistro',
      address: '418 Magnolia Ave',
      recipeId: null,
      recipeName: null,
    };
    contestantLedgers.set(me.id, ledger);
    await keepBusy([
      async (round) => {
        const businessName = `${me.label} kitchen ${round}`;
        const address = `${round + 1} Concurrency Ave`;
        const response = await postJson(me, '/user/profile/update', {
          ...PROFILE,
          lastname,
          address,
          business_name: businessName,
        });
        if (response?.status === 200) Object.assign(ledger, { businessName, address });
      },
      async () => {
        const props = ownPage<ProfilePageProps>(me, await visit(me, '/user/profile'), 'user/profile');
        if (
          props &&
          (props.profile.email !== me.email || props.profile.business_name !== ledger.businessName)
        )
          staleAnswers.push(
            `${me.label}'s profile shows ${props.profile.email} / ${props.profile.business_name}`,
          );
      },
      async (round) => {
        // A new image every save, recipe photo and headshot in turn, PNG and JPEG in turn.
        const upload = uploads[round % uploads.length];
        const field = round % 2 === 0 ? 'recipe' : 'headshot';
        const recipeName = `${me.label} dish ${round}`;
        const path = ledger.recipeId === null ? 'create' : 'update';
        const call = me.agent
          .post(`/user/recipe/${path}`)
          .set(XHR)
          .field('_token', me.csrf)
          .field('type', 'draft')
          .field('name', recipeName)
          .field('description', RECIPE_TEXT.description)
          .field('preparation', RECIPE_TEXT.preparation)
          .field('ingredients', RECIPE_TEXT.ingredients)
          .field('terms', RECIPE_TEXT.terms)
          .field('recipe_file', String(field === 'recipe'))
          .field('headshot_file', String(field === 'headshot'))
          .attach(field, upload.bytes, { filename: upload.filename, contentType: upload.contentType });
        if (ledger.recipeId !== null) void call.field('id', String(ledger.recipeId));
        const response = await send(me, `POST /user/recipe/${path}`, call, 'write');
        if (response?.status === 200) {
          ledger.recipeId = (response.body as { data: RecipeProps }).data.id;
          ledger.recipeName = recipeName;
        }
      },
      async () => {
        const props = ownPage<RecipeEditorPageProps>(me, await visit(me, '/user/recipe'), 'user/recipe');
        if (
          props &&
          ((props.recipe?.id ?? null) !== ledger.recipeId ||
            (props.recipe?.name ?? null) !== ledger.recipeName)
        )
          staleAnswers.push(`${me.label}'s recipe page shows ${JSON.stringify(props.recipe?.name)}`);
      },
      async (round) => {
        // The write of another audience: refused every time, however busy the admins are meanwhile.
        await postJson(
          me,
          '/admins/whitelisted/create',
          { domain: `intruder-${me.id}-${round}.example.com`, is_active: true },
          [401, 403],
        );
      },
    ]);
  }

  async function judgeSession(me: Person, index: number): Promise<void> {
    const ledger: JudgeLedger = { votes: new Map(), notes: new Map() };
    judgeLedgers.set(me.id, ledger);
    const recipeOf = (round: number, shift: number) => roundRecipes[(round + shift) % roundRecipes.length];
    await keepBusy([
      async (round) => {
        const recipeId = recipeOf(round, 0);
        const scores = scoresFor(round * 2 + index);
        const response = await postJson(me, `/judges/dashboard/recipe/${recipeId}/vote`, scores);
        if (response?.status !== 200) return;
        ledger.votes.set(recipeId, scores);
        // The answer counts this judge's votes only.
        const answer = response.body as CastVoteAnswer;
        if (answer.voted !== ledger.votes.size)
          staleAnswers.push(
            `${me.label}'s vote answer counts ${answer.voted} votes, not ${ledger.votes.size}`,
          );
      },
      async (round) => {
        const recipeId = recipeOf(round, 1);
        const note = `${me.label} note ${round}`;
        const response = await postJson(me, `/judges/dashboard/recipe/${recipeId}/note`, { note });
        if (response?.status === 200) ledger.notes.set(recipeId, note);
      },
      async (round) => {
        const recipeId = recipeOf(round, 2);
        const props = ownPage<JudgeVotePageProps>(
          me,
          await visit(me, `/judges/dashboard/recipe/${recipeId}/vote`),
          'judges/vote',
        );
        if (!props) return;
        const scores = ledger.votes.get(recipeId) ?? UNSET_SCORES;
        const note = ledger.notes.get(recipeId) ?? '';
        if (
          props.recipe.id !== recipeId ||
          props.note !== note ||
          props.voted !== ledger.votes.has(recipeId) ||
          !sameScores(props.scores, scores)
        )
          staleAnswers.push(
            `${me.label}'s vote page of recipe ${recipeId} shows ${JSON.stringify([props.scores, props.note])}`,
          );
      },
      async () => {
        const props = ownPage<JudgeDashboardPageProps>(
          me,
          await visit(me, '/judges/dashboard'),
          'judges/dashboard',
        );
        if (!props) return;
        // By id: the list's own order (submission time) is tested in judging.test.ts.
        const marks = props.recipes
          .map((card) => [card.id, card.voted])
          .sort(([a], [b]) => Number(a) - Number(b));
        const expected = [...roundRecipes].sort((a, b) => a - b).map((id) => [id, ledger.votes.has(id)]);
        if (props.progress.voted !== ledger.votes.size || JSON.stringify(marks) !== JSON.stringify(expected))
          staleAnswers.push(`${me.label}'s list marks ${JSON.stringify(marks)}`);
      },
    ]);
  }

  async function adminSession(me: Person): Promise<void> {
    const ledger: AdminLedger = new Map();
    adminLedgers.set(me.id, ledger);
    // Names unique to this admin, so the list searched by the prefix shows this admin's domains alone.
    const prefix = `admin${me.id}x-`;
    let latest: number | null = null;
    await keepBusy([
      async (round) => {
        const domain = `${prefix}${round}.example.com`;
        const isActive = round % 2 === 0;
        const response = await postJson(me, '/admins/whitelisted/create', { domain, is_active: isActive });
        if (response?.status !== 200) return;
        latest = (response.body as { data: { id: number } }).data.id;
        ledger.set(latest, { domain, isActive });
      },
      async () => {
        const row = latest === null ? undefined : ledger.get(latest);
        if (latest === null || !row) return;
        const isActive = !row.isActive;
        const response = await postJson(me, `/admins/whitelisted/update/${latest}`, {
          domain: row.domain,
          is_active: isActive,
        });
        if (response?.status === 200) row.isActive = isActive;
      },
      async () => {
        const props = ownPage<ListPageProps<WhitelistedRowProps>>(
          me,
          await visit(me, `/admins/whitelisted?q=${prefix}`),
          'admins/whitelisted/index',
        );
        if (!props) return;
        const wrong = props.rows.filter(
          (row) =>
            ledger.get(row.id)?.domain !== row.domain || ledger.get(row.id)?.isActive !== row.is_active,
        );
        if (props.list.total !== ledger.size || wrong.length > 0)
          staleAnswers.push(
            `${me.label}'s domains list shows ${props.list.total} rows, ${JSON.stringify(wrong)}`,
          );
      },
      async (round) => {
        const [path, component] =
          round % 2 === 0 ? ['/admins/dashboard', 'admins/dashboard'] : ['/admins/audit', 'admins/audit'];
        ownPage(me, await visit(me, path), component);
      },
    ]);
  }

  it('keeps all six people reading and writing until the time is up', () => {
    expect(sessionFailures).toEqual([]);
    for (const person of [...contestants, ...judges, ...admins]) {
      const own = outcomes.filter((outcome) => outcome.who === person.label);
      expect({
        who: person.label,
        reads: own.filter((outcome) => outcome.kind === 'read').length >= MIN_CALLS_PER_KIND,
        writes: own.filter((outcome) => outcome.kind === 'write').length >= MIN_CALLS_PER_KIND,
      }).toEqual({ who: person.label, reads: true, writes: true });
    }
  });

  it('shows every person their own pages only: never another person, never another address', () => {
    expect(outcomes.filter((outcome) => outcome.kind === 'read').length).toBeGreaterThan(0);
    expect(strangers).toEqual([]);
  });

  it('shows each person what they last saved, on their pages and in the answers to their votes', () => {
    expect(staleAnswers).toEqual([]);
  });

  it('answers no request with a server error, and every call of a signed-in person as it should', () => {
    const broken = outcomes.filter((outcome) => outcome.status >= 500 || outcome.status === 0);
    expect(broken).toEqual([]);
    const unexpected = outcomes.filter((outcome) => !outcome.expected.includes(outcome.status));
    expect(unexpected).toEqual([]);
  });

  it('leaves no request open once the time is up: all are answered within seconds', () => {
    expect(settledInTime).toBe(true);
    expect(openAtSettle).toBe(0);
    const lastAnswer = Math.max(...outcomes.map((outcome) => outcome.endedAt));
    expect(lastAnswer - deadline).toBeLessThan(SETTLE_MS);
  });

  it('refuses every admin write a contestant tries, and stores none of them', async () => {
    const attempts = outcomes.filter(
      (outcome) => outcome.call === 'POST /admins/whitelisted/create' && outcome.who.startsWith('contestant'),
    );
    expect(attempts.length).toBeGreaterThanOrEqual(MIN_CALLS_PER_KIND);
    expect(attempts.filter((outcome) => outcome.status !== 401 && outcome.status !== 403)).toEqual([]);
    expect(await t.em().count(WhitelistedDomain, { domain: { $like: 'intruder-%' } })).toBe(0);
  });

  it('stores every domain an admin was told was saved exactly once, as last saved', async () => {
    const acknowledged = [...adminLedgers.values()].flatMap((ledger) =>
      [...ledger.entries()].map(([id, row]) => ({ id, domain: row.domain, isActive: row.isActive })),
    );
    expect(acknowledged.length).toBeGreaterThanOrEqual(MIN_CALLS_PER_KIND);
    const stored = await t
      .em()
      .find(WhitelistedDomain, { domain: { $in: acknowledged.map((row) => row.domain) } });
    const byDomain = (a: { domain: string }, b: { domain: string }) => a.domain.localeCompare(b.domain);
    expect(
      stored.map((row) => ({ id: row.id, domain: row.domain, isActive: row.isActive })).sort(byDomain),
    ).toEqual(acknowledged.sort(byDomain));
    // Nothing that was not acknowledged either: every domain of the run is one of those.
    expect(await t.em().count(WhitelistedDomain)).toBe(acknowledged.length);
  });

  it('keeps one vote per judge, recipe and round, with the last scores and note the judge saved', async () => {
    const expected = [...judgeLedgers.entries()].flatMap(([judgeId, ledger]) =>
      roundRecipes
        .filter((recipeId) => ledger.votes.has(recipeId) || ledger.notes.has(recipeId))
        .map((recipeId) => ({
          judge: judgeId,
          recipe: recipeId,
          stage: 'first',
          scores: ledger.votes.get(recipeId) ?? null,
          note: ledger.notes.get(recipeId) ?? null,
        })),
    );
    expect(expected.length).toBeGreaterThan(0);
    const rows = await t
      .em()
      .find(
        Vote,
        { judge: { $in: judges.map((judge) => judge.id) } },
        { orderBy: { judge: 'asc', recipe: 'asc' } },
      );
    const stored = rows.map((row) => ({
      judge: row.judge.id,
      recipe: row.recipe.id,
      stage: row.stage,
      scores:
        row.creativity === null
          ? null
          : {
              creativity: Number(row.creativity),
              appearance: Number(row.appearance),
              ingredients: Number(row.ingredients),
              deployability: Number(row.deployability),
              profitability: row.profitability,
            },
      note: row.note,
    }));
    const order = (a: { judge: number; recipe: number }, b: { judge: number; recipe: number }) =>
      a.judge - b.judge || a.recipe - b.recipe;
    expect(stored.sort(order)).toEqual(expected.sort(order));
  });

  it("keeps each contestant's last saved profile and one recipe with the last saved name", async () => {
    for (const person of contestants) {
      const ledger = contestantLedgers.get(person.id)!;
      const em = t.em();
      const profile = await em.findOneOrFail(Profile, { contestant: person.id });
      const recipes = await em.find(Recipe, { contestant: person.id });
      expect({
        who: person.label,
        businessName: profile.businessName,
        address: profile.homeAddress.address,
        recipes: recipes.map((recipe) => [recipe.id, recipe.name]),
      }).toEqual({
        who: person.label,
        businessName: ledger.businessName,
        address: ledger.address,
        recipes: [[ledger.recipeId, ledger.recipeName]],
      });
    }
  });

  it('keeps exactly the images the recipes show: no file without its row, no row without its file', async () => {
    const storageDir = t.running.config.storageDir;
    const folders = readdirSync(storageDir)
      .filter((name) => name !== '.tmp')
      .sort();
    const keys = (await t.em().find(StoredFile, {})).map((file) => file.key).sort();
    expect(folders).toEqual(keys);
    // Nothing half written or half removed is left behind either.
    expect(readdirSync(join(storageDir, '.tmp'))).toEqual([]);
    const recipes = await t
      .em()
      .find(Recipe, { contestant: { $in: contestants.map((person) => person.id) } });
    const shown = recipes
      .flatMap((recipe) => [recipe.recipeImage, recipe.headshotImage])
      .filter((key) => key !== null)
      .sort();
    expect(shown.length).toBeGreaterThan(0);
    expect(keys).toEqual(shown);
  });
});
