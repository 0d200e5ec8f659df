// oidc-provider ships no type declarations; these cover the part of its API the development provider uses.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export interface AdapterPayload {
    grantId?: string;
    uid?: string;
    userCode?: string;
    consumed?: number;
    [key: string]: unknown;
  }

  export interface Adapter {
    upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void>;
    find(id: string): Promise<AdapterPayload | undefined>;
    findByUserCode(userCode: string): Promise<AdapterPayload | undefined>;
    findByUid(uid: string): Promise<AdapterPayload | undefined>;
    consume(id: string): Promise<void>;
    destroy(id: string): Promise<void>;
    revokeByGrantId(grantId: string): Promise<void>;
  }

  export interface Grant {
    addOIDCScope(scope: string): void;
    addOIDCClaims(claims: string[]): void;
    save(): Promise<string>;
  }

  export interface KoaContextWithOIDC {
    oidc: {
      provider: Provider;
      client?: { clientId: string };
      session?: { accountId?: string };
      params?: Record<string, unknown>;
      result?: { login?: unknown };
      requestParamOIDCScopes: Set<string>;
      requestParamClaims: Set<string>;
    };
  }

  export interface Account {
    accountId: string;
    claims(): Record<string, unknown> | Promise<Record<string, unknown>>;
  }

  export interface Interaction {
    uid: string;
    /** Expiry, in seconds since the epoch. */
    exp: number;
    prompt: { name: string; reasons: string[]; details: Record<string, unknown> };
    params: Record<string, unknown>;
    /** The provider session the interaction started from, when someone was already signed in there. */
    session?: { accountId: string; uid?: string; cookie?: string };
    save(ttlSeconds: number): Promise<string>;
  }

  export interface ErrorOut {
    error: string;
    error_description?: string;
  }

  export interface Configuration {
    adapter?: new (name: string) => Adapter;
    clients?: Record<string, unknown>[];
    jwks?: { keys: Record<string, unknown>[] };
    cookies?: { keys?: string[]; long?: Record<string, unknown>; short?: Record<string, unknown> };
    claims?: Record<string, string[]>;
    scopes?: string[];
    responseTypes?: string[];
    pkce?: { required?: () => boolean };
    features?: Record<string, { enabled: boolean } & Record<string, unknown>>;
    interactions?: {
      policy?: Prompt[];
      url?: (ctx: KoaContextWithOIDC, interaction: Interaction) => string | Promise<string>;
    };
    conformIdTokenClaims?: boolean;
    findAccount?: (ctx: KoaContextWithOIDC, sub: string) => Promise<Account | undefined>;
    loadExistingGrant?: (ctx: KoaContextWithOIDC) => Promise<Grant | undefined>;
    renderError?: (ctx: { type: string; body: unknown }, out: ErrorOut, error: Error) => Promise<void>;
    ttl?: Record<string, number>;
  }

  export class Check {
    static readonly REQUEST_PROMPT: true;
    static readonly NO_NEED_TO_PROMPT: false;
    constructor(reason: string, description: string, check: (ctx: KoaContextWithOIDC) => boolean);
  }

  export interface Prompt {
    name: string;
    checks: Check[] & { add(check: Check, index?: number): void };
  }

  export const interactionPolicy: {
    base(): Prompt[] & { get(name: string): Prompt | undefined };
    Check: typeof Check;
  };

  export class Provider {
    constructor(issuer: string, configuration?: Configuration);
    proxy: boolean;
    readonly Grant: new (properties: { clientId: string; accountId: string }) => Grant;
    readonly Session: { find(id: string): Promise<{ destroy(): Promise<void> } | undefined> };
    callback(): (req: IncomingMessage, res: ServerResponse) => Promise<void>;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<Interaction>;
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: Record<string, unknown>,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
  }

  export default Provider;
}
