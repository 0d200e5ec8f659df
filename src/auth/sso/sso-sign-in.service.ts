import { ForbiddenException, Injectable } from '@nestjs/common';
import { ContestantAccessService } from '../../contestants/contestant-access.service.js';
import type { Audience } from '@shared/inertia/shared-props.js';
import { JudgeRepository } from '../judge.repository.js';
import { AdminRepository } from '../admin.repository.js';
import { SIGN_IN_MESSAGES } from '../staff-sign-in.service.js';
import { SSO_MESSAGES, SsoRefusedError } from './sso-refused.error.js';
import { VOTER_HOME } from './sso-voter.js';
import { PEOPLES_CHOICE_MESSAGES } from '@shared/judging/peoples-choice.js';

/** Who a verified address signs in as, and the page they land on. */
export interface SsoSignIn {
  id: number;
  home: string;
  /** A People's Choice voter's verified address: no account is signed in (src/auth/sso/sso-voter.ts). */
  voterEmail?: string;
}

const STAFF_HOMES = { judge: '/judges/dashboard', admin: '/admins/dashboard' } as const;

/**
 * Who may sign in with single sign-on, per audience: company employees as contestants (created on first sign-in),
 * judges and admins only with an enabled account set to single sign-on.
 */
@Injectable()
export class SsoSignInService {
  constructor(
    private readonly contestants: ContestantAccessService,
    private readonly judges: JudgeRepository,
    private readonly admins: AdminRepository,
  ) {}

  /** The account for an address the provider verified, or an SsoRefusedError saying why not. */
  async accountFor(audience: Audience, email: string): Promise<SsoSignIn> {
    return audience === 'user' ? this.contestant(email) : this.staff(audience, email);
  }

  /** A People's Choice voter: a company employee, signed in as no account (no contestant is created). */
  voterFor(email: string): SsoSignIn {
    if (!this.contestants.isCompanyEmail(email))
      throw new SsoRefusedError(PEOPLES_CHOICE_MESSAGES.notCompany);
    return { id: 0, home: VOTER_HOME, voterEmail: email };
  }

  private async contestant(email: string): Promise<SsoSignIn> {
    // Partners have no company single sign-on; they use the mailed link, and must not become 'sodexo'.
    if (!this.contestants.isCompanyEmail(email)) throw new SsoRefusedError(SSO_MESSAGES.notCompany);
    try {
      const contestant = await this.contestants.findOrCreateForSignIn(email, 'sodexo');
      return { id: contestant.id, home: this.contestants.homePathFor(contestant) };
    } catch (error) {
      if (error instanceof ForbiddenException) throw new SsoRefusedError(forbiddenMessage(error));
      throw error;
    }
  }

  private async staff(audience: 'judge' | 'admin', email: string): Promise<SsoSignIn> {
    const account =
      audience === 'judge' ? await this.judges.findByEmail(email) : await this.admins.findByEmail(email);
    // The provider has proven the address is theirs, so the exact reason can be told.
    if (!account) throw new SsoRefusedError(SSO_MESSAGES.noStaffAccount(audience, email));
    if (!account.isActive) throw new SsoRefusedError(SIGN_IN_MESSAGES.disabled);
    if (account.typelogin !== 'sso') throw new SsoRefusedError(SSO_MESSAGES.staffUsesPassword(audience));
    return { id: account.id, home: STAFF_HOMES[audience] };
  }
}

function forbiddenMessage(error: ForbiddenException): string {
  const body = error.getResponse();
  if (typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string')
    return body.message;
  return error.message;
}
