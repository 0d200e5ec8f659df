import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import nodemailer, { type Transporter } from 'nodemailer';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';

export interface OutgoingMail {
  to: string;
  subject: string;
  html: string;
  text: string;
}

/**
 * The one place that talks SMTP (SMTP_URL, sender MAIL_FROM). Resolves once the server accepted the mail.
 * Timeouts stay well under the outbox claim (2 minutes), so a hanging server cannot make a mail go out twice.
 */
@Injectable()
export class MailTransport implements OnApplicationShutdown {
  private transporter: Transporter | null = null;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  async deliver(mail: OutgoingMail): Promise<void> {
    if (!this.config.smtpUrl) throw new Error('No SMTP server is configured (SMTP_URL)');
    // Not pooled: a connection per mail copes with a restarted server and holds nothing open between mails.
    this.transporter ??= nodemailer.createTransport({
      url: this.config.smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
    await this.transporter.sendMail({ from: this.config.mailFrom, ...mail });
  }

  onApplicationShutdown(): void {
    this.transporter?.close();
    this.transporter = null;
  }
}
