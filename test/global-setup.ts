import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

// Runs outside jest's module mapping, so it imports nothing of the project: it clears what the previous run left
// (the migrated template is rebuilt by the first test file that needs it) and writes a stand-in client build.
export default function globalSetup(): void {
  const testDir = resolve('storage/test');
  rmSync(resolve(testDir, 'template'), { recursive: true, force: true });
  const fakeBuild = resolve(testDir, 'fake-build');
  mkdirSync(fakeBuild, { recursive: true });
  writeFileSync(
    resolve(fakeBuild, 'manifest.json'),
    JSON.stringify({
      'resources/js/app.tsx': { file: 'assets/app-test.js', isEntry: true, css: ['assets/app-test.css'] },
    }),
  );
}
