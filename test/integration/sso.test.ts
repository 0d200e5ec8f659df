import { jest } from '@jest/globals';
import { generateKeyPairSync } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent.js';
import { SSO_MESSAGES } from '../../src/auth/sso/sso-refused.error.js';
import { Contestant } from '../../src/contestants/contestant.entity.js';
import type { SharedProps } from '@shared/inertia/shared-props.js';
import { startTestApp, type TestApp, appSuite } from '../support/test-app.js';
import { inertiaVisit } from '../support/inertia.js';

type Audience = 'user' | 'judge' | 'admin';

const CLIENT_ID = 'recipe-contest';
const CLIENT_SECRET = 'a-test-client-secret-that-is-long-enough';
const APP_URL = 'http://contest.test';

/**
 * A real OpenID provider on 127.0.0.1, configured here (not the app's development provider): its sign-in step is
 * a form post of the address to sign in as, or of `deny` to refuse. Claims of an address can be replaced.
 */
class TestProvider {
  private constructor(
    private readonly server: Server,
    readonly issuer: string,
    /** Claims answered for an address instead of the default (the address, verified). */
    readonly claims: Map<string, Record<string, unknown>>,
  ) {}

  static async start(redirectUris: string[], port = 0): Promise<TestProvider> {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const claims = new Map<string, Record<string, unknown>>();
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const configuration: Configuration = {
      clients: [
        {
          client_id: CLIENT_ID,
          client_secret: CLIENT_SECRET,
          redirect_uris: redirectUris,
          grant_types: ['authorization_code'],
          response_types: ['code'],
        },
      ],
      jwks: { keys: [{ ...privateKey.export({ format: 'jwk' }), use: 'sig', alg: 'RS256', kid: 'test' }] },
      claims: { openid: ['sub'], email: ['email', 'email_verified'] },
      // The address travels in the ID token here (the development provider serves it at userinfo instead).
      conformIdTokenClaims: false,
      pkce: { required: () => true },
      features: { devInteractions: { enabled: false } },
      ttl: {
        Interaction: 600,
        Session: 600,
        Grant: 600,
        AccessToken: 600,
        IdToken: 600,
        AuthorizationCode: 60,
      },
      interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
      findAccount: (_ctx, sub) =>
        Promise.resolve({
          accountId: sub,
          claims: () => claims.get(sub) ?? { sub, email: sub, email_verified: true },
        }),
      loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
        const { client, session, provider } = ctx.oidc;
        if (!client || !session?.accountId) return undefined;
        const grant = new provider.Grant({ clientId: client.clientId, accountId: session.accountId });
        grant.addOIDCScope([...ctx.oidc.requestParamOIDCScopes].join(' '));
        await grant.save();
        return grant;
      },
    };
    // The in-memory store's start-up notice is expected here; keep it out of the test output.
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const provider = new Provider(issuer, configuration);
    warn.mockRestore();
    const callback = provider.callback();
    server.on('request', (req: IncomingMessage, res: ServerResponse) => {
      if (req.method === 'POST' && req.url?.startsWith('/interaction/')) {
        void finishInteraction(provider, req, res);
        return;
      }
      void callback(req, res);
    });
    return new TestProvider(server, issuer, claims);
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

async function finishInteraction(provider: Provider, req: IncomingMessage, res: ServerResponse) {
  let body = '';
  for await (const chunk of req as AsyncIterable<Buffer>) body += chunk.toString();
  const form = new URLSearchParams(body);
  const result = form.has('deny')
    ? { error: 'access_denied', error_description: 'The person said no.' }
    : { login: { accountId: form.get('email') ?? '' } };
  await provider.interactionFinished(req, res, result, { mergeWithLastSubmission: false });
}

/** A port that was free a moment ago (for servers whose address must be known before they start). */
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

/** The page a person would see: its component and props (shared props included). */
async function visit(t: TestApp, agent: TestAgent, path: string) {
  const response = await inertiaVisit(t, agent, path);
  return {
    status: response.status,
    location: response.headers.location as string | undefined,
    component: (response.body as { component?: string }).component,
    props: (response.body as { props: SharedProps }).props,
  };
}

/** Who the agent's session belongs to, and the flash message waiting for it (read once). */
async function whoAmI(t: TestApp, agent: TestAgent) {
  const { props } = await visit(t, agent, '/terms-and-conditions');
  return { user: props.auth.user, error: props.flash.error };
}

describe('Single sign-on against an OpenID provider', () => {
  let t: TestApp;
  let idp: TestProvider;

  beforeAll(async () => {
    idp = await TestProvider.start(
      ['user', 'judge', 'admin'].map((audience) => `${APP_URL}/login/${audience}/callback`),
    );
    t = await startTestApp({
      config: {
        appUrl: APP_URL,
        oidc: { issuer: idp.issuer, clientId: CLIENT_ID, clientSecret: CLIENT_SECRET },
        companyEmailDomains: ['sodexo.com'],
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await idp.close();
  });

  /** Starts the handshake on the app and answers the provider's sign-in step; returns the app's callback path. */
  async function throughProvider(agent: TestAgent, audience: Audience, answer: Record<string, string>) {
    const start = await agent.get(`/login/${audience}`);
    expect(start.status).toBe(303);
    const browser = request.agent(idp.issuer);
    const toSignIn = await browser.get(pathOf(start.headers.location));
    expect(toSignIn.status).toBe(303);
    const signedIn = await browser.post(pathOf(toSignIn.headers.location)).type('form').send(answer);
    expect(signedIn.status).toBe(303);
    const back = await browser.get(pathOf(signedIn.headers.location));
    expect(back.status).toBe(303);
    expect(back.headers.location).toMatch(new RegExp(`^${APP_URL}/login/${audience}/callback\\?`));
    return pathOf(back.headers.location);
  }

  async function signIn(agent: TestAgent, audience: Audience, email: string) {
    const callback = await throughProvider(agent, audience, { email });
    const landed = await agent.get(callback);
    expect(landed.status).toBe(303);
    return landed.headers.location as string;
  }

  it('sends the browser to the provider with state, nonce and an S256 PKCE challenge', async () => {
    const response = await t.agent().get('/login/user');
    expect(response.status).toBe(303);
    const authorize = new URL(response.headers.location);
    expect(authorize.origin).toBe(idp.issuer);
    const params = authorize.searchParams;
    expect(params.get('response_type')).toBe('code');
    expect(params.get('client_id')).toBe(CLIENT_ID);
    expect(params.get('redirect_uri')).toBe(`${APP_URL}/login/user/callback`);
    expect(params.get('scope')?.split(' ')).toEqual(expect.arrayContaining(['openid', 'email']));
    expect(params.get('state')).toMatch(/^[\w-]{20,}$/);
    expect(params.get('nonce')).toMatch(/^[\w-]{20,}$/);
    expect(params.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(params.get('code_challenge_method')).toBe('S256');
    // The handshake lives in a sealed, HttpOnly, short-lived cookie, not in a session.
    const cookies = String(response.headers['set-cookie']);
    expect(cookies).toMatch(/rc_sso=[\w-]+; Max-Age=900; Path=\/login; .*HttpOnly; SameSite=Lax/);
    expect(cookies).not.toMatch(/rc_session=/);
    expect(cookies).not.toContain(params.get('state'));
  });

  it('writes no session row for thirty anonymous starts of single sign-on', async () => {
    const sessions = async () =>
      (
        (await t.em().getConnection().execute('select count(*)::int as n from sessions')) as Array<{
          n: number;
        }>
      )[0].n;
    const before = await sessions();
    for (let visit = 0; visit < 30; visit++) {
      const path = ['/login/admin', '/login/judge', '/login/user'][visit % 3];
      expect((await t.agent().get(path)).status).toBe(303);
    }
    expect(await sessions()).toBe(before);
  });

  it('refuses a callback whose handshake cookie was tampered with', async () => {
    const agent = t.agent();
    const start = await agent.get('/login/user');
    const state = new URL(start.headers.location).searchParams.get('state');
    const sealed = /rc_sso=([\w-]+)/.exec(String(start.headers['set-cookie']))![1];
    const tampered = `${sealed.slice(0, -2)}${sealed.endsWith('AA') ? 'BB' : 'AA'}`;
    const callback = await t
      .agent()
      .get(`/login/user/callback?code=anything&state=${state}`)
      .set('Cookie', `rc_sso=${tampered}`);
    expect(callback.status).toBe(303);
    expect(callback.headers.location).toBe('/login');
  });

  it('asks an Inertia visit for a full page load, since it cannot follow the provider redirect', async () => {
    const response = await inertiaVisit(t, t.agent(), '/login/judge');
    expect(response.status).toBe(409);
    expect(response.headers['x-inertia-location']).toBe('/login/judge');
  });

  describe('contestants', () => {
    it('creates a company employee as sodexo on first sign-in and sends them to registration', async () => {
      const agent = t.agent();
      expect(await signIn(agent, 'user', 'Maria.Lopez@Sodexo.com')).toBe('/user/register');

      const contestant = await t.em().findOneOrFail(Contestant, { email: 'maria.lopez@sodexo.com' });
      expect(contestant.typeuser).toBe('sodexo');
      const { user } = await whoAmI(t, agent);
      expect(user).toMatchObject({ type: 'user', id: contestant.id, email: 'maria.lopez@sodexo.com' });
    });

    it('finds the same contestant next time and, once registered, sends them to their recipe', async () => {
      expect(await signIn(t.agent(), 'user', 'sam.chef@sodexo.com')).toBe('/user/register');
      const first = await t.em().findOneOrFail(Contestant, { email: 'sam.chef@sodexo.com' });
      expect(await signIn(t.agent(), 'user', 'sam.chef@sodexo.com')).toBe('/user/register');

      await t.em().nativeUpdate(Contestant, { id: first.id }, { registeredAt: new Date() });
      const agent = t.agent();
      expect(await signIn(agent, 'user', 'sam.chef@sodexo.com')).toBe('/user/recipe');
      expect(await t.em().count(Contestant, { email: 'sam.chef@sodexo.com' })).toBe(1);
      expect((await whoAmI(t, agent)).user?.id).toBe(first.id);
    });

    it('refuses a partner address and tells them how partners sign in', async () => {
      const agent = t.agent();
      expect(await signIn(agent, 'user', 'owner@partner-bistro.com')).toBe('/login');
      expect(await whoAmI(t, agent)).toEqual({ user: null, error: SSO_MESSAGES.notCompany });
      expect(await t.em().count(Contestant, { email: 'owner@partner-bistro.com' })).toBe(0);
    });

    it('refuses a disabled contestant with the reason', async () => {
      const disabled = await t.factory.newContestant({
        email: 'left.company@sodexo.com',
        typeuser: 'sodexo',
      });
      await t.em().nativeUpdate(Contestant, { id: disabled.id }, { isActive: false });
      const agent = t.agent();
      expect(await signIn(agent, 'user', 'left.company@sodexo.com')).toBe('/login');
      const { user, error } = await whoAmI(t, agent);
      expect(user).toBeNull();
      expect(error).toMatch(/disabled/);
    });

    it('refuses an address the provider says is not verified', async () => {
      idp.claims.set('unverified@sodexo.com', {
        sub: 'unverified@sodexo.com',
        email: 'unverified@sodexo.com',
        email_verified: false,
      });
      const agent = t.agent();
      expect(await signIn(agent, 'user', 'unverified@sodexo.com')).toBe('/login');
      expect(await whoAmI(t, agent)).toEqual({ user: null, error: SSO_MESSAGES.unverified });
      expect(await t.em().count(Contestant, { email: 'unverified@sodexo.com' })).toBe(0);
    });
  });

  describe('judges and admins', () => {
    it.each([
      ['a judge', 'judge', 'chef.judge@sodexo.com', 'Chef.Judge@sodexo.com', '/judges/dashboard'],
      ['an admin', 'admin', 'contest.lead@sodexo.com', 'contest.lead@sodexo.com', '/admins/dashboard'],
    ] as const)(
      'signs in %s with an enabled single sign-on account and opens the dashboard',
      async (_who, audience, email, typed, home) => {
        const account =
          audience === 'judge'
            ? await t.factory.newJudge({ email, typelogin: 'sso' })
            : await t.factory.newAdmin({ email, typelogin: 'sso' });
        const agent = t.agent();
        expect(await signIn(agent, audience, typed)).toBe(home);
        const dashboard = await visit(t, agent, home);
        expect(dashboard.status).toBe(200);
        expect(dashboard.props.auth.user).toMatchObject({ type: audience, id: account.id });
      },
    );

    it.each([
      ['has no account', null, 'There is no judge account for nobody@sodexo.com that uses single sign-on.'],
      ['signs in with a password', { typelogin: 'credential' as const }, 'e-mail address and password'],
      ['is disabled', { typelogin: 'sso' as const, isActive: false }, 'disabled'],
    ])('refuses a judge who %s, and keeps them out', async (_case, account, message) => {
      const email = account ? `judge-${Math.random().toString(36).slice(2)}@sodexo.com` : 'nobody@sodexo.com';
      if (account) await t.factory.newJudge({ email, ...account });
      const agent = t.agent();
      expect(await signIn(agent, 'judge', email)).toBe('/judges/login');
      const { user, error } = await whoAmI(t, agent);
      expect(user).toBeNull();
      expect(error).toContain(message);
      expect((await visit(t, agent, '/judges/dashboard')).status).toBe(409);
    });

    it('refuses an admin without a single sign-on account, and one who signs in with a password', async () => {
      const withPassword = await t.factory.newAdmin({ typelogin: 'credential' });
      const nobody = t.agent();
      expect(await signIn(nobody, 'admin', 'judge-only@sodexo.com')).toBe('/admins/login');
      expect(await whoAmI(t, nobody)).toEqual({
        user: null,
        error: SSO_MESSAGES.noStaffAccount('admin', 'judge-only@sodexo.com'),
      });
      const credential = t.agent();
      expect(await signIn(credential, 'admin', withPassword.email)).toBe('/admins/login');
      expect(await whoAmI(t, credential)).toEqual({
        user: null,
        error: SSO_MESSAGES.staffUsesPassword('admin'),
      });
    });

    it('does not let a judge account sign in as an admin', async () => {
      await t.factory.newJudge({ email: 'only.judge@sodexo.com', typelogin: 'sso' });
      const agent = t.agent();
      expect(await signIn(agent, 'admin', 'only.judge@sodexo.com')).toBe('/admins/login');
      expect((await whoAmI(t, agent)).user).toBeNull();
    });
  });

  describe('answers that are not trusted', () => {
    it('refuses a tampered state, signs nobody in, and does not accept the real answer afterwards', async () => {
      await t.factory.newJudge({ email: 'tampered@sodexo.com', typelogin: 'sso' });
      const agent = t.agent();
      const callback = await throughProvider(agent, 'judge', { email: 'tampered@sodexo.com' });
      const forged = new URL(callback, APP_URL);
      forged.searchParams.set('state', 'forged-state-value-0123456789');

      const response = await agent.get(forged.pathname + forged.search);
      expect(response.status).toBe(303);
      expect(response.headers.location).toBe('/judges/login');
      expect(await whoAmI(t, agent)).toEqual({ user: null, error: SSO_MESSAGES.forged });

      // The handshake was used up by the forged answer: replaying the genuine one does not sign in either.
      expect((await agent.get(callback)).headers.location).toBe('/judges/login');
      expect(await whoAmI(t, agent)).toEqual({ user: null, error: SSO_MESSAGES.expired });
    });

    it("refuses an answer meant for another browser's handshake", async () => {
      await t.factory.newJudge({ email: 'victim@sodexo.com', typelogin: 'sso' });
      const callback = await throughProvider(t.agent(), 'judge', { email: 'victim@sodexo.com' });
      const attacker = t.agent();
      expect((await attacker.get(callback)).headers.location).toBe('/judges/login');
      expect(await whoAmI(t, attacker)).toEqual({ user: null, error: SSO_MESSAGES.expired });
    });

    it('says so when the person cancels at the provider', async () => {
      const agent = t.agent();
      const callback = await throughProvider(agent, 'admin', { deny: '1' });
      expect(new URL(callback, APP_URL).searchParams.get('error')).toBe('access_denied');
      expect((await agent.get(callback)).headers.location).toBe('/admins/login');
      expect(await whoAmI(t, agent)).toEqual({ user: null, error: SSO_MESSAGES.cancelled });
    });

    it('refuses when the code cannot be exchanged', async () => {
      await t.factory.newJudge({ email: 'bad.code@sodexo.com', typelogin: 'sso' });
      const agent = t.agent();
      const callback = new URL(
        await throughProvider(agent, 'judge', { email: 'bad.code@sodexo.com' }),
        APP_URL,
      );
      callback.searchParams.set('code', 'not-a-code-the-provider-issued');
      expect((await agent.get(callback.pathname + callback.search)).headers.location).toBe('/judges/login');
      expect(await whoAmI(t, agent)).toEqual({ user: null, error: SSO_MESSAGES.failed });
    });
  });

  it('has no development provider when a provider is configured', async () => {
    expect((await t.agent().get('/dev/oidc/.well-known/openid-configuration')).status).toBe(404);
  });
});

describe('Single sign-on when the provider cannot be reached', () => {
  let t: TestApp;
  let port: number;
  let idp: TestProvider | null = null;

  beforeAll(async () => {
    // A port nothing listens on yet: discovery fails until a provider starts there.
    port = await freePort();
    t = await startTestApp({
      config: {
        appUrl: APP_URL,
        oidc: { issuer: `http://127.0.0.1:${port}`, clientId: CLIENT_ID, clientSecret: CLIENT_SECRET },
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await idp?.close();
  });

  it('sends the person back to sign in with a message, and works once the provider is back', async () => {
    const agent = t.agent();
    expect((await agent.get('/login/admin')).headers.location).toBe('/admins/login');
    expect(await whoAmI(t, agent)).toEqual({ user: null, error: SSO_MESSAGES.unavailable });

    idp = await TestProvider.start([`${APP_URL}/login/admin/callback`], port);
    const retried = await t.agent().get('/login/admin');
    expect(retried.status).toBe(303);
    expect(retried.headers.location).toMatch(new RegExp(`^http://127.0.0.1:${port}/auth\\?`));
  });
});

describe('The development provider', () => {
  let t: TestApp;
  let appUrl: string;

  beforeAll(async () => {
    // The app discovers its own provider over HTTP, so it listens on a real port that its APP_URL names.
    const port = await freePort();
    appUrl = `http://127.0.0.1:${port}`;
    t = await startTestApp({ config: { appUrl, oidc: null, companyEmailDomains: ['sodexo.com'] } });
    await t.running.app.listen(port, '127.0.0.1');
  });
  afterAll(() => t.close());

  it('answers under /dev/oidc with a discovery document naming itself as issuer', async () => {
    const response = await t.agent().get('/dev/oidc/.well-known/openid-configuration');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      issuer: `${appUrl}/dev/oidc`,
      authorization_endpoint: `${appUrl}/dev/oidc/auth`,
      code_challenge_methods_supported: ['S256'],
    });
  });

  /** Follows the app to its development provider's sign-in page; answers the page and the form's address. */
  async function openSignInPage(agent: TestAgent, audience: Audience) {
    const start = await agent.get(`/login/${audience}`);
    expect(start.headers.location).toMatch(new RegExp(`^${appUrl}/dev/oidc/auth\\?`));
    const toPage = await agent.get(pathOf(start.headers.location));
    expect(toPage.status).toBe(303);
    const page = await agent.get(pathOf(toPage.headers.location));
    return { page, action: pathOf(toPage.headers.location) };
  }

  async function follow(agent: TestAgent, location: string) {
    const resumed = await agent.get(pathOf(location));
    expect(resumed.status).toBe(303);
    expect(resumed.headers.location).toMatch(new RegExp(`^${appUrl}/login/`));
    return agent.get(pathOf(resumed.headers.location));
  }

  it('lets a person sign in as any e-mail address they type', async () => {
    const agent = t.agent();
    const { page, action } = await openSignInPage(agent, 'user');
    expect(page.status).toBe(200);
    expect(page.text).toContain('Development sign-in: any e-mail address');
    expect(page.text).toContain('>Continue</button>');
    expect(page.text).toContain("Signing in to the contestants' area");

    const typed = await agent.post(action).type('form').send({ email: 'Any.Body@sodexo.com' });
    expect(typed.status).toBe(303);
    const landed = await follow(agent, typed.headers.location);
    expect(landed.headers.location).toBe('/user/register');
    const { user } = await whoAmI(t, agent);
    expect(user).toMatchObject({ type: 'user', email: 'any.body@sodexo.com' });
    expect((await t.em().findOneOrFail(Contestant, { email: 'any.body@sodexo.com' })).typeuser).toBe(
      'sodexo',
    );
  });

  it('asks again at the next sign-in, so the same browser can become someone else', async () => {
    const judge = await t.factory.newJudge({ email: 'dev.judge@sodexo.com', typelogin: 'sso' });
    const agent = t.agent();
    const first = await openSignInPage(agent, 'user');
    await follow(
      agent,
      (await agent.post(first.action).type('form').send({ email: 'a@sodexo.com' })).headers.location,
    );

    const second = await openSignInPage(agent, 'judge');
    expect(second.page.status).toBe(200);
    const typed = await agent.post(second.action).type('form').send({ email: judge.email });
    expect((await follow(agent, typed.headers.location)).headers.location).toBe('/judges/dashboard');
    expect((await whoAmI(t, agent)).user).toMatchObject({ type: 'judge', id: judge.id });
  });

  it('shows an error on the page for something that is not an e-mail address', async () => {
    const agent = t.agent();
    const { action } = await openSignInPage(agent, 'user');
    const response = await agent.post(action).type('form').send({ email: 'not an address' });
    expect(response.status).toBe(422);
    expect(response.text).toContain('This field must be a valid email');
    expect(response.text).toContain('value="not an address"');
  });

  it('goes back to sign-in with a message when the person cancels', async () => {
    const agent = t.agent();
    const { action } = await openSignInPage(agent, 'judge');
    const cancelled = await agent.post(`${action}/abort`).type('form').send({});
    expect(cancelled.status).toBe(303);
    expect((await follow(agent, cancelled.headers.location)).headers.location).toBe('/judges/login');
    expect(await whoAmI(t, agent)).toEqual({ user: null, error: SSO_MESSAGES.cancelled });
  });
});

describe('The development provider in production', () => {
  const t = appSuite({ config: { env: 'production', oidc: null } });

  it('does not exist', async () => {
    expect((await t.agent().get('/dev/oidc/.well-known/openid-configuration')).status).toBe(404);
    expect((await t.agent().get('/dev/oidc/auth?client_id=recipe-contest-dev')).status).toBe(404);
  });

  it('leaves single sign-on off rather than pointing it at a provider that is not there', async () => {
    const response = await t.agent().get('/login/user');
    expect(response.status).toBe(303);
    expect(response.headers.location).toBe('/login');
  });
});
