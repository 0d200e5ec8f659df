import {
  ForbiddenException,
  GoneException,
  HttpException,
  HttpStatus,
  Inject,
  Injectable,
} from '@nestjs/common';
import { ThrottlerStorage } from '@nestjs/throttler';
import { createHash, randomBytes } from 'node:crypto';
import {
  CONTESTANT_DISABLED_MESSAGE,
  ContestantAccessService,
} from '../contestants/contestant-access.service.js';
import type { Contestant } from '../contestants/contestant.entity.js';
import { MailService } from '../mail/mail.service.js';
import { signInLinkMail } from '../mail/templates/sign-in-link.js';
import { DEFAULT_LOCALE, type Locale } from '@shared/i18n/locales.js';
import { Transactions } from '../database/unit-of-work.js';
import type { AuthToken } from './auth-token.entity.js';
import { AuthTokenRepository } from './auth-token.repository.js';
import { mailedWithinAMinute } from './throttle/mail-interval.js';

export const SIGN_IN_LINK_MINUTES = 30;

export const CONTESTANT_SIGN_IN_MESSAGES = {
  notPartner:
    "Sign-in links are only sent to addresses of the contest's partner companies. Please use your work e-mail address, or contact the contest team if you think this is a mistake.",
  recentLink: "You've recently requested a login link. Please wait a moment before trying again.",
  linkUsed: 'This sign-in link has already been used. Links work once: ask for a new one below.',
  linkExpired: `This sign-in link has expired. Links work for ${SIGN_IN_LINK_MINUTES} minutes: ask for a new one below.`,
  linkInvalid:
    'This sign-in link is not valid. Check that you copied the whole address, or ask for a new link.',
  partnerEnded:
    "Your company's access to the contest has ended. Please contact the contest team if you think this is a mistake.",
} as const;

export type SignInLinkState = 'ready' | 'used' | 'expired' | 'invalid';

export type SignInRequestOutcome = 'single-sign-on' | 'link-mailed';

const hashOf = (secret: string) => createHash('sha256').update(secret).digest('hex');

/**
 * The contestants' e-mail sign-in: company addresses go to single sign-on; addresses of enabled partner domains get a
 * single-use link. Opening the link does nothing by itself: only the page's Continue button uses it, so that mail
 * scanners that open every link cannot spend it.
 */
@Injectable()
export class ContestantSignInService {
  constructor(
    private readonly access: ContestantAccessService,
    private readonly tokens: AuthTokenRepository,
    private readonly mail: MailService,
    private readonly transactions: Transactions,
    @Inject(ThrottlerStorage) private readonly throttle: ThrottlerStorage,
  ) {}

  /** Mails an outside business user their link, in `locale`: the language of the request that asked for it. */
  async requestLink(email: string, locale: Locale = DEFAULT_LOCALE): Promise<SignInRequestOutcome> {
    const route = await this.access.signInRouteFor(email);
    if (route === 'company') return 'single-sign-on';
    if (route === 'refused')
      throw new ForbiddenException({ message: CONTESTANT_SIGN_IN_MESSAGES.notPartner });
    if (!(await this.access.mayRequestSignIn(email)))
      throw new ForbiddenException({ message: CONTESTANT_DISABLED_MESSAGE });

    if (await mailedWithinAMinute(this.throttle, 'sign-in-link', email)) {
      throw new HttpException(
        { message: CONTESTANT_SIGN_IN_MESSAGES.recentLink },
        HttpStatus.TOO_MANY_REQUESTS,
      );
    }

    const secret = randomBytes(32).toString('base64url');
    await this.transactions.write(async (uow) => {
      this.tokens.in(uow).addToken('contestant_sign_in', email, hashOf(secret), SIGN_IN_LINK_MINUTES);
      await this.mail.send(
        email,
        signInLinkMail({ url: `/login/link/${secret}`, validMinutes: SIGN_IN_LINK_MINUTES }, locale),
        uow,
      );
    });
    return 'link-mailed';
  }

  /** What the link page shows, without using the link. */
  async inspectLink(secret: string): Promise<{ state: SignInLinkState; email: string | null }> {
    const token = await this.findToken(secret);
    if (!token) return { state: 'invalid', email: null };
    if (token.usedAt) return { state: 'used', email: token.email };
    if (token.expiresAt.getTime() <= Date.now()) return { state: 'expired', email: token.email };
    return { state: 'ready', email: token.email };
  }

  /** Spends the link and answers the contestant it signs in (created as an outside business user on first use). */
  async useLink(secret: string): Promise<Contestant> {
    const email = isWellFormed(secret)
      ? await this.tokens.consume('contestant_sign_in', hashOf(secret))
      : null;
    if (!email) {
      const { state } = await this.inspectLink(secret);
      throw new GoneException({ message: this.messageFor(state) });
    }
    // The partner may have been disabled since the link was sent.
    if ((await this.access.signInRouteFor(email)) !== 'partner') {
      throw new ForbiddenException({ message: CONTESTANT_SIGN_IN_MESSAGES.partnerEnded });
    }
    return this.access.findOrCreateForSignIn(email, 'entegra');
  }

  homePathFor(contestant: Contestant): string {
    return this.access.homePathFor(contestant);
  }

  messageFor(state: SignInLinkState): string {
    switch (state) {
      case 'used':
        return CONTESTANT_SIGN_IN_MESSAGES.linkUsed;
      case 'expired':
        return CONTESTANT_SIGN_IN_MESSAGES.linkExpired;
      default:
        return CONTESTANT_SIGN_IN_MESSAGES.linkInvalid;
    }
  }

  private findToken(secret: string): Promise<AuthToken | null> {
    if (!isWellFormed(secret)) return Promise.resolve(null);
    return this.tokens.findByHash('contestant_sign_in', hashOf(secret));
  }
}

function isWellFormed(secret: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(secret);
}
