import { request } from 'node:http';
import type { Child } from './processes.js';

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The body bytes exactly as sent (no decompression: nothing is asked for compressed). */
  body: Buffer;
}

/** A GET with node:http, so the bytes and every Set-Cookie header come back untouched. */
export function get(
  url: string,
  headers: Record<string, string> = {},
  timeoutMs = 10_000,
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: 'GET', headers: { connection: 'close', ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.setTimeout(timeoutMs, () => req.destroy(new Error(`GET ${url} took more than ${timeoutMs} ms`)));
    req.on('error', reject);
    req.end();
  });
}

export function header(response: RawResponse, name: string): string {
  const value = response.headers[name.toLowerCase()];
  return Array.isArray(value) ? value.join(', ') : (value ?? '');
}

/** "a=1; b=2" from the Set-Cookie headers of a response: what a browser would send back. */
export function cookieHeaderFrom(response: RawResponse): string {
  const setCookie = response.headers['set-cookie'];
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return list
    .map((cookie) => cookie.split(';')[0].trim())
    .filter(Boolean)
    .join('; ');
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `url` until it answers `expectStatus`; fails early when the child exits, or after `timeoutMs`. */
export async function waitUntilAnswering(
  url: string,
  child: Child,
  timeoutMs: number,
  expectStatus = 200,
): Promise<number> {
  const started = Date.now();
  let last = 'no answer yet';
  while (Date.now() - started < timeoutMs) {
    if (child.hasExited()) {
      throw new Error(
        `${child.name} exited (${String(await child.exited)}) before answering ${url}:\n${child.output()}`,
      );
    }
    try {
      const response = await get(url, {}, 2000);
      if (response.status === expectStatus) return Date.now() - started;
      last = `status ${response.status}: ${response.body.toString('utf8').slice(0, 300)}`;
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    await sleep(150);
  }
  throw new Error(`${child.name} did not answer ${url} within ${timeoutMs} ms (${last}):\n${child.output()}`);
}
