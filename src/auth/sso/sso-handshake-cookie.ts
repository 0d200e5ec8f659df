import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import type { Session, SessionData } from 'express-session';

export const HANDSHAKE_COOKIE = 'rc_sso';
/** As long as a handshake may stay unanswered (see sso.strategy.ts). */
export const HANDSHAKE_COOKIE_MAX_AGE_MS = 15 * 60 * 1000;
/** The session entries of a single sign-on handshake (see sso-session.types.ts). */
const HANDSHAKE_KEYS = ['sso_user', 'sso_judge', 'sso_admin', 'ssoStartedAt'] as const;
type HandshakeKey = (typeof HANDSHAKE_KEYS)[number];
type Handshake = Pick<SessionData, HandshakeKey>;

/**
 * Seals the handshake with AES-256-GCM under a key derived from APP_KEY: the browser can neither read the PKCE
 * verifier, the state and the nonce nor change them.
 */
export class HandshakeSealer {
  private readonly key: Buffer;

  constructor(appKey: string) {
    this.key = createHash('sha256').update(`sso-handshake\n${appKey}`).digest();
  }

  seal(handshake: Handshake): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([cipher.update(JSON.stringify(handshake), 'utf8'), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
  }

  open(value: unknown): Handshake | null {
    if (typeof value !== 'string' || value.length > 4096) return null;
    try {
      const bytes = Buffer.from(value, 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', this.key, bytes.subarray(0, 12));
      decipher.setAuthTag(bytes.subarray(12, 28));
      const text = Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
      const parsed = JSON.parse(text) as unknown;
      return parsed && typeof parsed === 'object' ? (parsed as Handshake) : null;
    } catch {
      return null;
    }
  }
}

function take(session: Session & Partial<SessionData>): Handshake {
  const handshake: Handshake = {};
  for (const key of HANDSHAKE_KEYS) {
    if (session[key] !== undefined) (handshake as Record<string, unknown>)[key] = session[key];
    delete session[key];
  }
  if (handshake.ssoStartedAt && Object.keys(handshake.ssoStartedAt).length === 0)
    delete handshake.ssoStartedAt;
  return handshake;
}

/**
 * Keeps a single sign-on handshake out of the session table. openid-client's Passport strategy keeps its handshake
 * in `req.session`; this middleware (after express-session, on the sign-on routes) puts the handshake of the
 * sealed, HttpOnly, short-lived cookie into the session object when a request comes in, and takes it out again into
 * the cookie just before the answer ends, before express-session decides whether to save. A visitor's session is
 * then saved only when something else was stored (a sign-in, a flash message): thirty anonymous starts of single
 * sign-on write no row.
 */
export function ssoHandshakeCookie(options: { appKey: string; secure: boolean }) {
  const sealer = new HandshakeSealer(options.appKey);
  const cookie = { httpOnly: true, sameSite: 'lax' as const, secure: options.secure, path: '/login' };
  return (req: Request, res: Response, next: NextFunction): void => {
    const session = req.session as (Session & Partial<SessionData>) | undefined;
    if (!session) return next();
    const incoming = req.cookies?.[HANDSHAKE_COOKIE] as unknown;
    const handshake = incoming === undefined ? null : sealer.open(incoming);
    if (handshake) {
      for (const key of HANDSHAKE_KEYS) {
        if (handshake[key] !== undefined)
          (session as unknown as Record<string, unknown>)[key] = handshake[key];
      }
    }
    const end = res.end.bind(res) as (...args: unknown[]) => Response;
    res.end = ((...args: unknown[]) => {
      // The session may have been replaced (sign-in regenerates it): read it from the request again.
      const current = req.session as (Session & Partial<SessionData>) | undefined;
      const left = current ? take(current) : {};
      if (!res.headersSent) {
        if (Object.keys(left).length > 0)
          res.cookie(HANDSHAKE_COOKIE, sealer.seal(left), { ...cookie, maxAge: HANDSHAKE_COOKIE_MAX_AGE_MS });
        else if (incoming !== undefined) res.clearCookie(HANDSHAKE_COOKIE, cookie);
      }
      return end(...args);
    }) as Response['end'];
    next();
  };
}
