import { OutboxMail } from '../../src/mail/outbox-mail.entity.js';
import type { TestApp } from './test-app.js';

/** The mails the outbox holds for `email`, oldest first, optionally of one template only. */
export function mailsTo(t: TestApp, email: string, template?: string): Promise<OutboxMail[]> {
  return t
    .em()
    .find(OutboxMail, { to: email, ...(template ? { template } : {}) }, { orderBy: { id: 'asc' } });
}

/** The newest mail to `email`; fails the test when there is none. */
export async function lastMailTo(t: TestApp, email: string): Promise<OutboxMail> {
  const mail = (await mailsTo(t, email)).at(-1);
  if (!mail) throw new Error(`No mail to ${email}`);
  return mail;
}
