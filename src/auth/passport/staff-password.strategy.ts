import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { Strategy as LocalStrategy } from 'passport-local';
import { SignInWithPasswordDto } from '../dto/sign-in.dto.js';
import type { StaffAccount } from '../staff-account.entity.js';
import { StaffSignInService } from '../staff-sign-in.service.js';
import { SignInGuard } from './sign-in.guard.js';

const FIELDS = { usernameField: 'email', passwordField: 'password' };

/** A judge's e-mail and password (passport-local); a refusal is StaffSignInService's 403 with its reason. */
@Injectable()
export class JudgePasswordStrategy extends PassportStrategy(LocalStrategy, 'judge-password') {
  constructor(private readonly staff: StaffSignInService) {
    super(FIELDS);
  }

  validate(email: string, password: string): Promise<StaffAccount> {
    return this.staff.verify('judge', email, password);
  }
}

/** An admin's e-mail and password (passport-local). */
@Injectable()
export class AdminPasswordStrategy extends PassportStrategy(LocalStrategy, 'admin-password') {
  constructor(private readonly staff: StaffSignInService) {
    super(FIELDS);
  }

  validate(email: string, password: string): Promise<StaffAccount> {
    return this.staff.verify('admin', email, password);
  }
}

export const JudgePasswordGuard = SignInGuard('judge-password', SignInWithPasswordDto);
export const AdminPasswordGuard = SignInGuard('admin-password', SignInWithPasswordDto);
