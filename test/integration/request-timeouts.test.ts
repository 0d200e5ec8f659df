import type { AddressInfo } from 'node:net';
import { request } from 'node:http';
import sharp from 'sharp';
import { REQUEST_TIMEOUT_MESSAGE } from '../../src/common/request-timeouts.js';
import { ContestSettingsService } from '../../src/editions/contest-settings.service.js';
import { HttpVisitor } from '../support/http-visitor.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const BODY_MS = 1_000;
const UPLOAD_MS = 8_000;

interface Trickled {
  status: number | null;
  body: string;
  /** Milliseconds from the first byte sent to the answer, or to the connection's end without one. */
  elapsedMs: number;
}

/** Sends `head` at once, then `tail` one piece every `everyMs`, until answered or done. */
function trickle(
  port: number,
  path: string,
  headers: Record<string, string>,
  head: Buffer,
  tail: Buffer[],
  everyMs: number,
): Promise<Trickled> {
  return new Promise((resolve) => {
    const started = Date.now();
    let settled = false;
    const finish = (status: number | null, body: string) => {
      if (settled) return;
      settled = true;
      clearInterval(timer);
      resolve({ status, body, elapsedMs: Date.now() - started });
    };
    const length = head.length + tail.reduce((sum, piece) => sum + piece.length, 0);
    const req = request({
      port,
      path,
      method: 'POST',
      headers: { ...headers, 'content-length': String(length), 'x-requested-with': 'XMLHttpRequest' },
    });
    req.on('response', (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (text: string) => (body += text));
      res.on('end', () => finish(res.statusCode ?? null, body));
    });
    req.on('error', () => finish(null, ''));
    req.write(head);
    const pieces = [...tail];
    const timer = setInterval(() => {
      const piece = pieces.shift();
      if (piece === undefined) {
        clearInterval(timer);
        req.end();
      } else if (!req.destroyed) req.write(piece);
    }, everyMs);
  });
}

describe('requests whose body arrives slowly', () => {
  let t: TestApp;
  let port: number;

  beforeAll(async () => {
    t = await startTestApp({ config: { requestTimeouts: { bodyMs: BODY_MS, uploadMs: UPLOAD_MS } } });
    await new Promise<void>((resolve) => t.server.listen(0, '127.0.0.1', resolve));
    port = (t.server.address() as AddressInfo).port;
    await t.em().getConnection().execute('update contest_settings set phase = ?', ['open']);
    t.running.app.get(ContestSettingsService).forget();
  });
  afterAll(async () => {
    await new Promise((resolve) => t.server.close(resolve));
    await t.close();
  });

  it('answers ordinary calls still arriving after the limit with 408 and closes them, fifty at once', async () => {
    const body = Buffer.from(JSON.stringify({ csrf: 'x', email: 'someone@example.com' }));
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        trickle(
          port,
          '/user/validDomain',
          { 'content-type': 'application/json' },
          body.subarray(0, 5),
          [...body.subarray(5)].map((byte) => Buffer.from([byte])),
          300,
        ),
      ),
    );
    for (const answer of answers) {
      expect(answer.status).toBe(408);
      expect(JSON.parse(answer.body)).toEqual({ message: REQUEST_TIMEOUT_MESSAGE });
      // Not held for the body's whole trickle (about 12 s).
      expect(answer.elapsedMs).toBeLessThan(BODY_MS + 4_000);
    }
  });

  it('lets a signed-in contestant upload a photo over a slow connection, longer than an ordinary call may take', async () => {
    const person = await t.factory.newRegisteredContestant();
    const visitor = new HttpVisitor(`http://127.0.0.1:${port}`);
    await visitor.refreshCsrf();
    const signedIn = await visitor.postJson('/__test__/sign-in', { audience: 'user', id: person.id });
    expect(signedIn.status).toBe(200);
    await visitor.refreshCsrf();

    const photo = await sharp({ create: { width: 80, height: 60, channels: 3, background: '#4a7' } })
      .png()
      .toBuffer();
    const boundary = 'slowformboundary';
    const part = (name: string, value: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const head = Buffer.from(
      part('_token', visitor.csrf) +
        part('name', 'Slow bowl') +
        part('recipe_file', 'true') +
        `--${boundary}\r\nContent-Disposition: form-data; name="recipe"; filename="dish.png"\r\n` +
        'Content-Type: image/png\r\n\r\n',
    );
    const tail = Buffer.concat([photo, Buffer.from(`\r\n--${boundary}--\r\n`)]);
    const pieces = Array.from({ length: 6 }, (_, index) =>
      tail.subarray(Math.floor((index * tail.length) / 6), Math.floor(((index + 1) * tail.length) / 6)),
    );
    const answer = await trickle(
      port,
      '/user/recipe/create',
      { 'content-type': `multipart/form-data; boundary=${boundary}`, cookie: visitor.cookieHeader },
      head,
      pieces,
      400,
    );
    expect(answer.elapsedMs).toBeGreaterThan(BODY_MS + 1_000);
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ data: { name: 'Slow bowl' } });
  });
});
