import { createHash } from 'node:crypto';
import type { Response } from 'supertest';
import { AuthToken } from '../../src/auth/auth-token.entity.js';
import { TOO_MANY_ATTEMPTS } from '../../src/auth/throttle/sign-in-throttler.guard.js';
import { Contestant } from '../../src/contestants/contestant.entity.js';
import { WhitelistedDomain } from '../../src/contestants/whitelisted-domain.entity.js';
import { TestSmtpServer, linksIn } from '../support/smtp-server.js';
import { appSuite, csrfOf, startTestApp, type TestApp } from '../support/test-app.js';
import { inertiaVisit, XHR } from '../support/inertia.js';
import { mailsTo } from '../support/outbox.js';
import { AUTHORIZATION } from '@shared/statuses.js';

const RECENT_LINK = "You've recently requested a login link. Please wait a moment before trying again.";

let sequence = 0;
const address = (domain: string) => `cook${++sequence}-${Date.now()}@${domain}`;

async function askForLink(t: TestApp, email: string, agent = t.agent()) {
  const csrf = await csrfOf(agent);
  return agent.post('/user/validDomain').set(XHR).send({ csrf, email });
}

/** The path of the sign-in link in the last mail to `email`. */
async function linkPathFor(t: TestApp, email: string): Promise<string> {
  const [mail] = (await mailsTo(t, email)).slice(-1);
  const match = /https?:\/\/[^/\s]+(\/login\/link\/[A-Za-z0-9_-]+)/.exec(mail.text);
  if (!match) throw new Error(`No sign-in link in: ${mail.text}`);
  return match[1];
}

/** A new address of `domain` that has asked for a sign-in link, and the path of the link it was mailed. */
async function mailedLink(t: TestApp, domain = 'partner.test') {
  const email = address(domain);
  await askForLink(t, email);
  return { email, path: await linkPathFor(t, email) };
}

/** POST with the visitor's csrf value; the value is read first, so the request carries the cookie it belongs to. */
async function postWithCsrf(agent: ReturnType<TestApp['agent']>, path: string) {
  const csrf = await csrfOf(agent);
  return agent.post(path).set(XHR).send({ csrf });
}

/** The statuses of `count` calls made one after another; each 429 must carry the throttle's message. */
async function statusesOf(
  count: number,
  call: (attempt: number) => PromiseLike<Response>,
): Promise<number[]> {
  const statuses: number[] = [];
  for (let attempt = 0; attempt < count; attempt++) {
    const response = await call(attempt);
    statuses.push(response.status);
    if (response.status === 429) expect(response.body.message).toBe(TOO_MANY_ATTEMPTS);
  }
  return statuses;
}

describe('Contestant sign-in by e-mail', () => {
  const t = appSuite({ config: { companyEmailDomains: ['sodexo.com'] } });

  beforeAll(async () => {
    const em = t.em();
    em.create(WhitelistedDomain, { domain: 'partner.test', isActive: true });
    em.create(WhitelistedDomain, { domain: 'former.test', isActive: false });
    await em.flush();
  });

  describe('the Welcome! page', () => {
    it('is the user/login page for a visitor', async () => {
      const response = await inertiaVisit(t, t.agent(), '/login');
      expect(response.status).toBe(200);
      expect(response.body.component).toBe('user/login');
    });
  });

  describe('POST /user/validDomain', () => {
    it('sends a company address to single sign-on with 301, isSodexo and redirectTo, and mails nothing', async () => {
      const email = address('sodexo.com');
      const response = await askForLink(t, email);
      expect(response.status).toBe(301);
      expect(response.body).toEqual({ isSodexo: true, redirectTo: '/login/user' });
      expect(await mailsTo(t, email)).toHaveLength(0);
    });

    it('mails a partner a single-use link and answers redirectTo the check-inbox page', async () => {
      const email = address('partner.test');
      const agent = t.agent();
      const response = await askForLink(t, email, agent);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ redirectTo: '/login/check-inbox', navigate: true });

      const mails = await mailsTo(t, email);
      expect(mails).toHaveLength(1);
      expect(mails[0].subject).toBe('Your sign-in link');
      expect(mails[0].text).toContain('expires in 30 minutes');

      // Only a hash of the secret is stored.
      const secret = (await linkPathFor(t, email)).split('/').pop()!;
      const token = await t.em().findOneOrFail(AuthToken, { email });
      expect(token.tokenHash).toBe(createHash('sha256').update(secret).digest('hex'));
      expect(token.tokenHash).not.toContain(secret);
      const minutes = (token.expiresAt.getTime() - Date.now()) / 60_000;
      expect(minutes).toBeGreaterThan(29);
      expect(minutes).toBeLessThanOrEqual(30);

      const inbox = await inertiaVisit(t, agent, '/login/check-inbox');
      expect(inbox.body.component).toBe('user/check-inbox');
      expect(inbox.body.props.email).toBe(email);
    });

    /** A request refused with 403 and a message: no link is mailed. */
    async function expectRefused(email: string, message: RegExp) {
      const response = await askForLink(t, email);
      expect(response.status).toBe(403);
      expect(response.body.message).toMatch(message);
      expect(await mailsTo(t, email)).toHaveLength(0);
    }

    it.each([
      ['an unknown domain', 'elsewhere.test'],
      ['a disabled whitelisted domain', 'former.test'],
    ])('refuses an address of %s with 403 and a message, and mails nothing', async (_, domain) => {
      await expectRefused(address(domain), /partner companies/);
    });

    it('refuses a contestant the contest team disabled', async () => {
      const email = address('partner.test');
      const em = t.em();
      em.create(Contestant, { email, typeuser: 'entegra', isActive: false });
      await em.flush();
      await expectRefused(email, /disabled/);
    });

    it('answers 422 with the field message for a missing or malformed address', async () => {
      const missing = await askForLink(t, '');
      expect(missing.status).toBe(422);
      expect(missing.body.errors.email).toEqual(['This field is required']);
      const malformed = await askForLink(t, 'not-an-address');
      expect(malformed.status).toBe(422);
      expect(malformed.body.errors.email).toEqual(['This field must be a valid email']);
    });

    it('refuses a call without the CSRF value with 419 and mails nothing', async () => {
      const email = address('partner.test');
      const agent = t.agent();
      await csrfOf(agent);
      const response = await agent.post('/user/validDomain').set(XHR).send({ email });
      expect(response.status).toBe(419);
      expect(await mailsTo(t, email)).toHaveLength(0);
      expect(await t.em().count(AuthToken, { email })).toBe(0);
    });

    it('answers 429 to a second request for the same address within a minute, and mails once', async () => {
      const email = address('partner.test');
      expect((await askForLink(t, email)).status).toBe(200);
      const second = await askForLink(t, email);
      expect(second.status).toBe(429);
      expect(second.body.message).toBe(RECENT_LINK);
      expect(await mailsTo(t, email)).toHaveLength(1);
      // Another address is not held back.
      expect((await askForLink(t, address('partner.test'))).status).toBe(200);
    });

    it('sends a new link once the minute has passed', async () => {
      const email = address('partner.test');
      expect((await askForLink(t, email)).status).toBe(200);
      await t
        .em()
        .getConnection()
        .execute(
          `update throttle_counters set expires_at = now() - interval '1 second', blocked_until = now() - interval '1 second'
         where key like ?`,
          [`%${email}`],
        );
      expect((await askForLink(t, email)).status).toBe(200);
      expect(await mailsTo(t, email)).toHaveLength(2);
    });

    it('counts requests across copies of the app: the second copy answers 429', async () => {
      const second = await startTestApp({
        database: t.database,
        config: { companyEmailDomains: ['sodexo.com'] },
      });
      try {
        const email = address('partner.test');
        expect((await askForLink(t, email)).status).toBe(200);
        const response = await askForLink(second, email);
        expect(response.status).toBe(429);
        expect(response.body.message).toBe(RECENT_LINK);
      } finally {
        await second.close();
      }
    });
  });

  describe('the mailed link', () => {
    it('opens a Continue page that does not use the link; only the POST signs in and creates an entegra contestant', async () => {
      const { email, path } = await mailedLink(t);
      const agent = t.agent();

      for (let visit = 0; visit < 2; visit++) {
        const page = await inertiaVisit(t, agent, path);
        expect(page.body.component).toBe('user/sign-in-link');
        expect(page.body.props).toMatchObject({ state: 'ready', email, message: null });
      }
      expect(await t.em().count(Contestant, { email })).toBe(0);

      const csrf = await csrfOf(agent);
      const response = await agent.post(path).set(XHR).send({ csrf });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ redirectTo: '/user/register' });

      const contestant = await t.em().findOneOrFail(Contestant, { email });
      expect(contestant.typeuser).toBe('entegra');
      expect(contestant.isAuthorized).toBe(AUTHORIZATION.waiting);
      const signedIn = await inertiaVisit(t, agent, '/terms-and-conditions');
      expect(signedIn.body.props.auth.user).toMatchObject({ id: contestant.id, email, type: 'user' });
      // The Welcome! page now leads a signed-in contestant on.
      const welcome = await agent.get('/login');
      expect(welcome.status).toBe(303);
      expect(welcome.headers.location).toBe('/user/register');
    });

    it('is dead once used: a second POST answers 410 and the page says it was used', async () => {
      const { path } = await mailedLink(t);
      const first = t.agent();
      expect((await postWithCsrf(first, path)).status).toBe(200);

      const other = t.agent();
      const again = await postWithCsrf(other, path);
      expect(again.status).toBe(410);
      expect(again.body.message).toMatch(/already been used/);
      const page = await inertiaVisit(t, other, path);
      expect(page.body.props.state).toBe('used');
      expect((await inertiaVisit(t, other, '/terms-and-conditions')).body.props.auth.user).toBeNull();
    });

    it('is dead after 30 minutes: the page says it expired and the POST answers 410', async () => {
      const { email, path } = await mailedLink(t);
      await t.em().nativeUpdate(AuthToken, { email }, { expiresAt: new Date(Date.now() - 1000) });
      const agent = t.agent();
      const page = await inertiaVisit(t, agent, path);
      expect(page.body.props).toMatchObject({ state: 'expired', email });
      expect(page.body.props.message).toMatch(/expired/);
      const response = await postWithCsrf(agent, path);
      expect(response.status).toBe(410);
      expect(response.body.message).toMatch(/expired/);
      expect(await t.em().count(Contestant, { email })).toBe(0);
    });

    it('shows an invalid state for a made-up link', async () => {
      const agent = t.agent();
      const page = await inertiaVisit(t, agent, '/login/link/not-a-real-link');
      expect(page.body.props).toMatchObject({ state: 'invalid', email: null });
      const forged = `/login/link/${'A'.repeat(43)}`;
      const response = await postWithCsrf(agent, forged);
      expect(response.status).toBe(410);
      expect(response.body.message).toMatch(/not valid/);
    });

    it('refuses a POST without the CSRF value and leaves the link usable', async () => {
      const { path } = await mailedLink(t);
      const agent = t.agent();
      await csrfOf(agent);
      expect((await agent.post(path).set(XHR).send({})).status).toBe(419);
      expect((await inertiaVisit(t, agent, path)).body.props.state).toBe('ready');
    });

    it('refuses the link once the partner domain was disabled', async () => {
      const em = t.em();
      em.create(WhitelistedDomain, { domain: 'leaving.test', isActive: true });
      await em.flush();
      const { path } = await mailedLink(t, 'leaving.test');
      await t.em().nativeUpdate(WhitelistedDomain, { domain: 'leaving.test' }, { isActive: false });
      const agent = t.agent();
      const response = await postWithCsrf(agent, path);
      expect(response.status).toBe(403);
      expect(response.body.message).toMatch(/access to the contest has ended/);
    });

    it('leads a registered contestant to the recipe', async () => {
      const email = address('partner.test');
      const em = t.em();
      em.create(Contestant, {
        email,
        typeuser: 'entegra',
        name: 'Rita',
        lastname: 'Reg',
        registeredAt: new Date(),
      });
      await em.flush();
      await askForLink(t, email);
      const path = await linkPathFor(t, email);
      const agent = t.agent();
      const response = await postWithCsrf(agent, path);
      expect(response.body).toEqual({ redirectTo: '/user/recipe' });
    });
  });

  describe('password sign-in limits', () => {
    it('answers 429 after ten attempts a minute for one address from one visitor', async () => {
      const judge = await t.factory.newJudge({ password: 'right password here' });
      const agent = t.agent();
      const csrf = await csrfOf(agent);
      const statuses = await statusesOf(11, () =>
        agent.post('/judges/login').set(XHR).send({ csrf, email: judge.email, password: 'wrong password' }),
      );
      expect(statuses.slice(0, 10).every((status) => status === 403)).toBe(true);
      expect(statuses[10]).toBe(429);
    });
  });
});

describe('Sign-in limits across addresses and visitors', () => {
  const judgeSignIn = (
    agent: ReturnType<TestApp['agent']>,
    csrf: string,
    email: string,
    password = 'wrong password',
  ) => agent.post('/judges/login').set(XHR).send({ csrf, email, password });

  it('lets one visitor try 30 addresses a minute on validDomain, then answers 429', async () => {
    // A fresh app, so no other test's requests from this address count.
    const t = await startTestApp({ config: { trustProxy: true } });
    try {
      const agent = t.agent();
      const csrf = await csrfOf(agent);
      const statuses = await statusesOf(31, () =>
        agent
          .post('/user/validDomain')
          .set(XHR)
          .send({ csrf, email: address('elsewhere.test') }),
      );
      expect(statuses.slice(0, 30).every((status) => status === 403)).toBe(true);
      expect(statuses[30]).toBe(429);
      // Another visitor is not held back.
      const otherAgent = t.agent();
      const other = await otherAgent
        .post('/user/validDomain')
        .set(XHR)
        .set('X-Forwarded-For', '203.0.113.9')
        .send({ csrf: await csrfOf(otherAgent), email: address('elsewhere.test') });
      expect(other.status).not.toBe(429);
    } finally {
      await t.close();
    }
  });

  it.each([
    ['/judges/login', 'password'],
    ['/admins/login', 'password'],
    ['/judges/password/email', null],
    ['/admins/password/email', null],
  ])('lets one visitor try 30 addresses a minute on %s, then answers 429', async (path, password) => {
    const t = await startTestApp({ config: { trustProxy: true } });
    try {
      const agent = t.agent();
      const csrf = await csrfOf(agent);
      const statuses = await statusesOf(31, () => {
        const email = address('staff.test');
        return agent
          .post(path)
          .set(XHR)
          .send(password ? { csrf, email, password: 'wrong password' } : { csrf, email });
      });
      expect(statuses.slice(0, 30)).not.toContain(429);
      expect(statuses[30]).toBe(429);
      const otherAgent = t.agent();
      const other = await otherAgent
        .post(path)
        .set(XHR)
        .set('X-Forwarded-For', '203.0.113.10')
        .send({ csrf: await csrfOf(otherAgent), email: address('staff.test'), password: 'x' });
      expect(other.status).not.toBe(429);
    } finally {
      await t.close();
    }
  });

  it("slows guessing one judge's password from many visitors: 429 after 30 attempts a minute for the address", async () => {
    const t = await startTestApp({ config: { trustProxy: true } });
    try {
      const judge = await t.factory.newJudge({ password: 'right password here' });
      const agent = t.agent();
      const csrf = await csrfOf(agent);
      // Five attempts from each visitor: under the per-visitor limit of ten.
      const statuses = await statusesOf(31, (attempt) =>
        judgeSignIn(agent, csrf, judge.email).set(
          'X-Forwarded-For',
          `198.51.100.${Math.floor(attempt / 5) + 1}`,
        ),
      );
      expect(statuses.slice(0, 30).every((status) => status === 403)).toBe(true);
      expect(statuses[30]).toBe(429);
      // Even the right password from a new place waits for the minute to pass.
      const owner = await judgeSignIn(agent, csrf, judge.email, 'right password here').set(
        'X-Forwarded-For',
        '192.0.2.50',
      );
      expect(owner.status).toBe(429);
      // Another account is not held back.
      const other = await t.factory.newJudge({ password: 'another password' });
      const otherAttempt = await judgeSignIn(agent, csrf, other.email, 'another password').set(
        'X-Forwarded-For',
        '198.51.100.1',
      );
      expect(otherAttempt.status).toBe(200);
    } finally {
      await t.close();
    }
  });
});

describe('Contestant sign-in link over SMTP', () => {
  const smtp = new TestSmtpServer();
  const t = appSuite({ smtp, config: { mailWorker: true } });

  beforeAll(async () => {
    const em = t.em();
    em.create(WhitelistedDomain, { domain: 'partner.test', isActive: true });
    await em.flush();
  });

  it('delivers a link that opens the Continue page and signs the person in', async () => {
    const email = address('partner.test');
    expect((await askForLink(t, email)).status).toBe(200);
    const mail = await smtp.waitFor(email, { subject: /sign-in link/ });
    const link = linksIn(mail).find((url) => url.includes('/login/link/'));
    expect(link).toBeDefined();
    const path = new URL(link!).pathname;
    const agent = t.agent();
    expect((await inertiaVisit(t, agent, path)).body.props.state).toBe('ready');
    const response = await postWithCsrf(agent, path);
    expect(response.status).toBe(200);
    expect(response.body.redirectTo).toBe('/user/register');
  });
});
