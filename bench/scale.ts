// `npm run bench:scale` (issue 13): the app on a SMALL and a LARGE contest side by side, requests interleaved, every
// page timed (median, p95), queries per request, the app's memory during the exports and after the pages, and 50
// judges voting at once beside a bare Nest handler doing what a vote must do. See bench/README.md.
import { hash } from '@node-rs/argon2';
import { MikroORM } from '@mikro-orm/postgresql';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import {
  freePort,
  removeEmbeddedData,
  startEmbeddedPostgres,
  type EmbeddedPostgres,
} from '../src/database/embedded-postgres.js';
import { migrate } from '../src/database/migrate.js';
import { ormConfig } from '../src/database/mikro-orm.config.js';
import { type BenchDatabase, createBenchDatabase, dropBenchDatabase } from './lib/database.js';
import { Client, rssMb } from './lib/client.js';
import { waitUntilAnswering } from './lib/http.js';
import { type Child, killAllNow, startNode, stopAll } from './lib/processes.js';
import {
  judgeEmail,
  LARGE,
  SCALE_ADMIN_EMAIL,
  SCALE_PASSWORD,
  type ScaleShape,
  seedScale,
  SMALL,
} from './lib/scale-data.js';

function numberFromEnv(name: string, fallback: number, minimum: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < minimum) throw new Error(`${name} must be a number >= ${minimum}`);
  return value;
}

/** Requests per page and data set (fewer when a page's time budget runs out, never fewer than 3). */
const REPEATS = Math.round(numberFromEnv('BENCH_REPEATS', 9, 3));
/** Seconds a page may take over all its repeats on both data sets before it stops repeating. */
const PAGE_BUDGET_S = numberFromEnv('BENCH_PAGE_BUDGET', 30, 1);
/** Seconds of the concurrency run, for the app and for the baseline each. */
const VOTE_SECONDS = numberFromEnv('BENCH_VOTE_SECONDS', 10, 1);
const VOTERS = Math.round(numberFromEnv('BENCH_VOTERS', 50, 1));
/** Seconds of voting before each concurrency run, thrown away (the first seconds of a process run cold code). */
const VOTE_WARMUP_SECONDS = numberFromEnv('BENCH_VOTE_WARMUP', 3, 0);
/** Votes per second the paced run offers in all (each judge votes at an even pace), below either server's limit. */
const PACED_RATE = numberFromEnv('BENCH_PACED_RATE', 200, 1);
const TIMEOUT_S = numberFromEnv('BENCH_TIMEOUT', 540, 30);
const POOL_MAX = process.env.DATABASE_POOL_MAX ?? '10';
/** The two databases are `<prefix>_small` and `<prefix>_large`, dropped at the end. */
const DATABASE_PREFIX = process.env.BENCH_DATABASE_NAME ?? `bench_scale_${randomBytes(4).toString('hex')}`;

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const APP_MAIN = join(ROOT, 'dist', 'src', 'main.js');
const BARE_VOTE = join(ROOT, 'dist', 'bench', 'baselines', 'bare-vote.js');
/** The app runs with the heap limits of `npm run start:prod` (package.json; docs/scale.md, "Memory"). */
const APP_HEAP_FLAGS = (
  JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
).scripts['start:prod']
  .split(' ')
  .filter((word) => word.startsWith('--'));

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0
    ? NaN
    : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const median = (values: number[]) => percentile(values, 50);
const fmt = (value: number, digits = 1) => (Number.isFinite(value) ? value.toFixed(digits) : '-');
const pad = (text: string, width: number) => text.padEnd(width);
const lpad = (text: string, width: number) => text.padStart(width);

// ---------------------------------------------------------------------------------------------------------------
// One app per data set, with its memory sampled from /proc.

interface Target {
  shape: ScaleShape;
  database: BenchDatabase;
  app: Child;
  base: string;
  admin: Client;
  judge: Client;
  visitor: Client;
  firstRecipeIds: number[];
  rssStart: number;
}

/** Peak RSS while `work` runs, sampled every 10 ms. */
async function peakDuring<T>(
  child: Child,
  work: () => Promise<T>,
): Promise<{ result: T; before: number; peak: number }> {
  const before = rssMb(child);
  let peak = before;
  const timer = setInterval(() => (peak = Math.max(peak, rssMb(child))), 10);
  try {
    const result = await work();
    peak = Math.max(peak, rssMb(child));
    return { result, before, peak };
  } finally {
    clearInterval(timer);
  }
}

async function prepare(
  serverUrl: string,
  shape: ScaleShape,
  passwordHash: string,
): Promise<BenchDatabase & { seedMs: number }> {
  const database = await createBenchDatabase(serverUrl, `${DATABASE_PREFIX}_${shape.name.toLowerCase()}`);
  // Two connections: the migrations hold their advisory lock on one while they run in a transaction on another.
  const orm = await MikroORM.init(ormConfig(database.url, { min: 0, max: 2 }));
  try {
    await migrate(orm);
  } finally {
    await orm.close();
  }
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  const started = performance.now();
  try {
    await seedScale(client, shape, passwordHash);
  } finally {
    await client.end();
  }
  return { ...database, seedMs: performance.now() - started };
}

async function startApp(shape: ScaleShape, database: BenchDatabase, storage: string): Promise<Target> {
  const port = await freePort();
  const app = startNode(`app ${shape.name}`, APP_MAIN, [], {
    cwd: ROOT,
    cpu: 0,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      NODE_OPTIONS: [process.env.NODE_OPTIONS ?? '', ...APP_HEAP_FLAGS].join(' ').trim(),
      APP_KEY: randomBytes(48).toString('base64'),
      DATABASE_URL: database.url,
      DATABASE_POOL_MAX: POOL_MAX,
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: `http://127.0.0.1:${port}`,
      STORAGE_DIR: join(storage, shape.name),
      QUERY_COUNT_LOG: '1',
      // Production cookies are Secure: the bench speaks plain HTTP as a TLS proxy would, and says so.
      TRUST_PROXY: 'true',
    },
  });
  const base = `http://127.0.0.1:${port}`;
  await waitUntilAnswering(`${base}/healthz`, app, 60_000);
  const admin = new Client(base);
  await admin.signIn('admins', SCALE_ADMIN_EMAIL, SCALE_PASSWORD);
  const judge = new Client(base);
  await judge.signIn('judges', judgeEmail('first', 1), SCALE_PASSWORD);
  const visitor = new Client(base);
  await visitor.refresh('/');
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  const ids = await client.query<{ id: number }>(
    'select r.id from recipes r where r.is_complete and r.is_approved = 1 order by r.id',
  );
  await client.end();
  return {
    shape,
    database,
    app,
    base,
    admin,
    judge,
    visitor,
    firstRecipeIds: ids.rows.map((row) => row.id),
    rssStart: rssMb(app),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// The pages.

interface PageSpec {
  name: string;
  who: 'admin' | 'judge' | 'visitor';
  method?: 'GET' | 'POST';
  path: (target: Target, repeat: number) => string;
  body?: (target: Target) => unknown;
  /** A CSV export: plain GET, first byte and memory measured. */
  file?: boolean;
  /** Done before each request, not timed. */
  before?: (target: Target, repeat: number) => Promise<void>;
}

const middle = (target: Target) => target.firstRecipeIds[Math.floor(target.firstRecipeIds.length / 2)];
const lastPage = (target: Target) => Math.max(1, Math.ceil(target.shape.recipes / 25));
const VOTE_BODY = { creativity: 4, appearance: 3.5, ingredients: 4, profitability: 5, deployability: 3 };

const PAGES: PageSpec[] = [
  { name: 'landing page', who: 'visitor', path: () => '/' },
  { name: 'results, first round', who: 'admin', path: () => '/admins/results' },
  {
    // The results are kept until their inputs change: here a judge votes before every visit, as during the round,
    // so each visit computes them again (a path of its own, for its own query count).
    name: 'results, after a vote',
    who: 'admin',
    path: () => '/admins/results?round=first',
    before: async (target, repeat) => {
      const recipeId = target.firstRecipeIds[(repeat * 7) % target.firstRecipeIds.length];
      const response = await target.judge.send('POST', `/judges/dashboard/recipe/${recipeId}/vote`, {
        ...VOTE_BODY,
        creativity: 1 + (repeat % 9) / 2,
        csrf: target.judge.csrf,
      });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`vote before the results: ${response.status}`);
    },
  },
  { name: 'results, final round', who: 'admin', path: () => '/admins/results?round=second' },
  {
    name: 'ranking.csv',
    who: 'admin',
    path: () => '/admins/results/export/ranking.csv?round=first',
    file: true,
  },
  { name: 'votes.csv', who: 'admin', path: () => '/admins/results/export/votes.csv', file: true },
  { name: 'admin dashboard', who: 'admin', path: () => '/admins/dashboard' },
  { name: 'recipes: search', who: 'admin', path: () => '/admins/recipes?q=risotto' },
  { name: 'recipes: sort by name', who: 'admin', path: () => '/admins/recipes?sort=name&dir=asc' },
  { name: 'recipes: last page', who: 'admin', path: (t) => `/admins/recipes?page=${lastPage(t)}` },
  { name: 'contestants: search', who: 'admin', path: () => '/admins/contestants?q=lopez' },
  { name: 'contestants: last page', who: 'admin', path: (t) => `/admins/contestants?page=${lastPage(t)}` },
  { name: 'review page', who: 'admin', path: (t) => `/admins/dashboard/recipe/${middle(t)}` },
  { name: 'judge list', who: 'judge', path: () => '/judges/dashboard' },
  {
    name: 'judge list, last page',
    who: 'judge',
    path: (t) => `/judges/dashboard?page=${Math.ceil(t.shape.recipes / 24)}`,
  },
  { name: 'vote page', who: 'judge', path: (t) => `/judges/dashboard/recipe/${middle(t)}/vote` },
  {
    name: 'cast a vote (POST)',
    who: 'judge',
    method: 'POST',
    path: (t, repeat) =>
      `/judges/dashboard/recipe/${t.firstRecipeIds[repeat % t.firstRecipeIds.length]}/vote`,
    body: (t) => ({ ...VOTE_BODY, csrf: t.judge.csrf }),
  },
];

interface Sample {
  ms: number;
  firstByteMs: number;
  bytes: number;
  rssBefore: number;
  rssPeak: number;
}

async function measure(target: Target, page: PageSpec, repeat: number): Promise<Sample> {
  const client = target[page.who];
  const path = page.path(target, repeat);
  await page.before?.(target, repeat);
  const run = async () => {
    const started = performance.now();
    const response = await client.send(page.method ?? 'GET', path, page.body?.(target), !page.file);
    let firstByteMs = NaN;
    let bytes = 0;
    const reader = response.body!.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (bytes === 0) firstByteMs = performance.now() - started;
      bytes += value.byteLength;
    }
    if (response.status !== 200)
      throw new Error(`${page.name} on ${target.shape.name}: ${response.status} ${path}`);
    return { ms: performance.now() - started, firstByteMs, bytes };
  };
  const { result, before, peak } = await peakDuring(target.app, run);
  return { ...result, rssBefore: before, rssPeak: peak };
}

/** The app's `query-count n METHOD URL` lines, median per URL path. */
function queriesPerRequest(target: Target, page: PageSpec): number {
  const path = page.path(target, 0).replace(/\/recipe\/\d+\/vote$/, '/recipe/ID/vote');
  const counts = target.app
    .stdout()
    .split('\n')
    .filter((line) => line.startsWith('query-count '))
    .map((line) => line.split(' '))
    .filter(
      ([, , method, url]) =>
        method === (page.method ?? 'GET') && url.replace(/\/recipe\/\d+\/vote$/, '/recipe/ID/vote') === path,
    )
    .map(([, count]) => Number(count));
  return median(counts);
}

// ---------------------------------------------------------------------------------------------------------------
// 50 judges voting at once.

interface VoteRun {
  votes: number;
  errors: number;
  perSecond: number;
  p50: number;
  p99: number;
  /** The judges' client's own CPU per vote (this process), in ms: the share of the two cores the measuring takes. */
  clientCpuMs: number;
}

/**
 * One vote through `node:http` on a kept connection. The fifty judges' client runs on the same two cores as the app
 * and PostgreSQL; `fetch` spent 0.6-0.7 ms of CPU per vote there, this about a fifth of it, so less of the machine
 * goes to the measuring and the same client serves both servers.
 */
function postVote(agent: Agent, url: URL, headers: Record<string, string>, body: string): Promise<number> {
  return new Promise((done, fail) => {
    const call = request(
      url,
      { method: 'POST', agent, headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) } },
      (response) => {
        response.on('data', () => undefined);
        response.on('end', () => done(response.statusCode ?? 0));
        response.on('error', fail);
      },
    );
    call.on('error', fail);
    call.end(body);
  });
}

async function voteLoad(
  base: string,
  voters: Client[],
  recipeIds: number[],
  seconds: number,
  /** Votes per second offered by all the judges together; unset: each judge votes again as soon as answered. */
  pacedRate?: number,
): Promise<VoteRun> {
  const latencies: number[] = [];
  let errors = 0;
  const deadline = performance.now() + seconds * 1000;
  const started = performance.now();
  const interval = pacedRate === undefined ? 0 : (voters.length * 1000) / pacedRate;
  const cpuBefore = process.cpuUsage();
  // One kept connection per judge, as fifty browsers would hold.
  const agent = new Agent({ keepAlive: true, maxSockets: voters.length });
  await Promise.all(
    voters.map(async (voter, index) => {
      let step = index * 97;
      // Paced: the judges' votes spread evenly over each interval, each judge on its own schedule (a late answer
      // does not move the next vote: the time lost waiting counts in the latencies that follow, not in fewer votes).
      let due = started + (index * interval) / voters.length;
      while (performance.now() < deadline) {
        if (interval > 0) {
          const wait = due - performance.now();
          if (wait > 0) await sleep(wait);
          if (performance.now() >= deadline) break;
        }
        step += 1;
        const recipeId = recipeIds[step % recipeIds.length];
        const begin = interval > 0 ? Math.min(due, performance.now()) : performance.now();
        due += interval;
        try {
          const status = await postVote(
            agent,
            new URL(`${base}/judges/dashboard/recipe/${recipeId}/vote`),
            {
              cookie: voter.cookieHeader(),
              'x-forwarded-proto': 'https',
              'content-type': 'application/json',
              'x-requested-with': 'XMLHttpRequest',
              'x-csrf-token': voter.csrf,
            },
            JSON.stringify({ ...VOTE_BODY, creativity: 1 + (step % 9) / 2, csrf: voter.csrf }),
          );
          if (status === 200) latencies.push(performance.now() - begin);
          else errors += 1;
        } catch {
          errors += 1;
        }
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  const cpu = process.cpuUsage(cpuBefore);
  return {
    votes: latencies.length,
    errors,
    perSecond: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    clientCpuMs: (cpu.user + cpu.system) / 1000 / Math.max(1, latencies.length + errors),
  };
}

// ---------------------------------------------------------------------------------------------------------------

async function main(): Promise<void> {
  const storage = mkdtempSync(join(ROOT, 'storage', 'bench-scale-'));
  let embedded: EmbeddedPostgres | null = null;
  let serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    embedded = await startEmbeddedPostgres({ dataDir: join(storage, 'postgres'), throwaway: true });
    serverUrl = embedded.url;
  }
  const databases: BenchDatabase[] = [];
  try {
    console.log(`bench:scale on ${embedded ? 'the embedded PostgreSQL' : 'DATABASE_URL'}; pool ${POOL_MAX}`);
    const passwordHash = await hash(SCALE_PASSWORD);
    const targets: Target[] = [];
    for (const shape of [SMALL, LARGE]) {
      const database = await prepare(serverUrl, shape, passwordHash);
      databases.push(database);
      console.log(`seeded ${shape.name} in ${(database.seedMs / 1000).toFixed(1)} s`);
      targets.push(await startApp(shape, database, storage));
    }
    const [small, large] = targets;

    const results = new Map<string, { small: Sample[]; large: Sample[] }>();
    for (const page of PAGES) {
      const samples = { small: [] as Sample[], large: [] as Sample[] };
      // One warm-up request each, not counted.
      await measure(small, page, 0);
      await measure(large, page, 0);
      const pageStarted = performance.now();
      for (let repeat = 1; repeat <= REPEATS; repeat += 1) {
        samples.small.push(await measure(small, page, repeat));
        samples.large.push(await measure(large, page, repeat));
        if (repeat >= 3 && performance.now() - pageStarted > PAGE_BUDGET_S * 1000) break;
      }
      results.set(page.name, samples);
      process.stderr.write(`.`);
    }
    process.stderr.write('\n');
    await sleep(500);

    console.log('\n== Pages (ms; requests interleaved SMALL, LARGE; first request of each thrown away)');
    console.log(
      `${pad('page', 26)}${lpad('SMALL p50', 10)}${lpad('p95', 8)}${lpad('LARGE p50', 10)}${lpad('p95', 8)}` +
        `${lpad('ratio', 7)}${lpad('queries S/L', 13)}${lpad('KB LARGE', 10)}${lpad('n', 4)}`,
    );
    for (const page of PAGES) {
      const samples = results.get(page.name)!;
      const s = samples.small.map((x) => x.ms);
      const l = samples.large.map((x) => x.ms);
      console.log(
        `${pad(page.name, 26)}${lpad(fmt(median(s)), 10)}${lpad(fmt(percentile(s, 95)), 8)}` +
          `${lpad(fmt(median(l)), 10)}${lpad(fmt(percentile(l, 95)), 8)}${lpad(fmt(median(l) / median(s)), 7)}` +
          `${lpad(`${fmt(queriesPerRequest(small, page), 0)}/${fmt(queriesPerRequest(large, page), 0)}`, 13)}` +
          `${lpad(fmt(median(samples.large.map((x) => x.bytes)) / 1024, 0), 10)}${lpad(String(l.length), 4)}`,
      );
    }

    console.log('\n== Exports at LARGE (app RSS in MB; start = when the app had answered its first page)');
    for (const page of PAGES.filter((p) => p.file)) {
      const samples = results.get(page.name)!.large;
      const firstByte = median(samples.map((x) => x.firstByteMs));
      const smallFirstByte = median(results.get(page.name)!.small.map((x) => x.firstByteMs));
      const worst = samples.reduce((a, b) => (b.rssPeak - b.rssBefore > a.rssPeak - a.rssBefore ? b : a));
      console.log(
        `${pad(page.name, 14)} first byte p50 ${fmt(firstByte)} ms (SMALL ${fmt(smallFirstByte)} ms, ` +
          `ratio ${fmt(firstByte / smallFirstByte)}), ` +
          `size ${fmt(samples[0].bytes / 1024 / 1024)} MB, RSS before ${fmt(worst.rssBefore, 0)}, ` +
          `peak during ${fmt(worst.rssPeak, 0)} (+${fmt(worst.rssPeak - worst.rssBefore, 0)})`,
      );
    }
    console.log(
      `app RSS at LARGE: at start ${fmt(large.rssStart, 0)} MB, after every page ${fmt(rssMb(large.app), 0)} MB; ` +
        `SMALL after every page ${fmt(rssMb(small.app), 0)} MB`,
    );

    // Concurrency, on LARGE: the app first, then the baseline on the same database and the same sessions.
    console.log(`\n== ${VOTERS} judges voting at once on LARGE for ${VOTE_SECONDS} s each`);
    const voters: Client[] = [];
    for (let index = 1; index <= VOTERS; index += 1) {
      const voter = new Client(large.base, `10.13.0.${index}`);
      await voter.signIn(
        'judges',
        judgeEmail('first', ((index - 1) % LARGE.firstJudges) + 1),
        SCALE_PASSWORD,
      );
      voters.push(voter);
    }
    // Each server: a warm-up (thrown away), the judges voting as fast as they are answered, then at an even pace.
    const runs = async (base: string) => {
      if (VOTE_WARMUP_SECONDS > 0) await voteLoad(base, voters, large.firstRecipeIds, VOTE_WARMUP_SECONDS);
      const saturated = await voteLoad(base, voters, large.firstRecipeIds, VOTE_SECONDS);
      const paced = await voteLoad(base, voters, large.firstRecipeIds, VOTE_SECONDS, PACED_RATE);
      return { saturated, paced };
    };
    const appRuns = await runs(large.base);
    const basePort = await freePort();
    const bare = startNode('bare vote', BARE_VOTE, [], {
      cwd: ROOT,
      cpu: 0,
      env: {
        ...process.env,
        DATABASE_URL: large.database.url,
        DATABASE_POOL_MAX: POOL_MAX,
        PORT: String(basePort),
      },
    });
    await waitUntilAnswering(`http://127.0.0.1:${basePort}/`, bare, 30_000, 404);
    const bareRuns = await runs(`http://127.0.0.1:${basePort}`);
    console.log(
      `${pad('server', 12)}${pad('load', 22)}${lpad('votes/s', 9)}${lpad('p50 ms', 9)}${lpad('p99 ms', 9)}` +
        `${lpad('votes', 8)}${lpad('errors', 8)}${lpad('client CPU/vote', 17)}`,
    );
    for (const [name, server] of [
      ['app', appRuns],
      ['bare Nest', bareRuns],
    ] as const) {
      for (const [load, run] of [
        ['as fast as answered', server.saturated],
        [`paced, ${fmt(PACED_RATE, 0)} votes/s`, server.paced],
      ] as const) {
        console.log(
          `${pad(name, 12)}${pad(load, 22)}${lpad(fmt(run.perSecond), 9)}${lpad(fmt(run.p50), 9)}` +
            `${lpad(fmt(run.p99), 9)}${lpad(String(run.votes), 8)}${lpad(String(run.errors), 8)}` +
            `${lpad(`${fmt(run.clientCpuMs, 2)} ms`, 17)}`,
        );
      }
    }
    console.log(
      `app/bare Nest votes per second: ${fmt(appRuns.saturated.perSecond / bareRuns.saturated.perSecond, 2)} ` +
        `(aim >= 0.5); app p99 aim < 100 ms: ${fmt(appRuns.saturated.p99)} ms as fast as answered, ` +
        `${fmt(appRuns.paced.p99)} ms paced`,
    );
    console.log(
      `(as fast as answered, each judge waits for the answer before the next vote: the ${VOTERS} votes in flight ` +
        `queue, so the mean latency is ${VOTERS} / (votes per second), for either server)`,
    );

    const client = new pg.Client({ connectionString: large.database.url });
    await client.connect();
    const duplicates = await client.query<{ count: number }>(
      `select count(*)::int as count from (select 1 from votes group by judge_id, recipe_id, stage having count(*) > 1) d`,
    );
    const total = await client.query<{ count: number }>(`select count(*)::int as count from votes`);
    await client.end();
    const expected = LARGE.recipes * LARGE.firstJudges + LARGE.finalists * LARGE.secondJudges;
    console.log(
      `count check: ${total.rows[0].count} vote rows (expected ${expected}), ` +
        `${duplicates.rows[0].count} (judge, recipe, round) with more than one row: ` +
        (duplicates.rows[0].count === 0 && total.rows[0].count === expected ? 'OK' : 'FAILED'),
    );
  } finally {
    await stopAll();
    // BENCH_KEEP_DATABASES=1 (with DATABASE_URL) leaves them for EXPLAIN ANALYZE of the plans (docs/scale.md).
    if (process.env.BENCH_KEEP_DATABASES === '1' && !embedded)
      console.log(`kept databases: ${databases.map((database) => database.name).join(', ')}`);
    else
      for (const database of databases) await dropBenchDatabase(serverUrl, database).catch(() => undefined);
    if (embedded) await embedded.stop();
    removeEmbeddedData(join(storage, 'postgres'));
    rmSync(storage, { recursive: true, force: true });
  }
}

const limit = setTimeout(() => {
  console.error(`bench:scale took more than ${TIMEOUT_S} s: stopping.`);
  killAllNow();
  process.exit(2);
}, TIMEOUT_S * 1000);
limit.unref();
mkdirSync(join(ROOT, 'storage'), { recursive: true });
main().then(
  () => {
    clearTimeout(limit);
    process.exit(0);
  },
  async (error: unknown) => {
    console.error(error);
    await stopAll();
    process.exit(1);
  },
);
