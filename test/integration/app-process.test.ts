import { existsSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { embeddedServerDir, freePort } from '../../src/database/embedded-postgres.js';
import {
  type AppProcess,
  type CompiledAppFolder,
  compiledAppFolder,
  onEmbeddedServer,
  startAppProcess,
} from '../support/app-process.js';
import { HttpVisitor } from '../support/http-visitor.js';

/**
 * The app run as `npm start` runs it: its own process, on the embedded PostgreSQL in DATA_DIR (no DATABASE_URL),
 * stopped by a signal or killed outright.
 */

const ADMIN = { email: 'process.admin@example.com', password: 'correct horse battery 1' };

describe('the app as its own process on the embedded PostgreSQL', () => {
  let compiled: CompiledAppFolder;
  const started: AppProcess[] = [];

  const env = () => compiled.env;

  async function startApp(): Promise<AppProcess> {
    const app = await startAppProcess(compiled.build, await freePort(), env());
    started.push(app);
    return app;
  }

  const countDomains = (domains: string[]): Promise<Map<string, number>> =>
    onEmbeddedServer(compiled.dataDir, async (client) => {
      const rows = await client.query<{ domain: string; count: number }>(
        'select domain, count(*)::int as count from whitelisted_domains where domain = any($1) group by domain',
        [domains],
      );
      return new Map(rows.rows.map((row) => [row.domain, row.count]));
    });

  beforeAll(async () => {
    // A folder of mode 0700, as a fresh clone in a root-only home: as root the embedded server's account cannot pass
    // through it, so the server's files go elsewhere and the app must still start, stop and recover.
    compiled = await compiledAppFolder('app-process-', { ...ADMIN, name: 'Process' });
  }, 90_000);

  afterEach(async () => {
    for (const app of started.splice(0)) await app.stop();
  });

  afterAll(() => {
    compiled?.remove();
  });

  it('on SIGTERM stops taking connections, finishes the request in flight, stops its database and exits 0', async () => {
    const app = await startApp();
    const admin = new HttpVisitor(app.baseUrl);
    await admin.signInAdmin(ADMIN);

    // A write whose body is still arriving when the signal comes.
    const body = JSON.stringify({ csrf: admin.csrf, domain: 'in-flight.example.com' });
    const half = Math.floor(body.length / 2);
    const answer = new Promise<{ status: number; body: string }>((resolveAnswer, reject) => {
      const call = httpRequest(`${app.baseUrl}/admins/whitelisted/create`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'x-requested-with': 'XMLHttpRequest',
          cookie: admin.cookieHeader,
        },
      });
      call.on('response', (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => resolveAnswer({ status: response.statusCode ?? 0, body: text }));
      });
      call.on('error', reject);
      call.write(body.slice(0, half));
      setTimeout(() => {
        app.child.kill('SIGTERM');
        setTimeout(() => call.end(body.slice(half)), 700);
      }, 200);
    });

    // While it drains, the app takes no new connection.
    await new Promise((resolveWait) => setTimeout(resolveWait, 500));
    await expect(fetch(`${app.baseUrl}/healthz`)).rejects.toThrow();

    const finished = await answer;
    expect(finished.status).toBe(200);
    const exit = await app.exited;
    if (exit.code !== 0) console.error(`The app's output:\n${app.output()}`);
    expect(exit).toEqual({ code: 0, signal: null });
    // The embedded server was stopped with the app: nothing runs on the folder, no lock is left.
    const serverDir = embeddedServerDir(compiled.dataDir);
    expect(existsSync(join(serverDir, 'cluster', 'PG_VERSION'))).toBe(true);
    expect(existsSync(join(serverDir, 'server.json'))).toBe(false);
    expect(existsSync(join(serverDir, 'cluster', 'postmaster.pid'))).toBe(false);

    const again = await startApp();
    expect((await countDomains(['in-flight.example.com'])).get('in-flight.example.com')).toBe(1);
    again.child.kill('SIGTERM');
    expect(await again.exited).toEqual({ code: 0, signal: null });
  }, 90_000);

  it('comes back by itself after kill -9 in the middle of writes, with every acknowledged write stored once', async () => {
    const app = await startApp();
    const admin = new HttpVisitor(app.baseUrl);
    await admin.signInAdmin(ADMIN);

    const acknowledged: string[] = [];
    let stop = false;
    let counter = 0;
    const writer = async () => {
      while (!stop) {
        const domain = `crash-${counter++}.example.com`;
        const response = await admin.postJson('/admins/whitelisted/create', { domain }).catch(() => null);
        if (response?.status === 200) acknowledged.push(domain);
      }
    };
    const writers = [writer(), writer(), writer(), writer()];
    await new Promise((resolveWait) => setTimeout(resolveWait, 1500));
    app.child.kill('SIGKILL');
    await app.exited;
    stop = true;
    await Promise.all(writers);
    expect(acknowledged.length).toBeGreaterThan(5);

    const again = await startApp();
    expect(again.output()).toContain('that an earlier run left running without an owner');
    const counts = await countDomains(acknowledged);
    expect(acknowledged.filter((domain) => counts.get(domain) !== 1)).toEqual([]);
    again.child.kill('SIGTERM');
    expect(await again.exited).toEqual({ code: 0, signal: null });
  }, 90_000);
});
