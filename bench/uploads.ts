// `npm run bench:uploads`: the app's memory during an anonymous flood of large multipart bodies (issue 10, item 1).
// Six 39 MB files in one anonymous request to /healthz, then three such requests at once, then three at once to an
// upload route (/user/recipe/create). The app must refuse each before reading its body and its memory (RSS) must
// never rise more than 50 MB above where it started.
// Then a signed-in contestant sends eight of the largest images at once, three times over (`images`): the app's RSS
// should stay within 150 MB of its start and other visitors' pages answer within 500 ms (p99). See bench/README.md.
// `npm run bench:uploads -- flood` or `-- images` runs one case only.
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import type { RecipeEditorPageProps } from '@shared/recipes/recipe.props.js';
import { freePort } from '../src/database/embedded-postgres.js';
import { get, waitUntilAnswering } from './lib/http.js';
import {
  type BurstImage,
  burstImages,
  MailCatcher,
  OtherVisitors,
  percentile,
  type SignedInVisitor,
  signInByMailedLink,
} from './lib/image-burst.js';
import { type Child, killAllNow, runToEnd, startNode, stopAll } from './lib/processes.js';

const FILE_BYTES = 39 * 1024 * 1024;
const FILES_PER_REQUEST = 6;
const AIM_RISE_BYTES = 50 * 1024 * 1024;
const SAMPLE_MS = 20;
const CHUNK = Buffer.alloc(1024 * 1024, 0x41);

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const APP_MAIN = join(ROOT, 'dist', 'src', 'main.js');
const CLI_MAIN = join(ROOT, 'dist', 'src', 'cli.js');
/** The app runs as `npm run start:prod` runs it: its heap limits and its allocator's settings (package.json). */
const START_PROD_WORDS = (
  JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
).scripts['start:prod'].split(' ');
const START_PROD_ENV = Object.fromEntries(
  START_PROD_WORDS.filter((word) => /^[A-Z_]+=/.test(word)).map((word) => word.split('=', 2)),
) as Record<string, string>;
const START_PROD_NODE_OPTIONS = START_PROD_WORDS.filter((word) => word.startsWith('--')).join(' ');

/** The image burst: eight uploads at once by one contestant, as in the report. */
const BURST_UPLOADS = 8;
const AIM_BURST_RISE_BYTES = 150 * 1024 * 1024;
const AIM_OTHERS_P99_MS = 500;
/** A partner contestant of the demo contest, with a draft, who signs in by a mailed link. */
const BURST_CONTESTANT = 'luis.hernandez@entegra.com';
const CASES = ['flood', 'images'] as const;
type Case = (typeof CASES)[number];

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** The resident memory of a process, from /proc (Linux). */
function rssOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const match = /^VmRSS:\s+(\d+) kB$/m.exec(status);
  return match ? Number(match[1]) * 1024 : 0;
}

interface FloodResult {
  status: number | null;
  /** Bytes of the body written when the answer's head arrived. */
  sentWhenAnswered: number | null;
  bodyBytes: number;
  error: string | null;
}

/** One anonymous multipart request with FILES_PER_REQUEST files of FILE_BYTES, written as fast as the app takes it. */
function flood(origin: string, path: string): Promise<FloodResult> {
  const boundary = `----bench${randomBytes(8).toString('hex')}`;
  const partHead = (index: number) =>
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="recipe"; filename="photo${index}.jpg"\r\n` +
        'Content-Type: image/jpeg\r\n\r\n',
    );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const between = Buffer.from('\r\n');
  const heads = Array.from({ length: FILES_PER_REQUEST }, (_, index) => partHead(index));
  const bodyBytes =
    heads.reduce((sum, head) => sum + head.length, 0) +
    FILES_PER_REQUEST * FILE_BYTES +
    (FILES_PER_REQUEST - 1) * between.length +
    tail.length;
  return new Promise((done) => {
    const result: FloodResult = { status: null, sentWhenAnswered: null, bodyBytes, error: null };
    let sent = 0;
    let finished = false;
    const finish = () => {
      if (finished) return;
      finished = true;
      done(result);
    };
    const req = request(`${origin}${path}`, {
      method: 'POST',
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(bodyBytes),
        'x-requested-with': 'XMLHttpRequest',
      },
    });
    req.on('response', (res) => {
      result.status = res.statusCode ?? null;
      result.sentWhenAnswered = sent;
      res.resume();
      res.on('end', () => {
        // The answer is in: an attacker would go on sending, but nothing more is learnt by it.
        req.destroy();
        finish();
      });
    });
    req.on('error', (error) => {
      if (result.status === null) result.error = error.message;
      finish();
    });
    req.on('close', finish);

    const pieces = function* (): Generator<Buffer> {
      for (let file = 0; file < FILES_PER_REQUEST; file++) {
        if (file > 0) yield between;
        yield heads[file];
        for (let written = 0; written < FILE_BYTES; written += CHUNK.length)
          yield CHUNK.subarray(0, Math.min(CHUNK.length, FILE_BYTES - written));
      }
      yield tail;
    };
    const source = pieces();
    const write = () => {
      for (;;) {
        if (req.destroyed || result.status !== null) return;
        const next = source.next();
        if (next.done) {
          req.end();
          return;
        }
        sent += next.value.length;
        if (!req.write(next.value)) {
          req.once('drain', write);
          return;
        }
      }
    };
    write();
  });
}

async function main(): Promise<number> {
  const chosen = process.argv[2];
  if (chosen !== undefined && !CASES.includes(chosen as Case))
    throw new Error(`Unknown case "${chosen}": choose one of ${CASES.join(', ')}`);
  const cases: Case[] = chosen ? [chosen as Case] : [...CASES];
  mkdirSync(join(ROOT, 'storage'), { recursive: true });
  const temp = mkdtempSync(join(ROOT, 'storage', 'bench-uploads-'));
  chmodSync(temp, 0o755);
  const mail = new MailCatcher();
  try {
    await mail.start();
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      ...START_PROD_ENV,
      NODE_ENV: 'production',
      NODE_OPTIONS: START_PROD_NODE_OPTIONS,
      APP_KEY: randomBytes(48).toString('base64'),
      HOST: '127.0.0.1',
      PORT: String(port),
      APP_URL: origin,
      DATA_DIR: join(temp, 'data'),
      STORAGE_DIR: join(temp, 'files'),
      DATABASE_URL: '',
      SMTP_URL: mail.url,
      // The signed-in contestant's requests say they came through a TLS proxy, so the Secure cookies are set.
      TRUST_PROXY: 'true',
      // The burst sends 25 uploads in a few minutes: the per-person limit would refuse the last ones.
      UPLOADS_PER_PERSON: '1000',
    };
    // Set empty in the shell (`MALLOC_ARENA_MAX= npm run bench:uploads`), a setting is left out, to measure without it.
    for (const name of Object.keys(START_PROD_ENV)) if (process.env[name] === '') delete env[name];
    if (cases.includes('images')) {
      // The demo contest, for its partner contestant with a draft.
      const seeded = await runToEnd('demo:seed', CLI_MAIN, ['demo:seed'], {
        cwd: ROOT,
        env,
        timeoutMs: 180_000,
      });
      if (seeded.code !== 0) throw new Error(`demo:seed exited ${String(seeded.code)}:\n${seeded.output}`);
    }
    const app = startNode('app', APP_MAIN, [], { cwd: ROOT, env });
    await waitUntilAnswering(`${origin}/healthz`, app, 90_000);
    const pid = app.process.pid!;
    // Warm up the pages a visitor sees, then let the heap settle.
    for (let visit = 0; visit < 20; visit++) {
      await get(`${origin}/`, { accept: 'text/html' });
      await get(`${origin}/healthz`, {});
    }
    await sleep(2000);
    if (cases.includes('flood')) await floodCase(origin, pid);
    if (cases.includes('images')) await imageBurstCase(origin, app, mail);
    return 0;
  } finally {
    await stopAll();
    await mail.stop();
    rmSync(temp, { recursive: true, force: true });
  }
}

/** The anonymous flood: each request must be refused before its body is read, with no rise in memory. */
async function floodCase(origin: string, pid: number): Promise<void> {
  const start = rssOf(pid);
  console.log(`Upload flood: app pid ${pid}, RSS at start ${mb(start)}`);

  let peak = start;
  const sampler = setInterval(() => {
    try {
      peak = Math.max(peak, rssOf(pid));
    } catch {
      // The app ended; the run reports it below.
    }
  }, SAMPLE_MS);

  const phases: Array<{ name: string; path: string; requests: number }> = [
    {
      name: `1 request × ${FILES_PER_REQUEST} × ${mb(FILE_BYTES)} to /healthz`,
      path: '/healthz',
      requests: 1,
    },
    { name: `3 such requests at once to /healthz`, path: '/healthz', requests: 3 },
    { name: `3 such requests at once to /user/recipe/create`, path: '/user/recipe/create', requests: 3 },
  ];
  let allRefusedEarly = true;
  let overallPeak = start;
  for (const phase of phases) {
    peak = rssOf(pid);
    const before = peak;
    const started = Date.now();
    const results = await Promise.all(
      Array.from({ length: phase.requests }, () => flood(origin, phase.path)),
    );
    await sleep(500);
    overallPeak = Math.max(overallPeak, peak);
    console.log(
      `\n${phase.name}: ${((Date.now() - started) / 1000).toFixed(1)} s, RSS before ${mb(before)}, peak ${mb(peak)} ` +
        `(+${mb(peak - start)} over the start)`,
    );
    for (const result of results) {
      const early = result.sentWhenAnswered !== null && result.sentWhenAnswered < result.bodyBytes;
      if (!early) allRefusedEarly = false;
      console.log(
        `  status ${String(result.status)}, answered after ${
          result.sentWhenAnswered === null ? '-' : mb(result.sentWhenAnswered)
        } of ${mb(result.bodyBytes)} sent${early ? ' (before the body was sent)' : ''}` +
          (result.error ? `, error: ${result.error}` : ''),
      );
    }
  }
  clearInterval(sampler);
  const rise = overallPeak - start;
  console.log(
    `\nPeak RSS ${mb(overallPeak)}, ${mb(rise)} above the start (aim: at most ${mb(AIM_RISE_BYTES)}): ` +
      (rise <= AIM_RISE_BYTES ? 'PASS' : 'ABOVE AIM'),
  );
  console.log(`Every request answered before its body was sent: ${allRefusedEarly ? 'yes' : 'NO'}`);
}

/** What the app answered to one upload of the burst. */
interface BurstAnswer {
  status: number;
  ms: number;
  retryAfter: string | null;
  message: string;
}

function uploadOnce(contestant: SignedInVisitor, fields: Record<string, string>, image: BurstImage) {
  return async (): Promise<BurstAnswer> => {
    const started = performance.now();
    let response: Response;
    try {
      response = await contestant.postForm('/user/recipe/update', fields, image);
    } catch (error) {
      // No answer at all (the app was killed, or closed the connection): status 0, with the cause.
      const cause = (error as { cause?: unknown }).cause;
      const message = `${error instanceof Error ? error.message : String(error)}${cause ? `: ${String(cause)}` : ''}`;
      return { status: 0, ms: performance.now() - started, retryAfter: null, message };
    }
    const text = await response.text();
    let message: string;
    try {
      const body = JSON.parse(text) as { message?: unknown; errors?: Record<string, string[]> };
      const fieldMessages = Object.values(body.errors ?? {}).flat();
      message = String(body.message ?? '') + (fieldMessages.length ? `: ${fieldMessages.join(' ')}` : '');
    } catch {
      message = text.slice(0, 120);
    }
    return {
      status: response.status,
      ms: performance.now() - started,
      retryAfter: response.headers.get('retry-after'),
      message,
    };
  };
}

/**
 * One signed-in contestant sends BURST_UPLOADS images at once, for each kind of large image, while anonymous
 * visitors read pages: the app's RSS over its start (at the peak, and five seconds after) and the visitors' latencies.
 */
async function imageBurstCase(origin: string, app: Child, mail: MailCatcher): Promise<void> {
  const pid = app.process.pid!;
  const images = await burstImages();
  const contestant = await signInByMailedLink(origin, mail, BURST_CONTESTANT);
  const { recipe } = await contestant.props<RecipeEditorPageProps>('/user/recipe');
  if (!recipe) throw new Error(`${BURST_CONTESTANT} has no draft in the demo contest`);
  const fields = {
    id: String(recipe.id),
    name: recipe.name,
    description: recipe.description,
    preparation: recipe.preparation,
    ingredients: JSON.stringify(recipe.ingredients),
    recipe_file: 'true',
    headshot_file: 'false',
  };
  // One small image first, so that the image library is loaded before the start is read.
  const small: BurstImage = {
    name: 'warm-up',
    bytes: await sharp({ create: { width: 640, height: 480, channels: 3, background: '#963' } })
      .jpeg()
      .toBuffer(),
    filename: 'small.jpg',
    contentType: 'image/jpeg',
  };
  const warm = await uploadOnce(contestant, fields, small)();
  if (warm.status !== 200) throw new Error(`The warm-up upload answered ${warm.status}: ${warm.message}`);
  await sleep(2000);
  const start = rssOf(pid);
  console.log(`\nImage burst: ${BURST_CONTESTANT} signed in, app pid ${pid}, RSS at start ${mb(start)}`);

  let peak = start;
  const sampler = setInterval(() => {
    try {
      peak = Math.max(peak, rssOf(pid));
    } catch {
      // The app ended (killed for its memory?): the uploads' errors say so.
    }
  }, SAMPLE_MS);
  let worstRise = 0;
  let worstP99 = 0;
  for (const image of images) {
    peak = rssOf(pid);
    const others = new OtherVisitors(origin, ['/', '/login']);
    others.start();
    const started = Date.now();
    const answers = await Promise.all(
      Array.from({ length: BURST_UPLOADS }, uploadOnce(contestant, fields, image)),
    );
    const seconds = (Date.now() - started) / 1000;
    await others.stop();
    const burstPeak = peak;
    await sleep(5000);
    const after = rssOf(pid);
    const p99 = percentile(others.latencies, 0.99);
    worstRise = Math.max(worstRise, burstPeak - start);
    worstP99 = Math.max(worstP99, p99);
    const statuses = new Map<string, number>();
    for (const answer of answers) {
      const label =
        answer.status === 503 ? `503 (Retry-After ${String(answer.retryAfter)})` : String(answer.status);
      statuses.set(label, (statuses.get(label) ?? 0) + 1);
    }
    console.log(
      `\n${BURST_UPLOADS} × ${image.name} (${mb(image.bytes.length)}) at once: ${seconds.toFixed(1)} s; ` +
        `RSS peak ${mb(burstPeak)} (+${mb(burstPeak - start)} over the start), ${mb(after)} five seconds after ` +
        `(+${mb(after - start)})`,
    );
    console.log(
      `  answers: ${[...statuses].map(([label, count]) => `${label} × ${count}`).join(', ')}; ` +
        `slowest ${(Math.max(...answers.map((answer) => answer.ms)) / 1000).toFixed(1)} s`,
    );
    for (const message of new Set(
      answers.filter((answer) => answer.status !== 200).map((answer) => answer.message),
    ))
      console.log(`  message: ${message}`);
    if (app.hasExited()) {
      console.log(`  the app ended (${String(await app.exited)}):\n${app.output()}`);
      break;
    }
    console.log(
      `  other visitors: ${others.latencies.length} pages, p50 ${percentile(others.latencies, 0.5).toFixed(0)} ms, ` +
        `p99 ${p99.toFixed(0)} ms, slowest ${Math.max(...others.latencies).toFixed(0)} ms` +
        (others.failures.length ? `; failures: ${others.failures.slice(0, 3).join('; ')}` : ''),
    );
  }
  clearInterval(sampler);
  console.log(
    `\nImage burst: highest peak ${mb(worstRise)} above the start (aim: at most ${mb(AIM_BURST_RISE_BYTES)}): ` +
      `${worstRise <= AIM_BURST_RISE_BYTES ? 'PASS' : 'ABOVE AIM'}; other visitors' p99 at most ${worstP99.toFixed(0)} ms ` +
      `(aim: under ${AIM_OTHERS_P99_MS} ms): ${worstP99 < AIM_OTHERS_P99_MS ? 'PASS' : 'ABOVE AIM'}`,
  );
}

process.on('exit', killAllNow);
process.on('SIGINT', () => {
  void stopAll().finally(() => process.exit(130));
});
try {
  process.exitCode = await main();
} catch (error) {
  console.error(`FAILED: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
