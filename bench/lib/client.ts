// A browser-like client for the benches (cookies, the CSRF value and the asset version, over fetch with keep-alive),
// and the memory of a process the bench started.
import { readFileSync } from 'node:fs';
import type { Child } from './processes.js';

/** A browser-like client of the app. */
export class Client {
  private cookies = new Map<string, string>();
  csrf = '';
  version = '';
  /** `address`: the client's own address, sent as a proxy would (X-Forwarded-For; the bench sets TRUST_PROXY), so
   * fifty judges signing in count as fifty places for the sign-in throttling, not one. */
  constructor(
    readonly base: string,
    private readonly address?: string,
  ) {}

  private keep(response: Response): void {
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const at = pair.indexOf('=');
      this.cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
    }
  }

  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  async send(method: string, path: string, body?: unknown, inertia = true): Promise<Response> {
    const headers: Record<string, string> = {
      cookie: this.cookieHeader(),
      'accept-encoding': 'identity',
      'x-forwarded-proto': 'https',
    };
    if (this.address) headers['x-forwarded-for'] = this.address;
    if (inertia) {
      headers['x-inertia'] = 'true';
      headers['x-inertia-version'] = this.version;
    }
    if (body !== undefined) {
      headers['content-type'] = 'application/json';
      headers['x-requested-with'] = 'XMLHttpRequest';
      headers['x-csrf-token'] = this.csrf;
    }
    const response = await fetch(this.base + path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      redirect: 'manual',
    });
    this.keep(response);
    return response;
  }

  /** Reads the CSRF value and asset version from a page's HTML. */
  async refresh(path: string): Promise<void> {
    const response = await this.send('GET', path, undefined, false);
    const html = await response.text();
    this.csrf = /<meta name="csrf-token" content="([^"]+)"/.exec(html)?.[1] ?? '';
    this.version = /&quot;version&quot;:&quot;([^&]*)&quot;/.exec(html)?.[1] ?? '';
    if (!this.csrf) throw new Error(`No csrf value on ${path} (${response.status})`);
  }

  async signIn(audience: 'judges' | 'admins', email: string, password: string): Promise<void> {
    await this.refresh(`/${audience}/login`);
    const response = await this.send('POST', `/${audience}/login`, {
      csrf: this.csrf,
      email,
      password,
    });
    if (response.status !== 200) throw new Error(`${email}: sign-in answered ${response.status}`);
    await response.arrayBuffer();
    await this.refresh(audience === 'judges' ? '/judges/dashboard' : '/admins/dashboard');
  }
}

/** The process's resident memory now, in MB (from /proc); NaN once it is gone. */
export function rssMb(child: Child): number {
  try {
    const status = readFileSync(`/proc/${child.process.pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
  } catch {
    return NaN;
  }
}
