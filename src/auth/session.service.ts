import { SESSION_COOKIE } from './session-cookie.js';
import { Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { Audience } from '@shared/inertia/shared-props.js';
import { CsrfService } from './csrf.service.js';
import { ContestantAccessService } from '../contestants/contestant-access.service.js';
import { requestLanguage } from '../common/request-language.js';

const REMEMBER_ME_MS = 30 * 24 * 60 * 60 * 1000;

/** Starts and ends signed-in sessions. */
@Injectable()
export class SessionService {
  constructor(
    private readonly csrf: CsrfService,
    private readonly contestants: ContestantAccessService,
  ) {}

  /** A new session id on every sign-in, so a session id planted before cannot be used after. */
  async signIn(
    req: Request,
    res: Response,
    audience: Audience,
    id: number,
    rememberMe = false,
  ): Promise<void> {
    await new Promise<void>((resolve, reject) =>
      req.session.regenerate((error) => (error ? reject(error) : resolve())),
    );
    req.session.auth = { audience, id };
    // A remembered session outlives the browser; otherwise the cookie ends with it (and the store's idle limit).
    req.session.cookie.maxAge = rememberMe ? REMEMBER_ME_MS : undefined;
    await new Promise<void>((resolve, reject) =>
      req.session.save((error) => (error ? reject(error) : resolve())),
    );
    this.csrf.rotate(res, req);
    // A contestant's mails go out in their language: the one this sign-in asks for, or the one already stored.
    if (audience === 'user') await this.contestants.rememberLanguage(id, requestLanguage(req));
  }

  async signOut(req: Request, res: Response): Promise<void> {
    // A judge's device may keep the round's pages and unsent scores for the venue (the judges' service worker): a
    // sign-out clears them, so the next judge on the same tablet finds none of them.
    if (req.session?.auth?.audience === 'judge') res.setHeader('Clear-Site-Data', '"storage"');
    if (req.session) {
      await new Promise<void>((resolve) => req.session.destroy(() => resolve()));
    }
    res.clearCookie(SESSION_COOKIE, { path: '/' });
    this.csrf.rotate(res, req);
  }
}
