// `npm start`: builds what is missing, fills an empty database with the demo contest, then runs the app.
import { execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';

// The heap limits of `npm run start:prod` (package.json, the one place they are set; docs/scale.md, "Memory").
const heapFlags = JSON.parse(readFileSync('package.json', 'utf8'))
  .scripts['start:prod'].split(' ')
  .filter((word) => word.startsWith('--'));

execFileSync(process.execPath, ['scripts/build-if-needed.mjs'], { stdio: 'inherit' });
if (process.env.NODE_ENV !== 'production' && process.env.DEMO_SEED !== 'off') {
  execFileSync(process.execPath, ['dist/src/cli.js', 'demo:seed', '--if-empty'], { stdio: 'inherit' });
}
const app = spawn(process.execPath, ['--enable-source-maps', ...heapFlags, 'dist/src/main.js'], {
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => app.kill(signal));
app.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
