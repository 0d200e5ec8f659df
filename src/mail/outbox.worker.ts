import { InjectRepository } from '@mikro-orm/nestjs';
import {
  type BeforeApplicationShutdown,
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { runJob } from '../observability/job-run.js';
import { MailTransport } from './mail-transport.js';
import { OutboxMail } from './outbox-mail.entity.js';
import type { OutboxMailRepository } from './outbox-mail.repository.js';

const POLL_MS = 1000;
const BATCH_SIZE = 10;
const CLAIM_SECONDS = 120;
/** A batch stops this long before its claim runs out, so no other copy can take a mail while it is being sent. */
const CLAIM_MARGIN_SECONDS = 45;
/** Batches per run, so one run cannot go on for ever while mail keeps arriving. */
const MAX_BATCHES_PER_RUN = 10;

export const MAX_ATTEMPTS = 8;
/** Wait after the 1st, 2nd, ... failed attempt; the 8th failure gives up. */
const RETRY_DELAYS_SECONDS = [5, 30, 120, 600, 3600, 3 * 3600, 6 * 3600];

/** When a mail that has now failed `attempts` times is tried again. */
export function retryDelayMs(attempts: number): number {
  const index = Math.min(Math.max(attempts, 1), RETRY_DELAYS_SECONDS.length) - 1;
  return RETRY_DELAYS_SECONDS[index] * 1000;
}

/**
 * Sends the outbox. Every copy of the app runs one (when SMTP_URL is set and MAIL_WORKER is not 'off'); they share
 * the work through row claims. A mail leaves 'pending' only when the SMTP server accepted it ('sent') or after
 * MAX_ATTEMPTS failures ('failed'). If the app dies between the server's acceptance and the 'sent' mark, the claim
 * runs out and the mail goes again: at least once, never lost.
 */
@Injectable()
export class OutboxWorker implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(OutboxWorker.name);
  private timer: NodeJS.Timeout | null = null;
  private run: Promise<unknown> | null = null;
  private stopping = false;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectRepository(OutboxMail) private readonly outboxMails: OutboxMailRepository,
    private readonly transport: MailTransport,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.config.smtpUrl && this.config.env === 'production') {
      this.logger.warn('SMTP_URL is not set: mails are kept in the outbox and not sent.');
    }
    if (!this.config.smtpUrl || !this.config.mailWorker) return;
    this.timer = setInterval(() => this.tick(), POLL_MS);
    // The timer alone must not keep the process alive.
    this.timer.unref();
  }

  // Before the ORM closes (in its onApplicationShutdown), so a run in progress can still mark what it sent.
  async beforeApplicationShutdown(): Promise<void> {
    this.stopping = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.run;
  }

  /** Sends every mail that is due now; answers how many the SMTP server accepted. */
  async deliverDue(): Promise<number> {
    return (await this.deliver()).sent;
  }

  /** One run: the mails the SMTP server accepted, and the attempts that failed. */
  private async deliver(): Promise<{ sent: number; failed: number }> {
    let sent = 0;
    let failed = 0;
    if (!this.config.smtpUrl) return { sent, failed };
    for (let batch = 0; batch < MAX_BATCHES_PER_RUN && !this.stopping; batch++) {
      const outbox = this.outboxMails.fresh();
      const mails = await outbox.claimDue(BATCH_SIZE, CLAIM_SECONDS);
      const deadline = Date.now() + (CLAIM_SECONDS - CLAIM_MARGIN_SECONDS) * 1000;
      for (const [index, mail] of mails.entries()) {
        if (this.stopping || Date.now() > deadline) {
          await outbox.release(mails.slice(index).map((rest) => rest.id));
          return { sent, failed };
        }
        const attempts = mail.attempts + 1;
        try {
          await this.transport.deliver({
            to: mail.to,
            subject: mail.subject,
            html: mail.html,
            text: mail.text,
          });
        } catch (error) {
          const givingUp = attempts >= MAX_ATTEMPTS;
          const lastError = (error instanceof Error ? error.message : String(error)).slice(0, 2000);
          await outbox.markAttemptFailed(mail.id, {
            attempts,
            lastError,
            nextAttemptAt: new Date(Date.now() + retryDelayMs(attempts)),
            failed: givingUp,
          });
          failed++;
          this.logger.warn(
            `Mail ${mail.id} (${mail.template}) attempt ${attempts} failed${givingUp ? ', giving up' : ''}: ${lastError}`,
          );
          continue;
        }
        await outbox.markSent(mail.id, attempts);
        sent++;
      }
      if (mails.length < BATCH_SIZE) break;
    }
    return { sent, failed };
  }

  private tick(): void {
    if (this.run || this.stopping) return;
    const done = () => {
      this.run = null;
    };
    // A run that sent or tried nothing (most seconds) logs at debug; runJob logs a failed run.
    this.run = runJob(
      {
        job: 'outbox',
        logger: this.logger,
        failure: 'The outbox run failed',
        describe: (run) => (run.sent + run.failed > 0 ? run : null),
      },
      () => this.deliver(),
    ).then(done, done);
  }
}
