import { Inject, Injectable, Logger } from '@nestjs/common';
import * as oidc from 'openid-client';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import type { Audience } from '@shared/inertia/shared-props.js';
import { oidcSettingsFor, redirectUriFor, type OidcSettings } from './oidc-settings.js';
import { SSO_MESSAGES, SsoRefusedError } from './sso-refused.error.js';

/**
 * The OpenID Connect provider of single sign-on: discovered on first use (and again after a failure), and the e-mail
 * address it vouches for in a token answer. The handshake itself is openid-client's Passport strategy
 * (src/auth/passport/sso.strategy.ts).
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

  /** The address the provider sends this audience back to, as registered with it. */
  callbackUrl(audience: Audience): string {
    return redirectUriFor(this.config, audience);
  }

  warn(message: string): void {
    this.logger.warn(message);
  }

  /** Many providers put the address in the ID token; others (and strict ones) only answer it at userinfo. */
  async emailFrom(
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

  /** The provider's configuration; an SsoRefusedError when none is set up or it cannot be reached. */
  discovered(): Promise<oidc.Configuration> {
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
