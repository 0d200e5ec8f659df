import { spawn } from 'node:child_process';
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { buildState } from '../../scripts/build-state.mjs';
import { TEST_DIR } from '../support/test-database.js';

function run(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
): Promise<{ code: number | null; output: string }> {
  return new Promise((done, fail) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', fail);
    child.on('close', (code) => done({ code, output }));
  });
}

describe('the client build', () => {
  let folder: string;

  beforeAll(() => {
    mkdirSync(TEST_DIR, { recursive: true });
    folder = mkdtempSync(join(TEST_DIR, 'client-build-'));
  });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it("is React's production build even from a shell that exports NODE_ENV=development", async () => {
    const outDir = join(folder, 'build');
    const built = await run(
      process.execPath,
      [resolve('node_modules/vite/bin/vite.js'), 'build', '--outDir', outDir],
      {
        ...process.env,
        NODE_ENV: 'development',
      },
    );
    if (built.code !== 0) console.error(built.output);
    expect(built.code).toBe(0);
    expect(JSON.parse(readFileSync(join(outDir, 'build-info.json'), 'utf8'))).toEqual({
      nodeEnv: 'production',
    });
    const scripts = readdirSync(join(outDir, 'assets')).filter((name) => name.endsWith('.js'));
    const vendor = scripts.find((name) => name.startsWith('vendor-'));
    expect(vendor).toBeDefined();
    // React's development build: 552 KB with jsxDEV and its warnings; the production one about 340 KB.
    expect(statSync(join(outDir, 'assets', vendor!)).size).toBeLessThan(420_000);
    for (const name of scripts)
      expect(readFileSync(join(outDir, 'assets', name), 'utf8')).not.toContain('jsxDEV');
  }, 120_000);

  describe('what `npm start` builds again', () => {
    const root = () => join(folder, 'project');
    const write = (path: string, text: string, ageSeconds: number) => {
      const full = join(root(), path);
      mkdirSync(dirname(full), { recursive: true });
      writeFileSync(full, text);
      const when = Date.now() / 1000 - ageSeconds;
      utimesSync(full, when, when);
    };

    beforeEach(() => {
      rmSync(root(), { recursive: true, force: true });
      write('src/main.ts', '', 60);
      write('resources/js/app.tsx', '', 60);
      write('dist/src/main.js', '', 10);
      write('public/build/manifest.json', '{}', 10);
      write('public/ssr/ssr.js', '', 10);
    });

    it('nothing when both outputs are newer than their sources and the client was built for production', () => {
      write('public/build/build-info.json', JSON.stringify({ nodeEnv: 'production' }), 10);
      expect(buildState(root())).toEqual({ server: false, client: false });
    });

    it('the client when it was built for development, or by a build that did not say', () => {
      write('public/build/build-info.json', JSON.stringify({ nodeEnv: 'development' }), 10);
      expect(buildState(root())).toEqual({ server: false, client: true });
      rmSync(join(root(), 'public/build/build-info.json'));
      expect(buildState(root())).toEqual({ server: false, client: true });
    });

    it('each part whose sources changed after it was built', () => {
      write('public/build/build-info.json', JSON.stringify({ nodeEnv: 'production' }), 10);
      write('src/main.ts', 'changed', 0);
      expect(buildState(root())).toEqual({ server: true, client: false });
      write('resources/js/app.tsx', 'changed', 0);
      expect(buildState(root())).toEqual({ server: true, client: true });
    });
  });
});
