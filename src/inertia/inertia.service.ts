import { Inject, Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { CSRF_MARK, isFrozenProps, isSafeCsrf, PageTemplate } from './page-template.js';
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
  clearHistory: boolean;
  encryptHistory: boolean;
}

const JSON_HTML_ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

function escapeJsonForHtml(json: string): string {
  // Keeps a "</script>" inside a prop from closing the script element, and stays valid JSON. One pass.
  return json.replace(/[<>&\u2028\u2029]/g, (char) => JSON_HTML_ESCAPES[char]);
}

function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
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
    const page = await this.buildPage(req, res, component, props);
    res.status(status);
    res.setHeader('Vary', 'X-Inertia');
    if (req.get('X-Inertia')) {
      res.setHeader('X-Inertia', 'true');
      res.json(page);
      return;
    }
    res.type('html').send(this.html(page, String(page.props.csrf ?? '')));
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
    const template = this.templateFor(component, props, visitor.props, req.originalUrl, status);
    if (!template) return false;
    res.status(status);
    res.setHeader('Vary', 'X-Inertia');
    if (req.get('X-Inertia')) {
      res.setHeader('X-Inertia', 'true');
      res.setHeader('Content-Type', JSON_TYPE);
      res.send(template.json(visitor.csrf));
      return true;
    }
    res.setHeader('Content-Type', HTML_TYPE);
    res.send(template.html(visitor.csrf));
    return true;
  }

  private templateFor(
    component: string,
    props: Record<string, unknown>,
    shared: Readonly<Record<string, unknown>>,
    url: string,
    status: number,
  ): PageTemplate | null {
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
      clearHistory: false,
      encryptHistory: false,
    };
    const template = PageTemplate.tryCreate(this.html(page, CSRF_MARK), JSON.stringify(page));
    if (template && byAddress.size < TEMPLATES_PER_PROPS) byAddress.set(key, template);
    return template;
  }

  private isPartial(req: Request, component: string): boolean {
    return req.get('X-Inertia-Partial-Component') === component;
  }

  private async buildPage(
    req: Request,
    res: Response,
    component: string,
    props: Record<string, unknown>,
  ): Promise<InertiaPage> {
    const all: Record<string, unknown> = { ...(await this.shared.resolve(req, res)), ...props };
    const isPartial = this.isPartial(req, component);
    const only = isPartial ? this.headerList(req, 'X-Inertia-Partial-Data') : [];
    const except = isPartial ? this.headerList(req, 'X-Inertia-Partial-Except') : [];
    const keys = Object.keys(all).filter(
      (key) => (only.length === 0 || only.includes(key)) && !except.includes(key),
    );
    const resolved: Record<string, unknown> = {};
    for (const key of keys) {
      const value = all[key];
      resolved[key] = typeof value === 'function' ? await (value as LazyProp<unknown>)() : value;
    }
    return {
      component,
      props: resolved,
      url: req.originalUrl,
      version: this.version,
      clearHistory: false,
      encryptHistory: false,
    };
  }

  private headerList(req: Request, name: string): string[] {
    return (req.get(name) ?? '')
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean);
  }

  private html(page: InertiaPage, csrf: string): string {
    const title = escapeHtml(this.config.appName);
    return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="csrf-token" content="${escapeHtml(csrf)}">
<meta name="description" content="${title}: the annual recipe contest for professional chefs and cooks.">
<meta name="theme-color" content="#111111">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<title>${title}</title>
${this.assets.tagsFor(page.component)}
</head>
<body>
<script data-page="app" type="application/json">${escapeJsonForHtml(JSON.stringify(page))}</script>
<div id="app"></div>
</body>
</html>`;
  }
}
