import { Body, Controller, Get, HttpCode, Param, Post, Query, UseGuards } from '@nestjs/common';
import { Throttle } from '@nestjs/throttler';
import { Inertia } from '../../inertia/inertia.decorator.js';
import { SignInThrottlerGuard } from '../throttle/sign-in-throttler.guard.js';
import { RequestPasswordLinkDto } from './dto/request-password-link.dto.js';
import { ResetPasswordDto } from './dto/reset-password.dto.js';
import { StaffPasswordResetService } from './staff-password-reset.service.js';
import type { ForgotPasswordPageProps, ResetPasswordPageProps } from './staff-password.props.js';
import {
  linkSentAnswer,
  PASSWORD_ATTEMPTS,
  passwordSavedAnswer,
  toForgotPasswordProps,
  toResetPasswordProps,
} from './staff-password.props-mapper.js';

/** The administrators' password recovery (specification sections 2, 5 and 7): the judges' rules, the admins' pages. */
@Controller('admins/password')
export class AdminPasswordController {
  constructor(private readonly resets: StaffPasswordResetService) {}

  @Get('email')
  @Inertia('admins/forgot-password')
  forgotPage(): ForgotPasswordPageProps {
    return toForgotPasswordProps('admin');
  }

  /** Always 200 with the same message, so the form reveals nobody's address. */
  @Post('email')
  @HttpCode(200)
  @UseGuards(SignInThrottlerGuard)
  @Throttle(PASSWORD_ATTEMPTS)
  async requestLink(@Body() dto: RequestPasswordLinkDto) {
    await this.resets.requestLink('admin', dto.email);
    return linkSentAnswer();
  }

  @Get('reset/:token')
  @Inertia('admins/reset-password')
  async resetPage(
    @Param('token') token: string,
    @Query('email') email?: unknown,
  ): Promise<ResetPasswordPageProps> {
    const link = await this.resets.inspectLink('admin', token);
    return toResetPasswordProps('admin', token, link, { email });
  }

  @Post('reset')
  @HttpCode(200)
  @UseGuards(SignInThrottlerGuard)
  @Throttle(PASSWORD_ATTEMPTS)
  async reset(@Body() dto: ResetPasswordDto) {
    await this.resets.resetPassword('admin', dto);
    return passwordSavedAnswer('admin');
  }
}
