import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFERRED_SCRIPTS_LOADER } from './deferred-scripts.js';
import { ViteAssets } from './vite-manifest.js';

describe('the asset tags of a page', () => {
  let buildDir: string;
  let assets: ViteAssets;

  beforeAll(() => {
    buildDir = mkdtempSync(join(tmpdir(), 'vite-manifest-'));
    writeFileSync(
      join(buildDir, 'manifest.json'),
      JSON.stringify({
        'resources/js/app.tsx': { file: 'assets/app-1.js', css: ['assets/app-1.css'], imports: ['_vendor'] },
        _vendor: { file: 'assets/vendor-1.js' },
        'resources/js/pages/public/landing.tsx': { file: 'assets/landing-1.js', imports: ['_vendor'] },
      }),
    );
    assets = new ViteAssets(buildDir, null);
  });
  afterAll(() => rmSync(buildDir, { recursive: true, force: true }));

  it('loads the scripts of a page the browser renders at once, from the head', () => {
    const tags = assets.tagsFor('public/landing', false);
    expect(tags.head).toContain('<script type="module" src="/build/assets/app-1.js"></script>');
    expect(tags.head).toContain('<link rel="modulepreload" href="/build/assets/landing-1.js">');
    expect(tags.body).toBe('');
  });

  it('gives a server-rendered page only its stylesheet in the head, and its scripts to the deferred loader', () => {
    const tags = assets.tagsFor('public/landing', true);
    expect(tags.head).toBe('<link rel="stylesheet" href="/build/assets/app-1.css">');
    expect(tags.body).toBe(
      '<script data-entry="/build/assets/app-1.js" data-preload="/build/assets/vendor-1.js /build/assets/landing-1.js">' +
        `${DEFERRED_SCRIPTS_LOADER}</script>`,
    );
  });

  it('keeps the loader one text for every page (the policy allows it by its hash), naming no file itself', () => {
    expect(DEFERRED_SCRIPTS_LOADER).not.toContain('/build/');
    expect(DEFERRED_SCRIPTS_LOADER).not.toMatch(/<\/script/i);
  });
});
