import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { SMTPServer } from 'smtp-server';
import { get } from './http.js';

/** One kind of image the burst sends, eight at once. */
export interface BurstImage {
  name: string;
  bytes: Buffer;
  filename: string;
  contentType: string;
}

/** The photo the bench makes: the 50-megapixel ceiling of the app, in a camera's 4:3. */
const PHOTO = { width: 8160, height: 6120 };

/**
 * A photo-like JPEG of PHOTO's size: a gradient with grain, so that it compresses as a camera's file does
 * (about 15 MB) rather than as a flat colour. `orientation` 6 is a phone held upright: the pixels lie sideways.
 */
async function photoJpeg(orientation: 1 | 6): Promise<Buffer> {
  const { width, height } = PHOTO;
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 0x2545f491;
  for (let y = 0, at = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      seed ^= seed << 13;
      seed ^= seed >>> 17;
      seed ^= seed << 5;
      const grain = (seed & 31) - 16;
      pixels[at++] = Math.max(0, Math.min(255, ((x * 200) / width + 30 + grain) | 0));
      pixels[at++] = Math.max(0, Math.min(255, ((y * 180) / height + 50 + grain) | 0));
      pixels[at++] = Math.max(0, Math.min(255, 120 + grain));
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .withMetadata({ orientation })
    .toBuffer();
}

/**
 * The images of the burst: one like the report's (a 7,000 × 7,000 PNG of 16 bits per channel, 440 KB here, 372 KB
 * there, that decodes to 294 MB), and a 50-megapixel camera JPEG, upright and sideways (turning it needs the whole image in memory).
 */
export async function burstImages(): Promise<BurstImage[]> {
  const sixteenBit = await sharp({
    create: { width: 7000, height: 7000, channels: 3, background: { r: 40, g: 160, b: 110 } },
  })
    .toColourspace('rgb16')
    .png({ compressionLevel: 9 })
    .toBuffer();
  return [
    {
      name: '7,000 × 7,000 PNG, 16 bits per channel',
      bytes: sixteenBit,
      filename: 'scan.png',
      contentType: 'image/png',
    },
    {
      name: '50-megapixel JPEG photo',
      bytes: await photoJpeg(1),
      filename: 'photo.jpg',
      contentType: 'image/jpeg',
    },
    {
      name: '50-megapixel JPEG photo, sideways (EXIF orientation 6)',
      bytes: await photoJpeg(6),
      filename: 'upright.jpg',
      contentType: 'image/jpeg',
    },
  ];
}

/** An SMTP server on 127.0.0.1 that keeps the text of every mail, so a contestant can sign in by the mailed link. */
export class MailCatcher {
  private readonly mails: Array<{ to: string[]; text: string }> = [];
  private server: SMTPServer | null = null;
  url = '';

  async start(): Promise<void> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          // Quoted-printable soft breaks undone, so a long link reads whole.
          const text = Buffer.concat(chunks)
            .toString('utf8')
            .replace(/=\r?\n/g, '');
          this.mails.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), text });
          callback();
        });
      },
    });
    server.listen(0, '127.0.0.1');
    await once(server.server, 'listening');
    this.url = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
    this.server = server;
  }

  /** The text of the first mail to `address` that matches `pattern`, waiting up to `timeoutMs` for it. */
  async waitFor(address: string, pattern: RegExp, timeoutMs = 20_000): Promise<RegExpExecArray> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      for (const mail of this.mails) {
        const match = mail.to.includes(address) ? pattern.exec(mail.text) : null;
        if (match) return match;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`No mail to ${address} matching ${String(pattern)} within ${timeoutMs} ms`);
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

/** A browser-like client: keeps cookies and the CSRF value of the last page it saw. */
export class SignedInVisitor {
  private readonly cookies = new Map<string, string>();
  csrf = '';

  constructor(private readonly origin: string) {}

  async fetch(path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    // Production cookies are Secure: the app, trusting its proxy, is told the visit came over HTTPS.
    headers.set('x-forwarded-proto', 'https');
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    if (cookie) headers.set('cookie', cookie);
    const response = await fetch(`${this.origin}${path}`, { redirect: 'manual', ...init, headers });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return response;
  }

  /** Visits a page as a browser does first (HTML), keeping its CSRF value. */
  async visit(path: string): Promise<string> {
    const response = await this.fetch(path, { headers: { accept: 'text/html' } });
    if (response.status !== 200) {
      throw new Error(`${path} answered ${response.status} ${response.headers.get('location') ?? ''}`);
    }
    const html = await response.text();
    this.csrf = /<meta name="csrf-token" content="([^"]*)"/.exec(html)?.[1] ?? this.csrf;
    return html;
  }

  /** The props of a page, as the client asks for them after the first visit. */
  async props<P>(path: string): Promise<P> {
    const html = await this.visit(path);
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

  /** A multipart call as the recipe editor sends it: the CSRF value in the header, the file last. */
  async postForm(path: string, fields: Record<string, string>, file: BurstImage): Promise<Response> {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append('recipe', new Blob([new Uint8Array(file.bytes)], { type: file.contentType }), file.filename);
    return this.fetch(path, {
      method: 'POST',
      headers: { 'X-Requested-With': 'XMLHttpRequest', 'X-CSRF-TOKEN': this.csrf },
      body: form,
    });
  }
}

/** A partner contestant of the demo contest signs in through the link mailed to them, as a person would. */
export async function signInByMailedLink(
  origin: string,
  mail: MailCatcher,
  email: string,
): Promise<SignedInVisitor> {
  const visitor = new SignedInVisitor(origin);
  await visitor.visit('/login');
  const asked = await visitor.post('/user/validDomain', { email });
  if (asked.status !== 200) throw new Error(`Asking for a sign-in link answered ${asked.status}`);
  const [link] = await mail.waitFor(email, /\/login\/link\/[\w-]+/);
  await visitor.visit(link);
  const used = await visitor.post(link, {});
  if (used.status !== 200) throw new Error(`The sign-in link answered ${used.status}`);
  await visitor.visit('/user/recipe');
  return visitor;
}

/** Latencies of anonymous visitors reading pages one after another (a short pause between), until stopped. */
export class OtherVisitors {
  readonly latencies: number[] = [];
  readonly failures: string[] = [];
  private running = false;
  private loops: Array<Promise<void>> = [];

  constructor(
    private readonly origin: string,
    private readonly paths: string[],
    private readonly visitors = 4,
    private readonly pauseMs = 50,
  ) {}

  start(): void {
    this.running = true;
    this.loops = Array.from({ length: this.visitors }, (_, index) => this.loop(index));
  }

  async stop(): Promise<void> {
    this.running = false;
    await Promise.all(this.loops);
  }

  private async loop(index: number): Promise<void> {
    for (let visit = index; this.running; visit++) {
      const path = this.paths[visit % this.paths.length];
      const started = performance.now();
      try {
        const response = await get(`${this.origin}${path}`, { accept: 'text/html' }, 30_000);
        if (response.status !== 200) this.failures.push(`${path}: ${response.status}`);
        this.latencies.push(performance.now() - started);
      } catch (error) {
        this.failures.push(`${path}: ${error instanceof Error ? error.message : String(error)}`);
      }
      await new Promise((resolve) => setTimeout(resolve, this.pauseMs));
    }
  }
}

/** The value below which `fraction` of the values lie (nearest rank). */
export function percentile(values: number[], fraction: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)];
}
