import { Injectable, mixin, type Type } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { Strategy as LocalStrategy } from 'passport-local';
import { SignInWithPasswordDto } from '../dto/sign-in.dto.js';
import type { StaffAccount } from '../staff-account.entity.js';
import { StaffSignInService, type StaffAudience } from '../staff-sign-in.service.js';
import { SignInGuard } from './sign-in.guard.js';

/**
 * An audience's e-mail and password (passport-local, named `judge-password` or `admin-password`); a refusal is
 * StaffSignInService's 403 with its reason.
 */
function StaffPasswordStrategy(audience: StaffAudience): Type<unknown> {
  @Injectable()
  class StaffPasswordStrategyMixin extends PassportStrategy(LocalStrategy, `${audience}-password`) {
    constructor(private readonly staff: StaffSignInService) {
      super({ usernameField: 'email', passwordField: 'password' });
    }

    validate(email: string, password: string): Promise<StaffAccount> {
      return this.staff.verify(audience, email, password);
    }
  }
  return mixin(StaffPasswordStrategyMixin);
}

export const JudgePasswordStrategy = StaffPasswordStrategy('judge');
export const AdminPasswordStrategy = StaffPasswordStrategy('admin');

export const JudgePasswordGuard = SignInGuard('judge-password', SignInWithPasswordDto);
export const AdminPasswordGuard = SignInGuard('admin-password', SignInWithPasswordDto);
