import { Body, Controller, Get, HttpCode, Param, Post, Query, UseGuards } from '@nestjs/common';
import { Throttle } from '@nestjs/throttler';
import { Inertia } from '../../inertia/inertia.decorator.js';
import { SignInThrottlerGuard } from '../throttle/sign-in-throttler.guard.js';
import { RequestPasswordLinkDto } from './dto/request-password-link.dto.js';
import { ResetPasswordDto } from './dto/reset-password.dto.js';
import { STAFF_PASSWORD_PAGES } from './staff-password-paths.js';
import {
  PASSWORD_RESET_MESSAGES,
  PASSWORD_RESET_MINUTES,
  StaffPasswordResetService,
} from './staff-password-reset.service.js';
import type { ForgotPasswordPageProps, ResetPasswordPageProps } from './staff-password.props.js';

/** Ten calls a minute per visitor and address, as for the password sign-in. */
const ATTEMPTS = { default: { limit: 10, ttl: 60_000 } };
const PAGES = STAFF_PASSWORD_PAGES.admin;

/** The administrators' password recovery (specification sections 2, 5 and 7): the judges' rules, the admins' pages. */
@Controller('admins/password')
export class AdminPasswordController {
  constructor(private readonly resets: StaffPasswordResetService) {}

  @Get('email')
  @Inertia('admins/forgot-password')
  forgotPage(): ForgotPasswordPageProps {
    return { signInUrl: PAGES.signIn, validMinutes: PASSWORD_RESET_MINUTES };
  }

  /** Always 200 with the same message, so the form reveals nobody's address. */
  @Post('email')
  @HttpCode(200)
  @UseGuards(SignInThrottlerGuard)
  @Throttle(ATTEMPTS)
  async requestLink(@Body() dto: RequestPasswordLinkDto) {
    await this.resets.requestLink('admin', dto.email);
    return { data: { message: PASSWORD_RESET_MESSAGES.linkSent } };
  }

  @Get('reset/:token')
  @Inertia('admins/reset-password')
  async resetPage(
    @Param('token') token: string,
    @Query('email') email?: unknown,
  ): Promise<ResetPasswordPageProps> {
    const link = await this.resets.inspectLink('admin', token);
    return {
      token,
      email: typeof email === 'string' ? email.slice(0, 254) : (link.email ?? ''),
      state: link.state,
      message: link.message,
      welcome: false,
      signInUrl: PAGES.signIn,
      forgotUrl: PAGES.forgot,
    };
  }

  @Post('reset')
  @HttpCode(200)
  @UseGuards(SignInThrottlerGuard)
  @Throttle(ATTEMPTS)
  async reset(@Body() dto: ResetPasswordDto) {
    await this.resets.resetPassword('admin', dto);
    return { data: { message: PASSWORD_RESET_MESSAGES.saved, redirectTo: PAGES.signIn } };
  }
}
