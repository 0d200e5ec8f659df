import { Inject, Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';

export const CSRF_COOKIE = 'rc_csrf';
/** Signed values kept in memory, by secret (43 characters each, as is the value). */
const SIGNED_VALUES_KEPT = 10_000;
const SECRET_BYTES = 32;
/** New secrets drawn from the system's random generator at a time. */
const SECRETS_PER_DRAW = 128;

/**
 * Secrets for new visitors, drawn from the random generator in blocks: one call per 128 first visits instead of one
 * each (a first visit's secret was a measurable part of the landing page's cost). Every byte is used once.
 */
class SecretPool {
  private block = Buffer.alloc(0);
  private offset = 0;

  next(): string {
    if (this.offset + SECRET_BYTES > this.block.length) {
      this.block = randomBytes(SECRET_BYTES * SECRETS_PER_DRAW);
      this.offset = 0;
    }
    const secret = this.block.subarray(this.offset, this.offset + SECRET_BYTES).toString('base64url');
    this.block.fill(0, this.offset, this.offset + SECRET_BYTES);
    this.offset += SECRET_BYTES;
    return secret;
  }
}

/**
 * Signed double-submit: a random secret lives in an http-only cookie and the page carries its HMAC. A forged request
 * from another site cannot read the page, so it cannot send the value. No session row is needed, so anonymous
 * visits stay free of database writes.
 */
@Injectable()
export class CsrfService {
  private readonly signed = new Map<string, string>();
  private readonly secrets = new SecretPool();

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** The value for this visitor's pages; sets the secret cookie on the first visit. */
  tokenFor(req: Request, res: Response): string {
    let secret = req.cookies?.[CSRF_COOKIE] as string | undefined;
    if (!secret || !/^[A-Za-z0-9_-]{43}$/.test(secret)) {
      secret = this.rotate(res);
      // Later code in this request (the page's shared props) must see the new secret.
      req.cookies = { ...(req.cookies ?? {}), [CSRF_COOKIE]: secret };
    }
    return this.signKept(secret);
  }

  /** A new secret: done on every sign-in and sign-out, so a value seen before cannot be replayed. */
  rotate(res: Response, req?: Request): string {
    const secret = this.secrets.next();
    res.cookie(CSRF_COOKIE, secret, {
      httpOnly: true,
      sameSite: 'lax',
      secure: this.config.env === 'production',
      path: '/',
    });
    if (req) req.cookies = { ...(req.cookies ?? {}), [CSRF_COOKIE]: secret };
    return secret;
  }

  isValid(req: Request, submitted: unknown): boolean {
    const secret = req.cookies?.[CSRF_COOKIE] as string | undefined;
    if (!secret || typeof submitted !== 'string' || submitted.length === 0) return false;
    const expected = Buffer.from(this.sign(secret));
    const given = Buffer.from(submitted);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  /** The value a write call sent: header X-CSRF-TOKEN, body field `csrf`, or `_token` in multipart forms. */
  submitted(req: Request): unknown {
    const body = (req.body ?? {}) as Record<string, unknown>;
    return req.get('X-CSRF-TOKEN') ?? body.csrf ?? body._token;
  }

  private sign(secret: string): string {
    return createHmac('sha256', this.config.appKey).update(`csrf:${secret}`).digest('base64url');
  }

  /**
   * sign() of a well-formed secret, kept: a returning visitor's pages reuse the value (the HMAC is a good part of an
   * anonymous page's cost). Bounded: emptied when full, so cookies made up by a client cannot grow it.
   */
  private signKept(secret: string): string {
    let value = this.signed.get(secret);
    if (value === undefined) {
      value = this.sign(secret);
      if (this.signed.size >= SIGNED_VALUES_KEPT) this.signed.clear();
      this.signed.set(secret, value);
    }
    return value;
  }
}
