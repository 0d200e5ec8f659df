import { gzipSync } from 'node:zlib';
import { get, header } from './http.js';

export interface AssetSize {
  /** Path on the app, e.g. /build/assets/app-1234.js */
  path: string;
  kind: 'js' | 'css';
  /** How the page reaches it: a tag of the HTML, or a static import of another chunk. */
  via: string;
  raw: number;
  gzip: number;
}

export interface LandingAssets {
  files: AssetSize[];
  js: { raw: number; gzip: number };
  css: { raw: number; gzip: number };
}

const ATTRIBUTE = (name: string) => new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i');

function attribute(tag: string, name: string): string | null {
  const match = ATTRIBUTE(name).exec(tag);
  return match ? (match[1] ?? match[2] ?? match[3] ?? '') : null;
}

/** The files the HTML shell asks for under /build/: module scripts, module preloads, stylesheets. */
export function tagsUnderBuild(html: string): Array<{ path: string; kind: 'js' | 'css'; via: string }> {
  const found: Array<{ path: string; kind: 'js' | 'css'; via: string }> = [];
  for (const match of html.matchAll(/<script\b[^>]*>/gi)) {
    const src = attribute(match[0], 'src');
    if (src?.startsWith('/build/')) found.push({ path: src, kind: 'js', via: '<script src>' });
    // A server-rendered page names its scripts to the deferred loader, which asks for them after the first paint.
    const entry = attribute(match[0], 'data-entry');
    if (entry?.startsWith('/build/')) found.push({ path: entry, kind: 'js', via: 'deferred loader (entry)' });
    for (const href of (attribute(match[0], 'data-preload') ?? '').split(/\s+/)) {
      if (href.startsWith('/build/'))
        found.push({ path: href, kind: 'js', via: 'deferred loader (preload)' });
    }
  }
  for (const match of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = (attribute(match[0], 'rel') ?? '').toLowerCase().split(/\s+/);
    const href = attribute(match[0], 'href');
    if (!href?.startsWith('/build/')) continue;
    if (rel.includes('modulepreload'))
      found.push({ path: href, kind: 'js', via: '<link rel=modulepreload>' });
    else if (rel.includes('stylesheet'))
      found.push({ path: href, kind: 'css', via: '<link rel=stylesheet>' });
  }
  return found;
}

/**
 * Static imports of a built chunk: `import"./x.js"`, `from"./x.js"` (also `export … from`), with or without spaces.
 * Dynamic `import("./x.js")` is not followed: those chunks load only when another page is opened.
 */
export function staticImports(source: string): string[] {
  const specifiers = new Set<string>();
  for (const match of source.matchAll(/(?:\bimport|\bfrom)\s*(["'])(\.{1,2}\/[^"'\s]+?\.js)\1/g))
    specifiers.add(match[2]);
  return [...specifiers];
}

/** What a browser downloads in JavaScript and CSS for the landing page: every tag, then every static import. */
export async function measureLandingAssets(origin: string, html: string): Promise<LandingAssets> {
  const queue = tagsUnderBuild(html);
  const seen = new Set<string>();
  const files: AssetSize[] = [];
  while (queue.length > 0) {
    const next = queue.shift()!;
    if (seen.has(next.path)) continue;
    seen.add(next.path);
    const response = await get(`${origin}${next.path}`);
    if (response.status !== 200) {
      throw new Error(`GET ${next.path} answered ${response.status} (${header(response, 'content-type')})`);
    }
    files.push({
      path: next.path,
      kind: next.kind,
      via: next.via,
      raw: response.body.length,
      gzip: gzipSync(response.body, { level: 9 }).length,
    });
    if (next.kind === 'js') {
      for (const specifier of staticImports(response.body.toString('utf8'))) {
        const path = new URL(specifier, `${origin}${next.path}`).pathname;
        queue.push({ path, kind: 'js', via: `import in ${next.path.split('/').pop()}` });
      }
    }
  }
  const total = (kind: 'js' | 'css') =>
    files
      .filter((file) => file.kind === kind)
      .reduce((sum, file) => ({ raw: sum.raw + file.raw, gzip: sum.gzip + file.gzip }), { raw: 0, gzip: 0 });
  return { files, js: total('js'), css: total('css') };
}
