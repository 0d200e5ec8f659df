import { Controller, Get, Logger, Module } from '@nestjs/common';
import { ContestSettingsService } from '../../src/editions/contest-settings.service.js';
import { WhitelistedDomain } from '../../src/contestants/whitelisted-domain.entity.js';
import { OutboxMail } from '../../src/mail/outbox-mail.entity.js';
import { XHR, inertiaVisit, pageFromHtml } from '../support/inertia.js';
import { csrfOf, signInStaff, startTestApp, type TestApp } from '../support/test-app.js';

/** Test-only: a page whose handler fails, for the 500 page and its log line. */
@Controller('__test__')
class FailingPageController {
  private readonly logger = new Logger('FailingPage');

  @Get('failing-page/:id')
  fail(): never {
    this.logger.warn('About to fail');
    throw new Error('The failing page failed on purpose');
  }
}

@Module({ controllers: [FailingPageController] })
class FailingPageModule {}

interface LogLine {
  level: number;
  msg?: string;
  reqId?: string;
  method?: string;
  route?: string;
  status?: number;
  durationMs?: number;
  audience?: string;
  accountId?: number;
  err?: { message?: string; stack?: string };
  [key: string]: unknown;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const PINO_ERROR = 50;

/** The value of cookie `name` among an answer's Set-Cookie headers. */
function cookieValue(setCookie: string[] | string | undefined, name: string): string | null {
  for (const header of [setCookie ?? []].flat()) {
    const match = new RegExp(`^${name}=([^;]+)`).exec(header);
    if (match) return decodeURIComponent(match[1]);
  }
  return null;
}

describe('Logs an operator can search', () => {
  const written: string[] = [];
  let t: TestApp;

  const lines = (): LogLine[] => written.map((line) => JSON.parse(line) as LogLine);
  const requestLine = (reqId: string) => lines().find((line) => line.reqId === reqId && line.route);

  beforeAll(async () => {
    t = await startTestApp({
      // Behind a proxy that sets X-Request-Id: only then is the header believed.
      config: { logLevel: 'info', trustProxy: true },
      logDestination: { write: (line: string) => written.push(line) },
      imports: [FailingPageModule],
    });
  });
  afterAll(() => t.close());

  it('writes one JSON line per request with its fields, and none of the secrets it carried', async () => {
    // Whatever reaches standard output or error meanwhile counts too (a stray console.log).
    const printed: string[] = [];
    const stdoutWrite = process.stdout.write.bind(process.stdout);
    const stderrWrite = process.stderr.write.bind(process.stderr);
    const keep =
      (write: typeof process.stdout.write) =>
      (...args: Parameters<typeof process.stdout.write>) => {
        printed.push(String(args[0]));
        return write(...args);
      };
    process.stdout.write = keep(stdoutWrite) as typeof process.stdout.write;
    process.stderr.write = keep(stderrWrite) as typeof process.stderr.write;
    const secrets: string[] = [];
    try {
      // A partner signs in by a mailed link: the link's secret is in the path.
      const em = t.em();
      em.create(WhitelistedDomain, { domain: 'logging.test', isActive: true });
      await em.flush();
      const partnerEmail = `partner-${Date.now()}@logging.test`;
      const partner = t.agent();
      const partnerCsrf = await csrfOf(partner);
      const asked = await partner
        .post('/user/validDomain')
        .set(XHR)
        .send({ csrf: partnerCsrf, email: partnerEmail });
      expect(asked.status).toBe(200);
      const mail = await t.em().findOneOrFail(OutboxMail, { to: partnerEmail });
      const token = /\/login\/link\/([A-Za-z0-9_-]+)/.exec(mail.text)![1];
      expect((await inertiaVisit(t, partner, `/login/link/${token}`)).status).toBe(200);
      const linkCsrf = await csrfOf(partner);
      const used = await partner.post(`/login/link/${token}`).set(XHR).send({ csrf: linkCsrf });
      expect(used.status).toBe(200);
      const partnerSession = cookieValue(used.headers['set-cookie'], 'rc_session');

      // A judge signs in with a password through the real call, then votes with the CSRF value in header and body.
      const password = `Judge-Pa55word-${Date.now()}`;
      const judge = await t.factory.newJudge({ stage: 'first', password });
      const judgeAgent = t.agent();
      const signedIn = await signInStaff(judgeAgent, 'judge', judge.email, password);
      const judgeSession = cookieValue(signedIn.headers['set-cookie'], 'rc_session');
      const csrfSecret = cookieValue(signedIn.headers['set-cookie'], 'rc_csrf');
      await t
        .em()
        .getConnection()
        .execute('update contest_settings set first_round_open = true where id = 1');
      t.running.app.get(ContestSettingsService).forget();
      const recipe = await t.factory.newSubmittedRecipe({ status: 'approved' });
      const judgeCsrf = await csrfOf(judgeAgent);
      const vote = await judgeAgent
        .post(`/judges/dashboard/recipe/${recipe.id}/vote`)
        .set(XHR)
        .set('X-CSRF-TOKEN', judgeCsrf)
        .send({
          csrf: judgeCsrf,
          creativity: 4.5,
          appearance: 4,
          ingredients: 3.5,
          profitability: 5,
          deployability: 4,
        });
      expect(vote.status).toBe(200);
      secrets.push(
        token,
        password,
        partnerCsrf,
        linkCsrf,
        judgeCsrf,
        judge.email,
        partnerEmail,
        mail.text.slice(0, 40),
        ...[partnerSession, judgeSession, csrfSecret].filter((value): value is string => Boolean(value)),
      );
      expect(partnerSession && judgeSession && csrfSecret).toBeTruthy();

      const reqId = vote.headers['x-request-id'] as string;
      expect(reqId).toMatch(UUID);
      const line = requestLine(reqId);
      expect(line).toMatchObject({
        level: 30,
        reqId,
        method: 'POST',
        route: '/judges/dashboard/recipe/:id/vote',
        status: 200,
        audience: 'judge',
        accountId: judge.id,
      });
      expect(typeof line!.durationMs).toBe('number');
      // Chosen fields only: never the request itself, its headers, path or body.
      for (const key of ['req', 'headers', 'url', 'path', 'body', 'cookies'])
        expect(line).not.toHaveProperty(key);

      const linkLines = lines().filter((entry) => entry.route === '/login/link/:token');
      expect(linkLines.map((entry) => [entry.method, entry.status])).toEqual([
        ['GET', 200],
        ['POST', 200],
      ]);
      // Signed in by that very request: the line names who it signed in.
      expect(linkLines[1]).toMatchObject({ audience: 'user', reqId: used.headers['x-request-id'] });
      expect(requestLine(signedIn.headers['x-request-id'] as string)).toMatchObject({
        route: '/judges/login',
        audience: 'judge',
        accountId: judge.id,
      });
    } finally {
      process.stdout.write = stdoutWrite;
      process.stderr.write = stderrWrite;
    }

    const output = [...written, ...printed].join('\n');
    expect(written.length).toBeGreaterThan(5);
    for (const secret of secrets) expect(output).not.toContain(secret);
  });

  it('labels the anonymous landing page, which never reaches a Nest route, with its route', async () => {
    const landing = await t.agent().get('/');
    expect(landing.status).toBe(200);
    expect(requestLine(landing.headers['x-request-id'] as string)).toMatchObject({ route: '/', status: 200 });
    const missing = await t.agent().get('/no/such/page/123');
    expect(requestLine(missing.headers['x-request-id'] as string)).toMatchObject({
      route: '(unmatched)',
      status: 404,
    });
  });

  it('takes the request id a trusted proxy sets, and replaces one of another shape', async () => {
    const given = await t.agent().get('/terms-and-conditions').set('X-Request-Id', 'edge-7f3a9c01');
    expect(given.headers['x-request-id']).toBe('edge-7f3a9c01');
    expect(requestLine('edge-7f3a9c01')).toMatchObject({ route: '/terms-and-conditions' });
    const odd = await t.agent().get('/terms-and-conditions').set('X-Request-Id', 'not an id; drop table');
    expect(odd.headers['x-request-id']).toMatch(UUID);
  });

  it('shows the request id on the 500 page, and logs it with the stack', async () => {
    const visit = await inertiaVisit(t, t.agent(), '/__test__/failing-page/42');
    expect(visit.status).toBe(500);
    const reqId = visit.headers['x-request-id'] as string;
    expect(visit.body.component).toBe('errors/error');
    expect(visit.body.props).toMatchObject({ status: 500, requestId: reqId });

    const html = await t.agent().get('/__test__/failing-page/43');
    expect(html.status).toBe(500);
    expect(pageFromHtml(html.text).props).toMatchObject({ requestId: html.headers['x-request-id'] });

    const line = requestLine(reqId);
    expect(line).toMatchObject({
      level: PINO_ERROR,
      route: '/__test__/failing-page/:id',
      status: 500,
      err: { message: 'The failing page failed on purpose' },
    });
    expect(line!.err!.stack).toContain('FailingPageController.fail');
    // Nest's own logger writes through pino too, with the id of the request it was called in.
    expect(lines()).toContainEqual(
      expect.objectContaining({ level: 40, context: 'FailingPage', msg: 'About to fail', reqId }),
    );
  });
});
