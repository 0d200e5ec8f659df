import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { EmbeddedPostgres } from '../src/database/embedded-postgres.js';

type EmbeddedPostgresModule = typeof import('../src/database/embedded-postgres.js');

declare global {
  var embeddedTestServer: EmbeddedPostgres | undefined;
}

/**
 * Once per run, before any test file: clears what the previous run left (the migrated template is rebuilt by the
 * first test file that needs it), writes a stand-in client build, and without DATABASE_URL starts one embedded
 * PostgreSQL for the whole run, on which each test file makes a database of its own. Workers inherit its address
 * through the environment; the global teardown stops it.
 */
export default async function globalSetup(): Promise<void> {
  const testDir = resolve(process.env.RC_TEST_DIR ?? 'storage/test');
  rmSync(resolve(testDir, 'template'), { recursive: true, force: true });
  const fakeBuild = resolve(testDir, 'fake-build');
  mkdirSync(fakeBuild, { recursive: true });
  writeFileSync(
    resolve(fakeBuild, 'manifest.json'),
    JSON.stringify({
      'resources/js/app.tsx': { file: 'assets/app-test.js', isEntry: true, css: ['assets/app-test.css'] },
    }),
  );
  if (process.env.DATABASE_URL || globalThis.embeddedTestServer) return;
  // Jest loads this file outside its module mapping (no `.js` to `.ts`), so the module is named by its source path.
  const { startEmbeddedPostgres } = (await import(
    resolve('src/database/embedded-postgres.ts')
  )) as EmbeddedPostgresModule;
  // The cluster is kept between runs (initialising takes a second or two); a run killed midway is recovered here.
  const server = await startEmbeddedPostgres({ dataDir: resolve(testDir, 'postgres'), throwaway: true });
  globalThis.embeddedTestServer = server;
  process.env.RC_TEST_EMBEDDED_SERVER = server.adminUrl;
}
