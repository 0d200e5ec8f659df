import type TestAgent from 'supertest/lib/agent.js';
import { Admin } from '../../src/auth/admin.entity.js';
import { FaqItem } from '../../src/editions/faq-item.entity.js';
import { csrfOf, signInContestant, signInStaff, startTestApp, type TestApp } from '../support/test-app.js';
import { XHR } from '../support/inertia.js';
import { profileForm } from '../support/admin-contestants.js';
import { completeForm } from '../support/recipes.js';

const PASSWORD = 'access admin password';

/** The records the calls name: real rows, so a call that got through would change something. */
interface Ids {
  judge: number;
  admin: number;
  contestant: number;
  faq: number;
}

/** A call whose body an admin could send: refusals must come before any of it is read. */
type Call = [
  name: string,
  path: (ids: Ids) => string,
  body: Record<string, unknown> | ((ids: Ids) => Record<string, unknown>),
];

const PROFILE = profileForm({ email: 'nora.access@example.com' });
const RECIPE = completeForm();
const STAFF = {
  name: 'Ada',
  lastname: 'Park',
  email: 'ada.access@example.com',
  is_active: true,
  login_type: 'sso',
};
const EDITION = { year: 2019, is_active: true, winner_name: 'Ana', recipe_name: 'Stew' };

/** Every write call of the administrators' area (specification section 7 and the calls docs/decisions.md adds). */
const CALLS: Call[] = [
  ['judge create', () => '/admins/judges/create', { ...STAFF, stage: 'first' }],
  ['judge update', (ids) => `/admins/judges/update/${ids.judge}`, { ...STAFF, stage: 'second' }],
  ['admin create', () => '/admins/admins/create', STAFF],
  ['admin update', (ids) => `/admins/admins/update/${ids.admin}`, STAFF],
  ['whitelisted create', () => '/admins/whitelisted/create', { domain: 'access.example', is_active: true }],
  ['whitelisted update', () => '/admins/whitelisted/update/1', { domain: 'access.example', is_active: true }],
  ['past edition create', () => '/admins/past-editions/create', EDITION],
  ['past edition update', () => '/admins/past-editions/update/1', EDITION],
  ['contestant create', () => '/admins/contestants/profile/create', PROFILE],
  ['contestant profile update', (ids) => `/admins/contestants/profile/${ids.contestant}`, PROFILE],
  [
    'contestant settings update',
    (ids) => `/admins/contestants/settings/${ids.contestant}/update`,
    { is_active: false, is_finalist: true, onboarded: true },
  ],
  ['recipe create', (ids) => `/admins/contestants/recipe/create/${ids.contestant}`, RECIPE],
  ['recipe update', (ids) => `/admins/contestants/recipe/update/${ids.contestant}`, RECIPE],
  ['recipe wanttosubmit', (ids) => `/admins/contestants/recipe/wanttosubmit/${ids.contestant}`, RECIPE],
  ['recipe review', () => '/admins/dashboard/recipe/1/review', { approved: true }],
  ['contest settings', () => '/admins/settings/contest', { phase: 'open', help_email: 'x@example.com' }],
  ['faq create', () => '/admins/settings/faq/create', { question: 'Q?', answer: 'A.' }],
  ['faq update', (ids) => `/admins/settings/faq/update/${ids.faq}`, { question: 'Changed?', answer: 'Yes.' }],
  ['faq delete', () => '/admins/settings/faq/delete', (ids) => ({ ids: [ids.faq] })],
  ['faq reorder', () => '/admins/settings/faq/reorder', (ids) => ({ ids: [ids.faq] })],
  [
    'sponsor update',
    () => '/admins/settings/sponsors/1/update',
    { name: 'Acme', url: 'https://acme.example' },
  ],
  ['results remind', () => '/admins/results/remind', { round: 'first' }],
  ['results finalist', (ids) => `/admins/results/finalist/${ids.contestant}`, { is_finalist: true }],
];

describe('Who may call the administrators’ write calls', () => {
  let t: TestApp;
  let ids: Ids;
  let admin: { agent: TestAgent; csrf: string };
  let disabledAdminId: number;
  const callers = {} as Record<'anonymous' | 'judge' | 'contestant', { agent: TestAgent; csrf: string }>;

  /** What a call that got through would leave behind: an audit row, a mail, or a changed row count. */
  async function traces(): Promise<Record<string, number>> {
    const [row] = await t
      .em()
      .getConnection()
      .execute<Array<Record<string, number>>>(
        `select (select count(*)::int from audit_log) as audit,
              (select count(*)::int from mail_outbox) as mails,
              (select count(*)::int from judges) as judges,
              (select count(*)::int from admins) as admins,
              (select count(*)::int from users) as contestants,
              (select count(*)::int from users where is_finalist or not is_active) as contestant_flags,
              (select count(*)::int from recipes) as recipes,
              (select count(*)::int from faq_items) as faq,
              (select count(*)::int from sponsors) as sponsors,
              (select count(*)::int from whitelisted_domains) as domains,
              (select count(*)::int from past_editions) as editions`,
      );
    return row;
  }

  beforeAll(async () => {
    t = await startTestApp();
    const account = await t.factory.newAdmin({ password: PASSWORD });
    const adminAgent = t.agent();
    await signInStaff(adminAgent, 'admin', account.email, PASSWORD);
    admin = { agent: adminAgent, csrf: await csrfOf(adminAgent) };

    const judge = await t.factory.newJudge({ password: PASSWORD });
    const contestant = await t.factory.newRegisteredContestant();
    const em = t.em();
    const faq = em.create(FaqItem, { question: 'Who can enter?', answer: 'Chefs.', position: 0 });
    await em.flush();
    ids = { judge: judge.id, admin: account.id, contestant: contestant.id, faq: faq.id };

    const anonymous = t.agent();
    callers.anonymous = { agent: anonymous, csrf: await csrfOf(anonymous) };
    const judgeAgent = t.agent();
    await signInStaff(judgeAgent, 'judge', judge.email, PASSWORD);
    callers.judge = { agent: judgeAgent, csrf: await csrfOf(judgeAgent) };
    const contestantAgent = t.agent();
    callers.contestant = {
      agent: contestantAgent,
      csrf: await signInContestant(contestantAgent, contestant.id),
    };
    const disabled = await t.factory.newAdmin({ password: PASSWORD });
    await t.em().nativeUpdate(Admin, { id: disabled.id }, { isActive: false });
    disabledAdminId = disabled.id;
  });

  /**
   * A disabled admin's live session: the first request that loads the account ends it, so each call gets a fresh one
   * (started through the test-only sign-in, since the real sign-in refuses a disabled account).
   */
  async function disabledAdmin(): Promise<{ agent: TestAgent; csrf: string }> {
    const agent = t.agent();
    await csrfOf(agent);
    const started = await agent
      .post('/__test__/sign-in')
      .set(XHR)
      .send({ csrf: await csrfOf(agent), audience: 'admin', id: disabledAdminId });
    expect(started.status).toBe(200);
    return { agent, csrf: await csrfOf(agent) };
  }
  afterAll(() => t.close());

  const send = (who: { agent: TestAgent }, path: string, body: Record<string, unknown>) =>
    who.agent.post(path).set(XHR).send(body);
  const bodyOf = (body: Call[2]) => (typeof body === 'function' ? body(ids) : body);

  describe.each(CALLS)('%s', (_name, path, body) => {
    it('refuses a signed-in admin without the CSRF value (419)', async () => {
      const before = await traces();
      const response = await send(admin, path(ids), bodyOf(body));
      expect(response.status).toBe(419);
      expect(await traces()).toEqual(before);
    });

    it.each([
      ['an anonymous visitor', 'anonymous', 401],
      ['a judge', 'judge', 403],
      ['a contestant', 'contestant', 403],
      ['a disabled admin', 'disabledAdmin', 401],
    ] as const)('refuses %s (%i), changing nothing', async (_who, caller, status) => {
      const who = caller === 'disabledAdmin' ? await disabledAdmin() : callers[caller];
      const before = await traces();
      const response = await send(who, path(ids), { csrf: who.csrf, ...bodyOf(body) });
      expect(response.status).toBe(status);
      expect(await traces()).toEqual(before);
    });
  });

  it('lets the signed-in admin through the same calls (the table is not refused for another reason)', async () => {
    const response = await send(admin, `/admins/results/finalist/${ids.contestant}`, {
      csrf: admin.csrf,
      is_finalist: true,
    });
    expect(response.status).toBe(200);
    const faq = await send(admin, `/admins/settings/faq/update/${ids.faq}`, {
      csrf: admin.csrf,
      question: 'Who may enter?',
      answer: 'Chefs and cooks.',
    });
    expect(faq.status).toBe(200);
  });
});
