import { CALL_MESSAGES } from '@shared/messages.js';
import { freePort } from '../../src/database/embedded-postgres.js';
import {
  type AppProcess,
  type CompiledAppFolder,
  compiledAppFolder,
  onEmbeddedServer,
  startAppProcess,
} from '../support/app-process.js';
import { HttpVisitor } from '../support/http-visitor.js';
import { pageFromHtml } from '../support/inertia.js';
import { pauseDatabase, type PausedDatabase } from '../support/paused-database.js';

/**
 * The app as its own process on its own embedded PostgreSQL, which is paused (SIGSTOP): it keeps its connections and
 * accepts new ones, and answers nothing. The run's shared server, which other test files use, is never paused.
 */

const ADMIN = { email: 'stall.admin@example.com', password: 'correct horse battery 1' };
const QUESTION = 'Is the landing page kept while the database is away?';
/**
 * Well above the expected answers (at once, 1.5 s, 5.5 s), with room for a machine busy with the rest of the suite (a
 * readiness answer once took 4.2 s under a load of six on two cores), and well below the 15 s the app used to hang.
 */
const FAST_MS = 3000;
const READY_MS = 6000;
const UNAVAILABLE_MS = 10000;

interface Timed {
  status: number;
  ms: number;
  text: string;
  headers: Headers;
}

describe('the app while its database does not answer', () => {
  let compiled: CompiledAppFolder;
  let app: AppProcess | null = null;
  let paused: PausedDatabase | null = null;

  /** A call that gives up after 12 s, so that a hang fails the test instead of holding it. */
  async function timed(call: (signal: AbortSignal) => Promise<Response>): Promise<Timed> {
    const start = Date.now();
    const response = await call(AbortSignal.timeout(12_000));
    const text = await response.text();
    return { status: response.status, ms: Date.now() - start, text, headers: response.headers };
  }

  const addFaqRow = () =>
    onEmbeddedServer(compiled.dataDir, (client) =>
      client.query('insert into faq_items (position, question, answer) values (1, $1, $2)', [
        QUESTION,
        'Yes.',
      ]),
    );

  beforeAll(async () => {
    compiled = await compiledAppFolder(
      'database-stall-',
      { ...ADMIN, name: 'Stall' },
      { DEADLINES_JOB: 'off' },
    );
    app = await startAppProcess(compiled.build, await freePort(), compiled.env);
  }, 90_000);

  afterAll(async () => {
    // Resumed first: a paused server would not stop with the app.
    paused?.resume();
    await app?.stop();
    compiled?.remove();
  });

  it('answers liveness at once, readiness and signed-in calls with a worded 503, public pages as they last were; and recovers by itself', async () => {
    const base = app!.baseUrl;
    const admin = new HttpVisitor(base);
    await admin.signInAdmin(ADMIN);
    await addFaqRow();
    const landingHtml = (signal?: AbortSignal) => fetch(`${base}/`, { signal });
    const faqOf = (html: string) =>
      (pageFromHtml<{ faq: Array<{ question: string }> }>(html).props.faq ?? []).map((row) => row.question);
    const first = await timed(landingHtml);
    expect(first.status).toBe(200);
    expect(faqOf(first.text)).toContain(QUESTION);
    expect((await admin.fetch('/admins/dashboard')).status).toBe(200);
    // Past the two seconds the landing page and the settings are kept for: what is served next comes from the
    // last good version, not from that cache.
    await new Promise((resolveWait) => setTimeout(resolveWait, 2100));

    paused = pauseDatabase(compiled.dataDir, 30_000);
    const [health, ready, page, write, landing] = await Promise.all([
      timed((signal) => fetch(`${base}/healthz`, { signal })),
      timed((signal) => fetch(`${base}/readyz`, { signal })),
      timed((signal) => admin.fetch('/admins/dashboard', { signal })),
      timed((signal) =>
        admin.fetch('/admins/whitelisted/create', {
          method: 'POST',
          signal,
          headers: { 'content-type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
          body: JSON.stringify({ csrf: admin.csrf, domain: 'during-stall.example.com' }),
        }),
      ),
      timed(landingHtml),
    ]);

    expect(health.status).toBe(200);
    expect(health.ms).toBeLessThan(FAST_MS);

    expect(ready.status).toBe(503);
    expect(JSON.parse(ready.text)).toEqual({ status: 'unavailable', message: expect.any(String) });
    expect(ready.ms).toBeLessThan(READY_MS);

    // A page visit gets the error page, worded; a write call its JSON.
    expect(page.status).toBe(503);
    expect(page.ms).toBeLessThan(UNAVAILABLE_MS);
    expect(page.headers.get('retry-after')).toBe('5');
    const errorPage = pageFromHtml<{ status: number; message: string }>(page.text);
    expect(errorPage.component).toBe('errors/error');
    expect(errorPage.props).toMatchObject({ status: 503, message: CALL_MESSAGES.unavailable });

    expect(write.status).toBe(503);
    expect(write.ms).toBeLessThan(UNAVAILABLE_MS);
    expect(write.headers.get('retry-after')).toBe('5');
    expect(JSON.parse(write.text)).toEqual({ message: CALL_MESSAGES.unavailable });

    // Its read failed: the last good version, with its content.
    expect(landing.status).toBe(200);
    expect(landing.ms).toBeLessThan(UNAVAILABLE_MS);
    expect(faqOf(landing.text)).toContain(QUESTION);

    // Now that the database is known to be away, public pages are answered at once.
    const [landingAgain, terms] = await Promise.all([
      timed(landingHtml),
      timed((signal) => fetch(`${base}/terms-and-conditions`, { signal })),
    ]);
    expect(landingAgain.status).toBe(200);
    expect(landingAgain.ms).toBeLessThan(FAST_MS);
    expect(faqOf(landingAgain.text)).toContain(QUESTION);
    expect(terms.status).toBe(200);
    expect(terms.ms).toBeLessThan(FAST_MS);

    paused.resume();
    const deadline = Date.now() + 15_000;
    let readyAgain = 0;
    while (Date.now() < deadline) {
      readyAgain = (await fetch(`${base}/readyz`)).status;
      if (readyAgain === 200) break;
      await new Promise((resolveWait) => setTimeout(resolveWait, 200));
    }
    expect(readyAgain).toBe(200);
    const pageAgain = await admin.fetch('/admins/dashboard');
    expect(pageAgain.status).toBe(200);
    expect(pageFromHtml(await pageAgain.text()).component).toBe('admins/dashboard');
    const writeAgain = await admin.postJson('/admins/whitelisted/create', {
      domain: 'after-stall.example.com',
    });
    expect(writeAgain.status).toBe(200);
    expect((await timed(landingHtml)).status).toBe(200);
    expect(app!.output()).toContain('The database does not answer');
    expect(app!.output()).toContain('The database answers again');
  }, 60_000);
});
