// `npm run dev`: the Vite dev server (hot reload of pages) beside the app, which Nest's CLI rebuilds and restarts on
// server changes (nest-cli.json: tsconfig.build.json, entry dist/src/main.js).
import { spawn } from 'node:child_process';

const vitePort = process.env.VITE_PORT ?? '5173';
const env = { ...process.env, VITE_DEV_SERVER: `http://localhost:${vitePort}`, VITE_PORT: vitePort };
const children = [
  spawn('npx', ['vite', '--port', vitePort], { stdio: 'inherit', env }),
  spawn('npx', ['nest', 'start', '--watch', '--preserveWatchOutput'], { stdio: 'inherit', env }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
