import { Inject, Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { ViteAssets } from './vite-manifest.js';

/** Props every page gets (the signed-in person, csrf, contest settings, flash), supplied by the app. */
export interface SharedPropsResolver {
  resolve(req: Request, res: Response): Promise<Record<string, unknown>>;
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

@Injectable()
export class InertiaService {
  readonly assets: ViteAssets;

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

  private async buildPage(
    req: Request,
    res: Response,
    component: string,
    props: Record<string, unknown>,
  ): Promise<InertiaPage> {
    const all: Record<string, unknown> = { ...(await this.shared.resolve(req, res)), ...props };
    const isPartial = req.get('X-Inertia-Partial-Component') === component;
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
