import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { pageFromHtml } from '../support/inertia.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { TEST_DIR } from '../support/test-database.js';

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

describe('Compression', () => {
  let t: TestApp;
  let build: string;
  let origin: string;
  const script = Buffer.from(`console.log(${JSON.stringify('recipe '.repeat(600))});\n`);

  /** The bytes as they travel: no client-side decompression. */
  const raw = (path: string, headers: Record<string, string> = {}) =>
    new Promise<RawAnswer>((resolveAnswer, reject) => {
      const call = httpRequest(`${origin}${path}`, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolveAnswer({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
      });
      call.on('error', reject);
      call.end();
    });

  beforeAll(async () => {
    // A client build as `npm run build` leaves it: each asset with its Brotli and gzip copies.
    build = mkdtempSync(join(TEST_DIR, 'compressed-build-'));
    mkdirSync(join(build, 'assets'));
    writeFileSync(
      join(build, 'manifest.json'),
      JSON.stringify({ 'resources/js/app.tsx': { file: 'assets/app-abc123.js', isEntry: true } }),
    );
    writeFileSync(join(build, 'assets/app-abc123.js'), script);
    writeFileSync(join(build, 'assets/app-abc123.js.br'), brotliCompressSync(script));
    writeFileSync(join(build, 'assets/app-abc123.js.gz'), gzipSync(script));
    t = await startTestApp({ config: { buildDir: build } });
    await new Promise<void>((resolveListen) => t.server.listen(0, '127.0.0.1', resolveListen));
    origin = `http://127.0.0.1:${(t.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await t.close();
    rmSync(build, { recursive: true, force: true });
  });

  it('sends the Brotli copy written at build time to a browser that takes Brotli, cached for a year', async () => {
    const answer = await raw('/build/assets/app-abc123.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toMatch(/javascript/);
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.headers.vary).toMatch(/Accept-Encoding/i);
    expect(answer.body.equals(brotliCompressSync(script))).toBe(true);
  });

  it('sends the gzip copy to a browser without Brotli, and the file itself to one that takes neither', async () => {
    const gzip = await raw('/build/assets/app-abc123.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.body.equals(gzipSync(script))).toBe(true);
    const plain = await raw('/build/assets/app-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.equals(script)).toBe(true);
  });

  it('compresses pages and their JSON on the fly, and leaves small answers alone', async () => {
    const html = await raw('/terms-and-conditions', { 'accept-encoding': 'br, gzip' });
    expect(html.status).toBe(200);
    expect(html.headers['content-encoding']).toBe('br');
    const { version } = pageFromHtml((await t.agent().get('/terms-and-conditions')).text);
    const json = await raw('/terms-and-conditions', {
      'accept-encoding': 'gzip',
      'x-inertia': 'true',
      'x-inertia-version': version,
    });
    expect(json.status).toBe(200);
    expect(json.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(json.body).toString()).component).toBe('public/terms');
    const health = await raw('/healthz', { 'accept-encoding': 'gzip' });
    expect(health.headers['content-encoding']).toBeUndefined();
  });

  it('sends the landing page reused for anonymous visitors whole, in every encoding', async () => {
    const plain = await raw('/', { 'accept-encoding': 'identity' });
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(Number(plain.headers['content-length'])).toBe(plain.body.length);
    const page = plain.body.toString();
    expect(page).toContain('</html>');
    // Each visitor gets a csrf value of their own: the rest of the page is the same bytes.
    const withoutCsrf = (text: string) =>
      text
        .replace(/csrf&quot;:&quot;[A-Za-z0-9_-]+/g, 'csrf')
        .replace(/name="csrf-token" content="[A-Za-z0-9_-]+"/, 'csrf');
    const gzip = await raw('/', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(withoutCsrf(gunzipSync(gzip.body).toString())).toBe(withoutCsrf(page));
    const brotli = await raw('/', { 'accept-encoding': 'br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(withoutCsrf(brotliDecompressSync(brotli.body).toString())).toBe(withoutCsrf(page));
  });
});
