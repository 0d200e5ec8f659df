import { InjectRepository } from '@mikro-orm/nestjs';
import { ForbiddenException, Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { ThrottlerStorage } from '@nestjs/throttler';
import { Judge } from '../judge.entity.js';
import type { JudgeRepository } from '../judge.repository.js';
import { Transactions } from '../../database/unit-of-work.js';
import { MailService } from '../../mail/mail.service.js';
import {
  staffPasswordResetMail,
  staffSingleSignOnReminder,
} from '../../mail/templates/staff-password-reset.js';
import { Admin } from '../admin.entity.js';
import type { AdminRepository } from '../admin.repository.js';
import { PasswordHasher } from '../password-hasher.service.js';
import { SIGN_IN_MESSAGES, type StaffAudience } from '../staff-sign-in.service.js';
import { mailedWithinAMinute } from '../throttle/mail-interval.js';
import { passwordLinkPath, STAFF_PASSWORD_PAGES } from './staff-password-paths.js';
import { type PasswordLinkState, StaffPasswordTokens } from './staff-password-tokens.service.js';
import { SignedInSessionsQueries } from './signed-in-sessions.queries.js';

export const PASSWORD_RESET_MINUTES = 60;

export const PASSWORD_RESET_MESSAGES = {
  /** The same answer whether or not the address belongs to someone, so the form reveals nobody. */
  linkSent: `If that address belongs to an account, a link to choose a new password is on its way. It works for ${PASSWORD_RESET_MINUTES} minutes; check your spam folder if it does not arrive.`,
  saved: 'Your new password is saved. Sign in with it now.',
  linkUsed: 'This link has already been used. Links work once: ask for a new one.',
  linkExpired: 'This link has expired. Ask for a new one: it arrives within a minute.',
  linkInvalid:
    'This link is not valid. Check that you copied the whole address from the e-mail, or ask for a new one.',
  otherAddress: 'This link was sent to another e-mail address. Enter the address the e-mail was sent to.',
} as const;

function messageFor(state: PasswordLinkState): string {
  switch (state) {
    case 'used':
      return PASSWORD_RESET_MESSAGES.linkUsed;
    case 'expired':
      return PASSWORD_RESET_MESSAGES.linkExpired;
    default:
      return PASSWORD_RESET_MESSAGES.linkInvalid;
  }
}

/**
 * 'Forgot your password?' for judges and admins: the same rules for both audiences, the routes of each call it
 * with their own audience. A link is a hashed single-use token valid for 60 minutes; a new password spends every
 * other link of the address and signs the account out of every session.
 */
@Injectable()
export class StaffPasswordResetService implements OnApplicationShutdown {
  private readonly logger = new Logger(StaffPasswordResetService.name);
  /** Link requests taken but not yet handled (see requestLinkAfterAnswer). */
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly transactions: Transactions,
    @InjectRepository(Admin) private readonly admins: AdminRepository,
    @InjectRepository(Judge) private readonly judges: JudgeRepository,
    private readonly tokens: StaffPasswordTokens,
    private readonly mail: MailService,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SignedInSessionsQueries,
    @Inject(ThrottlerStorage) private readonly throttle: ThrottlerStorage,
  ) {}

  /**
   * Takes a link request and handles it once the answer is on its way: the request itself does the same work whether
   * or not the address has an account, so neither its answer nor its timing tells them apart.
   */
  requestLinkAfterAnswer(audience: StaffAudience, email: string): void {
    const work = new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => this.requestLink(audience, email))
      .catch((error: unknown) =>
        this.logger.error(
          `A password link request could not be handled: ${String(error)}`,
          (error as Error).stack,
        ),
      )
      .finally(() => this.pending.delete(work));
    this.pending.add(work);
  }

  /** Resolves once every link request taken so far has been handled (tests; the app's shutdown). */
  async whenIdle(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.whenIdle();
  }

  /**
   * Mails a reset link to an enabled password account, a pointer to single sign-on to an enabled single sign-on
   * account, and nothing to anyone else. The caller answers the same in every case.
   */
  async requestLink(audience: StaffAudience, email: string): Promise<void> {
    const account = await this.accountsOf(audience).fresh().findByEmail(email);
    // A disabled account could not sign in with a new password either.
    if (!account?.isActive) return;
    // Only mails are counted, and an extra request is dropped silently: a 429 here would tell who has an account.
    if (await mailedWithinAMinute(this.throttle, 'password-link', `${audience}:${account.email}`)) return;

    await this.transactions.write(async (uow) => {
      if (account.typelogin === 'sso') {
        await this.mail.send(
          account.email,
          staffSingleSignOnReminder({ audience, signInUrl: STAFF_PASSWORD_PAGES[audience].singleSignOn }),
          uow,
        );
      } else {
        const secret = this.tokens.issue(uow, audience, account.email, PASSWORD_RESET_MINUTES);
        await this.mail.send(
          account.email,
          staffPasswordResetMail({
            audience,
            url: passwordLinkPath(audience, secret, account.email),
            validMinutes: PASSWORD_RESET_MINUTES,
          }),
          uow,
        );
      }
    });
  }

  /** What the reset page shows, without using the link. */
  async inspectLink(
    audience: StaffAudience,
    secret: string,
  ): Promise<{ state: PasswordLinkState; email: string | null; message: string | null }> {
    const { state, email } = await this.tokens.inspect(audience, secret);
    return { state, email, message: state === 'ready' ? null : messageFor(state) };
  }

  /**
   * Sets the new password of the link's account. Every check comes before the link is spent, so a typo in the
   * address does not cost the link; spending it is one statement, so two submits cannot both set a password, and it
   * is part of the password's transaction, so a failed write leaves the link usable.
   */
  async resetPassword(
    audience: StaffAudience,
    input: { email: string; password: string; token: string },
  ): Promise<void> {
    const link = await this.tokens.inspect(audience, input.token);
    if (link.state !== 'ready') throw new ForbiddenException({ message: messageFor(link.state) });
    if (link.email !== input.email)
      throw new ForbiddenException({ message: PASSWORD_RESET_MESSAGES.otherAddress });
    const account = await this.accountsOf(audience).findByEmail(input.email);
    if (!account) throw new ForbiddenException({ message: PASSWORD_RESET_MESSAGES.linkInvalid });
    if (!account.isActive) throw new ForbiddenException({ message: SIGN_IN_MESSAGES.disabled });
    if (account.typelogin === 'sso') throw new ForbiddenException({ message: SIGN_IN_MESSAGES.ssoOnly });

    // Hashing is slow on purpose; it happens before the link is spent and outside the transaction.
    const passwordHash = await this.hasher.hash(input.password);
    // The link is spent in the same transaction as the password write: if anything fails, the link still works.
    const saved = await this.transactions.run(async (tx) => {
      if (!(await this.tokens.consume(tx, audience, input.token))) return false;
      const fresh = await this.accountsOf(audience).in(tx).findByEmail(input.email);
      if (!fresh) throw new ForbiddenException({ message: PASSWORD_RESET_MESSAGES.linkInvalid });
      fresh.passwordHash = passwordHash;
      await this.tokens.spendAll(tx, audience, fresh.email);
      await this.sessions.endAllOf(tx, audience, fresh.id);
      return true;
    });
    if (!saved) {
      const now = await this.tokens.inspect(audience, input.token);
      throw new ForbiddenException({ message: messageFor(now.state) });
    }
  }

  private accountsOf(audience: StaffAudience): AdminRepository | JudgeRepository {
    return audience === 'admin' ? this.admins : this.judges;
  }
}
