import { DevMailboxService } from '../../src/mail/dev-mailbox.service.js';
import { InvalidMailAddressError, MailService } from '../../src/mail/mail.service.js';
import { OutboxMail } from '../../src/mail/outbox-mail.entity.js';
import { OutboxWorker } from '../../src/mail/outbox.worker.js';
import { MailTransport } from '../../src/mail/mail-transport.js';
import { notice } from '../../src/mail/templates/notice.js';
import { decodeQuotedPrintable, TestSmtpServer } from '../support/smtp-server.js';
import { startTestApp, type TestApp, appSuite } from '../support/test-app.js';
import { inertiaVisit } from '../support/inertia.js';

const MAIL_FROM = 'Contest Team <team@contest.test>';
const greeting = (name: string) =>
  notice({
    subject: `Hello ${name}`,
    title: `Welcome, ${name}`,
    paragraphs: ['Your recipe is saved.'],
    button: { label: 'Open my recipe', url: '/user/recipe' },
  });

async function outboxRow(t: TestApp, id: number): Promise<OutboxMail> {
  return t.em().findOneOrFail(OutboxMail, { id });
}

describe('mail over SMTP', () => {
  const smtp = new TestSmtpServer();
  const t = appSuite({ smtp, config: { mailFrom: MAIL_FROM } });
  let mail: MailService;
  let worker: OutboxWorker;

  beforeAll(() => {
    mail = t.running.app.get(MailService);
    worker = t.running.app.get(OutboxWorker);
  });

  it('delivers a queued mail from MAIL_FROM with an HTML and a text part, and marks it sent', async () => {
    const queued = await mail.send('carla@example.com', greeting('Carla'));
    expect((await outboxRow(t, queued.id)).status).toBe('pending');

    expect(await worker.deliverDue()).toBe(1);

    const received = smtp.received.at(-1)!;
    expect(received.from).toBe('team@contest.test');
    expect(received.to).toEqual(['carla@example.com']);
    expect(received.raw).toMatch(/^From: Contest Team <team@contest\.test>$/m);
    expect(received.raw).toMatch(/^Subject: Hello Carla$/m);
    expect(received.raw).toMatch(/^Content-Type: multipart\/alternative;/m);
    expect(received.raw).toMatch(/^Content-Type: text\/plain; charset=utf-8$/im);
    expect(received.raw).toMatch(/^Content-Type: text\/html; charset=utf-8$/im);
    const body = decodeQuotedPrintable(received.raw);
    expect(body).toContain('Open my recipe: http://localhost:3000/user/recipe');
    expect(body).toContain('<h1 style=');
    expect(body).toContain('Welcome, Carla');
    expect(body).toContain('mailto:');

    const row = await outboxRow(t, queued.id);
    expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null, lockedUntil: null });
    expect(row.sentAt).toBeInstanceOf(Date);
    expect(await worker.deliverDue()).toBe(0);
  });

  it('keeps a mail pending while the SMTP server is down, and delivers it once the server is back', async () => {
    const queued = await mail.send('dan@example.com', greeting('Dan'));
    await smtp.stop();
    const before = Date.now();

    expect(await worker.deliverDue()).toBe(0);

    let row = await outboxRow(t, queued.id);
    expect(row.status).toBe('pending');
    expect(row.attempts).toBe(1);
    expect(row.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(row.lockedUntil).toBeNull();
    expect(row.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(before + 4000);
    // Not due yet: a second run leaves it alone.
    expect(await worker.deliverDue()).toBe(0);
    expect((await outboxRow(t, queued.id)).attempts).toBe(1);

    await smtp.start();
    await t.em().nativeUpdate(OutboxMail, { id: queued.id }, { nextAttemptAt: new Date(Date.now() - 1000) });
    expect(await worker.deliverDue()).toBe(1);

    row = await outboxRow(t, queued.id);
    expect(row).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    expect(smtp.received.at(-1)!.to).toEqual(['dan@example.com']);
  });

  it('gives up after the eighth failed attempt', async () => {
    const queued = await mail.send('eve@example.com', greeting('Eve'));
    await t.em().nativeUpdate(OutboxMail, { id: queued.id }, { attempts: 7 });
    await smtp.stop();
    try {
      await worker.deliverDue();
    } finally {
      await smtp.start();
    }
    const row = await outboxRow(t, queued.id);
    expect(row).toMatchObject({ status: 'failed', attempts: 8 });
    expect(row.lastError).toBeTruthy();
    expect(await worker.deliverDue()).toBe(0);
  });

  it('lets two workers claim due mails without ever taking the same one', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 15; i++) ids.push((await mail.send(`claim-${i}@example.com`, greeting('Claim'))).id);
    const repository = () => t.em().getRepository(OutboxMail);
    const [first, second] = await Promise.all([
      repository().claimDue(10, 120),
      repository().claimDue(10, 120),
    ]);
    const claimed = [...first, ...second].map((row) => row.id);
    expect(new Set(claimed).size).toBe(claimed.length);
    expect(claimed.sort((a, b) => a - b)).toEqual(ids);
    // Claimed mails are not due for anyone else until the claim runs out.
    expect(await repository().claimDue(10, 120)).toEqual([]);

    await t.em().nativeUpdate(OutboxMail, { id: ids[0] }, { lockedUntil: new Date(Date.now() - 1000) });
    expect((await repository().claimDue(10, 120)).map((row) => row.id)).toEqual([ids[0]]);
    await repository().release(ids);
    expect(await worker.deliverDue()).toBe(15);
  });

  it('closes the development mailbox while an SMTP server is configured', async () => {
    const response = await t.agent().get('/dev/mailbox').set('X-Requested-With', 'XMLHttpRequest');
    expect(response.status).toBe(404);
  });
});

describe('the outbox worker on its timer', () => {
  const smtp = new TestSmtpServer();
  const t = appSuite({ smtp, config: { mailWorker: true } });

  it('sends a queued mail within a few seconds, without being asked', async () => {
    const queued = await t.running.app.get(MailService).send('timer@example.com', greeting('Timer'));
    const deadline = Date.now() + 10_000;
    while (smtp.received.length === 0 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 100));
    expect(smtp.received.map((received) => received.to)).toEqual([['timer@example.com']]);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await outboxRow(t, queued.id)).status).toBe('sent');
  });
});

describe('mail without an SMTP server', () => {
  const t = appSuite();
  let mail: MailService;

  beforeAll(() => {
    mail = t.running.app.get(MailService);
  });

  const inertiaGet = (path: string) => inertiaVisit(t, t.agent(), path);

  it('keeps the mail and lists it on the development mailbox', async () => {
    const kept = await mail.send('fay@example.com', greeting('Fay'));
    expect((await outboxRow(t, kept.id)).status).toBe('kept');
    expect(await t.running.app.get(OutboxWorker).deliverDue()).toBe(0);

    const list = await inertiaGet('/dev/mailbox');
    expect(list.status).toBe(200);
    expect(list.body.component).toBe('dev/mailbox');
    expect(list.body.props.mails[0]).toEqual({
      id: kept.id,
      to: 'fay@example.com',
      subject: 'Hello Fay',
      template: 'notice',
      createdAt: expect.any(String),
    });

    const one = await inertiaGet(`/dev/mailbox/${kept.id}`);
    expect(one.status).toBe(200);
    expect(one.body.component).toBe('dev/mailbox-message');
    expect(one.body.props.mail).toMatchObject({
      id: kept.id,
      to: 'fay@example.com',
      subject: 'Hello Fay',
      from: t.running.config.mailFrom,
    });
    expect(one.body.props.mail.html).toContain('Welcome, Fay');
    expect(one.body.props.mail.text).toContain('Welcome, Fay');
  });

  it('pages the mailbox 25 at a time, newest first', async () => {
    for (let i = 0; i < 30; i++) await mail.send(`page-${i}@example.com`, greeting(`Page ${i}`));
    const first = await inertiaGet('/dev/mailbox');
    expect(first.body.props.mails).toHaveLength(25);
    expect(first.body.props.mails[0].to).toBe('page-29@example.com');
    expect(first.body.props.pagination).toMatchObject({ page: 1, perPage: 25, pageCount: 2 });
    const second = await inertiaGet('/dev/mailbox?page=2');
    expect(second.body.props.mails.length).toBe(first.body.props.pagination.total - 25);
    expect((await inertiaGet('/dev/mailbox?page=3')).status).toBe(404);
    expect((await inertiaGet('/dev/mailbox?page=abc')).body.props.pagination.page).toBe(1);
    expect((await inertiaGet('/dev/mailbox/999999')).status).toBe(404);
  });

  it('writes a mail with the change that caused it, and not at all when that change is rolled back', async () => {
    const em = t.em();
    await em.transactional(async (tx) => {
      await mail.send('commit@example.com', greeting('Commit'), tx);
    });
    await expect(
      em.transactional(async (tx) => {
        await mail.send('rollback@example.com', greeting('Rollback'), tx);
        await tx.flush();
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await t.em().count(OutboxMail, { to: 'commit@example.com' })).toBe(1);
    expect(await t.em().count(OutboxMail, { to: 'rollback@example.com' })).toBe(0);
  });

  it("refuses to queue inside a transaction without that transaction's entity manager", async () => {
    await expect(
      t.em().transactional(async () => {
        await mail.send('someone@example.com', greeting('X'));
      }),
    ).rejects.toThrow(/transaction/);
  });

  it('refuses an address that cannot receive mail', async () => {
    await expect(mail.send('not-an-address', greeting('X'))).rejects.toBeInstanceOf(InvalidMailAddressError);
    await expect(mail.send('a@example.com\r\nBcc: b@example.com', greeting('X'))).rejects.toBeInstanceOf(
      InvalidMailAddressError,
    );
  });
});

describe('the development mailbox in production', () => {
  const t = appSuite({ config: { env: 'production' } });

  it('answers 404', async () => {
    const kept = await t.running.app.get(MailService).send('prod@example.com', greeting('Prod'));
    expect(t.running.app.get(DevMailboxService).isOpen).toBe(false);
    for (const path of ['/dev/mailbox', `/dev/mailbox/${kept.id}`]) {
      const response = await t.agent().get(path).set('X-Requested-With', 'XMLHttpRequest');
      expect(response.status).toBe(404);
    }
  });
});

describe('a mail the SMTP server refuses', () => {
  let t: TestApp;
  const refused: string[] = [];

  beforeAll(async () => {
    // The transport replaced through @nestjs/testing: a server that answers every mail with a permanent refusal.
    t = await startTestApp({
      config: { smtpUrl: 'smtp://127.0.0.1:9', mailWorker: false },
      override: (module) =>
        module.overrideProvider(MailTransport).useValue({
          deliver: async (mail: { to: string }) => {
            refused.push(mail.to);
            throw new Error('550 5.1.1 Mailbox unavailable');
          },
          onApplicationShutdown: () => undefined,
        }),
    });
  });
  afterAll(() => t.close());

  it('stays pending with the refusal as its last error, to be tried again later', async () => {
    const queued = await t.running.app.get(MailService).send('frank@example.com', greeting('Frank'));
    expect(await t.running.app.get(OutboxWorker).deliverDue()).toBe(0);
    expect(refused).toEqual(['frank@example.com']);
    const row = await outboxRow(t, queued.id);
    expect(row).toMatchObject({ status: 'pending', attempts: 1, lastError: '550 5.1.1 Mailbox unavailable' });
    expect(row.sentAt).toBeNull();
  });
});
