import { Injectable } from '@nestjs/common';
import { STAFF_PASSWORD_PAGES, passwordLinkPath } from '../auth/password-reset/staff-password-paths.js';
import { StaffPasswordTokens } from '../auth/password-reset/staff-password-tokens.service.js';
import { MailService } from '../mail/mail.service.js';
import { judgeInvitation } from '../mail/templates/judge-invitation.js';
import type { Judge } from '../auth/judge.entity.js';
import type { UnitOfWork } from '../database/unit-of-work.js';

/** Longer than a reset link: an invitation may wait in an inbox over a weekend. */
export const INVITATION_DAYS = 7;

/**
 * Invites a judge created without a password to choose one: a single-use link to the judges' reset page, valid
 * for seven days. Used by the command line and, later, the admins' judge form.
 */
@Injectable()
export class JudgeInvitationService {
  constructor(
    private readonly tokens: StaffPasswordTokens,
    private readonly mail: MailService,
  ) {}

  /** True when `judge` signs in with a password (a single sign-on judge has none to choose). */
  needsInvitation(judge: Pick<Judge, 'typelogin'>): boolean {
    return judge.typelogin === 'credential';
  }

  /**
   * Adds the invitation (the link's token and the mail) to the unit of work `uow`, so that the flush or commit that
   * writes the judge writes both: no mail for a judge that was not saved. Does nothing for single sign-on judges.
   */
  async invite(uow: UnitOfWork, judge: Judge): Promise<boolean> {
    if (!this.needsInvitation(judge)) return false;
    const secret = this.tokens.issue(uow, 'judge', judge.email, INVITATION_DAYS * 24 * 60);
    await this.mail.send(
      judge.email,
      judgeInvitation({
        firstName: judge.name,
        stage: judge.stage,
        url: passwordLinkPath('judge', secret, judge.email, { welcome: true }),
        validDays: INVITATION_DAYS,
        forgotUrl: STAFF_PASSWORD_PAGES.judge.forgot,
      }),
      uow,
    );
    return true;
  }
}
