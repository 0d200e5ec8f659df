import { InjectRepository } from '@mikro-orm/nestjs';
import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { toMailboxListItem, toMailboxMessage } from './mailbox.props-mapper.js';
import type { MailboxMessageProps, MailboxPageProps } from '@shared/mail/mailbox.props.js';
import { OutboxMail } from './outbox-mail.entity.js';
import type { OutboxMailRepository } from './outbox-mail.repository.js';

export const MAILBOX_PAGE_SIZE = 25;

/** The mails kept when no SMTP server is set, readable in the browser; never in production. */
@Injectable()
export class DevMailboxService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectRepository(OutboxMail) private readonly outbox: OutboxMailRepository,
  ) {}

  /** Only outside production, and only while mails are kept rather than sent. */
  get isOpen(): boolean {
    return this.config.env !== 'production' && !this.config.smtpUrl;
  }

  async page(page: number): Promise<MailboxPageProps> {
    this.ensureOpen();
    const [mails, total] = await this.outbox.findKeptPage((page - 1) * MAILBOX_PAGE_SIZE, MAILBOX_PAGE_SIZE);
    const pageCount = Math.max(1, Math.ceil(total / MAILBOX_PAGE_SIZE));
    if (page > pageCount) throw new NotFoundException();
    return {
      mails: mails.map(toMailboxListItem),
      pagination: { page, perPage: MAILBOX_PAGE_SIZE, total, pageCount },
    };
  }

  async message(id: number): Promise<MailboxMessageProps> {
    this.ensureOpen();
    const mail = await this.outbox.findKept(id);
    if (!mail) throw new NotFoundException();
    return { mail: toMailboxMessage(mail, this.config.mailFrom) };
  }

  private ensureOpen(): void {
    if (!this.isOpen) throw new NotFoundException();
  }
}
