import { createHash } from 'node:crypto';
import { Admin } from '../../src/auth/admin.entity.js';
import {
  PASSWORD_RESET_MESSAGES,
  StaffPasswordResetService,
} from '../../src/auth/password-reset/staff-password-reset.service.js';
import { AuditEntry } from '../../src/audit/audit-entry.entity.js';
import { REVIEW_MESSAGES } from '../../src/recipes/recipe-review.service.js';
import { Contestant } from '../../src/contestants/contestant.entity.js';
import { OutboxMail } from '../../src/mail/outbox-mail.entity.js';
import { Recipe } from '../../src/recipes/recipe.entity.js';
import { Vote } from '../../src/judging/vote.entity.js';
import { csrfOf, signInStaff, startTestApp, type TestApp, signedInNewcomer } from '../support/test-app.js';
import { mailsTo } from '../support/outbox.js';
import { inertiaVisit, XHR } from '../support/inertia.js';
import { AUTHORIZATION, REVIEW } from '@shared/statuses.js';

const PASSWORD = 'correct horse battery';
type Agent = ReturnType<TestApp['agent']>;

let t: TestApp;

async function signedInAdmin(): Promise<{ agent: Agent; admin: Admin }> {
  const admin = await t.factory.newAdmin({ password: PASSWORD });
  const agent = t.agent();
  await signInStaff(agent, 'admin', admin.email, PASSWORD);
  return { agent, admin };
}

async function post(agent: Agent, path: string, body: Record<string, unknown>) {
  const csrf = await csrfOf(agent);
  const response = await agent
    .post(path)
    .set(XHR)
    .send({ csrf, ...body });
  // A link request is handled once its answer is sent: wait for it before looking for its mail.
  await t.running.app.get(StaffPasswordResetService).whenIdle();
  return response;
}

/** A draft recipe (saved, never submitted) of a new contestant. */
async function newDraft(name = 'Unfinished stew') {
  const em = t.em();
  const contestant = await t.factory.newContestant();
  const recipe = em.create(Recipe, { contestant: em.getReference(Contestant, contestant.id), name });
  await em.flush();
  return recipe;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

function resetLinkIn(mail: OutboxMail): { path: string; token: string } {
  const match = /https?:\/\/[^/\s]+(\/admins\/password\/reset\/([A-Za-z0-9_-]+)\?\S+)/.exec(mail.text);
  if (!match) throw new Error(`No reset link in: ${mail.text}`);
  return { path: match[1], token: match[2] };
}

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('Admin password recovery', () => {
  it('shows the admins/forgot-password page to anyone', async () => {
    const page = await inertiaVisit(t, t.agent(), '/admins/password/email');
    expect(page.status).toBe(200);
    expect(page.body.component).toBe('admins/forgot-password');
    expect(page.body.props.signInUrl).toBe('/admins/login');
  });

  it('answers 200 with the same message for an admin, an unknown address and a judge, mailing only the admin', async () => {
    const admin = await t.factory.newAdmin();
    const judge = await t.factory.newJudge();
    for (const email of [admin.email, 'nobody@example.com', judge.email]) {
      const response = await post(t.agent(), '/admins/password/email', { email });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ data: { message: PASSWORD_RESET_MESSAGES.linkSent } });
    }
    expect(await t.em().count(OutboxMail, { to: admin.email })).toBe(1);
    expect(await t.em().count(OutboxMail, { to: judge.email })).toBe(0);
    expect(await t.em().count(OutboxMail, { to: 'nobody@example.com' })).toBe(0);
  });

  it('refuses an invalid address with 422', async () => {
    const response = await post(t.agent(), '/admins/password/email', { email: 'not-an-address' });
    expect(response.status).toBe(422);
    expect(response.body.errors.email).toEqual(['This field must be a valid email']);
  });

  it('sets a new password through the mailed link once, and the new password signs in', async () => {
    const admin = await t.factory.newAdmin({ password: 'old password 1' });
    await post(t.agent(), '/admins/password/email', { email: admin.email });
    const [mail] = await mailsTo(t, admin.email);
    const { path, token } = resetLinkIn(mail);

    const page = await inertiaVisit(t, t.agent(), path);
    expect(page.body.component).toBe('admins/reset-password');
    expect(page.body.props).toMatchObject({ state: 'ready', email: admin.email, token });

    const body = {
      email: admin.email,
      password: 'new password 22',
      password_confirmation: 'new password 22',
      token,
    };
    const saved = await post(t.agent(), '/admins/password/reset', body);
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({
      message: PASSWORD_RESET_MESSAGES.saved,
      redirectTo: '/admins/login',
    });
    await signInStaff(t.agent(), 'admin', admin.email, 'new password 22');

    // Reused: refused with the server's message, and the page says so.
    const again = await post(t.agent(), '/admins/password/reset', {
      ...body,
      password: 'third password 3',
      password_confirmation: 'third password 3',
    });
    expect(again.status).toBe(403);
    expect(again.body.message).toBe(PASSWORD_RESET_MESSAGES.linkUsed);
    expect((await inertiaVisit(t, t.agent(), path)).body.props.state).toBe('used');
  });

  it('refuses an expired link and a forged one with 403 and a message', async () => {
    const admin = await t.factory.newAdmin({ password: 'old password 1' });
    await post(t.agent(), '/admins/password/email', { email: admin.email });
    const [mail] = await mailsTo(t, admin.email);
    const { token } = resetLinkIn(mail);
    await t
      .em()
      .getConnection()
      .execute(`update auth_tokens set expires_at = now() - interval '1 second' where token_hash = ?`, [
        sha256(token),
      ]);
    const fields = { email: admin.email, password: 'too late pass', password_confirmation: 'too late pass' };

    const expired = await post(t.agent(), '/admins/password/reset', { ...fields, token });
    expect(expired.status).toBe(403);
    expect(expired.body.message).toBe(PASSWORD_RESET_MESSAGES.linkExpired);

    const forged = await post(t.agent(), '/admins/password/reset', { ...fields, token: 'A'.repeat(43) });
    expect(forged.status).toBe(403);
    expect(forged.body.message).toBe(PASSWORD_RESET_MESSAGES.linkInvalid);
    await signInStaff(t.agent(), 'admin', admin.email, 'old password 1');
  });

  it('refuses a confirmation that does not match, keeping the link usable', async () => {
    const admin = await t.factory.newAdmin();
    await post(t.agent(), '/admins/password/email', { email: admin.email });
    const [mail] = await mailsTo(t, admin.email);
    const { token } = resetLinkIn(mail);
    const response = await post(t.agent(), '/admins/password/reset', {
      email: admin.email,
      password: 'new password 22',
      password_confirmation: 'new password 23',
      token,
    });
    expect(response.status).toBe(422);
    expect(response.body.errors.password_confirmation).toEqual(['The passwords do not match']);
    const page = await inertiaVisit(t, t.agent(), `/admins/password/reset/${token}?email=${admin.email}`);
    expect(page.body.props.state).toBe('ready');
  });

  it('refuses a recovery call without the CSRF value', async () => {
    const response = await t.agent().post('/admins/password/email').set(XHR).send({ email: 'a@example.com' });
    expect(response.status).toBe(419);
  });
});

describe('Dashboard', () => {
  it('counts contestants, recipes, votes per round and mails in the rows created', async () => {
    const { agent } = await signedInAdmin();
    const beforePage = await inertiaVisit(t, agent, '/admins/dashboard');
    expect(beforePage.body.component).toBe('admins/dashboard');
    const before = beforePage.body.props;

    await t.factory.newRegisteredContestant({ typeuser: 'sodexo', supervisor: 'waiting' });
    await t.factory.newRegisteredContestant({ typeuser: 'sodexo', supervisor: 'rejected' });
    await t.factory.newRegisteredContestant({ typeuser: 'entegra' });
    await newDraft();
    const pending = await t.factory.newSubmittedRecipe();
    const approved1 = await t.factory.newSubmittedRecipe({ status: 'approved' });
    const approved2 = await t.factory.newSubmittedRecipe({ status: 'approved' });
    await t.factory.newSubmittedRecipe({ status: 'notApproved' });
    const judge = await t.factory.newJudge({ stage: 'first' });
    await t.factory.newJudge({ stage: 'first', isActive: false });
    // One complete vote of a first-round judge, one note without scores (not a vote), none on a pending recipe.
    const em = t.em();
    em.create(Vote, {
      judge,
      recipe: approved1,
      stage: 'first',
      creativity: '4.5',
      appearance: '4',
      ingredients: '3.5',
      profitability: 5,
      deployability: '4',
      votedAt: new Date(),
    } as never);
    em.create(Vote, { judge, recipe: approved2, stage: 'first', note: 'Looks good' } as never);
    em.create(OutboxMail, {
      to: 'x@example.com',
      subject: 's',
      html: 'h',
      text: 't',
      template: 'test',
      status: 'failed',
    } as never);
    await em.flush();
    void pending;

    const after = (await inertiaVisit(t, agent, '/admins/dashboard')).body.props;
    const delta = (pick: (props: typeof after) => number) => pick(after) - pick(before);
    const byLabel = (list: Array<{ label: string; value: number }>, label: string) =>
      list.find((count) => count.label === label)!.value;

    // Drafts and submitted recipes each create one entegra contestant: 3 registered + 1 draft + 4 submitted.
    expect(delta((p) => p.contestants.total.value)).toBe(8);
    expect(delta((p) => byLabel(p.contestants.byType, 'Company employees'))).toBe(2);
    expect(delta((p) => byLabel(p.contestants.byType, 'Partner clients'))).toBe(6);
    expect(delta((p) => byLabel(p.contestants.byAuthorization, 'Waiting for validation'))).toBe(1);
    expect(delta((p) => byLabel(p.contestants.byAuthorization, 'Application rejected'))).toBe(1);
    expect(after.contestants.byAuthorization[0].href).toBe(
      '/admins/contestants?type=sodexo&authorization=waiting',
    );

    expect(delta((p) => byLabel(p.recipes, 'Draft'))).toBe(1);
    expect(delta((p) => byLabel(p.recipes, 'Submitted'))).toBe(4);
    expect(delta((p) => byLabel(p.recipes, 'Pending review'))).toBe(1);
    expect(delta((p) => byLabel(p.recipes, 'Approved'))).toBe(2);
    expect(delta((p) => byLabel(p.recipes, 'Not approved'))).toBe(1);
    expect(after.recipes.find((c: { label: string }) => c.label === 'Pending review').href).toBe(
      '/admins/recipes?state=pending',
    );

    const first = after.rounds.find((round: { stage: string }) => round.stage === 'first');
    const firstBefore = before.rounds.find((round: { stage: string }) => round.stage === 'first');
    expect(first.judges - firstBefore.judges).toBe(1);
    expect(first.recipes - firstBefore.recipes).toBe(2);
    expect(first.expected).toBe(first.judges * first.recipes);
    expect(first.cast - firstBefore.cast).toBe(1);
    expect(delta((p) => p.mail.failed)).toBe(1);

    // Votes are counted from the round's standings: a judge taken off the panel, then a recipe taken out of the
    // round, no longer count; the judge back on the panel counts again.
    const connection = t.em().getConnection();
    const castNow = async () =>
      (await inertiaVisit(t, agent, '/admins/dashboard')).body.props.rounds.find(
        (round: { stage: string }) => round.stage === 'first',
      ).cast as number;
    await connection.execute(`update judges set is_active = false where id = ${judge.id}`);
    expect(await castNow()).toBe(first.cast - 1);
    await connection.execute(`update judges set is_active = true where id = ${judge.id}`);
    expect(await castNow()).toBe(first.cast);
    await connection.execute(`update recipes set is_approved = 0 where id = ${approved1.id}`);
    expect(await castNow()).toBe(first.cast - 1);
    await connection.execute(`update recipes set is_approved = 1 where id = ${approved1.id}`);
  });
});

describe('Lists', () => {
  let agent: Agent;
  const tag = `zq${Date.now().toString(36)}`;
  let ids: number[] = [];

  beforeAll(async () => {
    ({ agent } = await signedInAdmin());
    ids = [];
    // 27 recipes sharing a tag: more than a page of 25.
    for (let i = 0; i < 27; i++) {
      const recipe = await t.factory.newSubmittedRecipe({
        name: `${tag} dish ${String(i).padStart(2, '0')}`,
        status: i % 3 === 0 ? 'approved' : 'pending',
        contestantLastname: `Lastname${String(26 - i).padStart(2, '0')}`,
      });
      ids.push(recipe.id);
    }
  });

  it('pages recipes 25 at a time, in the order of submission by default', async () => {
    const first = await inertiaVisit(t, agent, `/admins/recipes?q=${tag}`);
    expect(first.body.component).toBe('admins/recipes');
    expect(first.body.props.rows).toHaveLength(25);
    expect(first.body.props.list).toMatchObject({
      page: 1,
      perPage: 25,
      total: 27,
      lastPage: 2,
      sort: 'submitted',
    });
    expect(first.body.props.rows.map((row: { id: number }) => row.id)).toEqual(ids.slice(0, 25));
    const second = await inertiaVisit(t, agent, `/admins/recipes?q=${tag}&page=2`);
    expect(second.body.props.rows.map((row: { id: number }) => row.id)).toEqual(ids.slice(25));
  });

  it('sorts by a column both ways and ignores a column that is not whitelisted', async () => {
    const desc = await inertiaVisit(t, agent, `/admins/recipes?q=${tag}&sort=name&dir=desc`);
    expect(desc.body.props.rows[0].name).toBe(`${tag} dish 26`);
    const byContestant = await inertiaVisit(t, agent, `/admins/recipes?q=${tag}&sort=contestant&dir=asc`);
    expect(byContestant.body.props.rows[0].name).toBe(`${tag} dish 26`);
    const injected = await inertiaVisit(
      t,
      agent,
      `/admins/recipes?q=${tag}&sort=${encodeURIComponent('id; drop table recipes')}`,
    );
    expect(injected.status).toBe(200);
    expect(injected.body.props.list.sort).toBe('submitted');
    expect(injected.body.props.rows[0].id).toBe(ids[0]);
  });

  it('filters recipes by state and searches names and e-mails, matching % literally', async () => {
    const approved = await inertiaVisit(t, agent, `/admins/recipes?q=${tag}&state=approved`);
    expect(approved.body.props.list.total).toBe(9);
    expect(approved.body.props.rows.every((row: { state: string }) => row.state === 'approved')).toBe(true);
    expect(approved.body.props.list.filters).toEqual({ state: 'approved' });
    const unknownState = await inertiaVisit(t, agent, `/admins/recipes?q=${tag}&state=bogus`);
    expect(unknownState.body.props.list.total).toBe(27);
    const one = await inertiaVisit(t, agent, `/admins/recipes?q=${encodeURIComponent(`${tag} dish 07`)}`);
    expect(one.body.props.rows).toHaveLength(1);
    const percent = await inertiaVisit(t, agent, `/admins/recipes?q=${encodeURIComponent('%')}`);
    expect(percent.body.props.list.total).toBe(0);
    const draft = await newDraft(`${tag} draft`);
    const drafts = await inertiaVisit(t, agent, `/admins/recipes?q=${tag}&state=draft`);
    expect(drafts.body.props.rows.map((row: { id: number }) => row.id)).toEqual([draft.id]);
  });

  it("links each row to its review page with the list's filter and order, which the arrows then follow", async () => {
    const review = (id: number, context: string) => `/admins/dashboard/recipe/${id}${context}`;
    // Filtered to pending (every third recipe is approved): the arrows skip the approved ones.
    const pendingContext = `?state=pending&q=${tag}`;
    const pending = await inertiaVisit(t, agent, `/admins/recipes?q=${tag}&state=pending`);
    expect(pending.body.props.rows[0].url).toBe(review(ids[1], pendingContext));
    const second = await inertiaVisit(t, agent, review(ids[2], pendingContext));
    expect(second.body.props).toMatchObject({
      place: { position: 2, total: 18 },
      prevId: ids[1],
      nextId: ids[4],
      listQuery: pendingContext,
      listUrl: `/admins/recipes${pendingContext}`,
    });
    // Sorted by name, last first: the arrows follow the names.
    const byNameContext = `?q=${tag}&sort=name&dir=desc`;
    const byName = await inertiaVisit(t, agent, `/admins/recipes?q=${tag}&sort=name&dir=desc`);
    expect(byName.body.props.rows.map((row: { url: string }) => row.url)).toContain(
      review(ids[25], byNameContext),
    );
    const middle = await inertiaVisit(t, agent, review(ids[25], byNameContext));
    expect(middle.body.props).toMatchObject({
      prevId: ids[26],
      nextId: ids[24],
      listQuery: byNameContext,
    });
    // The default list carries nothing: the arrows follow the order of submission, as before.
    const plain = await inertiaVisit(t, agent, '/admins/recipes');
    expect(plain.body.props.rows.every((row: { url: string }) => !row.url.includes('?'))).toBe(true);
    const unfiltered = await inertiaVisit(t, agent, review(ids[3], ''));
    expect(unfiltered.body.props).toMatchObject({
      prevId: ids[2],
      nextId: ids[4],
      listQuery: '',
    });
  });

  it('lists contestants with type, authorization and finalist filters and search by recipe name', async () => {
    const employee = await t.factory.newRegisteredContestant({
      typeuser: 'sodexo',
      supervisor: 'rejected',
      lastname: `${tag}-employee`,
    });
    const byName = await inertiaVisit(t, agent, `/admins/contestants?q=${tag}-employee`);
    expect(byName.body.component).toBe('admins/contestants');
    expect(byName.body.props.rows).toEqual([
      expect.objectContaining({
        id: employee.id,
        typeuser: 'sodexo',
        isAuthorized: AUTHORIZATION.rejected,
        recipe: null,
        // The contestant's own address, which opens the tab section 2 chooses (not always the profile).
        url: `/admins/contestants/${employee.id}`,
      }),
    ]);
    const rejected = await inertiaVisit(
      t,
      agent,
      `/admins/contestants?q=${tag}-employee&type=sodexo&authorization=rejected`,
    );
    expect(rejected.body.props.list.total).toBe(1);
    const approvedOnly = await inertiaVisit(
      t,
      agent,
      `/admins/contestants?q=${tag}-employee&authorization=approved`,
    );
    expect(approvedOnly.body.props.list.total).toBe(0);

    const byRecipe = await inertiaVisit(
      t,
      agent,
      `/admins/contestants?q=${encodeURIComponent(`${tag} dish 03`)}`,
    );
    expect(byRecipe.body.props.rows).toHaveLength(1);
    expect(byRecipe.body.props.rows[0].recipe).toMatchObject({ id: ids[3], state: 'approved' });

    await t.em().nativeUpdate(Contestant, { id: byRecipe.body.props.rows[0].id }, { isFinalist: true });
    const finalists = await inertiaVisit(t, agent, `/admins/contestants?q=${tag}&finalist=yes`);
    expect(finalists.body.props.rows.map((row: { id: number }) => row.id)).toEqual([
      byRecipe.body.props.rows[0].id,
    ]);
    const sorted = await inertiaVisit(
      t,
      agent,
      `/admins/contestants?q=${tag}&sort=name&dir=desc&type=entegra`,
    );
    expect(sorted.body.props.list).toMatchObject({ sort: 'name', direction: 'desc', total: 28 });
    expect(sorted.body.props.rows[0].name).toBe('Carla Lastname26');
  });
});

describe('Pages read from the end of a list', () => {
  let agent: Agent;
  const tag = `zr${Date.now().toString(36)}`;

  beforeAll(async () => {
    ({ agent } = await signedInAdmin());
    // 27 submitted recipes and 3 drafts (no submission date): 30 rows, so page 2 holds the last 5 and is read from
    // the list's end, in the reversed order.
    for (let i = 0; i < 27; i++)
      await t.factory.newSubmittedRecipe({ name: `${tag} dish ${String((i * 7) % 27).padStart(2, '0')}` });
    for (let i = 0; i < 3; i++) await newDraft(`${tag} draft ${i}`);
  });

  /** Both pages of a list, in the order shown. */
  async function bothPages(path: string): Promise<number[]> {
    const ids: number[] = [];
    for (const page of [1, 2]) {
      const visit = await inertiaVisit(t, agent, `${path}&page=${page}`);
      expect(visit.body.props.list).toMatchObject({ page, total: 30, lastPage: 2 });
      ids.push(...visit.body.props.rows.map((row: { id: number }) => row.id));
    }
    return ids;
  }

  /** The same list in one statement, ordered as the list says: the key (no value last), then the id. */
  async function inOrder(select: string, key: string, direction: 'asc' | 'desc'): Promise<number[]> {
    const rows = await t
      .em()
      .getConnection()
      .execute<Array<{ id: number }>>(
        `${select} where r.name like '${tag}%' order by ${key} ${direction} nulls last, 2 ${direction}`,
      );
    return rows.map((row) => row.id);
  }

  it('shows the recipes of the last page in the list order, drafts last, for every sort both ways', async () => {
    const keys = { submitted: 'r.submitted_at', name: 'lower(r.name)', updated: 'r.updated_at' };
    for (const [sort, key] of Object.entries(keys))
      for (const direction of ['asc', 'desc'] as const)
        expect(await bothPages(`/admins/recipes?q=${tag}&sort=${sort}&dir=${direction}`)).toEqual(
          await inOrder('select r.id, r.id from recipes r', key, direction),
        );
  });

  it('shows the contestants of the last page in the list order, newest first by default', async () => {
    const select = 'select u.id, u.id from users u join recipes r on r.user_id = u.id';
    expect(await bothPages(`/admins/contestants?q=${tag}`)).toEqual(
      await inOrder(select, 'u.created_at', 'desc'),
    );
    for (const direction of ['asc', 'desc'] as const)
      expect(await bothPages(`/admins/contestants?q=${tag}&sort=email&dir=${direction}`)).toEqual(
        await inOrder(select, 'u.email', direction),
      );
  });

  it('shows the last page for a page past the end, in every list, as its last page', async () => {
    const lastOf = async (path: string) => {
      const visit = await inertiaVisit(t, agent, `${path}&page=2`);
      return visit.body.props.rows.map((row: { id: number }) => row.id);
    };
    for (const path of [`/admins/recipes?q=${tag}`, `/admins/contestants?q=${tag}`]) {
      const last = await lastOf(path);
      expect(last).toHaveLength(5);
      for (const page of [3, 99]) {
        const visit = await inertiaVisit(t, agent, `${path}&page=${page}`);
        expect(visit.body.props.list).toMatchObject({ page: 2, total: 30, lastPage: 2 });
        expect(visit.body.props.rows.map((row: { id: number }) => row.id)).toEqual(last);
      }
    }
    // A list read in one direction only (the judges'), and the audit log (its own reader, filled by a review).
    await t.factory.newJudge();
    const recipe = await t.factory.newSubmittedRecipe({ name: 'Reviewed for the audit log' });
    expect(
      (await post(agent, `/admins/dashboard/recipe/${recipe.id}/review`, { approved: true })).status,
    ).toBe(200);
    for (const path of ['/admins/judges?dir=asc', '/admins/audit?kind=']) {
      const first = await inertiaVisit(t, agent, path);
      const { lastPage, total } = first.body.props.list as { lastPage: number; total: number };
      expect(total).toBeGreaterThan(0);
      const last = await inertiaVisit(t, agent, `${path}&page=${lastPage}`);
      const past = await inertiaVisit(t, agent, `${path}&page=${lastPage + 5}`);
      expect(past.body.props.list).toMatchObject({ page: lastPage, total, lastPage });
      expect(past.body.props.rows).toEqual(last.body.props.rows);
      expect(past.body.props.rows.length).toBeGreaterThan(0);
    }
  });
});

describe('Recipe review', () => {
  it('shows the recipe with its contestant, status and neighbours in the order of submission', async () => {
    const { agent } = await signedInAdmin();
    const a = await t.factory.newSubmittedRecipe({ contestantName: 'Ana', contestantLastname: 'First' });
    const b = await t.factory.newSubmittedRecipe({ status: 'approved' });
    const page = await inertiaVisit(t, agent, `/admins/dashboard/recipe/${a.id}`);
    expect(page.body.component).toBe('admins/review');
    expect(page.body.props).toMatchObject({
      contestant: {
        name: 'Ana',
        lastname: 'First',
        fullName: 'Ana First',
        profileUrl: `/admins/contestants/${a.contestant.id}`,
      },
      reviewable: true,
      nextId: b.id,
      recipe: { id: a.id, isApproved: REVIEW.pending },
    });
    expect(page.body.props.recipe.ingredients).toHaveLength(2);
    const last = await inertiaVisit(t, agent, `/admins/dashboard/recipe/${b.id}`);
    expect(last.body.props.prevId).toBe(a.id);
    expect(last.body.props.nextId).toBeNull();
    expect((await inertiaVisit(t, agent, '/admins/dashboard/recipe/999999')).status).toBe(404);
  });

  it('approves and rejects, answering the new status, and records each review in the audit log', async () => {
    const { agent, admin } = await signedInAdmin();
    const recipe = await t.factory.newSubmittedRecipe();
    const approved = await post(agent, `/admins/dashboard/recipe/${recipe.id}/review`, { approved: true });
    expect(approved.status).toBe(200);
    // The contestant's mail waits for the review mail delay (10 minutes by default; review-mail-hold.test.ts).
    expect(approved.body).toEqual({
      data: {
        id: recipe.id,
        status: 1,
        statusLabel: 'Approved',
        mail: 'held',
        heldMail: { decision: 'approved', at: expect.any(String), time: expect.any(String) },
      },
    });
    const rejected = await post(agent, `/admins/dashboard/recipe/${recipe.id}/review`, { approved: false });
    expect(rejected.body.data).toMatchObject({ status: 2, statusLabel: 'Not Approved' });
    expect((await t.em().findOneOrFail(Recipe, recipe.id)).isApproved).toBe(REVIEW.notApproved);

    const entries = await t
      .em()
      .find(AuditEntry, { subjectType: 'recipe', subjectId: recipe.id }, { orderBy: { id: 'asc' } });
    const dueAt = expect.any(String);
    expect(entries.map((entry) => [entry.action, entry.before, entry.after, entry.adminEmail])).toEqual([
      [
        'recipe.approve',
        { isApproved: REVIEW.pending },
        { isApproved: REVIEW.approved, contestantMailed: 'recipe-approved', mailDueAt: dueAt },
        admin.email,
      ],
      [
        'recipe.reject',
        { isApproved: REVIEW.approved },
        {
          isApproved: REVIEW.notApproved,
          contestantMailed: 'recipe-not-approved',
          mailDueAt: dueAt,
          mailCancelled: 'recipe-approved',
        },
        admin.email,
      ],
    ]);
    const log = await inertiaVisit(t, agent, '/admins/audit?kind=recipe');
    expect(log.body.component).toBe('admins/audit');
    // The record by its name today (not "Recipe #12"), and the contest's zone for the page to show times in.
    expect(log.body.props.contest.timeZone).toBe('America/New_York');
    expect(log.body.props.rows[0]).toMatchObject({
      action: 'recipe.reject',
      subjectLabel: `Recipe: ${recipe.name} (Carla Cook)`,
      subjectUrl: `/admins/dashboard/recipe/${recipe.id}`,
      fields: [
        { field: 'Review', before: 'Approved', after: 'Not Approved' },
        { field: 'Mail goes out (UTC)', before: '—', after: expect.any(String) },
        { field: 'Mail cancelled before it went out', before: '—', after: 'Recipe approved' },
        { field: 'Mail to the contestant', before: '—', after: 'Recipe not approved' },
      ],
    });
  });

  it("shows an approved recipe in a first-round judge's list", async () => {
    const { agent } = await signedInAdmin();
    const recipe = await t.factory.newSubmittedRecipe();
    const judge = await t.factory.newJudge({ stage: 'first', password: PASSWORD });
    const judgeAgent = t.agent();
    await signInStaff(judgeAgent, 'judge', judge.email, PASSWORD);
    const idsOnList = async () => {
      const list = await inertiaVisit(t, judgeAgent, '/judges/dashboard?page=1');
      const pages = list.body.props.pagination?.pages ?? 1;
      const found: number[] = [];
      for (let page = 1; page <= pages; page++) {
        const body = (await inertiaVisit(t, judgeAgent, `/judges/dashboard?page=${page}`)).body;
        found.push(...body.props.recipes.map((row: { id: number }) => row.id));
      }
      return found;
    };
    expect(await idsOnList()).not.toContain(recipe.id);
    await post(agent, `/admins/dashboard/recipe/${recipe.id}/review`, { approved: true });
    expect(await idsOnList()).toContain(recipe.id);
  });

  it("refuses to review a disabled contestant's recipe with 403 and a message, changing nothing", async () => {
    const { agent } = await signedInAdmin();
    const recipe = await t.factory.newSubmittedRecipe({ contestantActive: false });
    const response = await post(agent, `/admins/dashboard/recipe/${recipe.id}/review`, { approved: true });
    expect(response.status).toBe(403);
    expect(response.body.message).toBe(REVIEW_MESSAGES.contestantDisabled);
    expect((await t.em().findOneOrFail(Recipe, recipe.id)).isApproved).toBe(REVIEW.pending);
    expect(await t.em().count(AuditEntry, { subjectType: 'recipe', subjectId: recipe.id })).toBe(0);
  });

  it('refuses to review a draft with 409, and a missing or invalid answer with 422', async () => {
    const { agent } = await signedInAdmin();
    const draft = await newDraft();
    const response = await post(agent, `/admins/dashboard/recipe/${draft.id}/review`, { approved: true });
    expect(response.status).toBe(409);
    expect(response.body.message).toBe(REVIEW_MESSAGES.notSubmitted);
    expect(await t.em().count(AuditEntry, { subjectType: 'recipe', subjectId: draft.id })).toBe(0);
    const page = await inertiaVisit(t, agent, `/admins/dashboard/recipe/${draft.id}`);
    expect(page.body.props).toMatchObject({
      reviewable: false,
      prevId: null,
      nextId: null,
      place: null,
    });

    const recipe = await t.factory.newSubmittedRecipe();
    for (const body of [{}, { approved: 'maybe' }]) {
      const invalid = await post(agent, `/admins/dashboard/recipe/${recipe.id}/review`, body);
      expect(invalid.status).toBe(422);
      expect(invalid.body.errors.approved).toBeDefined();
    }
    expect((await post(agent, '/admins/dashboard/recipe/999999/review', { approved: true })).status).toBe(
      404,
    );
  });
});

describe('Who may use the admin core', () => {
  const pages = ['/admins/dashboard', '/admins/recipes', '/admins/contestants', '/admins/audit'];

  it('refuses judges and contestants with 403, and sends anonymous visitors to sign in', async () => {
    const recipe = await t.factory.newSubmittedRecipe();
    const judge = await t.factory.newJudge({ password: PASSWORD });
    const judgeAgent = t.agent();
    await signInStaff(judgeAgent, 'judge', judge.email, PASSWORD);
    const { agent: contestantAgent } = await signedInNewcomer(t);
    for (const path of [...pages, `/admins/dashboard/recipe/${recipe.id}`]) {
      expect((await inertiaVisit(t, judgeAgent, path)).status).toBe(403);
      expect((await inertiaVisit(t, contestantAgent, path)).status).toBe(403);
      const anonymous = await t.agent().get(path);
      expect([302, 303]).toContain(anonymous.status);
      expect(anonymous.headers.location).toBe('/admins/login');
    }
    for (const agent of [judgeAgent, contestantAgent, t.agent()]) {
      const response = await post(agent, `/admins/dashboard/recipe/${recipe.id}/review`, { approved: true });
      expect([401, 403]).toContain(response.status);
    }
    expect((await t.em().findOneOrFail(Recipe, recipe.id)).isApproved).toBe(REVIEW.pending);
  });

  it('refuses a disabled admin and a review without the CSRF value', async () => {
    const recipe = await t.factory.newSubmittedRecipe();
    const { agent, admin } = await signedInAdmin();
    const noCsrf = await agent
      .post(`/admins/dashboard/recipe/${recipe.id}/review`)
      .set(XHR)
      .send({ approved: true });
    expect(noCsrf.status).toBe(419);
    await t.em().nativeUpdate(Admin, { id: admin.id }, { isActive: false });
    const disabled = await post(agent, `/admins/dashboard/recipe/${recipe.id}/review`, { approved: true });
    expect(disabled.status).toBe(401);
    expect((await t.em().findOneOrFail(Recipe, recipe.id)).isApproved).toBe(REVIEW.pending);
  });
});
