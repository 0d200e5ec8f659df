import { createHmac, generateKeyPair } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { isEmail } from 'class-validator';
import type { Adapter, AdapterPayload, Configuration, Interaction, Provider } from 'oidc-provider';
import type { AppConfig } from '../../config/app-config.js';
import { devProblemPage, devSignInPage } from './dev-oidc-pages.js';
import {
  DEV_OIDC_PATH,
  devOidcEnabled,
  devOidcSettings,
  redirectUriFor,
  SSO_AUDIENCES,
} from './oidc-settings.js';

type Next = (error?: unknown) => void;
export type DevOidcHandler = (req: IncomingMessage, res: ServerResponse, next: Next) => void;

export interface DevOidcOptions {
  issuer: string;
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
  /** Signs the provider's cookies. */
  cookieSecret: string;
  appName: string;
  /** Where "Back to the site" leads. */
  siteUrl: string;
  companyDomains: string[];
  trustProxy: boolean;
}

const AUDIENCE_LABELS: Record<string, string> = {
  user: 'contestants',
  judge: 'judges',
  admin: 'administrators',
};
const MAX_FORM_BYTES = 8 * 1024;
const INTERACTION_PATH = /^\/interaction\/([\w-]+)(\/abort)?$/;

/**
 * Mounts the development provider at /dev/oidc when the app runs outside production with no provider configured;
 * otherwise it does not exist (and the path answers 404 like any unknown one). Mounted before the body parsers:
 * the provider reads its own request bodies.
 */
export function mountDevOidcProvider(
  app: { use(path: string, handler: DevOidcHandler): unknown },
  config: AppConfig,
): void {
  if (!devOidcEnabled(config)) return;
  const settings = devOidcSettings(config);
  app.use(
    DEV_OIDC_PATH,
    createDevOidcHandler({
      ...settings,
      redirectUris: SSO_AUDIENCES.map((audience) => redirectUriFor(config, audience)),
      cookieSecret: createHmac('sha256', config.appKey).update('dev-oidc-cookies').digest('base64url'),
      appName: config.appName,
      siteUrl: `${config.appUrl}/`,
      companyDomains: config.companyEmailDomains,
      trustProxy: config.trustProxy,
    }),
  );
}

/**
 * An OpenID provider where anyone signs in as any e-mail address, for trying every flow without a company
 * account. Built on the first request (not at boot), so apps that never use it pay nothing. Expects to be
 * mounted at the issuer's path.
 */
export function createDevOidcHandler(options: DevOidcOptions): DevOidcHandler {
  let built: Promise<{ provider: Provider; callback: ReturnType<Provider['callback']> }> | null = null;
  const mountPath = new URL(options.issuer).pathname.replace(/\/$/, '');

  return (req, res, next) => {
    built ??= buildProvider(options, mountPath).then(
      (provider) => ({ provider, callback: provider.callback() }),
      (error: unknown) => {
        built = null; // try again on the next request
        throw error;
      },
    );
    built
      .then(async ({ provider, callback }) => {
        const path = (req.url ?? '/').split('?')[0];
        const interaction = INTERACTION_PATH.exec(path);
        if (!interaction) return callback(req, res);
        const [, uid, abort] = interaction;
        const call = { provider, options, mountPath, req, res, uid };
        if (req.method === 'POST') return finishInteraction(call, !!abort);
        if (req.method === 'GET' && !abort) return showInteraction(call);
        res.statusCode = 405;
        res.end();
      })
      .catch(next);
  };
}

async function buildProvider(options: DevOidcOptions, mountPath: string): Promise<Provider> {
  // Imported here so production never loads it (it is a development dependency).
  const { default: OidcProvider, interactionPolicy } = await import('oidc-provider');
  const { privateKey } = await promisify(generateKeyPair)('rsa', { modulusLength: 2048 });

  // Every sign-in asks for an address again, so switching between people needs no sign-out at the provider.
  const policy = interactionPolicy.base();
  policy
    .get('login')
    ?.checks.add(
      new interactionPolicy.Check('dev_every_time', 'the development provider asks each time', (ctx) =>
        ctx.oidc.result?.login
          ? interactionPolicy.Check.NO_NEED_TO_PROMPT
          : interactionPolicy.Check.REQUEST_PROMPT,
      ),
    );

  const configuration: Configuration = {
    adapter: memoryAdapter(),
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        redirect_uris: options.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    jwks: { keys: [{ ...privateKey.export({ format: 'jwk' }), use: 'sig', alg: 'RS256', kid: 'dev-rs256' }] },
    cookies: { keys: [options.cookieSecret] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'] },
    responseTypes: ['code'],
    pkce: { required: () => true },
    features: { devInteractions: { enabled: false } },
    // Short lives: nothing here outlasts a sign-in (values in seconds).
    ttl: {
      Interaction: 600,
      Session: 600,
      Grant: 600,
      AccessToken: 600,
      IdToken: 600,
      AuthorizationCode: 60,
    },
    interactions: { policy, url: (_ctx, interaction) => `${mountPath}/interaction/${interaction.uid}` },
    // The person is whoever they typed: the address is both the subject and the (verified) e-mail claim.
    findAccount: (_ctx, sub) =>
      Promise.resolve({ accountId: sub, claims: () => ({ sub, email: sub, email_verified: true }) }),
    // No consent screen: the app is the only client, and it asks for nothing but the address.
    loadExistingGrant: async (ctx) => {
      const { client, session, provider } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const grant = new provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope([...ctx.oidc.requestParamOIDCScopes].join(' '));
      grant.addOIDCClaims([...ctx.oidc.requestParamClaims]);
      await grant.save();
      return grant;
    },
    renderError: (ctx, out) => {
      ctx.type = 'html';
      ctx.body = devProblemPage({
        appName: options.appName,
        title: 'Sign-in could not continue',
        message: out.error_description ?? out.error,
        backUrl: options.siteUrl,
      });
      return Promise.resolve();
    },
  };
  const provider = new OidcProvider(options.issuer, configuration);
  provider.proxy = options.trustProxy;
  return provider;
}

/** A request to the sign-in page of the provider's interaction `uid`. */
interface InteractionCall {
  provider: Provider;
  options: DevOidcOptions;
  mountPath: string;
  req: IncomingMessage;
  res: ServerResponse;
  uid: string;
}

async function showInteraction(
  call: InteractionCall,
  error: string | null = null,
  email?: string,
): Promise<void> {
  const { provider, options, mountPath, req, res, uid } = call;
  const details = await provider.interactionDetails(req, res).catch(() => null);
  if (!details || details.uid !== uid) return sendHtml(res, 400, expiredPage(options));
  const hint = typeof details.params.login_hint === 'string' ? details.params.login_hint : '';
  const audience = /\/login\/(\w+)\/callback$/.exec(String(details.params.redirect_uri ?? ''))?.[1];
  sendHtml(
    res,
    error ? 422 : 200,
    devSignInPage({
      appName: options.appName,
      action: `${mountPath}/interaction/${uid}`,
      audienceLabel: (audience && AUDIENCE_LABELS[audience]) || null,
      email: email ?? hint,
      error,
      companyDomains: options.companyDomains,
    }),
  );
}

async function finishInteraction(call: InteractionCall, abort: boolean): Promise<void> {
  const { provider, options, req, res, uid } = call;
  const details = await provider.interactionDetails(req, res).catch(() => null);
  if (!details || details.uid !== uid) return sendHtml(res, 400, expiredPage(options));
  if (abort) {
    return provider.interactionFinished(
      req,
      res,
      { error: 'access_denied', error_description: 'The person cancelled the sign-in.' },
      { mergeWithLastSubmission: false },
    );
  }
  const form = new URLSearchParams(await readBody(req));
  const email = (form.get('email') ?? '').trim().toLowerCase();
  if (!isEmail(email)) {
    const message = email ? 'This field must be a valid email' : 'This field is required';
    return showInteraction(call, message, email);
  }
  await forgetEarlierSignIn(provider, details);
  return provider.interactionFinished(
    req,
    res,
    { login: { accountId: email } },
    { mergeWithLastSubmission: false },
  );
}

/**
 * Ends the provider session of whoever signed in here before. The provider would otherwise stop to confirm a
 * sign-out when a different address is typed; here every sign-in starts from nobody.
 */
async function forgetEarlierSignIn(provider: Provider, details: Interaction): Promise<void> {
  if (!details.session) return;
  if (details.session.cookie) await (await provider.Session.find(details.session.cookie))?.destroy();
  details.session = undefined;
  await details.save(Math.max(1, details.exp - Math.floor(Date.now() / 1000)));
}

function expiredPage(options: DevOidcOptions): string {
  return devProblemPage({
    appName: options.appName,
    title: 'This sign-in has expired',
    message: 'Go back to the site and choose single sign-on again.',
    backUrl: options.siteUrl,
  });
}

function sendHtml(res: ServerResponse, status: number, html: string): void {
  res.statusCode = status;
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.end(html);
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_FORM_BYTES) throw new Error('The sign-in form is too large');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

interface Stored {
  payload: AdapterPayload;
  expiresAt: number;
}

/**
 * The provider's records (interactions, codes, tokens, sessions) in this process's memory, one store per provider:
 * the development provider serves one process and may forget everything on restart. Expired rows are swept as
 * new ones arrive, so a long development session does not grow without end.
 */
function memoryAdapter(): new (name: string) => Adapter {
  const rows = new Map<string, Stored>();
  const live = (row: Stored | undefined) => (row && row.expiresAt > Date.now() ? row : undefined);
  let writes = 0;

  return class MemoryAdapter implements Adapter {
    constructor(private readonly name: string) {}

    upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
      if (++writes % 500 === 0) for (const [key, row] of rows) if (!live(row)) rows.delete(key);
      const expiresAt = expiresIn ? Date.now() + expiresIn * 1000 : Number.POSITIVE_INFINITY;
      rows.set(this.key(id), { payload, expiresAt });
      return Promise.resolve();
    }

    find(id: string): Promise<AdapterPayload | undefined> {
      return Promise.resolve(live(rows.get(this.key(id)))?.payload);
    }

    findByUid(uid: string): Promise<AdapterPayload | undefined> {
      return this.findBy((payload) => payload.uid === uid);
    }

    findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
      return this.findBy((payload) => payload.userCode === userCode);
    }

    consume(id: string): Promise<void> {
      const row = live(rows.get(this.key(id)));
      if (row) row.payload.consumed = Math.floor(Date.now() / 1000);
      return Promise.resolve();
    }

    destroy(id: string): Promise<void> {
      rows.delete(this.key(id));
      return Promise.resolve();
    }

    revokeByGrantId(grantId: string): Promise<void> {
      for (const [key, row] of rows) if (row.payload.grantId === grantId) rows.delete(key);
      return Promise.resolve();
    }

    private key(id: string): string {
      return `${this.name}:${id}`;
    }

    private findBy(match: (payload: AdapterPayload) => boolean): Promise<AdapterPayload | undefined> {
      const prefix = `${this.name}:`;
      for (const [key, row] of rows) {
        if (key.startsWith(prefix) && live(row) && match(row.payload)) return Promise.resolve(row.payload);
      }
      return Promise.resolve(undefined);
    }
  };
}
