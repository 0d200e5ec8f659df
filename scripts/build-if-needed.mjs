// Builds the server and the client when their output is missing or older than the sources (or the client was not
// built for production), so `npm start` works on a fresh clone and stays quick on the next start.
import { execSync } from 'node:child_process';
import { buildState } from './build-state.mjs';

const run = (command) => execSync(command, { stdio: 'inherit' });
const state = buildState();

if (state.server) {
  console.log('Building the server…');
  run('npm run build:server');
}
if (state.client) {
  console.log('Building the client…');
  run('npm run build:client');
}
