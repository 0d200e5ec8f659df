import { readFileSync } from 'node:fs';

/** One captured answer of the app: its exact body bytes and content type. */
export interface CapturedAnswer {
  contentType: string;
  body: Buffer;
}

/** The app's landing page as a returning anonymous visitor gets it: the HTML shell and the X-Inertia page object. */
export interface LandingFixture {
  html: CapturedAnswer;
  json: CapturedAnswer;
}

interface StoredAnswer {
  contentType: string;
  /** base64, so the bytes survive exactly. */
  body: string;
}

export function serializeFixture(fixture: LandingFixture): string {
  const store = (answer: CapturedAnswer): StoredAnswer => ({
    contentType: answer.contentType,
    body: answer.body.toString('base64'),
  });
  return JSON.stringify({ html: store(fixture.html), json: store(fixture.json) });
}

/** Reads the fixture named by BENCH_FIXTURE (written by bench/run.ts). */
export function loadFixture(path = process.env.BENCH_FIXTURE): LandingFixture {
  if (!path) throw new Error('BENCH_FIXTURE must name the captured landing page file');
  const stored = JSON.parse(readFileSync(path, 'utf8')) as { html: StoredAnswer; json: StoredAnswer };
  const load = (answer: StoredAnswer): CapturedAnswer => ({
    contentType: answer.contentType,
    body: Buffer.from(answer.body, 'base64'),
  });
  return { html: load(stored.html), json: load(stored.json) };
}

/** The app answers JSON whenever the X-Inertia header is present and not empty; the baselines decide the same way. */
export function wantsPageObject(header: string | string[] | undefined): boolean {
  return Array.isArray(header) ? header.some(Boolean) : Boolean(header);
}

export function listenPort(): number {
  const port = Number(process.env.PORT);
  if (!Number.isInteger(port) || port <= 0) throw new Error('PORT must be set');
  return port;
}
