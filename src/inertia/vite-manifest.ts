import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}

type Manifest = Record<string, ManifestChunk>;

const ENTRY = 'resources/js/app.tsx';

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** Knows the built client: which files a page needs, and the asset version Inertia compares. */
export class ViteAssets {
  readonly version: string;
  private readonly manifest: Manifest;
  private readonly tagsByPage = new Map<string, string>();

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
   * The <script> and <link> tags for the first visit of `component`, cached per component. A server-rendered page
   * paints without its scripts, so they are fetched at low priority: the stylesheet and the images the visitor sees
   * first go ahead of them (and Lighthouse's simulation, which counts every high-priority script loaded before the
   * first paint as render-blocking, stops putting the 100 KB vendor chunk before it).
   */
  tagsFor(component: string, serverRendered = false): string {
    const key = `${serverRendered ? 'ssr' : 'csr'} ${component}`;
    const cached = this.tagsByPage.get(key);
    if (cached !== undefined) return cached;
    const tags = this.devServer ? this.devTags() : this.buildTags(component, serverRendered);
    this.tagsByPage.set(key, tags);
    return tags;
  }

  private devTags(): string {
    const origin = escapeAttribute(this.devServer ?? '');
    return [
      `<script type="module" src="${origin}/@vite/client"></script>`,
      `<script type="module" src="${origin}/${ENTRY}"></script>`,
    ].join('');
  }

  private buildTags(component: string, serverRendered: boolean): string {
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
    const url = (file: string) => `/build/${escapeAttribute(file)}`;
    const priority = serverRendered ? ' fetchpriority="low"' : '';
    return [
      ...[...css].map((file) => `<link rel="stylesheet" href="${url(file)}">`),
      ...[...preloads].map((file) => `<link rel="modulepreload" href="${url(file)}"${priority}>`),
      `<script type="module" src="${url(entry.file)}"${priority}></script>`,
    ].join('');
  }
}
