import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { escapeHtml } from '../common/html.js';
import { DEFERRED_SCRIPTS_LOADER } from './deferred-scripts.js';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}

type Manifest = Record<string, ManifestChunk>;

/** Where a page's asset tags go: the end of <head>, and the end of <body>. */
export interface PageTags {
  head: string;
  body: string;
}

const ENTRY = 'resources/js/app.tsx';

/** Knows the built client: which files a page needs, and the asset version Inertia compares. */
export class ViteAssets {
  readonly version: string;
  private readonly manifest: Manifest;
  private readonly tagsByPage = new Map<string, PageTags>();

  constructor(
    buildDir: string,
    private readonly devServer: string | null,
  ) {
    if (devServer) {
      this.manifest = {};
      this.version = 'development';
      return;
    }
    const manifestPath = join(buildDir, 'manifest.json');
    if (!existsSync(manifestPath)) {
      throw new Error(`The client is not built (${manifestPath} is missing). Run "npm run build" first.`);
    }
    const raw = readFileSync(manifestPath, 'utf8');
    this.manifest = JSON.parse(raw) as Manifest;
    this.version = createHash('sha256').update(raw).digest('hex').slice(0, 16);
  }

  /**
   * The <script> and <link> tags for the first visit of `component`, cached per component. A page the browser renders
   * is painted by its scripts, so they load at once. A server-rendered page paints without them: its tags go at the end
   * of the body as the deferred loader, which asks for the scripts once the first frame is on screen (see
   * deferred-scripts.ts).
   */
  tagsFor(component: string, serverRendered = false): PageTags {
    const key = `${serverRendered ? 'ssr' : 'csr'} ${component}`;
    const cached = this.tagsByPage.get(key);
    if (cached !== undefined) return cached;
    const tags = this.devServer ? this.devTags() : this.buildTags(component, serverRendered);
    this.tagsByPage.set(key, tags);
    return tags;
  }

  private devTags(): PageTags {
    const origin = escapeHtml(this.devServer ?? '');
    return {
      head: [
        `<script type="module" src="${origin}/@vite/client"></script>`,
        `<script type="module" src="${origin}/${ENTRY}"></script>`,
      ].join(''),
      body: '',
    };
  }

  private buildTags(component: string, serverRendered: boolean): PageTags {
    const entry = this.manifest[ENTRY];
    if (!entry) throw new Error(`${ENTRY} is missing from the Vite manifest`);
    const css = new Set<string>();
    const preloads = new Set<string>();
    const collect = (key: string, seen: Set<string>) => {
      if (seen.has(key)) return;
      seen.add(key);
      const chunk = this.manifest[key];
      if (!chunk) return;
      chunk.css?.forEach((file) => css.add(file));
      chunk.imports?.forEach((imported) => {
        const importedChunk = this.manifest[imported];
        if (importedChunk) preloads.add(importedChunk.file);
        collect(imported, seen);
      });
    };
    const seen = new Set<string>();
    collect(ENTRY, seen);
    // Preloading the page's own chunk saves a round trip before the first paint.
    const pageKey = `resources/js/pages/${component}.tsx`;
    if (this.manifest[pageKey]) {
      preloads.add(this.manifest[pageKey].file);
      collect(pageKey, seen);
    }
    preloads.delete(entry.file);
    const url = (file: string) => `/build/${escapeHtml(file)}`;
    const stylesheets = [...css].map((file) => `<link rel="stylesheet" href="${url(file)}">`).join('');
    if (serverRendered) {
      const deferred = `<script data-entry="${url(entry.file)}" data-preload="${[...preloads].map(url).join(' ')}">${DEFERRED_SCRIPTS_LOADER}</script>`;
      return { head: stylesheets, body: deferred };
    }
    return {
      head: [
        stylesheets,
        ...[...preloads].map((file) => `<link rel="modulepreload" href="${url(file)}">`),
        `<script type="module" src="${url(entry.file)}"></script>`,
      ].join(''),
      body: '',
    };
  }
}
