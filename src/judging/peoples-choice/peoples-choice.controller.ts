import { Body, Controller, GoneException, Get, Param, Req, Res, UnauthorizedException } from '@nestjs/common';
import type { Request, Response } from 'express';
import { IdempotencyKey } from '../../common/idempotency-key.decorator.js';
import { WriteCall } from '../../common/write-call.decorator.js';
import { Page } from '../../inertia/inertia.decorator.js';
import { SignInAttempts } from '../../auth/throttle/sign-in-throttler.guard.js';
import {
  type CastVoteAnswer,
  PEOPLES_CHOICE_MESSAGES,
  PEOPLES_CHOICE_PAGES,
  PEOPLES_CHOICE_TEXT,
  type PeoplesChoiceGalleryProps,
} from '@shared/judging/peoples-choice.js';
import { CastPeoplesChoiceVoteDto, RequestVotingLinkDto } from './dto/peoples-choice.dto.js';
import { VoterLinkService } from '../../auth/voter-link.service.js';
import { rememberVoter } from '../../auth/sso/sso-voter.js';
import { CONTESTANT_SIGN_IN_MESSAGES, type SignInLinkState } from '../../auth/contestant-sign-in.service.js';
import { PeoplesChoiceService, type Voter } from './peoples-choice.service.js';

/**
 * Votes a minute: per visitor (an address on the internet; a company's whole office may share one, so it is
 * generous) and per signed-in voter (a person changing their mind, or a script).
 */
const VOTE_CALLS = { default: { limit: 2000, ttl: 60_000 }, voter: { limit: 20, ttl: 60_000 } };

const voterOf = (req: Request): Voter | null => req.session?.peoplesChoiceVoter ?? null;

/** The public People's Choice gallery, the voters' sign-in and their vote. No sign-in needed to look. */
@Controller()
export class PeoplesChoiceController {
  constructor(
    private readonly peoplesChoice: PeoplesChoiceService,
    private readonly links: VoterLinkService,
  ) {}

  @Page('public/peoples-choice', 'peoples-choice')
  gallery(@Req() req: Request): Promise<PeoplesChoiceGalleryProps> {
    return this.peoplesChoice.gallery(voterOf(req));
  }

  /**
   * "Sign in with your company account to vote": marks the session, then the contestants' single sign-on, whose
   * callback keeps the voter and comes back to the gallery (src/auth/sso/sso-voter.ts). Under /login/, where a first
   * visit may start a session.
   */
  @Get('login/peoples-choice')
  ssoSignIn(@Req() req: Request, @Res() res: Response): void {
    if (req.get('X-Inertia')) {
      res.status(409).setHeader('X-Inertia-Location', req.originalUrl);
      res.end();
      return;
    }
    req.session.ssoVoterSince = Date.now();
    res.redirect(303, '/login/user');
  }

  /**
   * When anyone at a listed domain may vote: 200 { data: { message } } with a link mailed; 403 another domain; 409
   * not open by mail; 429 a link mailed to the address less than a minute ago. Limited per visitor and address.
   */
  @WriteCall('peoples-choice/sign-in')
  @SignInAttempts({ default: { limit: 10, ttl: 60_000 }, visitor: { limit: 30, ttl: 60_000 } })
  async requestLink(@Body() dto: RequestVotingLinkDto): Promise<{ data: { message: string } }> {
    await this.peoplesChoice.checkLinkRequest(dto.email);
    await this.links.mailLink(dto.email);
    return { data: { message: PEOPLES_CHOICE_TEXT.linkSent(dto.email) } };
  }

  /** The mailed link shows a Continue button (the contestants' link page); opening it does not use it. */
  @Page('user/sign-in-link', 'login/peoples-choice/link/:token')
  async linkPage(
    @Param('token') token: string,
  ): Promise<{ state: SignInLinkState; email: string | null; message: string | null }> {
    const { state, email } = await this.links.inspect(token);
    return { state, email, message: state === 'ready' ? null : linkMessage(state) };
  }

  /** Continue: uses the link once, keeps the voter on this session, and goes back to the gallery. */
  @WriteCall('login/peoples-choice/link/:token')
  @SignInAttempts({ default: { limit: 20, ttl: 60_000 } })
  async useLink(@Param('token') token: string, @Req() req: Request): Promise<{ redirectTo: string }> {
    const email = await this.links.use(token);
    if (!email) throw new GoneException({ message: linkMessage((await this.links.inspect(token)).state) });
    rememberVoter(req, email, 'email');
    return { redirectTo: PEOPLES_CHOICE_PAGES.gallery };
  }

  /** 200 { data: { recipeId, changed, message } }; 401 signed out; 404 no finalist's; 409 closed, own or voided. */
  @WriteCall('peoples-choice/vote')
  @SignInAttempts(VOTE_CALLS)
  async vote(
    @Req() req: Request,
    @Body() dto: CastPeoplesChoiceVoteDto,
    @IdempotencyKey() key: string | undefined,
  ): Promise<{ data: CastVoteAnswer }> {
    const voter = voterOf(req);
    if (!voter) throw new UnauthorizedException({ message: PEOPLES_CHOICE_MESSAGES.signInFirst });
    return { data: await this.peoplesChoice.cast(voter, dto.recipe_id, key) };
  }
}

function linkMessage(state: SignInLinkState): string {
  if (state === 'used') return CONTESTANT_SIGN_IN_MESSAGES.linkUsed;
  if (state === 'expired') return CONTESTANT_SIGN_IN_MESSAGES.linkExpired;
  return CONTESTANT_SIGN_IN_MESSAGES.linkInvalid;
}
