// `npm run bench`: the landing page's speed as ratios to two baselines measured in the same run, the landing page's
// JavaScript and CSS weight, and a check that anonymous visits write no session row. See bench/README.md.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findRunningEmbedded, freePort, removeEmbeddedData } from '../src/database/embedded-postgres.js';
import { serializeFixture, type LandingFixture } from './baselines/fixture.js';
import { DEMO_ADMINS, DEMO_PASSWORDS } from '../src/cli/demo/demo-content.js';
import { measureLandingAssets, type LandingAssets } from './lib/assets.js';
import { type BoardStreamsResult, measureBoardStreams } from './lib/board-streams.js';
import { measurePrintedPack, type PrintedPackResult } from './lib/printed-pack.js';
import {
  type BenchDatabase,
  countSessions,
  createBenchDatabase,
  dropBenchDatabase,
  openFinalRound,
} from './lib/database.js';
import { cookieHeaderFrom, get, header, type RawResponse, waitUntilAnswering } from './lib/http.js';
import { canPin, type Child, killAllNow, runToEnd, startNode, stop, stopAll } from './lib/processes.js';
import type { LoadJob, LoadResult } from './load-worker.js';

// ---------------------------------------------------------------------------------------------------------------
// Settings

function numberFromEnv(name: string, fallback: number, minimum: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < minimum)
    throw new Error(`${name} must be a number >= ${minimum}, got "${raw}"`);
  return value;
}

const SECONDS = numberFromEnv('BENCH_SECONDS', 10, 1);
const WARMUP_SECONDS = numberFromEnv('BENCH_WARMUP', 2, 0);
const CONNECTIONS = Math.round(numberFromEnv('BENCH_CONNECTIONS', 10, 1));
/** Each round measures every server and request once; the best round of each counts (a busy machine only slows). */
const ROUNDS = Math.round(numberFromEnv('BENCH_ROUNDS', 1, 1));
/** Startup (seed, app, baselines), six load runs a round, the board and the printed pack, with slack (276 s by default). */
const TIMEOUT_SECONDS = numberFromEnv(
  'BENCH_TIMEOUT',
  60 + 6 * ROUNDS * (SECONDS + WARMUP_SECONDS + 4) + 15 + 60 + 45,
  10,
);
const AIM_RATIO_TO_BARE_NEST = 0.8;
// React 19 and Inertia alone are about 104 KB of it (docs/decisions.md).
const AIM_JS_GZIP_BYTES = 125 * 1024;
/** Screens on the live final's board, and scores sent to them (each must reach every screen). */
const BOARD_STREAMS = Math.round(numberFromEnv('BENCH_BOARD_STREAMS', 200, 1));
const BOARD_UPDATES = 3;
/** What 200 screens may add to a process (issue's aim). */
const AIM_BOARD_MB = 30;
/** The printed pack: the entry book of this many finalists with full-size photos, and one recipe card (issue 34). */
const PACK_FINALISTS = Math.round(numberFromEnv('BENCH_PACK_FINALISTS', 30, 1));
const AIM_BOOK_MS = 3000;
const AIM_BOOK_MB = 50;
const AIM_CARD_MS = 300;
/** `BENCH_ONLY=printed-pack`: that case alone, on the seeded demo, without the landing page's load or the board. */
const ONLY = process.env.BENCH_ONLY ?? '';
/** The demo's final-round judge who signs in with a password. */
const BOARD_JUDGE_EMAIL = 'beatrice.laurent@recipe-contest.local';
const SERVER_CPU = 0;
const LOAD_CPU = 1;

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const DIST = join(ROOT, 'dist');
const APP_MAIN = join(DIST, 'src', 'main.js');
const CLI = join(DIST, 'src', 'cli.js');
const NODE_HTTP_BASELINE = join(DIST, 'bench', 'baselines', 'node-http.js');
const BARE_NEST_BASELINE = join(DIST, 'bench', 'baselines', 'bare-nest.js');
const LOAD_WORKER = join(DIST, 'bench', 'load-worker.js');
/** The board's app runs with the heap limits of `npm run start:prod`. */
const START_PROD = (
  JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
).scripts['start:prod'].split(' ');
const APP_HEAP_FLAGS = START_PROD.filter((word) => word.startsWith('--'));
/** And its memory allocator settings (MALLOC_ARENA_MAX, …): the printed pack's app runs as production does. */
const APP_MALLOC_ENV = Object.fromEntries(
  START_PROD.filter((word) => /^MALLOC_[A-Z_]*=/.test(word)).map((word) => word.split('=', 2)),
) as Record<string, string>;

type ServerName = 'node:http' | 'bare Nest' | 'app';
type RequestName = 'HTML /' | 'X-Inertia JSON /';
const SERVERS: ServerName[] = ['node:http', 'bare Nest', 'app'];
const REQUESTS: RequestName[] = ['HTML /', 'X-Inertia JSON /'];

const notes: string[] = [];
function note(message: string): void {
  notes.push(message);
  console.log(`NOTE: ${message}`);
}

// ---------------------------------------------------------------------------------------------------------------
// Clean-up: children, the bench database, the temporary folder; on success, failure, SIGINT, SIGTERM and timeout.

let cleanupSteps: Array<() => Promise<void>> = [];
let cleaning: Promise<void> | null = null;

function cleanup(): Promise<void> {
  cleaning ??= (async () => {
    await stopAll().catch((error: unknown) => console.error('stopping children:', error));
    for (const step of cleanupSteps.reverse()) {
      await step().catch((error: unknown) => console.error('clean-up:', error));
    }
    cleanupSteps = [];
  })();
  return cleaning;
}

let forcedExit: number | null = null;

function exitAfterCleanup(code: number, message: string): void {
  if (forcedExit !== null) return;
  forcedExit = code;
  console.error(message);
  void cleanup().finally(() => process.exit(code));
}

process.on('SIGINT', () => exitAfterCleanup(130, '\nInterrupted: stopping every server the bench started.'));
process.on('SIGTERM', () => exitAfterCleanup(143, '\nTerminated: stopping every server the bench started.'));
process.on('exit', killAllNow);

// ---------------------------------------------------------------------------------------------------------------
// Helpers

const origin = (port: number) => `http://127.0.0.1:${port}`;

function expectOk(response: RawResponse, what: string): void {
  if (response.status !== 200) {
    throw new Error(`${what} answered ${response.status}: ${response.body.toString('utf8').slice(0, 500)}`);
  }
}

/** The page object the shell writes into `<div id="app" data-page="…">` (attribute-encoded). */
function pageObjectOf(html: string): { version: string; component: string } {
  const match = /<div\b[^>]*\bid="app"[^>]*\bdata-page="([^"]*)"/i.exec(html);
  if (!match) throw new Error('The landing page HTML holds no <div id="app" data-page="…"> page object');
  return JSON.parse(decodeAttribute(match[1])) as { version: string; component: string };
}

function decodeAttribute(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#039;/g, "'")
    .replace(/&amp;/g, '&');
}

function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

function pad(value: string, width: number, right = false): string {
  return right ? value.padStart(width) : value.padEnd(width);
}

async function load(job: LoadJob): Promise<LoadResult> {
  const run = await runToEnd('load generator', LOAD_WORKER, [JSON.stringify(job)], {
    env: process.env,
    cwd: ROOT,
    cpu: LOAD_CPU,
    timeoutMs: (job.seconds + job.warmupSeconds + 30) * 1000,
  });
  const line = run.stdout.trim().split('\n').pop() ?? '';
  if (run.code !== 0 || !line.startsWith('{')) {
    throw new Error(`The load generator failed (exit ${String(run.code)}):\n${run.output}`);
  }
  return JSON.parse(line) as LoadResult;
}

// ---------------------------------------------------------------------------------------------------------------
// The run

interface Started {
  child: Child;
  port: number;
}

async function startServer(
  name: string,
  script: string,
  env: NodeJS.ProcessEnv,
  readyPath: string,
  timeoutMs: number,
  logFile?: string,
  envForPort: (port: number) => NodeJS.ProcessEnv = () => ({}),
): Promise<Started> {
  const port = await freePort();
  const child = startNode(name, script, [], {
    env: { ...env, ...envForPort(port), PORT: String(port) },
    cwd: ROOT,
    cpu: SERVER_CPU,
    // The app logs a line per request: to a file, as in production, not through this process.
    stdoutFile: logFile,
  });
  const ms = await waitUntilAnswering(`${origin(port)}${readyPath}`, child, timeoutMs);
  console.log(`${name} answers on ${origin(port)} (ready after ${(ms / 1000).toFixed(1)} s)`);
  return { child, port };
}

async function main(): Promise<number> {
  const startedAt = Date.now();
  const serverUrl = process.env.DATABASE_URL || null;
  console.log('Landing page benchmark');
  console.log(
    `Node ${process.version}, ${availableParallelism()} cores, ` +
      (canPin()
        ? `servers pinned to core ${SERVER_CPU}, load generator to core ${LOAD_CPU}`
        : 'no pinning (taskset missing, one core, or BENCH_PIN=0)'),
  );
  console.log(
    `Load: autocannon in its own process, ${CONNECTIONS} connections, ${WARMUP_SECONDS} s warm-up + ${SECONDS} s measured ` +
      `per server and request` +
      (ROUNDS > 1 ? `, ${ROUNDS} rounds (best round counts)` : ''),
  );

  for (const file of [APP_MAIN, NODE_HTTP_BASELINE, BARE_NEST_BASELINE, LOAD_WORKER]) {
    if (!existsSync(file)) throw new Error(`${file} is missing: run "npm run build" first`);
  }

  mkdirSync(join(ROOT, 'storage'), { recursive: true });
  const temp = mkdtempSync(join(ROOT, 'storage', 'bench-'));
  const dataDir = join(temp, 'data');
  cleanupSteps.push(async () => {
    removeEmbeddedData(dataDir);
    rmSync(temp, { recursive: true, force: true });
  });

  // The app's database: a fresh one on the configured server, or a fresh embedded one.
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    APP_KEY: randomBytes(48).toString('base64'),
    HOST: '127.0.0.1',
    STORAGE_DIR: join(temp, 'files'),
  };
  let database: BenchDatabase | null = null;
  if (serverUrl) {
    database = await createBenchDatabase(serverUrl);
    const created = database;
    cleanupSteps.push(() => dropBenchDatabase(serverUrl, created));
    env.DATABASE_URL = database.url;
    console.log(`Database: ${database.name} on the PostgreSQL server of DATABASE_URL (dropped at the end)`);
  } else {
    delete env.DATABASE_URL;
    env.DATA_DIR = dataDir;
    console.log(`Database: embedded PostgreSQL in ${dataDir} (removed at the end)`);
  }

  // Demo data, so the landing page has what a real one has.
  if (existsSync(CLI)) {
    const seedStarted = Date.now();
    const seed = await runToEnd('demo:seed', CLI, ['demo:seed'], { env, cwd: ROOT, timeoutMs: 120_000 });
    if (seed.code !== 0)
      throw new Error(`"cli demo:seed" failed (exit ${String(seed.code)}):\n${seed.output}`);
    console.log(
      `Seeded demo data with "cli demo:seed" in ${((Date.now() - seedStarted) / 1000).toFixed(1)} s`,
    );
  } else {
    note(
      'dist/src/cli.js does not exist yet: demo data NOT seeded; the landing page is measured on an empty (migrated) database.',
    );
  }

  if (ONLY === 'printed-pack') {
    const failures = await printedPackCase(env, temp, database);
    console.log(`\nTotal time ${((Date.now() - startedAt) / 1000).toFixed(0)} s.`);
    if (failures.length > 0) console.error(`\nFAILED:\n${failures.map((text) => `  - ${text}`).join('\n')}`);
    return failures.length > 0 ? 1 : 0;
  }

  // (a) The app, from the production build.
  const app = await startServer('app', APP_MAIN, env, '/healthz', 90_000, join(temp, 'app.log'));
  const appOrigin = origin(app.port);
  const sessionsUrl = database ? database.url : await findRunningEmbedded(dataDir);
  if (!sessionsUrl)
    throw new Error(`The app runs the embedded PostgreSQL but announced no server in ${dataDir}`);

  // The landing page as a returning anonymous visitor sees it: the csrf cookie of a first visit, sent back.
  const firstVisit = await get(`${appOrigin}/`, { accept: 'text/html' });
  expectOk(firstVisit, 'The app\'s first visit of "/"');
  const cookie = cookieHeaderFrom(firstVisit);
  if (!cookie) note('The first visit set no cookie: requests are sent without a Cookie header.');
  const htmlHeaders: Record<string, string> = {
    accept: 'text/html,application/xhtml+xml',
    ...(cookie ? { cookie } : {}),
  };
  const htmlResponse = await get(`${appOrigin}/`, htmlHeaders);
  expectOk(htmlResponse, 'The app\'s "/" (HTML, returning visitor)');
  if (htmlResponse.headers['set-cookie']) {
    note(`A returning visitor still gets Set-Cookie: ${header(htmlResponse, 'set-cookie')}`);
  }
  const html = htmlResponse.body.toString('utf8');
  const page = pageObjectOf(html);
  const jsonHeaders: Record<string, string> = {
    accept: 'text/html, application/xhtml+xml',
    'x-requested-with': 'XMLHttpRequest',
    'x-inertia': 'true',
    'x-inertia-version': page.version,
    ...(cookie ? { cookie } : {}),
  };
  const jsonResponse = await get(`${appOrigin}/`, jsonHeaders);
  expectOk(jsonResponse, 'The app\'s "/" (X-Inertia)');
  if (header(jsonResponse, 'x-inertia') !== 'true')
    throw new Error('The X-Inertia answer of "/" lacks "X-Inertia: true"');
  const fixture: LandingFixture = {
    html: { contentType: header(htmlResponse, 'content-type'), body: htmlResponse.body },
    json: { contentType: header(jsonResponse, 'content-type'), body: jsonResponse.body },
  };
  console.log(
    `Landing page "${page.component}", asset version ${page.version}: HTML ${fixture.html.body.length} bytes (${fixture.html.contentType}), ` +
      `JSON ${fixture.json.body.length} bytes (${fixture.json.contentType}); cookie sent back: ${cookie ? cookie.replace(/=.*?(;|$)/g, '=…$1') : 'none'}`,
  );
  const fixturePath = join(temp, 'landing-fixture.json');
  writeFileSync(fixturePath, serializeFixture(fixture));

  // (b) and (c): the baselines answer the same bytes.
  const baselineEnv: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    BENCH_FIXTURE: fixturePath,
  };
  const [nodeHttp, bareNest] = await Promise.all([
    startServer('node:http', NODE_HTTP_BASELINE, baselineEnv, '/', 20_000),
    startServer('bare Nest', BARE_NEST_BASELINE, baselineEnv, '/', 30_000),
  ]);
  const servers: Record<ServerName, Started> = { 'node:http': nodeHttp, 'bare Nest': bareNest, app };
  const requestHeaders: Record<RequestName, Record<string, string>> = {
    'HTML /': htmlHeaders,
    'X-Inertia JSON /': jsonHeaders,
  };
  const expected: Record<RequestName, Buffer> = {
    'HTML /': fixture.html.body,
    'X-Inertia JSON /': fixture.json.body,
  };
  for (const server of SERVERS) {
    for (const request of REQUESTS) {
      const response = await get(`${origin(servers[server].port)}/`, requestHeaders[request]);
      expectOk(response, `${server} ${request}`);
      if (!response.body.equals(expected[request])) {
        throw new Error(
          `${server} answers other bytes than the app's for ${request} (${response.body.length} vs ${expected[request].length} bytes)`,
        );
      }
    }
  }
  console.log('All three servers answer the same bytes for both requests.');

  // Weight of the landing page.
  const assets = await measureLandingAssets(appOrigin, html);

  // Load: each request, each server in turn, one at a time.
  const sessionsBefore = await countSessions(sessionsUrl);
  const results = new Map<string, LoadResult>();
  const failures: string[] = [];
  for (let round = 1; round <= ROUNDS; round++) {
    if (ROUNDS > 1) console.log(`Round ${round} of ${ROUNDS}`);
    for (const request of REQUESTS) {
      for (const server of SERVERS) {
        const target = servers[server];
        const result = await load({
          url: `${origin(target.port)}/`,
          headers: requestHeaders[request],
          connections: CONNECTIONS,
          seconds: SECONDS,
          warmupSeconds: WARMUP_SECONDS,
        });
        const key = `${server}|${request}`;
        const best = results.get(key);
        if (!best || result.requestsPerSecond > best.requestsPerSecond) results.set(key, result);
        console.log(
          `  measured ${pad(server, 10)} ${pad(request, 17)} ${result.requestsPerSecond.toFixed(0).padStart(7)} req/s  ` +
            `p50 ${result.p50.toFixed(2)} ms  p99 ${result.p99.toFixed(2)} ms`,
        );
        const bad =
          result.non2xx +
          result.errors +
          result.timeouts +
          result.warmup.non2xx +
          result.warmup.errors +
          result.warmup.timeouts;
        if (bad > 0 || result.responses === 0) {
          console.error(`  !! ${server} ${request} answered errors: ${JSON.stringify(result.statusCodes)}`);
          failures.push(
            `${server} ${request}: ${result.responses} responses, non-2xx ${result.non2xx} (warm-up ${result.warmup.non2xx}), ` +
              `errors ${result.errors} (warm-up ${result.warmup.errors}), timeouts ${result.timeouts}, status codes ${JSON.stringify(result.statusCodes)}`,
          );
        }
        if (target.child.hasExited())
          throw new Error(`${server} exited during the load:\n${target.child.output()}`);
      }
    }
  }
  const sessionsAfter = await countSessions(sessionsUrl);

  printReport(results, assets, sessionsBefore, sessionsAfter);

  // The results board: a venue's screens on one process. An app process of its own, which signs staff in (the bench
  // speaks plain HTTP as a TLS proxy would, so it trusts the proxy headers as production does behind one).
  if (existsSync(CLI)) {
    await openFinalRound(sessionsUrl);
    // One app at a time on an embedded database: the landing page's app stops first.
    await stop(app.child);
    const boardApp = await startServer(
      'app (board)',
      APP_MAIN,
      { ...env, NODE_OPTIONS: [process.env.NODE_OPTIONS ?? '', ...APP_HEAP_FLAGS].join(' ').trim() },
      '/healthz',
      90_000,
      join(temp, 'board-app.log'),
      (port) => ({ APP_URL: origin(port), TRUST_PROXY: 'true' }),
    );
    const board = await measureBoardStreams({
      base: origin(boardApp.port),
      app: boardApp.child,
      streams: BOARD_STREAMS,
      updates: BOARD_UPDATES,
      admin: { email: DEMO_ADMINS[0].email, password: DEMO_PASSWORDS.admin },
      judge: { email: BOARD_JUDGE_EMAIL, password: DEMO_PASSWORDS.judge },
    });
    printBoardReport(board);
    for (const [index, update] of board.updates.entries()) {
      if (update.seen < board.streams)
        failures.push(`Board: score ${index + 1} reached ${update.seen} of ${board.streams} streams`);
    }
    await stop(boardApp.child);
    failures.push(...(await printedPackCase(env, temp, database)));
  }

  if (sessionsAfter > sessionsBefore) {
    failures.push(`Anonymous landing visits wrote ${sessionsAfter - sessionsBefore} session row(s)`);
  }
  console.log(`\nTotal time ${((Date.now() - startedAt) / 1000).toFixed(0)} s.`);
  if (notes.length > 0) console.log(`Notes:\n${notes.map((text) => `  - ${text}`).join('\n')}`);
  if (failures.length > 0) {
    console.error(`\nFAILED:\n${failures.map((text) => `  - ${text}`).join('\n')}`);
    return 1;
  }
  return 0;
}

function printReport(
  results: Map<string, LoadResult>,
  assets: LandingAssets,
  sessionsBefore: number,
  sessionsAfter: number,
): void {
  const at = (server: ServerName, request: RequestName) => results.get(`${server}|${request}`)!;
  console.log('\n== Throughput and latency (higher req/s, lower ms are better)');
  console.log(
    `${pad('request', 18)}${pad('server', 11)}${pad('req/s', 9, true)}${pad('p50 ms', 9, true)}${pad('p99 ms', 9, true)}${pad('responses', 11, true)}`,
  );
  for (const request of REQUESTS) {
    for (const server of SERVERS) {
      const result = at(server, request);
      console.log(
        `${pad(request, 18)}${pad(server, 11)}${pad(result.requestsPerSecond.toFixed(0), 9, true)}` +
          `${pad(result.p50.toFixed(2), 9, true)}${pad(result.p99.toFixed(2), 9, true)}${pad(String(result.responses), 11, true)}`,
      );
    }
  }

  console.log(`\n== Ratios of req/s (aim: the app >= ${AIM_RATIO_TO_BARE_NEST} of bare Nest)`);
  for (const request of REQUESTS) {
    const appRps = at('app', request).requestsPerSecond;
    const toNode = appRps / at('node:http', request).requestsPerSecond;
    const toNest = appRps / at('bare Nest', request).requestsPerSecond;
    console.log(
      `${pad(request, 18)}app/node:http ${toNode.toFixed(2)}   app/bare Nest ${toNest.toFixed(2)}   ` +
        (toNest >= AIM_RATIO_TO_BARE_NEST ? 'PASS' : 'BELOW AIM'),
    );
  }

  console.log('\n== Landing page JavaScript and CSS (what the browser loads; gzip = zlib level 9)');
  console.log(`${pad('file', 46)}${pad('raw', 11, true)}${pad('gzip', 11, true)}  reached by`);
  for (const file of assets.files) {
    console.log(
      `${pad(file.path, 46)}${pad(kb(file.raw), 11, true)}${pad(kb(file.gzip), 11, true)}  ${file.via}`,
    );
  }
  console.log(
    `${pad('total JavaScript', 46)}${pad(kb(assets.js.raw), 11, true)}${pad(kb(assets.js.gzip), 11, true)}`,
  );
  console.log(
    `${pad('total CSS', 46)}${pad(kb(assets.css.raw), 11, true)}${pad(kb(assets.css.gzip), 11, true)}`,
  );
  console.log(
    `Aim: JavaScript <= ${kb(AIM_JS_GZIP_BYTES)} gzip: ${assets.js.gzip <= AIM_JS_GZIP_BYTES ? 'PASS' : 'BELOW AIM'} ` +
      `(${assets.js.gzip} bytes; 1 KB = 1024 bytes)`,
  );

  console.log('\n== Sessions');
  console.log(
    `Rows in "sessions" after the load: ${sessionsAfter} (before the load: ${sessionsBefore}; expected 0): ` +
      (sessionsAfter === 0
        ? 'OK, anonymous visits write no session'
        : sessionsAfter > sessionsBefore
          ? 'WRITTEN BY ANONYMOUS VISITS'
          : 'rows were there before the load'),
  );
}

const watchdog = setTimeout(
  () => exitAfterCleanup(1, `\nThe bench took more than ${TIMEOUT_SECONDS} s (BENCH_TIMEOUT): stopping.`),
  TIMEOUT_SECONDS * 1000,
);

let exitCode = 1;
try {
  exitCode = await main();
} catch (error) {
  if (forcedExit === null)
    console.error(`\nFAILED: ${error instanceof Error ? error.message : String(error)}`);
} finally {
  await cleanup();
  clearTimeout(watchdog);
}
process.exit(forcedExit ?? exitCode);

/**
 * The printed pack on an app process of its own with the heap limits of `npm run start:prod` (one app at a time on an
 * embedded database: the caller has stopped the one before). Answers the aims missed.
 */
async function printedPackCase(
  env: NodeJS.ProcessEnv,
  temp: string,
  database: BenchDatabase | null,
): Promise<string[]> {
  if (!existsSync(CLI)) {
    note(
      'dist/src/cli.js does not exist yet: the printed pack is not measured (it signs in as the demo admin).',
    );
    return [];
  }
  const packApp = await startServer(
    'app (printed pack)',
    APP_MAIN,
    {
      ...env,
      ...APP_MALLOC_ENV,
      NODE_OPTIONS: [process.env.NODE_OPTIONS ?? '', ...APP_HEAP_FLAGS].join(' ').trim(),
    },
    '/healthz',
    90_000,
    join(temp, 'pack-app.log'),
    (port) => ({ APP_URL: origin(port), TRUST_PROXY: 'true' }),
  );
  const databaseUrl = database ? database.url : await findRunningEmbedded(env.DATA_DIR ?? '');
  if (!databaseUrl) throw new Error("The printed pack's app announced no embedded PostgreSQL server");
  const pack = await measurePrintedPack({
    base: origin(packApp.port),
    app: packApp.child,
    databaseUrl,
    storageDir: env.STORAGE_DIR ?? join(temp, 'files'),
    finalists: PACK_FINALISTS,
    admin: { email: DEMO_ADMINS[0].email, password: DEMO_PASSWORDS.admin },
  });
  await stop(packApp.child);
  printPackReport(pack);
  // A measurement like the others: aims missed are printed, not failed (a PDF that is no PDF throws).
  return [];
}

function aim(met: boolean): string {
  return met ? 'met' : 'NOT met';
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
}

function printPackReport(pack: PrintedPackResult): void {
  const added = pack.book.rssPeak - pack.book.rssBefore;
  console.log(`\n== The printed pack: ${pack.finalists} finalists, each with a full-size photo`);
  console.log(
    `photo as uploaded: ${pack.photo.width} × ${pack.photo.height} px, ${kb(pack.photo.bytes)} (printed from its 1600 px version); ` +
      `app run with ${Object.entries(APP_MALLOC_ENV)
        .map(([name, value]) => `${name}=${value}`)
        .join(' ')} ${APP_HEAP_FLAGS.join(' ')}`,
  );
  console.log(
    `entry book: ${pack.book.pages} pages, ${kb(pack.book.bytes)}, last byte after ${pack.book.ms.toFixed(0)} ms ` +
      `(aim < ${AIM_BOOK_MS} ms: ${aim(pack.book.ms < AIM_BOOK_MS)}); RSS ${pack.book.rssBefore.toFixed(1)} MB before, ` +
      `peak ${pack.book.rssPeak.toFixed(1)} MB: +${added.toFixed(1)} MB (aim < ${AIM_BOOK_MB} MB: ${aim(added < AIM_BOOK_MB)})`,
  );
  const card = median(pack.cardMs);
  console.log(
    `recipe card: median ${card.toFixed(0)} ms (aim < ${AIM_CARD_MS} ms: ${aim(card < AIM_CARD_MS)}); each: ` +
      pack.cardMs.map((ms) => `${ms.toFixed(0)} ms`).join(', '),
  );
}

function printBoardReport(board: BoardStreamsResult): void {
  const added = board.rssOpen - board.rssBefore;
  console.log(`\n== The live final's results board: ${board.streams} screens on one app process`);
  console.log(
    `RSS ${board.rssBefore.toFixed(1)} MB before, ${board.rssOpen.toFixed(1)} MB with the streams open ` +
      `(+${added.toFixed(1)} MB; aim < ${AIM_BOARD_MB} MB: ${added < AIM_BOARD_MB ? 'PASS' : 'FAIL'}), ` +
      `${board.rssAfterUpdates.toFixed(1)} MB after ${board.updates.length} scores`,
  );
  for (const [index, update] of board.updates.entries()) {
    console.log(
      `score ${index + 1}: seen by ${update.seen} of ${board.streams} streams; from the vote's sending, ` +
        `median ${update.medianMs.toFixed(0)} ms, last ${update.lastMs.toFixed(0)} ms`,
    );
  }
}
