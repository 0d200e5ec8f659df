import type { NextFunction, Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';
import type { AppConfig } from '../config/app-config.js';
import { DEFERRED_SCRIPTS_HASH } from './deferred-scripts.js';

type HeaderConfig = Pick<AppConfig, 'env' | 'viteDevServer' | 'oidc'>;

/** The origin of a URL, or null when it is not one. */
function originOf(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * The Content-Security-Policy directives. Only the app's own scripts and style sheets run: the page object is data in
 * the `data-page` attribute, not a script, and the one inline script, the deferred loader of server-rendered pages, is
 * allowed by the hash of its exact text. Style attributes are allowed (`style-src-attr`): React's `style` props
 * are rendered into the server-rendered HTML, and an attribute can neither load nor run anything. Vite's development
 * server (its scripts, its injected <style> elements, its hot-reload socket) is allowed only when `npm run dev` set
 * VITE_DEV_SERVER, which production never does.
 */
export function contentSecurityPolicy(config: HeaderConfig): Record<string, string[]> {
  const dev = config.env !== 'production' ? originOf(config.viteDevServer) : null;
  const devSocket = dev ? dev.replace(/^http/, 'ws') : null;
  const sso = originOf(config.oidc?.issuer);
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", DEFERRED_SCRIPTS_HASH, ...(dev ? [dev] : [])],
    'style-src': ["'self'", ...(dev ? [dev, "'unsafe-inline'"] : [])],
    'style-src-attr': ["'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...(dev ? [dev] : [])],
    'font-src': ["'self'", 'data:', ...(dev ? [dev] : [])],
    'connect-src': ["'self'", ...(dev && devSocket ? [dev, devSocket] : [])],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    // A sign-in form may be sent on to the single sign-on provider.
    'form-action': ["'self'", ...(sso ? [sso] : [])],
    'frame-ancestors': ["'none'"],
  };
  if (config.env === 'production') directives['upgrade-insecure-requests'] = [];
  return directives;
}

/**
 * The headers a helmet middleware sets, worked out once: with no nonce and no directive computed per request, helmet
 * sets the same headers on every answer, and running its thirteen middlewares per request would be a large part of a
 * cached page's cost. Refuses, when the app starts, a configuration that would not set them at once.
 */
function fixedHeaders(middleware: RequestHandler): RequestHandler {
  const headers = new Map<string, string | number | readonly string[]>();
  const removed = new Set<string>();
  const probe = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers.set(name, value);
      removed.delete(name);
    },
    removeHeader(name: string) {
      headers.delete(name);
      removed.add(name);
    },
  };
  let finished = false;
  void middleware({} as Request, probe as unknown as Response, (error?: unknown) => {
    if (error) throw error instanceof Error ? error : new Error(String(error));
    finished = true;
  });
  if (!finished) throw new Error('helmet did not set its headers at once: they cannot be worked out ahead');
  const toSet = [...headers];
  const toRemove = [...removed];
  return (_req: Request, res: Response, next: NextFunction) => {
    for (const name of toRemove) res.removeHeader(name);
    for (const [name, value] of toSet) res.setHeader(name, value);
    next();
  };
}

/**
 * helmet, configured: the policy above, X-Frame-Options DENY, nosniff, strict-origin-when-cross-origin, and
 * Strict-Transport-Security in production only (a development machine on http://localhost must not be pinned to
 * HTTPS). The development OpenID provider (never in production) renders its own pages with inline styles: it gets
 * every header but the policy.
 */
export function securityHeaders(config: HeaderConfig): RequestHandler {
  const common = {
    frameguard: { action: 'deny' as const },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' as const },
    strictTransportSecurity:
      config.env === 'production' ? { maxAge: 31_536_000, includeSubDomains: true } : (false as const),
    crossOriginEmbedderPolicy: false,
  };
  const withPolicy = fixedHeaders(
    helmet({
      ...common,
      contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
    }),
  );
  const withoutPolicy = fixedHeaders(helmet({ ...common, contentSecurityPolicy: false }));
  return (req: Request, res: Response, next: NextFunction) =>
    (config.env !== 'production' && req.path.startsWith('/dev/oidc') ? withoutPolicy : withPolicy)(
      req,
      res,
      next,
    );
}

/** Pages and JSON of a signed-in person are never kept by a browser or a proxy cache. */
export function noStoreWhenSignedIn(req: Request, res: Response, next: NextFunction): void {
  if (req.session?.auth) res.setHeader('Cache-Control', 'no-store');
  next();
}
