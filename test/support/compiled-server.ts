import { transformFile } from '@swc/core';
import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { TEST_DIR } from './test-database.js';

/** Every TypeScript file the server is built from (what `npm run build:server` compiles), tests and specs aside. */
export function serverSources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return serverSources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts') && !entry.name.endsWith('.d.ts')
      ? [path]
      : [];
  });
}

/**
 * The server compiled for tests that run it as its own process (`src/main.js`, `src/cli.js`), as `npm start` and
 * `npm run cli` do. SWC, the compiler the tests already use, takes a second where a full `tsc` build takes most of a
 * test file's time; the output has the same layout as dist/, inside the project so that node_modules resolves.
 * Answers the folder; the caller removes it.
 */
export async function compileServer(): Promise<string> {
  mkdirSync(TEST_DIR, { recursive: true });
  const build = mkdtempSync(join(TEST_DIR, 'server-build-'));
  const root = resolve('.');
  const sources = ['src', 'migrations', 'shared'].flatMap((folder) => serverSources(join(root, folder)));
  await Promise.all(
    sources.map(async (source) => {
      const output = await transformFile(source, {
        jsc: {
          parser: { syntax: 'typescript', decorators: true },
          transform: { legacyDecorator: true, decoratorMetadata: true },
          target: 'es2023',
        },
        module: { type: 'es6' },
      });
      const target = join(build, relative(root, source)).replace(/\.ts$/, '.js');
      // `@shared/…` made relative, as nest build does for dist/.
      let shared = relative(dirname(target), join(build, 'shared')) || '.';
      if (!shared.startsWith('.')) shared = `./${shared}`;
      mkdirSync(dirname(target), { recursive: true });
      writeFileSync(target, output.code.replace(/(['"])@shared\//g, `$1${shared}/`));
    }),
  );
  return build;
}
