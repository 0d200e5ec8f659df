import { Body, Controller, HttpCode, Module, Post, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { AuthModule } from '../../src/auth/auth.module.js';
import { SessionService } from '../../src/auth/session.service.js';
import type { Audience } from '@shared/inertia/shared-props.js';

/**
 * Test-only: starts a session for any account, for tests of what a signed-in person does (their sign-in journeys
 * are tested on their own, through the real flows). Mounted only by startTestApp, never by the app.
 */
@Controller('__test__')
class SessionProbeController {
  constructor(private readonly sessions: SessionService) {}

  @Post('sign-in')
  @HttpCode(200)
  async signIn(
    @Body() body: { audience: Audience; id: number },
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ) {
    await this.sessions.signIn(req, res, body.audience, Number(body.id));
    return { ok: true };
  }

  /** Puts an error in the session's flash, as a refused sign-in does, for tests of the error banner. */
  @Post('flash')
  @HttpCode(200)
  flash(@Body() body: { error: string }, @Req() req: Request) {
    req.session.flash = { error: String(body.error) };
    return { ok: true };
  }
}

@Module({ imports: [AuthModule], controllers: [SessionProbeController] })
export class SessionProbeModule {}
