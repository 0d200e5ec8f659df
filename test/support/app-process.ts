import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { findRunningEmbedded, removeEmbeddedData } from '../../src/database/embedded-postgres.js';
import { compileServer } from './compiled-server.js';
import { TEST_DIR } from './test-database.js';

/** The compiled app (see compiled-server.ts) running as its own process, as `npm start` runs it. */
export interface AppProcess {
  child: ChildProcess;
  baseUrl: string;
  port: number;
  output(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** SIGTERM, then waits for the exit (nothing when it has already exited). */
  stop(): Promise<void>;
}

/** Starts `<build>/src/main.js` with `env` on `port` and waits until /healthz answers 200 (at most 30 s). */
export async function startAppProcess(
  build: string,
  port: number,
  env: NodeJS.ProcessEnv,
): Promise<AppProcess> {
  // process.execPath: the Node 24 that runs these tests (plain `node` on this machine is Node 20).
  const child = spawn(process.execPath, [join(build, 'src/main.js')], {
    // No metrics port unless the test asks for one: copies of the app started side by side would share 9464.
    env: {
      ...process.env,
      NODE_OPTIONS: '',
      HOST: '127.0.0.1',
      METRICS_PORT: 'off',
      ...env,
      PORT: String(port),
    },
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolveExit) =>
    child.on('exit', (code, signal) => resolveExit({ code, signal })),
  );
  const app: AppProcess = {
    child,
    port,
    baseUrl: `http://127.0.0.1:${port}`,
    output: () => output,
    exited,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
    },
  };
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    const healthy = await fetch(`${app.baseUrl}/healthz`).then(
      (response) => response.status === 200,
      () => false,
    );
    if (healthy) return app;
    await new Promise((resolveWait) => setTimeout(resolveWait, 100));
  }
  await app.stop();
  throw new Error(`The app did not become healthy:\n${output}`);
}

/** Runs the compiled command line (`<build>/src/cli.js`) with `env`; answers its exit code and its output. */
export function runCompiledCli(
  build: string,
  env: NodeJS.ProcessEnv,
  ...args: string[]
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolveRun, reject) => {
    const child = spawn(process.execPath, [join(build, 'src/cli.js'), ...args], {
      env: { ...process.env, NODE_OPTIONS: '', ...env },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolveRun({ code, output }));
  });
}

/** Runs `use` with a client of the embedded server that a running app holds on `dataDir`. */
export async function onEmbeddedServer<T>(
  dataDir: string,
  use: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const url = await findRunningEmbedded(dataDir);
  if (!url) throw new Error('No embedded server runs on the data folder');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

/** The compiled app with a folder of its own for its embedded server's data and its files. */
export interface CompiledAppFolder {
  build: string;
  folder: string;
  dataDir: string;
  /** The app's environment: no DATABASE_URL, so it runs the embedded server on `dataDir`; no mail worker. */
  env: NodeJS.ProcessEnv;
  /** Removes the build, the embedded server's data and the folder (the app stopped first). */
  remove(): void;
}

/**
 * Compiles the app, makes a folder for it in the run's test folder (named from `prefix`) and creates `admin` (with a
 * password) through the compiled CLI, as an operator would.
 */
export async function compiledAppFolder(
  prefix: string,
  admin: { email: string; password: string; name: string },
  extraEnv: NodeJS.ProcessEnv = {},
): Promise<CompiledAppFolder> {
  const build = await compileServer();
  const folder = mkdtempSync(join(TEST_DIR, prefix));
  const dataDir = join(folder, 'data');
  const env: NodeJS.ProcessEnv = {
    NODE_ENV: 'test',
    DATABASE_URL: '',
    DATA_DIR: dataDir,
    STORAGE_DIR: join(folder, 'files'),
    BUILD_DIR: resolve(TEST_DIR, 'fake-build'),
    MAIL_WORKER: 'off',
    ...extraEnv,
  };
  const created = await runCompiledCli(
    build,
    env,
    'admins:create',
    '--email',
    admin.email,
    '--name',
    admin.name,
    '--lastname',
    'Admin',
    '--password',
    admin.password,
  );
  if (created.code !== 0) throw new Error(`admins:create failed:\n${created.output}`);
  return {
    build,
    folder,
    dataDir,
    env,
    remove() {
      rmSync(build, { recursive: true, force: true });
      removeEmbeddedData(dataDir);
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
