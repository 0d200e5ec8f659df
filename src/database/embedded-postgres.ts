import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';

/** How many pooled connections the embedded server accepts: the ORM pool, the session store and a command line. */
export const EMBEDDED_MAX_CONNECTIONS = 12;

export interface EmbeddedPostgres {
  url: string;
  port: number;
  /** A tar of the whole data folder, loadable with `loadDump`. */
  dump(): Promise<Blob>;
  stop(): Promise<void>;
}

interface RunningInfo {
  pid: number;
  port: number;
}

/** The file through which the command line finds an app that already holds the data folder open. */
export function runningInfoPath(dataDir: string): string {
  return join(dirname(dataDir), `${dataDir.split('/').pop()}.running.json`);
}

/** The address of the embedded server that another process on this machine runs for `dataDir`, if any. */
export function findRunningEmbedded(dataDir: string): string | null {
  const path = runningInfoPath(dataDir);
  if (!existsSync(path)) return null;
  try {
    const info = JSON.parse(readFileSync(path, 'utf8')) as RunningInfo;
    process.kill(info.pid, 0);
    return urlFor(info.port);
  } catch {
    return null;
  }
}

function urlFor(port: number): string {
  return `postgres://postgres:postgres@127.0.0.1:${port}/postgres`;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts PGlite on a data folder (or from a dump, for tests) behind a PostgreSQL wire-protocol socket on 127.0.0.1,
 * so the ordinary pg driver, the session store and the migrations run unchanged.
 */
export async function startEmbeddedPostgres(options: {
  dataDir?: string;
  loadDump?: Blob;
  announce?: boolean;
}): Promise<EmbeddedPostgres> {
  if (options.dataDir) mkdirSync(dirname(options.dataDir), { recursive: true });
  const db = await PGlite.create({
    dataDir: options.dataDir,
    loadDataDir: options.loadDump,
  });
  const port = await freePort();
  const server = new PGLiteSocketServer({
    db,
    port,
    host: '127.0.0.1',
    maxConnections: EMBEDDED_MAX_CONNECTIONS,
  });
  await server.start();
  const infoPath = options.dataDir && options.announce ? runningInfoPath(options.dataDir) : null;
  if (infoPath) writeFileSync(infoPath, JSON.stringify({ pid: process.pid, port } satisfies RunningInfo));
  return {
    url: urlFor(port),
    port,
    dump: () => db.dumpDataDir('none'),
    async stop() {
      if (infoPath) rmSync(infoPath, { force: true });
      await server.stop();
      await db.close();
    },
  };
}
