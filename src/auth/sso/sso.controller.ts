import {
  type ArgumentsHost,
  Catch,
  Controller,
  type ExceptionFilter,
  Get,
  Req,
  Res,
  type Type,
  UseFilters,
  UseGuards,
} from '@nestjs/common';
import type { Request, Response } from 'express';
import type { Audience } from '@shared/inertia/shared-props.js';
import { SIGN_IN_PAGES } from '../audience.guard.js';
import { FullPageLoadRequired, SsoGuard } from '../passport/sso.strategy.js';
import { VerifiedAccount } from '../passport/verified-account.decorator.js';
import { SessionService } from '../session.service.js';
import { SsoRefusedError } from './sso-refused.error.js';
import type { SsoSignIn } from './sso-sign-in.service.js';
import { isVoterHandshake, rememberVoter, VOTER_HOME } from './sso-voter.js';

/** A refusal goes back to the audience's sign-in page with the reason in its error banner. */
@Catch(SsoRefusedError, FullPageLoadRequired)
class SsoRefusalFilter implements ExceptionFilter {
  catch(error: SsoRefusedError | FullPageLoadRequired, host: ArgumentsHost): void {
    const req = host.switchToHttp().getRequest<Request>();
    const res = host.switchToHttp().getResponse<Response>();
    if (error instanceof FullPageLoadRequired) {
      res.status(409).setHeader('X-Inertia-Location', req.originalUrl);
      res.end();
      return;
    }
    const audience = /^\/login\/(user|judge|admin)\b/.exec(req.path)?.[1] as Audience;
    req.session.flash = { error: error.message };
    // A People's Choice voter goes back to the gallery, not to the contestants' sign-in.
    const voting = audience === 'user' && isVoterHandshake(req);
    if (voting) delete req.session.ssoVoterSince;
    res.redirect(303, voting ? VOTER_HOME : SIGN_IN_PAGES[audience]);
  }
}

/**
 * Single sign-on for one audience, through openid-client's Passport strategy behind its guard: the start route
 * (`/login/user`, `/login/judge`, `/login/admin`) is answered by the strategy (303 to the provider), the callback
 * signs the verified account in. Every path is under /login/, where a first visit may start a session
 * (SESSION_ON_FIRST_VISIT): the handshake lives in it.
 */
function ssoController(audience: Audience): Type<unknown> {
  @Controller(`login/${audience}`)
  @UseFilters(SsoRefusalFilter)
  @UseGuards(SsoGuard(audience))
  class SsoController {
    constructor(private readonly sessions: SessionService) {}

    @Get()
    start(): void {}

    @Get('callback')
    async finish(
      @VerifiedAccount() account: SsoSignIn,
      @Req() req: Request,
      @Res() res: Response,
    ): Promise<void> {
      if (account.voterEmail !== undefined) {
        rememberVoter(req, account.voterEmail, 'sso');
        res.redirect(303, account.home);
        return;
      }
      await this.sessions.signIn(req, res, audience, account.id);
      res.redirect(303, account.home);
    }
  }
  Object.defineProperty(SsoController, 'name', {
    value: `${audience[0].toUpperCase()}${audience.slice(1)}SsoController`,
  });
  return SsoController;
}

export const UserSsoController = ssoController('user');
export const JudgeSsoController = ssoController('judge');
export const AdminSsoController = ssoController('admin');
