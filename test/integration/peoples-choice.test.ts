import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type TestAgent from 'supertest/lib/agent.js';
import { AuditEntry } from '../../src/audit/audit-entry.entity.js';
import { Contestant } from '../../src/contestants/contestant.entity.js';
import {
  PEOPLES_CHOICE_MESSAGES,
  type PeoplesChoiceAdminProps,
  type PeoplesChoiceGalleryProps,
} from '@shared/judging/peoples-choice.js';
import { inertiaVisit, XHR } from '../support/inertia.js';
import { lastMailTo } from '../support/outbox.js';
import {
  csrfOf,
  signedInStaff,
  startTestApp,
  type SignedInStaff,
  type TestApp,
} from '../support/test-app.js';

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

const pathOf = (location: string) => {
  const url = new URL(location, 'http://relative');
  return url.pathname + url.search;
};

let keys = 0;
const newKey = () => `pc-test-${Date.now()}-${++keys}`;

/** People's Choice (issue 36, part 2): the gallery, one vote per person through single sign-on, the admin's award. */
describe("People's Choice", () => {
  let t: TestApp;
  let admin: SignedInStaff;
  let finalists: { id: number; contestantId: number }[];

  beforeAll(async () => {
    // Single sign-on through the app's own development provider, discovered over HTTP: a real port.
    const port = await freePort();
    t = await startTestApp({
      config: { appUrl: `http://127.0.0.1:${port}`, oidc: null, companyEmailDomains: ['sodexo.com'] },
    });
    await t.running.app.listen(port, '127.0.0.1');
    admin = await signedInStaff(t, 'admin');
    finalists = [];
    for (const name of ['Smoked trout rillettes', 'Braised short rib', 'Lemon tart']) {
      const recipe = await t.factory.newSubmittedRecipe({ name, isFinalist: true, status: 'approved' });
      finalists.push({ id: recipe.id, contestantId: recipe.contestant.id });
    }
    await t.factory.newSubmittedRecipe({ name: 'Not a finalist', status: 'approved' });
  });
  afterAll(() => t.close());

  beforeEach(async () => {
    const connection = t.em().getConnection();
    await connection.execute('delete from peoples_choice_votes');
    await connection.execute(
      `update peoples_choice set enabled = false, voters = 'sso', email_domains = '{}', opened_at = null, closes_at = null, closed_at = null, published_at = null`,
    );
  });

  const adminPost = (action: string, body: Record<string, unknown> = {}) =>
    admin.agent
      .post(`/admins/peoples-choice/${action}`)
      .set(XHR)
      .send({ csrf: admin.csrf, ...body });

  async function openVote() {
    expect((await adminPost('settings', { enabled: true, voters: 'sso', email_domains: [] })).status).toBe(
      200,
    );
    const open = await adminPost('open', { closes_at: new Date(Date.now() + 3600_000).toISOString() });
    expect(open.status).toBe(200);
    expect((open.body.data as PeoplesChoiceAdminProps).state).toBe('open');
  }

  /** A company employee through the gallery's "sign in to vote" and the real single sign-on handshake. */
  async function voter(email: string): Promise<{ agent: TestAgent; csrf: string }> {
    const agent = t.agent();
    const start = await agent.get('/login/peoples-choice');
    expect(start.status).toBe(303);
    expect(start.headers.location).toBe('/login/user');
    const toProvider = await agent.get('/login/user');
    const toPage = await agent.get(pathOf(toProvider.headers.location as string));
    const action = pathOf(toPage.headers.location as string);
    const typed = await agent.post(action).type('form').send({ email });
    const resumed = await agent.get(pathOf(typed.headers.location as string));
    const landed = await agent.get(pathOf(resumed.headers.location as string));
    expect(landed.status).toBe(303);
    expect(landed.headers.location).toBe('/peoples-choice');
    return { agent, csrf: await csrfOf(agent) };
  }

  const vote = (v: { agent: TestAgent; csrf: string }, recipeId: unknown, key: string = newKey()) =>
    v.agent
      .post('/peoples-choice/vote')
      .set(XHR)
      .set('Idempotency-Key', key)
      .send({ csrf: v.csrf, recipe_id: recipeId });

  const gallery = async (agent: TestAgent = t.agent()) =>
    (await inertiaVisit(t, agent, '/peoples-choice')).body as {
      component: string;
      props: PeoplesChoiceGalleryProps;
    };
  const adminPage = async () =>
    (
      (await inertiaVisit(t, admin.agent, '/admins/peoples-choice')).body as {
        props: { peoplesChoice: PeoplesChoiceAdminProps };
      }
    ).props.peoplesChoice;
  const voteCount = async () =>
    Number(
      (
        (await t.em().getConnection().execute('select count(*) as n from peoples_choice_votes')) as {
          n: string;
        }[]
      )[0].n,
    );

  it('is off by default: the gallery shows no dish, and the vote cannot open before the award is on', async () => {
    const page = await gallery();
    expect(page.component).toBe('public/peoples-choice');
    expect(page.props).toMatchObject({ state: 'off', entries: [], result: null });
    const refused = await adminPost('open', { closes_at: new Date(Date.now() + 3600_000).toISOString() });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(PEOPLES_CHOICE_MESSAGES.notEnabled);
  });

  it("shows the finalists' dishes with chef and allergens, and no count while the vote is open", async () => {
    await openVote();
    const ann = await voter('ann.lee@sodexo.com');
    expect((await vote(ann, finalists[0].id)).status).toBe(200);
    const page = await gallery();
    expect(page.props.state).toBe('open');
    expect(page.props.entries.map((entry) => entry.name)).toEqual([
      'Braised short rib',
      'Lemon tart',
      'Smoked trout rillettes',
    ]);
    expect(page.props.entries[0]).toMatchObject({ chef: 'Carla Cook', description: expect.any(String) });
    expect(page.props.entries[0].contains).toMatch(/^Contains: |declared/);
    expect(page.props.result).toBeNull();
    // No number of votes anywhere in what the public and the voter get.
    const asVoter = await gallery(ann.agent);
    expect(asVoter.props.voter).toMatchObject({ email: 'ann.lee@sodexo.com', recipeId: finalists[0].id });
    expect(JSON.stringify(asVoter.props)).not.toMatch(/"votes"|"count"|"turnout"/);
    expect((await adminPage()).result).toBeNull();
  });

  it('counts one vote per person whatever the case or +tag, changeable until the vote closes, refused after', async () => {
    await openVote();
    const ann = await voter('ann.lee@sodexo.com');
    const annAgain = await voter('Ann.Lee+phone@SODEXO.com');
    expect((await vote(ann, finalists[0].id)).body.data).toMatchObject({ changed: false });
    const changed = await vote(annAgain, finalists[1].id);
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({ recipeId: finalists[1].id, changed: true });
    const ben = await voter('ben@sodexo.com');
    expect((await vote(ben, finalists[1].id)).status).toBe(200);
    expect(await voteCount()).toBe(2);

    expect((await adminPost('close')).status).toBe(200);
    const late = await vote(ann, finalists[2].id);
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(PEOPLES_CHOICE_MESSAGES.notOpen);

    const result = (await adminPage()).result!;
    expect(result[0]).toMatchObject({ recipeId: finalists[1].id, votes: 2, rank: 1 });
    expect(result.find((row) => row.recipeId === finalists[0].id)?.votes).toBe(0);
    // Its own award on the results page, beside the jury's ranking.
    const results = (await inertiaVisit(t, admin.agent, '/admins/results')).body as {
      props: { peoplesChoice: PeoplesChoiceAdminProps | null; rows: unknown[] };
    };
    expect(results.props.peoplesChoice?.result?.[0]).toMatchObject({ recipeId: finalists[1].id, votes: 2 });
    expect(JSON.stringify(results.props.rows)).not.toContain('peoples');
    // Closed but not published: the public still sees no count.
    expect((await gallery()).props.result).toBeNull();
    expect((await adminPost('publish')).status).toBe(200);
    const published = (await gallery()).props;
    expect(published.state).toBe('closed');
    expect(published.result?.[0]).toMatchObject({ name: 'Braised short rib', votes: 2 });
  });

  it("refuses a contestant's vote for their own recipe, with a clear message", async () => {
    await openVote();
    const em = t.em();
    const owner = await em.findOneOrFail(Contestant, finalists[2].contestantId);
    owner.email = 'lena.chef@sodexo.com';
    await em.flush();
    const lena = await voter('Lena.Chef+pc@sodexo.com');
    const own = await vote(lena, finalists[2].id);
    expect(own.status).toBe(409);
    expect(own.body.message).toBe(PEOPLES_CHOICE_MESSAGES.ownRecipe);
    expect(await voteCount()).toBe(0);
    expect((await vote(lena, finalists[0].id)).status).toBe(200);
  });

  it('answers a retried call (same Idempotency-Key) without writing again, and audits each vote and change', async () => {
    await openVote();
    const cleo = await voter('cleo@sodexo.com');
    const key = newKey();
    expect((await vote(cleo, finalists[0].id, key)).status).toBe(200);
    expect((await vote(cleo, finalists[1].id)).status).toBe(200);
    // The first call arriving again after the change: answered, nothing changed back.
    const replay = await vote(cleo, finalists[0].id, key);
    expect(replay.status).toBe(200);
    const row = (await t
      .em()
      .getConnection()
      .execute(`select recipe_id from peoples_choice_votes where voter = 'cleo@sodexo.com'`)) as {
      recipe_id: number;
    }[];
    expect(row[0].recipe_id).toBe(finalists[1].id);
    const entries = await t
      .em()
      .find(AuditEntry, { adminEmail: 'Voter cleo@sodexo.com' }, { orderBy: { id: 'asc' } });
    expect(entries.map((entry) => entry.action)).toEqual([
      'peoples_choice.vote',
      'peoples_choice.change_vote',
    ]);
    expect(entries[1].before).toEqual({ recipe_id: finalists[0].id });
    expect(entries[1].after).toMatchObject({ recipe_id: finalists[1].id });
  });

  it("lets an admin void a voter's vote with a reason: it leaves the count, and the voter cannot vote again", async () => {
    await openVote();
    const dan = await voter('dan@sodexo.com');
    const eve = await voter('eve@sodexo.com');
    await vote(dan, finalists[0].id);
    await vote(eve, finalists[0].id);
    const voided = await adminPost('void', { email: 'Dan+x@Sodexo.com', reason: 'Votes bought with cake' });
    expect(voided.status).toBe(200);
    expect((voided.body.data as PeoplesChoiceAdminProps).voided[0]).toMatchObject({
      voter: 'dan@sodexo.com',
      reason: 'Votes bought with cake',
    });
    expect((await adminPost('void', { email: 'dan@sodexo.com', reason: 'Again' })).status).toBe(409);
    expect((await adminPost('void', { email: 'nobody@sodexo.com', reason: 'Who?' })).status).toBe(404);
    const again = await vote(dan, finalists[1].id);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(PEOPLES_CHOICE_MESSAGES.voided);
    expect((await gallery(dan.agent)).props.voter?.voided).toBe(true);

    await adminPost('close');
    const result = (await adminPage()).result!;
    expect(result.find((row) => row.recipeId === finalists[0].id)?.votes).toBe(1);
    const audit = await t.em().findOneOrFail(AuditEntry, { action: 'peoples_choice.void_vote' });
    expect(audit.adminEmail).toBe(admin.email);
    expect(audit.after).toEqual({ reason: 'Votes bought with cake' });
  });

  it('refuses bad input, a signed-out vote and a recipe that is no finalist, changing nothing', async () => {
    await openVote();
    const fay = await voter('fay@sodexo.com');
    for (const bad of ['x', null, -1, 1.5, { id: 1 }]) expect((await vote(fay, bad)).status).toBe(422);
    const malformedKey = await fay.agent
      .post('/peoples-choice/vote')
      .set(XHR)
      .set('Idempotency-Key', 'no')
      .send({ csrf: fay.csrf, recipe_id: finalists[0].id });
    expect(malformedKey.status).toBe(400);
    const other = await t
      .em()
      .getConnection()
      .execute(`select id from recipes where name = 'Not a finalist'`);
    expect((await vote(fay, (other as { id: number }[])[0].id)).status).toBe(404);
    const visitor = t.agent();
    const signedOut = await vote({ agent: visitor, csrf: await csrfOf(visitor) }, finalists[0].id);
    expect(signedOut.status).toBe(401);
    expect(signedOut.body.message).toBe(PEOPLES_CHOICE_MESSAGES.signInFirst);
    expect(await voteCount()).toBe(0);
    expect(
      (await adminPost('settings', { enabled: 'maybe', voters: 'everyone', email_domains: 'x' })).status,
    ).toBe(422);
    expect((await adminPost('void', { email: 'fay@sodexo.com', reason: '' })).status).toBe(422);
  });

  it('refuses single sign-on voters who are not company employees, back on the gallery with the reason', async () => {
    await openVote();
    const agent = t.agent();
    await agent.get('/login/peoples-choice');
    const toProvider = await agent.get('/login/user');
    const toPage = await agent.get(pathOf(toProvider.headers.location as string));
    const typed = await agent
      .post(pathOf(toPage.headers.location as string))
      .type('form')
      .send({ email: 'outsider@example.com' });
    const resumed = await agent.get(pathOf(typed.headers.location as string));
    const landed = await agent.get(pathOf(resumed.headers.location as string));
    expect(landed.headers.location).toBe('/peoples-choice');
    const page = await gallery(agent);
    expect(page.props.voter).toBeNull();
    expect((page.props as unknown as { flash: { error: string } }).flash.error).toBe(
      PEOPLES_CHOICE_MESSAGES.notCompany,
    );
    // No contestant was created for a voter.
    expect(await t.em().count(Contestant, { email: 'outsider@example.com' })).toBe(0);
    expect(await t.em().count(Contestant, { email: 'ann.lee@sodexo.com' })).toBe(0);
  });

  it('lets anyone at a listed domain vote through a mailed link that only Continue uses, one vote per address', async () => {
    expect(
      (await adminPost('settings', { enabled: true, voters: 'email', email_domains: ['Partner.test'] }))
        .status,
    ).toBe(200);
    await adminPost('open', { closes_at: new Date(Date.now() + 3600_000).toISOString() });
    const agent = t.agent();
    const csrf = await csrfOf(agent);
    const outsider = await agent
      .post('/peoples-choice/sign-in')
      .set(XHR)
      .send({ csrf, email: 'x@elsewhere.test' });
    expect(outsider.status).toBe(403);
    expect(outsider.body.message).toBe(PEOPLES_CHOICE_MESSAGES.domainNotListed);
    const asked = await agent
      .post('/peoples-choice/sign-in')
      .set(XHR)
      .send({ csrf, email: 'Gus+pc@partner.test' });
    expect(asked.status).toBe(200);
    const mail = await lastMailTo(t, 'gus+pc@partner.test');
    const link = /\/login\/peoples-choice\/link\/[A-Za-z0-9_-]{43}/.exec(mail.text)![0];
    // Opening the link (as a mail scanner does) uses nothing.
    expect((await inertiaVisit(t, agent, link)).body.props).toMatchObject({ state: 'ready' });
    const used = await agent
      .post(link)
      .set(XHR)
      .send({ csrf: await csrfOf(agent) });
    expect(used.body).toEqual({ redirectTo: '/peoples-choice' });
    expect(
      (
        await agent
          .post(link)
          .set(XHR)
          .send({ csrf: await csrfOf(agent) })
      ).status,
    ).toBe(410);
    const gus = { agent, csrf: await csrfOf(agent) };
    expect((await vote(gus, finalists[0].id)).status).toBe(200);
    expect((await gallery(agent)).props.voter).toMatchObject({ recipeId: finalists[0].id });
    // Single sign-on is not the way in while the vote is by mail.
    const employee = await voter('hal@sodexo.com');
    expect((await vote(employee, finalists[0].id)).status).toBe(403);
    expect(await voteCount()).toBe(1);
  });
});
