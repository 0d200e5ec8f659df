import { Body, Controller, Param, Post, Req, Res } from '@nestjs/common';
import { WriteCall } from '../common/write-call.decorator.js';
import type { Request, Response } from 'express';
import { ContestantAccessService } from '../contestants/contestant-access.service.js';
import { ContestantsService } from '../contestants/contestants.service.js';
import { Page, type NoPageProps } from '../inertia/inertia.decorator.js';
import { ContestantSignInService, SIGN_IN_LINK_MINUTES } from './contestant-sign-in.service.js';
import { RequestSignInLinkDto } from './dto/request-sign-in-link.dto.js';
import { ContestantLinkGuard } from './passport/contestant-link.strategy.js';
import { VerifiedAccount } from './passport/verified-account.decorator.js';
import { SessionService } from './session.service.js';
import type { Contestant } from '../contestants/contestant.entity.js';
import { SignInAttempts } from './throttle/sign-in-throttler.guard.js';
import { requestLanguage } from '../common/request-language.js';
import type { SignInLinkState } from './contestant-sign-in.service.js';

/** POST /user/validDomain: a company address goes to single sign-on (301), any other is mailed a link (200). */
type SignInRequestAnswer = { isSodexo: true; redirectTo: string } | { redirectTo: string; navigate: true };

interface CheckInboxPageProps {
  email: string | null;
  validMinutes: number;
}

interface SignInLinkPageProps {
  state: SignInLinkState;
  email: string | null;
  message: string | null;
}

/** The contestants' sign-in: the 'Welcome!' page, the e-mail check and the mailed single-use link. */
@Controller()
export class ContestantSignInController {
  constructor(
    private readonly signIn: ContestantSignInService,
    private readonly access: ContestantAccessService,
    private readonly contestants: ContestantsService,
    private readonly sessions: SessionService,
  ) {}

  @Page('user/login', 'login')
  async signInPage(
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<NoPageProps | void> {
    const auth = req.session?.auth;
    if (auth?.audience === 'user') {
      const contestant = await this.contestants.findActive(auth.id);
      if (contestant) return res.redirect(303, this.access.homePathFor(contestant));
    }
    return {};
  }

  /**
   * 200 with redirectTo: a link was mailed; 301 with isSodexo: a company address, go to single sign-on;
   * 403: an address that may not take part; 429: a link was mailed to this address less than a minute ago.
   */
  @Post('user/validDomain')
  // Ten tries a minute for one address from one visitor, and thirty addresses a minute from one visitor.
  @SignInAttempts({ default: { limit: 10, ttl: 60_000 }, visitor: { limit: 30, ttl: 60_000 } })
  async requestSignIn(
    @Body() dto: RequestSignInLinkDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<SignInRequestAnswer> {
    const outcome = await this.signIn.requestLink(dto.email, requestLanguage(req).locale);
    if (outcome === 'single-sign-on') {
      res.status(301);
      return { isSodexo: true, redirectTo: '/login/user' };
    }
    req.session.signInLinkSentTo = dto.email;
    res.status(200);
    return { redirectTo: '/login/check-inbox', navigate: true };
  }

  @Page('user/check-inbox', 'login/check-inbox')
  checkInbox(@Req() req: Request): CheckInboxPageProps {
    return { email: req.session?.signInLinkSentTo ?? null, validMinutes: SIGN_IN_LINK_MINUTES };
  }

  /** Shows the Continue button; opening the page does not use the link. */
  @Page('user/sign-in-link', 'login/link/:token')
  async linkPage(@Param('token') token: string): Promise<SignInLinkPageProps> {
    const { state, email } = await this.signIn.inspectLink(token);
    return { state, email, message: state === 'ready' ? null : this.signIn.messageFor(state) };
  }

  @WriteCall('login/link/:token')
  @SignInAttempts({ default: { limit: 20, ttl: 60_000 } }, ContestantLinkGuard)
  async useLink(
    @VerifiedAccount() contestant: Contestant,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<{ redirectTo: string }> {
    await this.sessions.signIn(req, res, 'user', contestant.id);
    return { redirectTo: this.access.homePathFor(contestant) };
  }
}
