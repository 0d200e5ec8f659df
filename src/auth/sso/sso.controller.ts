import { Controller, Get, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { Audience } from '../../inertia/shared-props.js';
import { SIGN_IN_PAGES } from '../audience.guard.js';
import { SessionService } from '../session.service.js';
import { OidcClientService } from './oidc-client.service.js';
import { SsoRefusedError } from './sso-refused.error.js';
import { SsoSignInService } from './sso-sign-in.service.js';

/**
 * Single sign-on for the three audiences. Every path is under /login/, where a first visit may start a session
 * (SESSION_ON_FIRST_VISIT): the handshake's state, nonce and PKCE verifier live in it.
 */
@Controller('login')
export class SsoController {
  constructor(
    private readonly oidc: OidcClientService,
    private readonly signIns: SsoSignInService,
    private readonly sessions: SessionService,
  ) {}

  @Get('user')
  startUser(@Req() req: Request, @Res() res: Response) {
    return this.start('user', req, res);
  }

  @Get('user/callback')
  finishUser(@Req() req: Request, @Res() res: Response) {
    return this.finish('user', req, res);
  }

  @Get('judge')
  startJudge(@Req() req: Request, @Res() res: Response) {
    return this.start('judge', req, res);
  }

  @Get('judge/callback')
  finishJudge(@Req() req: Request, @Res() res: Response) {
    return this.finish('judge', req, res);
  }

  @Get('admin')
  startAdmin(@Req() req: Request, @Res() res: Response) {
    return this.start('admin', req, res);
  }

  @Get('admin/callback')
  finishAdmin(@Req() req: Request, @Res() res: Response) {
    return this.finish('admin', req, res);
  }

  private async start(audience: Audience, req: Request, res: Response): Promise<void> {
    // An Inertia visit cannot follow a redirect to another site: ask the browser for a full page load instead.
    if (req.get('X-Inertia')) {
      res.status(409).setHeader('X-Inertia-Location', req.originalUrl);
      res.end();
      return;
    }
    try {
      res.redirect(303, await this.oidc.authorizationUrl(req, audience));
    } catch (error) {
      this.refuseOr(error, audience, req, res);
    }
  }

  private async finish(audience: Audience, req: Request, res: Response): Promise<void> {
    try {
      const email = await this.oidc.verifiedEmail(req, audience);
      const account = await this.signIns.accountFor(audience, email);
      await this.sessions.signIn(req, res, audience, account.id);
      res.redirect(303, account.home);
    } catch (error) {
      this.refuseOr(error, audience, req, res);
    }
  }

  /** A refusal goes back to the audience's sign-in page with the reason in its error banner; the rest is a 500. */
  private refuseOr(error: unknown, audience: Audience, req: Request, res: Response): void {
    if (!(error instanceof SsoRefusedError)) throw error;
    req.session.flash = { error: error.message };
    res.redirect(303, SIGN_IN_PAGES[audience]);
  }
}
