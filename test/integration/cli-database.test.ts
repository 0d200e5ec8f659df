import { MikroORM } from '@mikro-orm/postgresql';
import { spawn } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import pg from 'pg';
import { join } from 'node:path';
import { runCli } from '../../src/cli/run-cli.js';
import { WhitelistedDomain } from '../../src/contestants/whitelisted-domain.entity.js';
import { ormConfig } from '../../src/database/mikro-orm.config.js';
import { startEmbeddedPostgres } from '../../src/database/embedded-postgres.js';
import { compileServer } from '../support/compiled-server.js';
import { createTestDatabase, TEST_DIR, type TestDatabase } from '../support/test-database.js';
import { type CliRun } from '../support/cli.js';

describe('command line database', () => {
  let folder: string;

  beforeEach(() => {
    // Below the project rather than the system's temporary folder: as root the embedded server runs as the account
    // `postgres`, which must be able to reach the data folder.
    mkdirSync(TEST_DIR, { recursive: true });
    folder = mkdtempSync(join(TEST_DIR, 'cli-data-'));
    chmodSync(folder, 0o755);
  });
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  /** No DATABASE_URL: the embedded database in DATA_DIR, as on a developer's machine. */
  const embeddedRun = async (dataDir: string, ...args: string[]): Promise<CliRun> => {
    let stdout = '';
    let stderr = '';
    const code = await runCli(args, {
      env: {
        ...process.env,
        NODE_ENV: 'test',
        DATABASE_URL: '',
        DATA_DIR: dataDir,
        STORAGE_DIR: join(folder, 'files'),
      },
      io: { stdout: (text) => void (stdout += text), stderr: (text) => void (stderr += text) },
    });
    return { code, stdout, stderr };
  };

  const countDomains = async (url: string, domain: string) => {
    const orm = await MikroORM.init(ormConfig(url, { min: 0, max: 1 }));
    try {
      return await orm.em.fork().count(WhitelistedDomain, { domain });
    } finally {
      await orm.close();
    }
  };

  /** A process id that belonged to a process that has ended (what a killed app leaves in server.json). */
  const endedProcessId = () =>
    new Promise<number>((resolveId) => {
      const child = spawn(process.execPath, ['-e', '']);
      child.on('exit', () => resolveId(child.pid!));
    });

  it('initialises a fresh data folder, migrates it, and stops its server again for the next command', async () => {
    const dataDir = join(folder, 'data');
    const first = await embeddedRun(dataDir, 'whitelist:add', 'first-run.com');
    expect(first).toMatchObject({ code: 0, stdout: 'Added (enabled): first-run.com\n' });
    expect(first.stderr).toContain('Initialised the embedded PostgreSQL');
    // The server was stopped: nothing claims the folder, and the next command starts it again and sees the row.
    expect(existsSync(join(dataDir, 'server.json'))).toBe(false);
    expect(existsSync(join(dataDir, 'cluster', 'postmaster.pid'))).toBe(false);
    const second = await embeddedRun(dataDir, 'whitelist:add', 'first-run.com');
    expect(second).toMatchObject({
      code: 0,
      stdout: 'Already present, left as they are: first-run.com\n',
      stderr: '',
    });
  }, 60_000);

  it('keeps the folder and the password file to their owner, and never a fixed password', async () => {
    const dataDir = join(folder, 'data');
    expect((await embeddedRun(dataDir, 'whitelist:add', 'private.com')).code).toBe(0);
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    expect(statSync(join(dataDir, 'password')).mode & 0o777).toBe(0o600);
    expect(statSync(join(dataDir, 'cluster')).mode & 0o077).toBe(0);
    const password = readFileSync(join(dataDir, 'password'), 'utf8').trim();
    expect(password.length).toBeGreaterThanOrEqual(24);
    // Another folder gets another password.
    const otherDir = join(folder, 'other');
    expect((await embeddedRun(otherDir, 'whitelist:add', 'private.com')).code).toBe(0);
    expect(readFileSync(join(otherDir, 'password'), 'utf8').trim()).not.toBe(password);
  }, 60_000);

  it('asks for the password and listens on the loopback address only', async () => {
    const dataDir = join(folder, 'data');
    const server = await startEmbeddedPostgres({ dataDir });
    try {
      const port = String(server.port);
      const withoutPassword = new pg.Client({ host: '127.0.0.1', port: server.port, user: 'postgres' });
      await expect(withoutPassword.connect()).rejects.toThrow(/password/i);
      await withoutPassword.end().catch(() => undefined);
      const settings = new pg.Client({ connectionString: server.url });
      await settings.connect();
      try {
        const listen = await settings.query<{ listen_addresses: string }>('show listen_addresses');
        expect(listen.rows[0].listen_addresses).toBe('127.0.0.1');
        const version = await settings.query<{ server_version_num: string }>('show server_version_num');
        expect(Number(version.rows[0].server_version_num)).toBeGreaterThanOrEqual(180000);
      } finally {
        await settings.end();
      }
      expect(port).toMatch(/^\d+$/);
    } finally {
      await server.stop();
    }
  }, 60_000);

  it('connects to the server that the running app holds instead of starting a second one', async () => {
    const dataDir = join(folder, 'data');
    // Stands in for the running app: it starts the server on the folder, as createApp does.
    const app = await startEmbeddedPostgres({ dataDir });
    try {
      const result = await embeddedRun(dataDir, 'whitelist:add', 'while-running.com');
      expect(result).toMatchObject({ code: 0, stderr: '' });
      expect(await countDomains(app.url, 'while-running.com')).toBe(1);
    } finally {
      await app.stop();
    }
  }, 60_000);

  it('stops a server that a killed app left running, says so, and starts afresh with the data kept', async () => {
    const dataDir = join(folder, 'data');
    const app = await startEmbeddedPostgres({ dataDir });
    expect(await embeddedRun(dataDir, 'whitelist:add', 'before-the-crash.com')).toMatchObject({ code: 0 });
    // kill -9 of the app: its server keeps running, and server.json names an owner that is gone.
    const orphan = Number(readFileSync(join(dataDir, 'cluster', 'postmaster.pid'), 'utf8').split('\n')[0]);
    const info = JSON.parse(readFileSync(join(dataDir, 'server.json'), 'utf8')) as { owner: number };
    writeFileSync(join(dataDir, 'server.json'), JSON.stringify({ ...info, owner: await endedProcessId() }));
    try {
      const result = await embeddedRun(dataDir, 'whitelist:add', 'after-the-crash.com');
      expect(result).toMatchObject({ code: 0, stdout: 'Added (enabled): after-the-crash.com\n' });
      expect(result.stderr).toContain(`Stopping the embedded PostgreSQL (process ${orphan})`);
      expect(() => process.kill(orphan, 0)).toThrow();
      const again = await startEmbeddedPostgres({ dataDir });
      try {
        expect(await countDomains(again.url, 'before-the-crash.com')).toBe(1);
        expect(await countDomains(again.url, 'after-the-crash.com')).toBe(1);
      } finally {
        await again.stop();
      }
    } finally {
      await app.stop();
    }
  }, 60_000);

  it('removes the lock file of a server that did not stop cleanly and starts', async () => {
    const dataDir = join(folder, 'data');
    expect((await embeddedRun(dataDir, 'whitelist:add', 'stale.com')).code).toBe(0);
    writeFileSync(join(dataDir, 'cluster', 'postmaster.pid'), `${await endedProcessId()}\n${dataDir}\n`);
    const result = await embeddedRun(dataDir, 'whitelist:add', 'stale.com');
    expect(result).toMatchObject({ code: 0, stdout: 'Already present, left as they are: stale.com\n' });
    expect(result.stderr).toContain('Removed the lock file');
  }, 60_000);
});

describe('the cli.js process', () => {
  let build: string;
  let database: TestDatabase;

  // The entry runs as its own process, as `npm run cli` runs it.
  beforeAll(async () => {
    build = await compileServer();
    database = await createTestDatabase();
  }, 60_000);
  afterAll(async () => {
    await database.drop();
    rmSync(build, { recursive: true, force: true });
  });

  const spawnCli = (args: string[], env: NodeJS.ProcessEnv): Promise<CliRun> =>
    new Promise((resolveRun, reject) => {
      // process.execPath: the Node 24 that runs these tests (plain `node` on this machine is Node 20).
      const child = spawn(process.execPath, [join(build, 'src/cli.js'), ...args], {
        env: { ...process.env, NODE_OPTIONS: '', ...env },
      });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      child.on('error', reject);
      child.on('close', (code) => resolveRun({ code: code ?? -1, stdout, stderr }));
    });

  it('prints the help and exits 0', async () => {
    const result = await spawnCli(['--help'], { DATABASE_URL: 'postgres://nobody@127.0.0.1:9/none' });
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Usage: npm run cli -- [options] [command]');
    expect(result.stdout).toContain('demo:seed');
  }, 30_000);

  it('creates an admin, then refuses the same one with exit code 1 and one line on stderr', async () => {
    const env = { DATABASE_URL: database.url, NODE_ENV: 'test', STORAGE_DIR: join(build, 'files') };
    const args = [
      'admins:create',
      '--email',
      'process@example.com',
      '--name',
      'Pat',
      '--lastname',
      'Process',
      '--password',
      'spawned-process',
    ];
    const created = await spawnCli(args, env);
    expect(created).toMatchObject({ code: 0, stderr: '' });
    expect(created.stdout).toContain('Created admin Pat Process <process@example.com>');
    const refused = await spawnCli(args, env);
    expect(refused).toEqual({
      code: 1,
      stdout: '',
      stderr: 'An admin with the e-mail process@example.com already exists.\n',
    });
  }, 30_000);
});
