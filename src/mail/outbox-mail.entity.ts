import { EntityRepositoryType, type Opt } from '@mikro-orm/core';
import { Check, Entity, Enum, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { OutboxMailRepository } from './outbox-mail.repository.js';

/**
 * pending: waiting for (another) attempt; sent: the SMTP server accepted it; failed: gave up after the last attempt;
 * kept: no SMTP server is configured, so it stays here for the development mailbox; cancelled: withdrawn while held
 * (see `topic`), never sent nor shown.
 */
export const MAIL_STATUSES = ['pending', 'sent', 'failed', 'kept', 'cancelled'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

@Entity({ tableName: 'mail_outbox', repository: () => OutboxMailRepository })
@Index({ name: 'mail_outbox_due_index', properties: ['status', 'nextAttemptAt'] })
@Index({ name: 'mail_outbox_topic_index', properties: ['topic'] })
@Check({ name: 'mail_outbox_attempts_check', expression: 'attempts >= 0' })
export class OutboxMail {
  /** Types em.getRepository(OutboxMail) as the custom repository. */
  [EntityRepositoryType]?: OutboxMailRepository;

  @PrimaryKey()
  id: number;

  @Property({ length: 254, fieldName: 'to_address' })
  to: string;

  @Property({ length: 300 })
  subject: string;

  @Property({ type: 'text' })
  html: string;

  @Property({ type: 'text' })
  text: string;

  /** What kind of mail this is (e.g. 'sign-in-link'), for the mailbox and the admin dashboard. */
  @Property({ length: 60 })
  template: string;

  /**
   * What the mail is about ('recipe-review:12'), for mails held back for a while: until their `nextAttemptAt` such a
   * mail can be cancelled by its topic, and the last one that went out says what the recipient was told.
   */
  @Property({ length: 100, nullable: true })
  topic: string | null = null;

  @Enum({ items: () => MAIL_STATUSES as unknown as string[], columnType: 'varchar(10)' })
  status: Opt<MailStatus> = 'pending';

  @Property({ default: 0 })
  attempts: Opt<number> = 0;

  @Property({ type: 'timestamptz' })
  nextAttemptAt: Opt<Date> = new Date();

  /** A worker that claims a mail sets this; a claim older than a few minutes is treated as abandoned. */
  @Property({ type: 'timestamptz', nullable: true })
  lockedUntil: Date | null = null;

  @Property({ type: 'text', nullable: true })
  lastError: string | null = null;

  @Property({ type: 'timestamptz', nullable: true })
  sentAt: Date | null = null;

  @Property({ type: 'timestamptz' })
  createdAt: Opt<Date> = new Date();
}
