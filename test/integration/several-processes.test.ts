import { existsSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import sharp from 'sharp';
import { freePort } from '../../src/database/embedded-postgres.js';
import { type AppProcess, runCompiledCli, startAppProcess } from '../support/app-process.js';
import { compileServer } from '../support/compiled-server.js';
import { HttpVisitor } from '../support/http-visitor.js';
import { NGINX, startNginx, type TestProxy } from '../support/nginx.js';
import { startS3Server, type TestS3Server } from '../support/s3-server.js';
import { TestSmtpServer } from '../support/smtp-server.js';
import { createTestDatabase, TEST_DIR, type TestDatabase } from '../support/test-database.js';

/**
 * The production layout of docs/deployment.md in small: two identical app processes on one PostgreSQL database and
 * one S3-compatible bucket, behind nginx dealing requests round robin. Whatever copy a request lands on, the visitor
 * sees one app.
 */

const ADMIN = { email: 'two.copies@example.com', password: 'correct horse battery 2' };
/** The landing page and the contest settings are each cached this long in every copy (site.service.ts). */
const CACHE_MS = 2000;

/** On a developer's machine without nginx this file is skipped with a notice; in CI (`.ci/run` installs it) it fails. */
const nginxMissing = !existsSync(NGINX) && process.env.CI !== 'true';
if (nginxMissing)
  console.warn(`Skipping the two-process test: no nginx at ${NGINX} (apt-get install -y nginx).`);

(nginxMissing ? describe.skip : describe)('two app processes behind nginx on one database', () => {
  let build: string;
  let database: TestDatabase;
  let s3: TestS3Server;
  const smtp = new TestSmtpServer();
  let copies: AppProcess[] = [];
  let proxy: TestProxy;

  beforeAll(async () => {
    // An empty database: both copies start at once and migrate it, taking turns on the migration lock.
    [build, database, s3] = await Promise.all([
      compileServer(),
      createTestDatabase({ migrated: false }),
      startS3Server(),
    ]);
    await smtp.start();
    const env: NodeJS.ProcessEnv = {
      NODE_ENV: 'test',
      DATABASE_URL: database.url,
      APP_KEY: 'two-copies-share-this-key-so-sessions-and-links-hold-0123456789',
      SMTP_URL: smtp.url,
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: s3.settings.endpoint!,
      S3_BUCKET: s3.settings.bucket,
      S3_ACCESS_KEY_ID: s3.settings.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.settings.secretAccessKey,
      STORAGE_DIR: resolve(TEST_DIR, 'no-local-files'),
      BUILD_DIR: resolve(TEST_DIR, 'fake-build'),
      TRUST_PROXY: 'true',
    };
    const ports = [await freePort(), await freePort()];
    copies = await Promise.all(ports.map((port) => startAppProcess(build, port, env)));
    const created = await runCompiledCli(
      build,
      env,
      'admins:create',
      '--email',
      ADMIN.email,
      '--name',
      'Two',
      '--lastname',
      'Copies',
      '--password',
      ADMIN.password,
    );
    if (created.code !== 0) throw new Error(`admins:create failed:\n${created.output}`);
    proxy = await startNginx(await freePort(), ports);
  }, 120_000);

  afterAll(async () => {
    await proxy?.stop();
    await Promise.all(copies.map((copy) => copy.stop()));
    await smtp.stop();
    await s3?.close();
    await database?.drop();
    if (build) rmSync(build, { recursive: true, force: true });
  }, 60_000);

  /** The copies that served `answers` (nginx names each in X-Upstream). */
  function servedBy(answers: Response[]): Set<string> {
    return new Set(answers.map((answer) => answer.headers.get('x-upstream') ?? 'none'));
  }

  it('keeps a session made on one copy on the other', async () => {
    const admin = new HttpVisitor(proxy.baseUrl);
    await admin.signInAdmin(ADMIN);
    const pages: Response[] = [];
    for (let visit = 0; visit < 6; visit++) pages.push(await admin.fetch('/admins/dashboard'));
    expect(servedBy(pages)).toEqual(new Set(copies.map((copy) => `127.0.0.1:${copy.port}`)));
    // A copy that did not know the session would send the visitor to the sign-in page (a redirect).
    expect(pages.map((page) => page.status)).toEqual([200, 200, 200, 200, 200, 200]);
    for (const page of pages) expect(await page.text()).toContain('admins/dashboard');
  });

  it('serves a file uploaded through one copy from the other', async () => {
    const [one, other] = copies;
    const admin = new HttpVisitor(one.baseUrl);
    await admin.signInAdmin(ADMIN);
    const logo = await sharp({ create: { width: 600, height: 300, channels: 3, background: '#1a6' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.set('name', 'Fresh Farms');
    form.set('url', 'https://fresh-farms.example.com');
    form.set('logo_file', 'true');
    form.set('logo', new Blob([new Uint8Array(logo)], { type: 'image/png' }), 'fresh-farms.png');
    const saved = await admin.postForm('/admins/settings/sponsors/1/update', form);
    expect([saved.status, saved.status === 200 ? '' : await saved.text()]).toEqual([200, '']);
    const { data } = (await saved.json()) as { data: { logoKey: string } };
    expect(data.logoKey).toMatch(/^[a-f0-9]{32}$/);

    const served = await fetch(`${other.baseUrl}/media/${data.logoKey}/original`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(600);
  });

  it('shows a settings change made on one copy on the other within the cache time', async () => {
    const [one, other] = copies;
    const admin = new HttpVisitor(one.baseUrl);
    await admin.signInAdmin(ADMIN);
    const question = `Can two copies agree? ${Date.now()}`;
    // The other copy reads the landing page first, so it holds the old page in its cache.
    expect(await (await fetch(`${other.baseUrl}/`)).text()).not.toContain(question);
    const created = await admin.postJson('/admins/settings/faq/create', { question, answer: 'They can.' });
    expect(created.status).toBe(200);
    const changedAt = Date.now();
    let shown = false;
    while (!shown && Date.now() - changedAt < CACHE_MS + 3000) {
      shown = (await (await fetch(`${other.baseUrl}/`)).text()).includes(question);
      if (!shown) await new Promise((resolveWait) => setTimeout(resolveWait, 100));
    }
    expect(shown).toBe(true);
  });

  it('sends each mail of the shared outbox exactly once', async () => {
    const admin = new HttpVisitor(proxy.baseUrl);
    await admin.signInAdmin(ADMIN);
    expect(
      (
        await admin.postJson('/admins/whitelisted/create', {
          domain: 'two-copies.example.com',
          is_active: true,
        })
      ).status,
    ).toBe(200);
    const visitor = new HttpVisitor(proxy.baseUrl);
    await visitor.refreshCsrf();
    const before = smtp.received.length;
    const requests: Response[] = [];
    for (let request = 0; request < 6; request++) {
      // Six partner clients ask for their sign-in link: six mails in the outbox, which both copies' workers read.
      requests.push(
        await visitor.postJson('/user/validDomain', { email: `partner${request}@two-copies.example.com` }),
      );
    }
    expect(servedBy(requests).size).toBe(2);
    expect(requests.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const deadline = Date.now() + 15_000;
    while (smtp.received.length - before < 6 && Date.now() < deadline) {
      await new Promise((resolveWait) => setTimeout(resolveWait, 100));
    }
    // Both workers poll the same outbox: give a second sending the time it would need to show.
    await new Promise((resolveWait) => setTimeout(resolveWait, 3000));
    const sent = smtp.received.slice(before);
    expect(sent).toHaveLength(6);
    expect(new Set(sent.map((mail) => /^Message-ID: (.*)$/im.exec(mail.raw)?.[1])).size).toBe(6);
  }, 40_000);

  it('counts sign-in attempts across both copies', async () => {
    const visitor = new HttpVisitor(proxy.baseUrl);
    await visitor.refreshCsrf();
    const attempts: Response[] = [];
    for (let attempt = 0; attempt < 11; attempt++) {
      attempts.push(
        await visitor.postJson('/admins/login', { email: 'nobody@example.com', password: 'wrong password' }),
      );
    }
    expect(servedBy(attempts).size).toBe(2);
    // Ten attempts a minute for one visitor and address, whichever copy counts them.
    expect(attempts.map((answer) => answer.status)).toEqual([...Array(10).fill(403), 429]);
  });
});
