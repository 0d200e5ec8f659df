import { Inject, Injectable } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import inertiaNode, { type InertiaRenderer, type InertiaViewData } from 'inertia-node';
import { escapeHtml, htmlDocument } from '../common/html.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { CSRF_MARK, isFrozenProps, isSafeCsrf, PageTemplate, sendChunks } from './page-template.js';
import { ServerRenderer, type ServerRender } from './server-render.js';
import { ViteAssets } from './vite-manifest.js';

/** Props every page gets (the signed-in person, csrf, contest settings, flash), supplied by the app. */
export interface SharedPropsResolver {
  resolve(req: Request, res: Response): Promise<Record<string, unknown>>;
  /**
   * For a visitor nobody is signed in as and with no flash message waiting: the shared props but `csrf`, as one
   * object that stays the same for all such visitors until it changes (pages built on it may be reused while it is
   * the same object), and this visitor's csrf value (issuing the cookie on a first visit). Null for anyone else.
   */
  anonymous(req: Request, res: Response): Promise<AnonymousVisitor | null>;
}

export interface AnonymousVisitor {
  props: Readonly<Record<string, unknown>>;
  csrf: string;
}
export const SHARED_PROPS_RESOLVER = Symbol('SHARED_PROPS_RESOLVER');

/** A prop computed only when a page needs it: skipped in partial reloads that do not ask for it. */
export type LazyProp<T> = () => T | Promise<T>;

export interface InertiaPage {
  component: string;
  props: Record<string, unknown>;
  url: string;
  version: string;
}

/** The page object as the `data-page` attribute holds it: what inertia-node writes, with `&` escaped as well. */
function pageAttribute(json: string): string {
  return json.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/'/g, '&#039;');
}

/**
 * inertia-node escapes only quotes when it writes the page into the attribute; a prop holding `&quot;` (a recipe's
 * text can) would come back from the browser as a bare quote and break the page. Escaping every `&` of the page's
 * strings first completes the attribute encoding, so the browser reads back exactly the page that was built.
 */
function escapeAmpersands(value: unknown): unknown {
  if (typeof value === 'string') return value.includes('&') ? value.replace(/&/g, '&amp;') : value;
  if (Array.isArray(value)) return value.map(escapeAmpersands);
  if (value === null || typeof value !== 'object' || value instanceof Date) return value;
  const escaped: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value))
    escaped[escapeAmpersands(key) as string] = escapeAmpersands(child);
  return escaped;
}

/**
 * What inertia-node leaves out, added to the head it writes: `Vary: X-Inertia` on every page answer (it sends
 * `Vary: Accept` on JSON only) and the character set of both answers.
 */
function completeHeaders(res: Response): void {
  const writeHead = res.writeHead.bind(res) as (status: number, headers?: Record<string, string>) => Response;
  res.writeHead = ((status: number, headers: Record<string, string> = {}) => {
    const vary = ['X-Inertia', ...(headers.Vary ? [headers.Vary] : [])].join(', ');
    const type = headers['Content-Type'];
    return writeHead(status, {
      ...headers,
      Vary: vary,
      ...(type && !type.includes('charset') ? { 'Content-Type': `${type}; charset=utf-8` } : {}),
    });
  }) as Response['writeHead'];
}

// What res.json() and res.type('html').send(string) set, written out: reused pages skip the type lookups.
const JSON_TYPE = 'application/json; charset=utf-8';
const HTML_TYPE = 'text/html; charset=utf-8';

/** Reused pages per (page props, anonymous shared props): a few addresses each (a query string makes another). */
const TEMPLATES_PER_PROPS = 16;

@Injectable()
export class InertiaService {
  readonly assets: ViteAssets;
  /** Page bytes reused for anonymous visitors, per frozen page props and anonymous shared props (both by identity). */
  private readonly templates = new WeakMap<object, WeakMap<object, Map<string, PageTemplate>>>();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(SHARED_PROPS_RESOLVER) private readonly shared: SharedPropsResolver,
    private readonly serverRender: ServerRenderer,
  ) {
    this.assets = new ViteAssets(config.buildDir, config.viteDevServer);
  }

  get version(): string {
    return this.assets.version;
  }

  async render(
    req: Request,
    res: Response,
    component: string,
    props: Record<string, unknown>,
    status = 200,
  ): Promise<void> {
    if (
      isFrozenProps(props) &&
      !this.isPartial(req, component) &&
      (await this.renderReused(req, res, component, props, status))
    )
      return;
    const inertia = this.attach(req, res);
    if (!inertia) return;
    const shared = await this.shared.resolve(req, res);
    const all = this.withoutExcepted(req, component, { ...shared, ...props });
    completeHeaders(res);
    inertia.setStatusCode(status);
    if (req.get('X-Inertia')) {
      await inertia.render({ component, props: all });
      return;
    }
    // A first visit gets every prop: lazy ones are resolved here, so that their values are escaped too, and the page is
    // rendered to HTML with the very page object the browser will hydrate.
    const resolved = await resolveLazy(all);
    const ssr = await this.serverRender.render({
      component,
      props: resolved,
      url: req.originalUrl,
      version: this.version,
    });
    inertia.setViewData({ csrf: String(all.csrf ?? ''), component, ssr });
    await inertia.render({ component, props: escapeAmpersands(resolved) as Record<string, unknown> });
  }

  /**
   * inertia-node's middleware, with this build's asset version: answers 409 to a stale client (GET with another
   * X-Inertia-Version) and gives the request its page renderer. Answers null when it answered the request itself.
   */
  middleware = (req: Request, res: Response, next: NextFunction): void => {
    inertiaNode((page: string, viewData: InertiaViewData) => this.shell(page, viewData), this.version)(
      req,
      res,
      next,
    );
  };

  private attach(req: Request, res: Response): InertiaRenderer | null {
    if (!req.Inertia) this.middleware(req, res, () => undefined);
    return res.headersSent ? null : (req.Inertia ?? null);
  }

  /** `X-Inertia-Partial-Except`, which inertia-node does not know: those props are left out before it renders. */
  private withoutExcepted(
    req: Request,
    component: string,
    props: Record<string, unknown>,
  ): Record<string, unknown> {
    const except = this.isPartial(req, component) ? this.headerList(req, 'X-Inertia-Partial-Except') : [];
    if (except.length === 0) return props;
    return Object.fromEntries(Object.entries(props).filter(([key]) => !except.includes(key)));
  }

  /**
   * An anonymous visit of a page whose props never change (frozenProps): the page's bytes are built once per props
   * object, shared props and address, and only the visitor's csrf value is filled in. Answers false (and sends
   * nothing) for a visitor who gets a page of their own: signed in, or a flash message waiting.
   */
  private async renderReused(
    req: Request,
    res: Response,
    component: string,
    props: Record<string, unknown>,
    status: number,
  ): Promise<boolean> {
    const visitor = await this.shared.anonymous(req, res);
    if (!visitor || !isSafeCsrf(visitor.csrf)) return false;
    const template = await this.templateFor(component, props, visitor.props, req.originalUrl, status);
    if (!template) return false;
    res.status(status);
    res.setHeader('Vary', 'X-Inertia');
    if (req.get('X-Inertia')) {
      res.setHeader('X-Inertia', 'true');
      res.setHeader('Content-Type', JSON_TYPE);
      sendChunks(req, res, template.json(visitor.csrf));
      return true;
    }
    res.setHeader('Content-Type', HTML_TYPE);
    sendChunks(req, res, template.html(visitor.csrf));
    return true;
  }

  private async templateFor(
    component: string,
    props: Record<string, unknown>,
    shared: Readonly<Record<string, unknown>>,
    url: string,
    status: number,
  ): Promise<PageTemplate | null> {
    let byShared = this.templates.get(props);
    if (!byShared) {
      byShared = new WeakMap();
      this.templates.set(props, byShared);
    }
    let byAddress = byShared.get(shared);
    if (!byAddress) {
      byAddress = new Map();
      byShared.set(shared, byAddress);
    }
    const key = `${status} ${component} ${url}`;
    const cached = byAddress.get(key);
    if (cached) return cached;
    const page: InertiaPage = {
      component,
      props: { ...shared, csrf: CSRF_MARK, ...props },
      url,
      version: this.version,
    };
    // The server render is made once per reused page too: the cached page text carries its HTML.
    const ssr = await this.serverRender.render(page);
    const template = PageTemplate.tryCreate(this.html(page, CSRF_MARK, ssr), JSON.stringify(page));
    if (template && byAddress.size < TEMPLATES_PER_PROPS) byAddress.set(key, template);
    return template;
  }

  private isPartial(req: Request, component: string): boolean {
    return req.get('X-Inertia-Partial-Component') === component;
  }

  private headerList(req: Request, name: string): string[] {
    return (req.get(name) ?? '')
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean);
  }

  /** The shell of a reused page: the same bytes inertia-node's render would write for it. */
  private html(page: InertiaPage, csrf: string, ssr: ServerRender | null): string {
    return this.shellFor(page.component, pageAttribute(JSON.stringify(page)), csrf, ssr);
  }

  /** The HTML shell inertia-node fills with the page (already encoded for the attribute). */
  private shell(encodedPage: string, { viewData }: InertiaViewData): string {
    return this.shellFor(viewData?.component ?? '', encodedPage, viewData?.csrf ?? '', viewData?.ssr ?? null);
  }

  private shellFor(component: string, encodedPage: string, csrf: string, ssr: ServerRender | null): string {
    const title = escapeHtml(this.config.appName);
    const tags = this.assets.tagsFor(component, ssr !== null);
    // A page that describes itself (a shareable one, such as the People's Choice gallery) has the only description.
    const described = ssr?.head.some((tag) => tag.includes('name="description"')) ?? false;
    const description = described
      ? ''
      : `<meta name="description" content="${title}: the annual recipe contest for professional chefs and cooks.">\n`;
    return htmlDocument(
      `<meta name="csrf-token" content="${escapeHtml(csrf)}">
${description}<meta name="theme-color" content="#111111">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
${ssr?.head.length ? ssr.head.join('\n') : `<title>${title}</title>`}
${tags.head}`,
      `<body>
${ssr ? `<div id="app" data-page="${encodedPage}" data-server-rendered="true">${ssr.body}</div>` : `<div id="app" data-page="${encodedPage}"></div>`}${tags.body}
</body>`,
    );
  }
}

async function resolveLazy(props: Record<string, unknown>): Promise<Record<string, unknown>> {
  const resolved: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props))
    resolved[key] = typeof value === 'function' ? await (value as LazyProp<unknown>)() : value;
  return resolved;
}
