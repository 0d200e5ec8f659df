import { Body, Controller, Param, Query, type Type } from '@nestjs/common';
import { WriteCall } from '../../common/write-call.decorator.js';
import { Page } from '../../inertia/inertia.decorator.js';
import type { StaffAudience } from '../staff-sign-in.service.js';
import { SignInAttempts } from '../throttle/sign-in-throttler.guard.js';
import { RequestPasswordLinkDto } from './dto/request-password-link.dto.js';
import { ResetPasswordDto } from './dto/reset-password.dto.js';
import { StaffPasswordResetService } from './staff-password-reset.service.js';
import type { ForgotPasswordPageProps, ResetPasswordPageProps } from '@shared/auth/staff-password.props.js';
import {
  linkSentAnswer,
  PASSWORD_ATTEMPTS,
  passwordSavedAnswer,
  toForgotPasswordProps,
  toResetPasswordProps,
} from './staff-password.props-mapper.js';

type LinkSentAnswer = ReturnType<typeof linkSentAnswer>;
type PasswordSavedAnswer = ReturnType<typeof passwordSavedAnswer>;

/**
 * A staff audience's password recovery (specification sections 2, 5 and 7): the same routes and rules for the judges
 * (`/judges/password/...`) and the administrators (`/admins/password/...`), each with its own pages.
 */
function staffPasswordController(audience: StaffAudience): Type<unknown> {
  const area = audience === 'admin' ? 'admins' : 'judges';

  @Controller(`${area}/password`)
  class StaffPasswordController {
    constructor(private readonly resets: StaffPasswordResetService) {}

    @Page(`${area}/forgot-password`, 'email')
    forgotPage(): ForgotPasswordPageProps {
      return toForgotPasswordProps(audience);
    }

    /** Always 200 with the same message, at once, so the form reveals nobody's address. */
    @WriteCall('email')
    @SignInAttempts(PASSWORD_ATTEMPTS)
    requestLink(@Body() dto: RequestPasswordLinkDto): LinkSentAnswer {
      this.resets.requestLinkAfterAnswer(audience, dto.email);
      return linkSentAnswer();
    }

    @Page(`${area}/reset-password`, 'reset/:token')
    async resetPage(
      @Param('token') token: string,
      @Query('email') email?: unknown,
      @Query('welcome') welcome?: unknown,
    ): Promise<ResetPasswordPageProps> {
      const link = await this.resets.inspectLink(audience, token);
      // The welcome line greets a judge invited to choose a first password; the admins' page has always gone without.
      return toResetPasswordProps(audience, token, link, {
        email,
        welcome: audience === 'judge' && welcome === '1',
      });
    }

    @WriteCall('reset')
    @SignInAttempts(PASSWORD_ATTEMPTS)
    async reset(@Body() dto: ResetPasswordDto): Promise<PasswordSavedAnswer> {
      await this.resets.resetPassword(audience, dto);
      return passwordSavedAnswer(audience);
    }
  }
  // Named per audience: the throttler keys its counters by class and handler name, so the two stay apart.
  Object.defineProperty(StaffPasswordController, 'name', {
    value: `${audience === 'admin' ? 'Admin' : 'Judge'}PasswordController`,
  });
  return StaffPasswordController;
}

export const JudgePasswordController = staffPasswordController('judge');
export const AdminPasswordController = staffPasswordController('admin');
