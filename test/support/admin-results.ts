import { Vote } from '../../src/judging/vote.entity.js';
import type { Recipe } from '../../src/recipes/recipe.entity.js';
import { appSuite, signedInStaff, type SignedInStaff, type TestApp } from './test-app.js';
import { storeVote } from './judging.js';
import { inertiaVisit, XHR } from './inertia.js';
import { late } from './late.js';

export type Agent = ReturnType<TestApp['agent']>;

/** A tiny RFC 4180 reader: quoted cells with doubled quotes, commas and line breaks; rows end with CRLF. */
/** The rows of an export, after its byte-order mark (which every export starts with). */
export function parseCsv(withMark: string): string[][] {
  expect(withMark.charCodeAt(0)).toBe(0xfeff);
  const text = withMark.slice(1);
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i += 1;
    } else cell += char;
  }
  return rows;
}

export const asObjects = (rows: string[][]) =>
  rows.slice(1).map((row) => Object.fromEntries(rows[0].map((name, index) => [name, row[index]])));

/** The app, a signed-in admin and the helpers every admin results test file shares, with a database per file. */
export function adminResultsSetup() {
  const t = appSuite();
  let admin: SignedInStaff;

  beforeAll(async () => {
    admin = await signedInStaff(t, 'admin');
  });

  const page = (path = '/admins/results', who: Agent = admin.agent) => inertiaVisit(t, who, path);
  const post = (path: string, body: Record<string, unknown>) =>
    admin.agent
      .post(path)
      .set(XHR)
      .send({ csrf: admin.csrf, ...body });

  const castVote = (judgeId: number, recipe: Recipe, stars: number, note: string | null = null) =>
    storeVote(t, judgeId, recipe, stars, note);

  /**
   * Three recipes, a lenient judge, a harsh judge and one who has voted on two of three:
   *   lenient: A 25, B 23, C 21 · harsh: A 9, B 17, C 13 · partial: A 21, B 17 (and a note on C, no scores).
   * Raw means: B 19, A 18.33, C 17. Trimmed (A has 3 votes: 25 and 9 dropped): A 21, B 17, C 17.
   * Normalised (z per judge, averaged): A +0.33, B +0.07, C -0.61.
   */
  async function scenario() {
    // The ranking, the normalised scores and the exports cover the whole round: it holds this scenario only.
    const connection = t.em().getConnection();
    await connection.execute('delete from votes');
    await connection.execute('delete from recipes');
    await connection.execute('delete from judges');
    const recipes = [];
    for (const [name, contestantName] of [
      ['Aji amarillo ceviche', 'Ana'],
      ['Brown butter gnocchi', 'Ben'],
      ['Charred leek, "smoked" salt', 'Cy'],
    ]) {
      recipes.push(await t.factory.newSubmittedRecipe({ status: 'approved', name, contestantName }));
    }
    const [a, b, c] = recipes;
    await t.factory.newSubmittedRecipe({ status: 'pending', name: 'Not yet reviewed' });
    const lenient = await t.factory.newJudge({ email: `lenient-${a.id}@example.com` });
    const harsh = await t.factory.newJudge({ email: `harsh-${a.id}@example.com` });
    const partial = await t.factory.newJudge({ email: `partial-${a.id}@example.com` });
    const finalRound = await t.factory.newJudge({ stage: 'second', email: `final-${a.id}@example.com` });
    await t.factory.newJudge({ isActive: false, email: `disabled-${a.id}@example.com` });
    await castVote(lenient.id, a, 5, 'Bright, balanced, =SUM(A1) of flavours');
    await castVote(lenient.id, b, 4.5, 'Rich,\nbut "heavy"');
    await castVote(lenient.id, c, 4);
    await castVote(harsh.id, a, 1, '-too sour');
    await castVote(harsh.id, b, 3);
    await castVote(harsh.id, c, 2);
    await castVote(partial.id, a, 4);
    await castVote(partial.id, b, 3);
    const em = t.em();
    em.create(Vote, { judge: partial.id, recipe: c.id, stage: 'first', note: '@later: taste again' });
    await em.flush();
    return { a, b, c, lenient, harsh, partial, finalRound };
  }

  return { t, admin: late(() => admin), page, post, castVote, scenario };
}
