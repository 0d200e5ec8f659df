// `npm run dev`: the Vite dev server (hot reload of pages) beside the app rebuilt and restarted on server changes.
import { spawn } from 'node:child_process';

const vitePort = process.env.VITE_PORT ?? '5173';
const env = { ...process.env, VITE_DEV_SERVER: `http://localhost:${vitePort}`, VITE_PORT: vitePort };
const children = [
  spawn('npx', ['vite', '--port', vitePort], { stdio: 'inherit', env }),
  spawn('npx', ['tsc', '-p', 'tsconfig.build.json', '--watch', '--preserveWatchOutput'], {
    stdio: 'inherit',
    env,
  }),
  spawn(process.execPath, ['--watch-path=dist/src', '--enable-source-maps', 'dist/src/main.js'], {
    stdio: 'inherit',
    env,
  }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
