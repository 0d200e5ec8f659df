import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { OutboxWorker } from '../../src/mail/outbox.worker.js';
import type { TestApp } from './test-app.js';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  /** The message with quoted-printable soft breaks and escapes undone: what a reader sees. */
  body: string;
  subject: string;
}

/** The body of a MIME part, quoted-printable soft line breaks and escapes undone (enough for ASCII content). */
export function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** A header's value as a reader sees it: folded lines joined and RFC 2047 encoded words (B or Q) decoded. */
export function decodeHeader(raw: string, name: string): string {
  const match = new RegExp(`^${name}: (.*(?:\\r?\\n[ \\t].*)*)`, 'mi').exec(raw.split(/\r?\n\r?\n/)[0]);
  if (!match) return '';
  const value = match[1].replace(/\?=\r?\n[ \t]+=\?/g, '?==?').replace(/\r?\n[ \t]+/g, ' ');
  return value
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_, encoding: string, text: string) =>
      encoding.toLowerCase() === 'b'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (__, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            'latin1',
          ).toString('utf8'),
    )
    .trim();
}

/** A real SMTP server on 127.0.0.1 that keeps what it receives; it can stop and start again on the same port. */
export class TestSmtpServer {
  readonly received: ReceivedMail[] = [];
  port = 0;
  private server: SMTPServer | null = null;

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          this.received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            raw,
            body: decodeQuotedPrintable(raw),
            subject: decodeHeader(raw, 'Subject'),
          });
          callback();
        });
      },
    });
    server.listen(this.port, '127.0.0.1');
    await once(server.server, 'listening');
    this.port = (server.server.address() as AddressInfo).port;
    this.server = server;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /**
   * The first mail to `address` (and matching `subject`, when given) received after `since` mails, waiting for the
   * app's outbox worker to deliver it. Fails after `timeoutMs`.
   */
  async waitFor(
    address: string,
    options: { subject?: RegExp; since?: number; timeoutMs?: number } = {},
  ): Promise<ReceivedMail> {
    const deadline = Date.now() + (options.timeoutMs ?? 10_000);
    for (;;) {
      const found = this.received
        .slice(options.since ?? 0)
        .find(
          (mail) =>
            mail.to.includes(address.toLowerCase()) &&
            (!options.subject || options.subject.test(mail.subject)),
        );
      if (found) return found;
      if (Date.now() > deadline) {
        const seen = this.received.map((mail) => `${mail.to.join(',')}: ${mail.subject}`).join('; ');
        throw new Error(`No mail to ${address} arrived (received: ${seen || 'none'})`);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

/** The links of a mail's text part that lead into the app (absolute http addresses). */
export function linksIn(mail: ReceivedMail): string[] {
  return [...mail.body.matchAll(/https?:\/\/[^\s"<>]+/g)].map((match) => match[0]);
}

/** The one mail of a delivery: to `to` alone, with a plain-text and an HTML part. Fails on any other delivery. */
export function onlyMail(mails: ReceivedMail[], to: string): ReceivedMail {
  expect(mails.map((mail) => mail.to)).toEqual([[to]]);
  const [mail] = mails;
  expect(mail.raw).toMatch(/^Content-Type: text\/plain; charset=utf-8$/im);
  expect(mail.raw).toMatch(/^Content-Type: text\/html; charset=utf-8$/im);
  return mail;
}

/** Sends what the app's outbox holds that is due, and answers the mails `smtp` received meanwhile. */
export async function deliverDue(t: Pick<TestApp, 'running'>, smtp: TestSmtpServer): Promise<ReceivedMail[]> {
  const since = smtp.received.length;
  await t.running.app.get(OutboxWorker).deliverDue();
  return smtp.received.slice(since);
}
