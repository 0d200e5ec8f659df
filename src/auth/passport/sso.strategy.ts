import { type CanActivate, type ExecutionContext, Injectable, mixin, type Type } from '@nestjs/common';
import { AuthGuard, type IAuthGuard } from '@nestjs/passport';
import type { Request } from 'express';
import * as oidc from 'openid-client';
import { Strategy as OidcStrategy, type AuthenticateOptions } from 'openid-client/passport';
import passport from 'passport';
import type { Audience } from '@shared/inertia/shared-props.js';
import { OidcClientService } from '../sso/oidc-client.service.js';
import { SSO_MESSAGES, SsoRefusedError } from '../sso/sso-refused.error.js';
import { handshakeKey } from '../sso/sso-session.types.js';
import { SsoSignInService, type SsoSignIn } from '../sso/sso-sign-in.service.js';
import { isVoterHandshake } from '../sso/sso-voter.js';

/** A handshake left unanswered longer than this is refused; the provider's own codes live far shorter. */
const HANDSHAKE_MAX_AGE_MS = 15 * 60 * 1000;

/** The Passport name of an audience's single sign-on strategy. */
export const ssoStrategyName = (audience: Audience) => `sso-${audience}`;

/** An Inertia visit cannot follow a redirect to another site: it is asked for a full page load (409). */
export class FullPageLoadRequired extends Error {}

/**
 * openid-client's own Passport strategy, with what this site asks of every handshake on top of its PKCE: a state and
 * a nonce (checked by openid-client before and after the token call), and a 303 to the provider like every other
 * redirect of the app.
 */
class ContestOidcStrategy extends OidcStrategy {
  override authorizationRequestParams<T extends AuthenticateOptions>(req: Request, options: T) {
    const params = new URLSearchParams(super.authorizationRequestParams(req, options));
    params.set('state', oidc.randomState());
    params.set('nonce', oidc.randomNonce());
    return params;
  }

  override authenticate<T extends AuthenticateOptions>(
    this: passport.StrategyCreated<OidcStrategy, OidcStrategy & passport.StrategyCreatedStatic>,
    req: Request,
    options: T,
  ): void {
    // Passport gives each request its own copy of the strategy with its own `redirect`.
    const redirect = this.redirect.bind(this);
    this.redirect = (url: string) => redirect(url, 303);
    OidcStrategy.prototype.authenticate.call(this, req, options);
  }
}

/**
 * Registers one strategy per audience with Passport once the provider is discovered (the development provider is
 * served by this very process, so not at boot), and again if it is discovered anew after a failure.
 */
@Injectable()
export class SsoStrategies {
  private readonly registeredFor = new WeakMap<oidc.Configuration, Set<Audience>>();

  constructor(
    private readonly provider: OidcClientService,
    private readonly signIns: SsoSignInService,
  ) {}

  async ensure(audience: Audience): Promise<void> {
    const config = await this.provider.discovered();
    const registered = this.registeredFor.get(config) ?? new Set<Audience>();
    this.registeredFor.set(config, registered);
    if (registered.has(audience)) return;
    const strategy = new ContestOidcStrategy(
      {
        config,
        name: ssoStrategyName(audience),
        sessionKey: handshakeKey(audience),
        callbackURL: this.provider.callbackUrl(audience),
        scope: 'openid email',
        passReqToCallback: true,
      },
      (req, tokens, verified) => {
        this.accountFor(config, audience, tokens, isVoterHandshake(req)).then(
          (account) => verified(null, account),
          (error: unknown) => verified(error),
        );
      },
    );
    passport.use(ssoStrategyName(audience), strategy as unknown as passport.Strategy);
    registered.add(audience);
  }

  private async accountFor(
    config: oidc.Configuration,
    audience: Audience,
    tokens: oidc.TokenEndpointResponse & oidc.TokenEndpointResponseHelpers,
    voting: boolean,
  ): Promise<SsoSignIn> {
    const email = await this.provider.emailFrom(config, tokens);
    // A People's Choice voter (src/auth/sso/sso-voter.ts) signs in as no account: no contestant is created.
    if (audience === 'user' && voting) return this.signIns.voterFor(email);
    return this.signIns.accountFor(audience, email);
  }

  /** Any failure of the handshake, in words for the person; the detail goes to the log. */
  refusalFor(error: unknown, info: unknown): SsoRefusedError {
    if (error instanceof SsoRefusedError) return error;
    if (error) {
      if (error instanceof oidc.AuthorizationResponseError)
        this.provider.warn(`The provider answered ${error.error}: ${error.error_description ?? ''}`);
      else
        this.provider.warn(
          `Single sign-on failed: ${error instanceof Error ? error.message : String(error)}`,
        );
      return new SsoRefusedError(SSO_MESSAGES.failed);
    }
    // The strategy's `fail`: the person cancelled at the provider, or no handshake of this browser was waiting.
    const reason = (info ?? {}) as { error?: string };
    return new SsoRefusedError(
      reason.error === 'access_denied' ? SSO_MESSAGES.cancelled : SSO_MESSAGES.expired,
    );
  }
}

/**
 * The guard of an audience's single sign-on routes (start and callback) through @nestjs/passport. Before Passport
 * runs: an Inertia visit is asked for a full page load, the strategy is made ready, and a callback is checked against
 * this browser's handshake (its age, then its state), which is used up whatever the outcome, so a forged or replayed
 * answer never reaches the provider's token endpoint.
 */
export function SsoGuard(audience: Audience): Type<CanActivate> {
  @Injectable()
  class SsoGuardMixin extends AuthGuard(ssoStrategyName(audience)) implements IAuthGuard {
    constructor(private readonly strategies: SsoStrategies) {
      super();
    }

    override async canActivate(context: ExecutionContext): Promise<boolean> {
      const req = context.switchToHttp().getRequest<Request>();
      if (req.get('X-Inertia')) throw new FullPageLoadRequired();
      await this.strategies.ensure(audience);
      const query = new URL(req.originalUrl, 'http://callback').searchParams;
      const isCallback = query.has('code') || query.has('error');
      if (isCallback) this.checkHandshake(req, query.get('state'));
      else req.session.ssoStartedAt = { ...req.session.ssoStartedAt, [audience]: Date.now() };
      return (await super.canActivate(context)) as boolean;
    }

    private checkHandshake(req: Request, state: string | null): void {
      const key = handshakeKey(audience);
      const pending = req.session[key];
      const startedAt = req.session.ssoStartedAt?.[audience] ?? 0;
      if (req.session.ssoStartedAt) delete req.session.ssoStartedAt[audience];
      if (!pending || Date.now() - startedAt > HANDSHAKE_MAX_AGE_MS) {
        delete req.session[key];
        throw new SsoRefusedError(SSO_MESSAGES.expired);
      }
      if (state !== pending.state) {
        delete req.session[key];
        throw new SsoRefusedError(SSO_MESSAGES.forged);
      }
    }

    override getAuthenticateOptions() {
      return { session: false };
    }

    override handleRequest<T>(error: unknown, account: T, info: unknown): T {
      if (error || !account) throw this.strategies.refusalFor(error, info);
      return account;
    }
  }
  return mixin(SsoGuardMixin);
}
