// The live final's results board under a venue's worth of screens: many Server-Sent Events streams open on one app
// process, the memory they add, and whether every stream sees every score. Run by `npm run bench` on the demo
// contest (bench/README.md).
import { request } from 'node:http';
import { Client, rssMb } from './client.js';
import type { Child } from './processes.js';

export interface BoardStreamsOptions {
  base: string;
  app: Child;
  streams: number;
  /** Scores cast one after the other once the streams are open; each must reach every stream. */
  updates: number;
  admin: { email: string; password: string };
  /** A final-round judge with a password. */
  judge: { email: string; password: string };
}

export interface BoardStreamsResult {
  streams: number;
  rssBefore: number;
  rssOpen: number;
  rssAfterUpdates: number;
  /** Per update: how many streams saw it, and the time from the vote's sending to the last stream's frame. */
  updates: Array<{ seen: number; lastMs: number; medianMs: number }>;
}

interface Snapshot {
  state: string;
}

/** One screen: the stream's snapshots as they arrive, and when. */
class Screen {
  readonly frames: Array<{ at: number; snapshot: Snapshot }> = [];
  private buffer = '';
  private waiters: Array<() => void> = [];
  private closeStream: () => void = () => undefined;

  open(url: string): Promise<void> {
    return new Promise((resolve, reject) => {
      const req = request(url, { agent: false, headers: { accept: 'text/event-stream' } }, (res) => {
        if (res.statusCode !== 200) {
          reject(new Error(`board stream answered ${String(res.statusCode)}`));
          res.resume();
          return;
        }
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => this.read(chunk));
        this.closeStream = () => res.destroy();
        void this.next(() => this.frames.length > 0).then(resolve, reject);
      });
      req.on('error', reject);
      req.end();
    });
  }

  close(): void {
    this.closeStream();
  }

  private read(chunk: string): void {
    this.buffer += chunk;
    let end: number;
    while ((end = this.buffer.indexOf('\n\n')) !== -1) {
      const event = this.buffer.slice(0, end);
      this.buffer = this.buffer.slice(end + 2);
      const data = event
        .split('\n')
        .filter((line) => line.startsWith('data: '))
        .map((line) => line.slice(6))
        .join('\n');
      if (data) this.frames.push({ at: performance.now(), snapshot: JSON.parse(data) as Snapshot });
    }
    for (const wake of this.waiters.splice(0)) wake();
  }

  /** Resolves when `done` holds, checked at each frame; rejects after 10 s. */
  next(done: () => boolean): Promise<void> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no board frame within 10 s')), 10_000);
      const check = () => {
        if (done()) {
          clearTimeout(timer);
          resolve();
        } else this.waiters.push(check);
      };
      check();
    });
  }
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** Median of a few samples a moment apart: one sample catches a collection half done. */
async function settledRss(app: Child): Promise<number> {
  const samples: number[] = [];
  for (let index = 0; index < 5; index++) {
    await sleep(400);
    samples.push(rssMb(app));
  }
  return samples.sort((a, b) => a - b)[2];
}

async function expectData<T>(response: Response, what: string): Promise<T> {
  if (!response.ok) throw new Error(`${what} answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

/**
 * Turns the live final on, makes a screen link, opens `streams` screens on it, then has a final-round judge score
 * `updates` plates: each score must reach every screen.
 */
export async function measureBoardStreams(options: BoardStreamsOptions): Promise<BoardStreamsResult> {
  const { base, app } = options;
  const admin = new Client(base);
  await admin.signIn('admins', options.admin.email, options.admin.password);
  const live = await admin.send('POST', '/admins/final/live', { live_final: true, loaded_live_final: false });
  if (live.status !== 200 && live.status !== 409)
    throw new Error(`turning the live final on answered ${live.status}`);
  await live.arrayBuffer();
  const { url } = await expectData<{ url: string }>(
    await admin.send('POST', '/admins/final/board/link', {}),
    'a board link',
  );
  const eventsUrl = `${base}${new URL(url, base).pathname}/events`;

  const judge = new Client(base);
  await judge.signIn('judges', options.judge.email, options.judge.password);
  // The demo's judge may have scored every plate already: a changed score notifies the board alike.
  const list = await judge.send('GET', '/judges/dashboard');
  const { props } = (await list.json()) as { props: { recipes?: Array<{ id: number }> } };
  const recipeIds = (props.recipes ?? []).map((recipe) => recipe.id);
  if (recipeIds.length === 0) throw new Error('the demo judge has no final-round plate to score');

  const rssBefore = await settledRss(app);
  const screens = Array.from({ length: options.streams }, () => new Screen());
  await Promise.all(screens.map((screen) => screen.open(eventsUrl)));
  const rssOpen = await settledRss(app);

  const updates: BoardStreamsResult['updates'] = [];
  for (let update = 0; update < options.updates; update++) {
    const recipeId = recipeIds[update % recipeIds.length];
    const counts = screens.map((screen) => screen.frames.length);
    // From the vote's sending: the notice goes out at its commit, before its answer may have arrived.
    const sent = performance.now();
    const vote = await judge.send('POST', `/judges/dashboard/recipe/${recipeId}/vote`, {
      creativity: 3 + (update % 3),
      appearance: 4.5,
      ingredients: 4,
      profitability: 5,
      deployability: 3.5,
    });
    if (vote.status !== 200) throw new Error(`the judge's vote answered ${vote.status}`);
    await vote.arrayBuffer();
    // Any frame after the vote was sent: nothing else changes the board meanwhile.
    const sawIt = (screen: Screen, index: number) => screen.frames.length > counts[index];
    await Promise.all(
      screens.map((screen, index) => screen.next(() => sawIt(screen, index)).catch(() => undefined)),
    );
    const delays = screens
      .map((screen, index) => {
        const frame = screen.frames[counts[index]];
        return frame ? frame.at - sent : null;
      })
      .filter((delay): delay is number => delay !== null)
      .sort((a, b) => a - b);
    updates.push({
      seen: delays.length,
      lastMs: delays.at(-1) ?? NaN,
      medianMs: delays[Math.floor(delays.length / 2)] ?? NaN,
    });
  }
  const rssAfterUpdates = await settledRss(app);
  for (const screen of screens) screen.close();
  return { streams: options.streams, rssBefore, rssOpen, rssAfterUpdates, updates };
}
