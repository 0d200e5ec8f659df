import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Request } from 'express';
import * as oidc from 'openid-client';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import type { Audience } from '../../inertia/shared-props.js';
import { oidcSettingsFor, redirectUriFor, type OidcSettings } from './oidc-settings.js';
import { SSO_MESSAGES, SsoRefusedError } from './sso-refused.error.js';
import './sso-session.types.js';

/** A handshake left unanswered longer than this is refused; the provider's own codes live far shorter. */
const HANDSHAKE_MAX_AGE_MS = 15 * 60 * 1000;

/**
 * The OpenID Connect half of single sign-on: sends the browser to the provider with state, nonce and a PKCE
 * challenge kept in the session, and turns the provider's answer into a verified e-mail address.
 */
@Injectable()
export class OidcClientService {
  private readonly logger = new Logger('SingleSignOn');
  private readonly settings: OidcSettings | null;
  /** Discovered on first use, not at boot: the development provider is served by this very process. */
  private configuration: Promise<oidc.Configuration> | null = null;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.settings = oidcSettingsFor(config);
  }

  /** The provider's authorization address for this audience; the checks it needs are kept in the session. */
  async authorizationUrl(req: Request, audience: Audience): Promise<string> {
    const configuration = await this.discovered();
    const codeVerifier = oidc.randomPKCECodeVerifier();
    const state = oidc.randomState();
    const nonce = oidc.randomNonce();
    req.session.sso = {
      ...req.session.sso,
      [audience]: { state, nonce, codeVerifier, startedAt: Date.now() },
    };
    return oidc.buildAuthorizationUrl(configuration, {
      redirect_uri: redirectUriFor(this.config, audience),
      scope: 'openid email',
      state,
      nonce,
      code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
    }).href;
  }

  /**
   * The e-mail address (lower case) the provider vouches for, from its answer to the callback. Each handshake is
   * used once: whatever the outcome, it is gone from the session afterwards.
   */
  async verifiedEmail(req: Request, audience: Audience): Promise<string> {
    const pending = req.session.sso?.[audience];
    if (req.session.sso) delete req.session.sso[audience];
    if (!pending || Date.now() - pending.startedAt > HANDSHAKE_MAX_AGE_MS)
      throw new SsoRefusedError(SSO_MESSAGES.expired);

    // The callback address as registered (not as this request's Host header says), with the provider's answer.
    const callback = new URL(redirectUriFor(this.config, audience));
    callback.search = new URL(req.originalUrl, 'http://callback').search;
    // Checked here first so a forged or replayed answer never reaches the provider's token endpoint.
    if (callback.searchParams.get('state') !== pending.state) throw new SsoRefusedError(SSO_MESSAGES.forged);

    const configuration = await this.discovered();
    let tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>;
    try {
      tokens = await oidc.authorizationCodeGrant(configuration, callback, {
        pkceCodeVerifier: pending.codeVerifier,
        expectedState: pending.state,
        expectedNonce: pending.nonce,
        idTokenExpected: true,
      });
    } catch (error) {
      if (error instanceof oidc.AuthorizationResponseError) {
        if (error.error === 'access_denied') throw new SsoRefusedError(SSO_MESSAGES.cancelled);
        this.logger.warn(`The provider answered ${error.error}: ${error.error_description ?? ''}`);
      } else {
        this.logger.warn(`Single sign-on failed: ${error instanceof Error ? error.message : String(error)}`);
      }
      throw new SsoRefusedError(SSO_MESSAGES.failed);
    }
    return this.emailFrom(configuration, tokens);
  }

  /** Many providers put the address in the ID token; others (and strict ones) only answer it at userinfo. */
  private async emailFrom(
    configuration: oidc.Configuration,
    tokens: oidc.TokenEndpointResponse & oidc.TokenEndpointResponseHelpers,
  ): Promise<string> {
    const idToken = tokens.claims();
    if (!idToken) throw new SsoRefusedError(SSO_MESSAGES.failed);
    let claims: { readonly email?: unknown; readonly email_verified?: unknown } = {
      email: idToken.email,
      email_verified: idToken.email_verified,
    };
    if (typeof idToken.email !== 'string') {
      try {
        claims = await oidc.fetchUserInfo(configuration, tokens.access_token, idToken.sub);
      } catch (error) {
        this.logger.warn(`Userinfo failed: ${error instanceof Error ? error.message : String(error)}`);
        throw new SsoRefusedError(SSO_MESSAGES.failed);
      }
    }
    const email = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : '';
    if (!email) throw new SsoRefusedError(SSO_MESSAGES.noEmail);
    // Only a provider that says the address is unverified is refused; many never send the claim at all.
    if (claims.email_verified === false || claims.email_verified === 'false')
      throw new SsoRefusedError(SSO_MESSAGES.unverified);
    return email;
  }

  private discovered(): Promise<oidc.Configuration> {
    const settings = this.settings;
    if (!settings) return Promise.reject(new SsoRefusedError(SSO_MESSAGES.notConfigured));
    this.configuration ??= this.discover(settings).catch((error: unknown) => {
      // Forget the failure so the next visit tries again (the provider may just have been down).
      this.configuration = null;
      this.logger.warn(
        `Discovery of ${settings.issuer} failed: ${error instanceof Error ? error.message : String(error)}`,
      );
      throw new SsoRefusedError(SSO_MESSAGES.unavailable);
    });
    return this.configuration;
  }

  private discover(settings: OidcSettings): Promise<oidc.Configuration> {
    const insecure = new URL(settings.issuer).protocol === 'http:' && this.config.env !== 'production';
    return oidc.discovery(
      new URL(settings.issuer),
      settings.clientId,
      undefined,
      settings.clientSecret ? clientSecretAuth(settings.clientSecret) : oidc.None(),
      // Plain http is for the development provider and local test providers only, never in production.
      insecure ? { execute: [oidc.allowInsecureRequests], timeout: 10 } : { timeout: 10 },
    );
  }
}

/**
 * client_secret_basic (the OpenID default for confidential clients) when the provider lists it, otherwise
 * client_secret_post: decided per call from the discovered metadata.
 */
function clientSecretAuth(secret: string): oidc.ClientAuth {
  const basic = oidc.ClientSecretBasic(secret);
  const post = oidc.ClientSecretPost(secret);
  return (server, client, body, headers) => {
    const methods = server.token_endpoint_auth_methods_supported ?? ['client_secret_basic'];
    return (methods.includes('client_secret_basic') ? basic : post)(server, client, body, headers);
  };
}
