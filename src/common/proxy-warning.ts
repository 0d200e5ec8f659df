import type { NextFunction, Request, Response } from 'express';
import type { AppConfig } from '../config/app-config.js';

export const UNTRUSTED_PROXY_WARNING =
  'Requests arrive through a proxy that terminates HTTPS (X-Forwarded-Proto: https), but TRUST_PROXY is not set: ' +
  'the app sees plain HTTP, never sets its Secure session cookie, and signing in fails. Set TRUST_PROXY=true ' +
  '(only when the app is reachable through that proxy alone).';

/**
 * In production without TRUST_PROXY, the first request that says it came over HTTPS through a proxy logs one clear
 * warning: signing in would otherwise fail silently (the Secure cookie is not sent over what looks like HTTP).
 * Nothing is logged when the proxy is trusted, outside production, or ever again after the first time.
 */
export function untrustedProxyWarning(
  config: Pick<AppConfig, 'env' | 'trustProxy'>,
  warn: (message: string) => void,
): ((req: Request, res: Response, next: NextFunction) => void) | null {
  if (config.env !== 'production' || config.trustProxy) return null;
  let warned = false;
  return (req, _res, next) => {
    if (!warned && /^https\b/i.test(req.get('X-Forwarded-Proto') ?? '')) {
      warned = true;
      warn(UNTRUSTED_PROXY_WARNING);
    }
    next();
  };
}
