import { ForbiddenException, Injectable } from '@nestjs/common';
import { AdminRepository } from './admin.repository.js';
import { JudgeRepository } from './judge.repository.js';
import { PasswordHasher } from './password-hasher.service.js';
import type { StaffAccount } from './staff-account.entity.js';

export type StaffAudience = 'judge' | 'admin';

export const SIGN_IN_MESSAGES = {
  wrongCredentials: 'These credentials do not match our records.',
  disabled: 'Your account is disabled. Please contact the contest administrators.',
  ssoOnly: 'Your account signs in with single sign-on. Please use the single sign-on link.',
} as const;

/** E-mail and password sign-in for judges and admins: the same rules for both. */
@Injectable()
export class StaffSignInService {
  constructor(
    private readonly admins: AdminRepository,
    private readonly judges: JudgeRepository,
    private readonly hasher: PasswordHasher,
  ) {}

  /**
   * The account, or a 403 with the reason. An enabled single sign-on account is told to use single sign-on whatever
   * the password (the page must say why it cannot sign in here), which reveals that the address has a staff account;
   * for every other account the password is checked first, so "disabled" is told only to its owner. The hash is
   * always verified, so every answer takes about as long.
   */
  async verify(audience: StaffAudience, email: string, password: string): Promise<StaffAccount> {
    const account =
      audience === 'admin' ? await this.admins.findByEmail(email) : await this.judges.findByEmail(email);
    const passwordMatches = await this.hasher.verify(account?.passwordHash ?? null, password);
    if (account?.typelogin === 'sso' && account.isActive)
      throw new ForbiddenException({ message: SIGN_IN_MESSAGES.ssoOnly });
    if (!account || !passwordMatches)
      throw new ForbiddenException({ message: SIGN_IN_MESSAGES.wrongCredentials });
    if (!account.isActive) throw new ForbiddenException({ message: SIGN_IN_MESSAGES.disabled });
    return account;
  }
}
