import { Body, Controller, Get, Req, Res, UnauthorizedException } from '@nestjs/common';
import type { Request, Response } from 'express';
import { IdempotencyKey } from '../../common/idempotency-key.decorator.js';
import { WriteCall } from '../../common/write-call.decorator.js';
import { Page } from '../../inertia/inertia.decorator.js';
import { SignInAttempts } from '../../auth/throttle/sign-in-throttler.guard.js';
import {
  type CastVoteAnswer,
  PEOPLES_CHOICE_MESSAGES,
  PEOPLES_CHOICE_PAGES,
  type PeoplesChoiceGalleryProps,
} from '@shared/judging/peoples-choice.js';
import { CastPeoplesChoiceVoteDto } from './dto/peoples-choice.dto.js';
import { PeoplesChoiceService, type Voter } from './peoples-choice.service.js';
import '../../auth/sso/sso-voter.js';

/**
 * Votes a minute: per visitor (an address on the internet; a company's whole office may share one, so it is
 * generous) and per signed-in voter (a person changing their mind, or a script).
 */
const VOTE_CALLS = { default: { limit: 2000, ttl: 60_000 }, voter: { limit: 20, ttl: 60_000 } };

const voterOf = (req: Request): Voter | null => req.session?.peoplesChoiceVoter ?? null;

/** The public People's Choice gallery, the voters' sign-in and their vote. No sign-in needed to look. */
@Controller()
export class PeoplesChoiceController {
  constructor(private readonly peoplesChoice: PeoplesChoiceService) {}

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

export { PEOPLES_CHOICE_PAGES };
