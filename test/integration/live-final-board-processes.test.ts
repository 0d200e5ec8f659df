import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { freePort } from '../../src/database/embedded-postgres.js';
import type { BoardSnapshot } from '@shared/judging/final-board.props.js';
import type { Recipe } from '../../src/recipes/recipe.entity.js';
import { type AppProcess, startAppProcess } from '../support/app-process.js';
import { compileServer } from '../support/compiled-server.js';
import { HttpVisitor } from '../support/http-visitor.js';
import { GOOD_VOTE } from '../support/judging.js';
import { NGINX, startNginx, type TestProxy } from '../support/nginx.js';
import { setContestSettings } from '../support/contest-settings.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { TEST_DIR } from '../support/test-database.js';

/**
 * The live final's board with two app processes on one database behind nginx, as docs/deployment.md runs it: a
 * screen reading its stream from one process sees a score sent through the other within a second.
 */

const PASSWORD = 'correct horse battery';

/** On a developer's machine without nginx this file is skipped with a notice; in CI it fails. */
const nginxMissing = !existsSync(NGINX) && process.env.CI !== 'true';
if (nginxMissing) console.warn(`Skipping the board's two-process test: no nginx at ${NGINX}.`);

/** The events of a stream read with fetch, as they arrive. */
async function* boardEvents(response: Response): AsyncGenerator<BoardSnapshot> {
  const decoder = new TextDecoder();
  let buffered = '';
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    buffered += decoder.decode(chunk, { stream: true });
    let end: number;
    while ((end = buffered.indexOf('\n\n')) >= 0) {
      const data = /^data: (.*)$/m.exec(buffered.slice(0, end));
      buffered = buffered.slice(end + 2);
      if (data) yield JSON.parse(data[1]) as BoardSnapshot;
    }
  }
}

const scoredOf = (board: BoardSnapshot | undefined) =>
  board && board.state !== 'off' ? board.total.scored : null;

(nginxMissing ? describe.skip : describe)('the results board across two app processes behind nginx', () => {
  let build: string;
  let seed: TestApp;
  let storage: string;
  let copies: AppProcess[] = [];
  let proxy: TestProxy;
  let finalists: Recipe[];
  let judgeEmail: string;
  let adminEmail: string;

  beforeAll(async () => {
    // The rows are written by an app in this process; the two copies then run on the same database.
    [build, seed] = await Promise.all([compileServer(), startTestApp()]);
    await setContestSettings(seed, { second_round_open: true, live_final: true });
    adminEmail = (await seed.factory.newAdmin()).email;
    judgeEmail = (await seed.factory.newJudge({ stage: 'second' })).email;
    finalists = [];
    for (const name of ['Ana', 'Bruno'])
      finalists.push(
        await seed.factory.newSubmittedRecipe({
          status: 'approved',
          isFinalist: true,
          isSecondComplete: true,
          contestantName: name,
        }),
      );
    storage = mkdtempSync(join(TEST_DIR, 'board-processes-'));
    const env: NodeJS.ProcessEnv = {
      NODE_ENV: 'test',
      DATABASE_URL: seed.database.url,
      APP_KEY: 'two-copies-share-this-key-so-sessions-and-links-hold-0123456789',
      STORAGE_DIR: storage,
      BUILD_DIR: resolve(TEST_DIR, 'fake-build'),
      TRUST_PROXY: 'true',
      MAIL_WORKER: 'off',
      DEADLINES_JOB: 'off',
    };
    const ports = [await freePort(), await freePort()];
    copies = await Promise.all(ports.map((port) => startAppProcess(build, port, env)));
    proxy = await startNginx(await freePort(), ports);
  }, 120_000);

  afterAll(async () => {
    await proxy?.stop();
    await Promise.all(copies.map((copy) => copy.stop()));
    await seed?.close();
    if (build) rmSync(build, { recursive: true, force: true });
    if (storage) rmSync(storage, { recursive: true, force: true });
  }, 90_000);

  it('a score cast through one copy reaches, through nginx, a screen whose stream another copy serves, within 1 s; stopping that copy ends the stream at once', async () => {
    const [one, other] = copies;
    const admin = new HttpVisitor(one.baseUrl);
    await admin.signInAdmin({ email: adminEmail, password: PASSWORD });
    const made = await admin.postJson('/admins/final/board/link', {});
    expect(made.status).toBe(200);
    const { url: link } = ((await made.json()) as { data: { url: string } }).data;

    // The screen reads its stream through nginx until the other copy serves it.
    // Each stream is aborted once read: nginx's graceful stop waits for open connections.
    const reading = new AbortController();
    let stream: Response | null = null;
    for (let attempt = 0; attempt < 6 && !stream; attempt++) {
      const aborted = new AbortController();
      const response = await fetch(`${proxy.baseUrl}${link}/events`, { signal: aborted.signal });
      if (response.headers.get('x-upstream') === `127.0.0.1:${other.port}`) {
        stream = response;
        reading.signal.addEventListener('abort', () => aborted.abort());
      } else aborted.abort();
    }
    expect(stream?.status).toBe(200);
    try {
      const events = boardEvents(stream!);
      expect(scoredOf((await events.next()).value as BoardSnapshot)).toBe(0);

      const judge = new HttpVisitor(one.baseUrl);
      await judge.refreshCsrf();
      expect((await judge.postJson('/judges/login', { email: judgeEmail, password: PASSWORD })).status).toBe(
        200,
      );
      await judge.refreshCsrf();
      const nextWithin = (ms: number) =>
        Promise.race([
          events.next(),
          new Promise<null>((resolveLate) => setTimeout(() => resolveLate(null), ms)),
        ]);
      /** The count of the first update within `ms` that shows at least `scored` scores (other changes may come first). */
      const scoredWithin = async (scored: number, ms: number) => {
        const until = Date.now() + ms;
        for (;;) {
          const next = await nextWithin(Math.max(0, until - Date.now()));
          const count = scoredOf(next?.value as BoardSnapshot | undefined);
          if (next === null || (count ?? -1) >= scored) return count;
        }
      };
      // A first score warms both copies up (their first queries, the results' first computation).
      const warm = await judge.postJson(`/judges/dashboard/recipe/${finalists[1].id}/vote`, GOOD_VOTE);
      expect(warm.status).toBe(200);
      expect(await scoredWithin(1, 5000)).toBe(1);
      const cast = Date.now();
      const vote = await judge.postJson(`/judges/dashboard/recipe/${finalists[0].id}/vote`, GOOD_VOTE);
      expect(vote.status).toBe(200);
      const scored = await scoredWithin(2, 1000);
      expect(Date.now() - cast).toBeLessThan(1000);
      expect(scored).toBe(2);

      // The copy serving the screen is told to stop: the stream ends at once (the screen reconnects to the other
      // copy), rather than hold the copy's drain until it cuts connections.
      const stopping = Date.now();
      const stopped = other.stop();
      const end = await Promise.race([
        events.next().catch(() => ({ done: true })),
        new Promise<null>((resolveLate) => setTimeout(() => resolveLate(null), 5000)),
      ]);
      expect(end?.done).toBe(true);
      expect(Date.now() - stopping).toBeLessThan(3000);
      await stopped;
    } finally {
      reading.abort();
    }
  });
});
