import { Body, Controller, Get, Req, Res } from '@nestjs/common';
import { WriteCall } from '../common/write-call.decorator.js';
import type { Request, Response } from 'express';
import { Page, type NoPageProps } from '../inertia/inertia.decorator.js';
import { SignInWithPasswordDto } from './dto/sign-in.dto.js';
import { SessionService } from './session.service.js';
import { AdminPasswordGuard, JudgePasswordGuard } from './passport/staff-password.strategy.js';
import { VerifiedAccount } from './passport/verified-account.decorator.js';
import type { StaffAccount } from './staff-account.entity.js';
import { SignInAttempts } from './throttle/sign-in-throttler.guard.js';

/**
 * Ten password attempts a minute per visitor and address, thirty per address from anywhere, and thirty per visitor
 * whatever the address: guessing one account's password from many places is slowed, its owner is locked out for a
 * minute at most, and one place cannot try one common password on address after address.
 */
const PASSWORD_ATTEMPTS = {
  default: { limit: 10, ttl: 60_000 },
  address: { limit: 30, ttl: 60_000 },
  visitor: { limit: 30, ttl: 60_000 },
};

/** Sign-in pages and calls of judges and admins, and sign-out for everyone. */
@Controller()
export class AuthController {
  constructor(private readonly sessions: SessionService) {}

  @Page('judges/login', 'judges/login')
  judgeSignInPage(): NoPageProps {
    return {};
  }

  @WriteCall('judges/login')
  @SignInAttempts(PASSWORD_ATTEMPTS, JudgePasswordGuard)
  async judgeSignIn(
    @VerifiedAccount() judge: StaffAccount,
    @Body() dto: SignInWithPasswordDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<{ redirectTo: string }> {
    await this.sessions.signIn(req, res, 'judge', judge.id, dto.remember_me);
    return { redirectTo: '/judges/dashboard' };
  }

  @Page('admins/login', 'admins/login')
  adminSignInPage(): NoPageProps {
    return {};
  }

  /** The admin page reads `data.redirectTo` (specification section 7). */
  @WriteCall('admins/login')
  @SignInAttempts(PASSWORD_ATTEMPTS, AdminPasswordGuard)
  async adminSignIn(
    @VerifiedAccount() admin: StaffAccount,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<{ data: { redirectTo: string } }> {
    // Section 7: the admin's call sends no remember-me, so an admin session is always an ordinary one.
    await this.sessions.signIn(req, res, 'admin', admin.id);
    return { data: { redirectTo: '/admins/dashboard' } };
  }

  /** A link in the user menu (specification section 2), so it answers GET; POST works too. */
  @Get('logout')
  async signOutLink(@Req() req: Request, @Res() res: Response): Promise<void> {
    await this.sessions.signOut(req, res);
    res.redirect(303, '/');
  }

  @WriteCall('logout')
  async signOut(
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<{ redirectTo: string }> {
    await this.sessions.signOut(req, res);
    return { redirectTo: '/' };
  }
}
