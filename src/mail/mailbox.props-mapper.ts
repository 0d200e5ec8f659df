import type { MailboxListItem, MailboxMessageProps } from '@shared/mail/mailbox.props.js';
import type { OutboxMail } from './outbox-mail.entity.js';

export function toMailboxListItem(mail: OutboxMail): MailboxListItem {
  return {
    id: mail.id,
    to: mail.to,
    subject: mail.subject,
    template: mail.template,
    createdAt: mail.createdAt.toISOString(),
  };
}

export function toMailboxMessage(mail: OutboxMail, from: string): MailboxMessageProps['mail'] {
  return { ...toMailboxListItem(mail), from, html: mail.html, text: mail.text };
}
