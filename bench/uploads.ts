// `npm run bench:uploads`: the app's memory during an anonymous flood of large multipart bodies (issue 10, item 1).
// Six 39 MB files in one anonymous request to /healthz, then three such requests at once, then three at once to an
// upload route (/user/recipe/create). The app must refuse each before reading its body and its memory (RSS) must
// never rise more than 50 MB above where it started. See bench/README.md.
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../src/database/embedded-postgres.js';
import { get, waitUntilAnswering } from './lib/http.js';
import { killAllNow, startNode, stopAll } from './lib/processes.js';

const FILE_BYTES = 39 * 1024 * 1024;
const FILES_PER_REQUEST = 6;
const AIM_RISE_BYTES = 50 * 1024 * 1024;
const SAMPLE_MS = 20;
const CHUNK = Buffer.alloc(1024 * 1024, 0x41);

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const APP_MAIN = join(ROOT, 'dist', 'src', 'main.js');

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
  mkdirSync(join(ROOT, 'storage'), { recursive: true });
  const temp = mkdtempSync(join(ROOT, 'storage', 'bench-uploads-'));
  chmodSync(temp, 0o755);
  try {
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    const app = startNode('app', APP_MAIN, [], {
      cwd: ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        APP_KEY: randomBytes(48).toString('base64'),
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: join(temp, 'data'),
        STORAGE_DIR: join(temp, 'files'),
        DATABASE_URL: '',
      },
    });
    await waitUntilAnswering(`${origin}/healthz`, app, 90_000);
    const pid = app.process.pid!;
    // Warm up the pages a visitor sees, then let the heap settle.
    for (let visit = 0; visit < 20; visit++) {
      await get(`${origin}/`, { accept: 'text/html' });
      await get(`${origin}/healthz`, {});
    }
    await sleep(2000);
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
    return 0;
  } finally {
    await stopAll();
    rmSync(temp, { recursive: true, force: true });
  }
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
