// Which parts of the build `npm start` must make again: an output that is missing, older than its sources, or (the
// client) not built for production.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const SERVER_SOURCES = [
  'src',
  'migrations',
  'bench',
  'tsconfig.json',
  'tsconfig.build.json',
  'package-lock.json',
];
export const CLIENT_SOURCES = ['resources', 'vite.config.ts', 'vite.precompress.ts', 'package-lock.json'];

function newest(root, paths) {
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
  paths.forEach((path) => visit(join(root, path)));
  return latest;
}

function outdated(root, output, sources) {
  const path = join(root, output);
  return !existsSync(path) || statSync(path).mtimeMs < newest(root, sources);
}

/** How the client in `root`'s public/build was built: its NODE_ENV, or null when it does not say. */
export function clientBuildMode(root) {
  try {
    return JSON.parse(readFileSync(join(root, 'public/build/build-info.json'), 'utf8')).nodeEnv ?? null;
  } catch {
    return null;
  }
}

export function buildState(root = '.') {
  return {
    server: outdated(root, 'dist/src/main.js', SERVER_SOURCES),
    client:
      outdated(root, 'public/build/manifest.json', CLIENT_SOURCES) ||
      outdated(root, 'public/ssr/ssr.js', CLIENT_SOURCES) ||
      clientBuildMode(root) !== 'production',
  };
}
