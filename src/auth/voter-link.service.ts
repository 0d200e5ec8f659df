import { HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import { ThrottlerStorage } from '@nestjs/throttler';
import { createHash, randomBytes } from 'node:crypto';
import { Transactions } from '../database/unit-of-work.js';
import { MailService } from '../mail/mail.service.js';
import { noticeMail } from '../mail/templates/notice.js';
import { AuthTokenRepository } from './auth-token.repository.js';
import { CONTESTANT_SIGN_IN_MESSAGES, type SignInLinkState } from './contestant-sign-in.service.js';
import { mailedWithinAMinute } from './throttle/mail-interval.js';

export const VOTER_LINK_MINUTES = 30;
const PURPOSE = 'peoples_choice_vote';

const hashOf = (secret: string) => createHash('sha256').update(secret).digest('hex');
const isWellFormed = (secret: string) => /^[A-Za-z0-9_-]{43}$/.test(secret);

/**
 * The People's Choice voter's mailed link (when anyone at a listed domain may vote): single-use, like the
 * contestants' sign-in link, and scanner-safe the same way: opening it shows a Continue button, only pressing it
 * uses the link. Whether the address may vote is the caller's rule (src/judging/peoples-choice).
 */
@Injectable()
export class VoterLinkService {
  constructor(
    private readonly tokens: AuthTokenRepository,
    private readonly mail: MailService,
    private readonly transactions: Transactions,
    @Inject(ThrottlerStorage) private readonly throttle: ThrottlerStorage,
  ) {}

  /** Mails a voting link to the address; 429 when one was mailed to it less than a minute ago. */
  async mailLink(email: string): Promise<void> {
    if (await mailedWithinAMinute(this.throttle, 'voter-link', email))
      throw new HttpException(
        { message: CONTESTANT_SIGN_IN_MESSAGES.recentLink },
        HttpStatus.TOO_MANY_REQUESTS,
      );
    const secret = randomBytes(32).toString('base64url');
    const url = `/login/peoples-choice/link/${secret}`;
    await this.transactions.write(async (uow) => {
      this.tokens.in(uow).addToken(PURPOSE, email, hashOf(secret), VOTER_LINK_MINUTES);
      await this.mail.send(
        email,
        noticeMail('peoples-choice-link', () => ({
          subject: "Your People's Choice voting link",
          title: "Vote for the People's Choice",
          paragraphs: [
            "Someone asked to vote in the recipe contest's People's Choice with this address. Press the button to vote.",
            `The link works once, for ${VOTER_LINK_MINUTES} minutes.`,
            'If you did not ask for it, ignore this mail: nothing happens.',
          ],
          button: { label: 'Vote now', url },
        })),
        uow,
      );
    });
  }

  /** What the link page shows, without using the link. */
  async inspect(secret: string): Promise<{ state: SignInLinkState; email: string | null }> {
    const token = isWellFormed(secret) ? await this.tokens.findByHash(PURPOSE, hashOf(secret)) : null;
    if (!token) return { state: 'invalid', email: null };
    if (token.usedAt) return { state: 'used', email: token.email };
    if (token.expiresAt.getTime() <= Date.now()) return { state: 'expired', email: token.email };
    return { state: 'ready', email: token.email };
  }

  /** Uses the link once: the address it was mailed to, or null (used, expired or unknown). */
  async use(secret: string): Promise<string | null> {
    if (!isWellFormed(secret)) return null;
    return this.transactions.write((uow) => this.tokens.in(uow).consume(PURPOSE, hashOf(secret)));
  }
}
