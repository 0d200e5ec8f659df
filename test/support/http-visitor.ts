/** A visitor with a cookie jar talking to a running app over HTTP, as a browser would (tests of whole processes). */
export class HttpVisitor {
  private readonly cookies = new Map<string, string>();
  csrf = '';

  constructor(private readonly baseUrl: string) {}

  get cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  async fetch(path: string, init: RequestInit = {}): Promise<Response> {
    const response = await fetch(`${this.baseUrl}${path}`, {
      redirect: 'manual',
      ...init,
      headers: { ...(init.headers as Record<string, string>), cookie: this.cookieHeader },
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return response;
  }

  /** Reads the CSRF value a page gives this visitor (from the Inertia JSON, or the HTML after a version change). */
  async refreshCsrf(): Promise<void> {
    const page = await this.fetch('/terms-and-conditions', {
      headers: { 'X-Inertia': 'true', 'X-Requested-With': 'XMLHttpRequest' },
    });
    if (page.status === 409) {
      const html = await (await this.fetch('/terms-and-conditions')).text();
      this.csrf = /<meta name="csrf-token" content="([^"]+)"/.exec(html)![1];
      return;
    }
    this.csrf = ((await page.json()) as { props: { csrf: string } }).props.csrf;
  }

  async postJson(path: string, body: Record<string, unknown>): Promise<Response> {
    return this.fetch(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
      body: JSON.stringify({ csrf: this.csrf, ...body }),
    });
  }

  /** A multipart form, sent as the app's pages send one: the CSRF value in the X-CSRF-TOKEN header. */
  async postForm(path: string, form: FormData): Promise<Response> {
    return this.fetch(path, {
      method: 'POST',
      headers: { 'X-Requested-With': 'XMLHttpRequest', 'X-CSRF-TOKEN': this.csrf },
      body: form,
    });
  }

  async signInAdmin(admin: { email: string; password: string }): Promise<void> {
    await this.refreshCsrf();
    const response = await this.postJson('/admins/login', admin);
    if (response.status !== 200)
      throw new Error(`Sign-in failed: ${response.status} ${await response.text()}`);
    await this.refreshCsrf();
  }
}
