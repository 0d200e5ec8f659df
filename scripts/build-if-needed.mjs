// Builds the server and the client when their output is missing or older than the sources, so `npm start` works
// on a fresh clone and stays quick on the next start.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

function newest(paths) {
  let latest = 0;
  const visit = (path) => {
    if (!existsSync(path)) return;
    const stat = statSync(path);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(path)) visit(join(path, entry));
    } else if (stat.mtimeMs > latest) {
      latest = stat.mtimeMs;
    }
  };
  paths.forEach(visit);
  return latest;
}

function outdated(output, sources) {
  return !existsSync(output) || statSync(output).mtimeMs < newest(sources);
}

const run = (command) => execSync(command, { stdio: 'inherit' });

if (
  outdated('dist/src/main.js', [
    'src',
    'migrations',
    'bench',
    'tsconfig.json',
    'tsconfig.build.json',
    'package-lock.json',
  ])
) {
  console.log('Building the server…');
  run('npm run build:server');
}
const clientSources = ['resources', 'vite.config.ts', 'vite.precompress.ts', 'package-lock.json'];
if (outdated('public/build/manifest.json', clientSources) || outdated('public/ssr/ssr.js', clientSources)) {
  console.log('Building the client…');
  run('npm run build:client');
}
