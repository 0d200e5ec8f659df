import { createHmac } from 'node:crypto';
import type { AppConfig } from '../../config/app-config.js';
import type { Audience } from '@shared/inertia/shared-props.js';

/** Where the development provider is mounted in the app (outside production, when no provider is configured). */
export const DEV_OIDC_PATH = '/dev/oidc';
export const DEV_OIDC_CLIENT_ID = 'recipe-contest-dev';

export interface OidcSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

export const SSO_AUDIENCES = ['user', 'judge', 'admin'] as const satisfies readonly Audience[];

/** The address the provider sends each audience back to; registered with the provider as is. */
export function redirectUriFor(config: Pick<AppConfig, 'appUrl'>, audience: Audience): string {
  return `${config.appUrl}/login/${audience}/callback`;
}

/** The development provider exists only outside production and only while no real provider is configured. */
export function devOidcEnabled(config: Pick<AppConfig, 'env' | 'oidc'>): boolean {
  return config.env !== 'production' && !config.oidc;
}

/**
 * The development provider's client. The secret is derived from the app key rather than random, so the provider
 * and the client half agree without being wired together.
 */
export function devOidcSettings(config: Pick<AppConfig, 'appUrl' | 'appKey'>): OidcSettings {
  return {
    issuer: `${config.appUrl}${DEV_OIDC_PATH}`,
    clientId: DEV_OIDC_CLIENT_ID,
    clientSecret: createHmac('sha256', config.appKey).update('dev-oidc-client-secret').digest('base64url'),
  };
}

/** The provider the app signs in with: the configured one, else the development one, else none (production). */
export function oidcSettingsFor(config: AppConfig): OidcSettings | null {
  if (config.oidc) return config.oidc;
  return devOidcEnabled(config) ? devOidcSettings(config) : null;
}
