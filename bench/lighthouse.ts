// `npm run bench:lighthouse`: Lighthouse (mobile and desktop) on the demo contest served by the production build:
// the landing page, a past edition, the sign-in page, a contestant's recipe editor and a judge's vote page, the last
// two signed in through the app's own flows (a mailed link read from the development mailbox; a judge's password).
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig, type Flags, type RunnerResult } from 'lighthouse';
import { freePort, removeEmbeddedData } from '../src/database/embedded-postgres.js';

/** `BENCH_LIGHTHOUSE_REPORTS=DIR` keeps each run's whole Lighthouse report there as JSON. */
const REPORTS_DIR = process.env.BENCH_LIGHTHOUSE_REPORTS ?? '';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
/** Each Lighthouse run is stopped after this long; the whole run after RUN_LIMIT_MS. */
const RUN_TIMEOUT_MS = 90_000;
const RUN_LIMIT_MS = 15 * 60_000;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const METRICS = {
  FCP: 'first-contentful-paint',
  LCP: 'largest-contentful-paint',
  TBT: 'total-blocking-time',
  CLS: 'cumulative-layout-shift',
  SI: 'speed-index',
} as const;

interface Target {
  name: string;
  path: string;
  cookie?: string;
}

class Visitor {
  private readonly cookies = new Map<string, string>();
  csrf = '';

  constructor(private readonly origin: string) {}

  get cookie(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  async fetch(path: string, init: RequestInit = {}): Promise<Response> {
    const response = await fetch(`${this.origin}${path}`, {
      redirect: 'manual',
      ...init,
      headers: { ...(init.headers as Record<string, string>), cookie: this.cookie },
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return response;
  }

  /** The props of a page, as the client gets them on a visit. */
  async props<P>(path: string): Promise<P> {
    const html = await (await this.fetch(path)).text();
    this.csrf = /<meta name="csrf-token" content="([^"]*)"/.exec(html)?.[1] ?? '';
    const version = /data-page="[^"]*?&quot;version&quot;:&quot;([^&]*)&quot;/.exec(html)?.[1] ?? '';
    const page = await this.fetch(path, { headers: { 'X-Inertia': 'true', 'X-Inertia-Version': version } });
    if (page.status !== 200) throw new Error(`${path} answered ${page.status}`);
    return ((await page.json()) as { props: P }).props;
  }

  async post(path: string, body: Record<string, unknown>): Promise<Response> {
    return this.fetch(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
      body: JSON.stringify({ csrf: this.csrf, ...body }),
    });
  }
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolveRun, reject) => {
    const child = spawn(command, args, { env, cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolveRun() : reject(new Error(`${args.join(' ')} exited ${code}`)),
    );
  });
}

async function startApp(env: NodeJS.ProcessEnv, origin: string): Promise<ChildProcess> {
  const app = spawn(process.execPath, [join(ROOT, 'dist/src/main.js')], { env, cwd: ROOT, stdio: 'ignore' });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const healthy = await fetch(`${origin}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return app;
    await new Promise((resolveWait) => setTimeout(resolveWait, 200));
  }
  app.kill('SIGTERM');
  throw new Error('The app did not start within 60 s');
}

/** A partner contestant with a draft signs in through the link mailed to them, as a person would. */
async function contestantCookie(origin: string): Promise<string> {
  const contestant = new Visitor(origin);
  await contestant.props('/login');
  const asked = await contestant.post('/user/validDomain', { email: 'luis.hernandez@entegra.com' });
  if (asked.status !== 200) throw new Error(`Asking for a sign-in link answered ${asked.status}`);
  const mailbox = await contestant.props<{ mails: { id: number; to: string }[] }>('/dev/mailbox');
  const mail = mailbox.mails.find((item) => item.to === 'luis.hernandez@entegra.com');
  if (!mail) throw new Error('The sign-in link did not arrive in the development mailbox');
  const message = await contestant.props<{ mail: { text: string } }>(`/dev/mailbox/${mail.id}`);
  const link = /\/login\/link\/[\w-]+/.exec(message.mail.text)?.[0];
  if (!link) throw new Error('No sign-in link in the mail');
  await contestant.props(link);
  const used = await contestant.post(link, {});
  if (used.status !== 200) throw new Error(`The sign-in link answered ${used.status}`);
  return contestant.cookie;
}

async function judgeVotePage(origin: string): Promise<Target> {
  const judge = new Visitor(origin);
  await judge.props('/judges/login');
  const signedIn = await judge.post('/judges/login', {
    email: 'olivia.grant@recipe-contest.local',
    password: 'contest-judge-2025',
  });
  if (signedIn.status !== 200) throw new Error(`The judge's sign-in answered ${signedIn.status}`);
  const list = await judge.props<{ recipes: { id: number }[] }>('/judges/dashboard');
  if (!list.recipes.length) throw new Error('The demo judge has no recipe to vote on');
  const path = `/judges/dashboard/recipe/${list.recipes[0].id}/vote`;
  const page = await judge.fetch(path);
  if (page.status !== 200)
    throw new Error(`The vote page answered ${page.status} ${page.headers.get('location')}`);
  return {
    name: 'vote page',
    path,
    cookie: judge.cookie,
  };
}

function seconds(result: RunnerResult, audit: string): string {
  const value = result.lhr.audits[audit]?.numericValue;
  if (value === undefined) return '-';
  return audit === METRICS.CLS ? value.toFixed(3) : `${(value / 1000).toFixed(2)} s`;
}

async function audit(port: number, url: string, formFactor: 'mobile' | 'desktop', cookie?: string) {
  const flags: Flags = {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
    maxWaitForLoad: 45_000,
    ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
    // Lighthouse keeps cookies between runs by default. A cookie an earlier run was given would then go out beside
    // the signed-in one above, and the page would measure as a sign-in redirect (the check below catches that).
    clearStorageTypes: ['cookies', 'file_systems', 'shader_cache', 'service_workers', 'cache_storage'],
  };
  const runner = lighthouse(url, flags, formFactor === 'desktop' ? desktopConfig : undefined);
  const timeout = new Promise<never>((_, reject) =>
    setTimeout(
      () => reject(new Error(`Lighthouse took over ${RUN_TIMEOUT_MS / 1000} s on ${url}`)),
      RUN_TIMEOUT_MS,
    ),
  );
  const result = await Promise.race([runner, timeout]);
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  if (result.lhr.runtimeError)
    throw new Error(`Lighthouse could not measure ${url}: ${result.lhr.runtimeError.message}`);
  // A lapsed or refused session would be sent to a sign-in page, and its scores would stand for the wrong page.
  if (result.lhr.finalDisplayedUrl !== url)
    throw new Error(`Lighthouse measured ${result.lhr.finalDisplayedUrl} instead of ${url}`);
  return result;
}

interface LcpBreakdownDetails {
  items?: Array<{
    type: string;
    snippet?: string;
    items?: Array<{ subpart?: string; duration?: number }>;
  }>;
}

/** The largest paint's element, and its parts as the unthrottled trace saw them (Lighthouse's LCP breakdown). */
function lcpElement(result: RunnerResult): string {
  const details = result.lhr.audits['lcp-breakdown-insight']?.details as LcpBreakdownDetails | undefined;
  const parts = details?.items ?? [];
  const snippet = parts.find((part) => part.type === 'node')?.snippet ?? '(not found)';
  const subparts = (parts.find((part) => part.type === 'table')?.items ?? [])
    .map((row) => `${row.subpart ?? '?'} ${Math.round(row.duration ?? 0)} ms`)
    .join(', ');
  const observed = (
    result.lhr.audits.metrics?.details as { items?: Array<Record<string, number>> } | undefined
  )?.items?.[0];
  const seen = observed
    ? `; unthrottled FCP ${Math.round(observed.observedFirstContentfulPaint)} ms, LCP ${Math.round(observed.observedLargestContentfulPaint)} ms`
    : '';
  return `${snippet.slice(0, 120)}${subparts ? ` (${subparts}${seen})` : seen}`;
}

async function main(): Promise<void> {
  const limit = setTimeout(() => {
    console.error(`Stopped: the run took over ${RUN_LIMIT_MS / 60_000} minutes`);
    process.exit(1);
  }, RUN_LIMIT_MS);
  limit.unref();
  for (const file of ['dist/src/main.js', 'dist/src/cli.js', 'public/build/manifest.json']) {
    if (!existsSync(join(ROOT, file))) throw new Error(`${file} is missing: run "npm run build" first`);
  }
  if (!existsSync(CHROMIUM))
    throw new Error(`Chromium is missing at ${CHROMIUM}: apt-get install -y chromium`);

  mkdirSync(join(ROOT, 'storage'), { recursive: true });
  const temp = mkdtempSync(join(ROOT, 'storage', 'lighthouse-'));
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    // Not production: the contestant signs in through the development mailbox, as in the demo.
    NODE_ENV: 'development',
    DATABASE_URL: '',
    DATA_DIR: join(temp, 'data'),
    STORAGE_DIR: join(temp, 'files'),
    SMTP_URL: '',
    HOST: '127.0.0.1',
    PORT: String(port),
    APP_URL: origin,
  };
  let app: ChildProcess | null = null;
  let chrome: chromeLauncher.LaunchedChrome | null = null;
  try {
    await run(process.execPath, [join(ROOT, 'dist/src/cli.js'), 'demo:seed'], env);
    app = await startApp(env, origin);
    const past = await new Visitor(origin).props<{ pastEditions: { year: number }[] }>('/');
    const targets: Target[] = [
      { name: 'landing page', path: '/' },
      { name: 'past edition', path: `/past-editions/${past.pastEditions[0]?.year ?? 2024}` },
      { name: 'sign-in page', path: '/login' },
      { name: 'recipe editor', path: '/user/recipe', cookie: await contestantCookie(origin) },
      await judgeVotePage(origin),
    ];
    chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
    console.log(
      `Lighthouse ${'13'} on ${origin} (demo contest, production build, Chromium at ${CHROMIUM})\n`,
    );
    const header = ['page', 'device', 'perf', 'a11y', 'best', 'seo', ...Object.keys(METRICS)];
    console.log(header.join('\t'));
    const lcpElements: string[] = [];
    // `npm run bench:lighthouse -- landing` measures only the pages whose name starts with a word given.
    const only = process.argv.slice(2).map((word) => word.toLowerCase());
    for (const target of targets.filter(
      (each) => only.length === 0 || only.some((word) => each.name.startsWith(word)),
    )) {
      for (const formFactor of ['mobile', 'desktop'] as const) {
        const result = await audit(chrome.port, `${origin}${target.path}`, formFactor, target.cookie);
        const scores = CATEGORIES.map((category) =>
          String(Math.round((result.lhr.categories[category]?.score ?? 0) * 100)),
        );
        const metrics = Object.values(METRICS).map((id) => seconds(result, id));
        console.log([target.name, formFactor, ...scores, ...metrics].join('\t'));
        if (formFactor === 'mobile') lcpElements.push(`${target.name}: ${lcpElement(result)}`);
        // The whole report, for the diagnostics the table leaves out (long tasks, script evaluation, …).
        if (REPORTS_DIR) {
          mkdirSync(REPORTS_DIR, { recursive: true });
          const file = join(REPORTS_DIR, `${target.name.replace(/\W+/g, '-')}-${formFactor}.json`);
          writeFileSync(file, JSON.stringify(result.lhr));
        }
      }
    }
    // What the largest paint was and where its time went: the first thing to read when LCP misses its aim.
    console.log(`\nLargest contentful paint on mobile:\n${lcpElements.join('\n')}`);
  } finally {
    await chrome?.kill();
    app?.kill('SIGTERM');
    if (app) await new Promise((resolveExit) => app!.once('exit', resolveExit));
    removeEmbeddedData(join(temp, 'data'));
    rmSync(temp, { recursive: true, force: true });
  }
}

await main();
