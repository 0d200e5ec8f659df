import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { userInfo } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import {
  embeddedServerDir,
  findRunningEmbedded,
  RELOCATED_SERVERS_ROOT,
  removeEmbeddedData,
  startEmbeddedPostgres,
} from '../../src/database/embedded-postgres.js';
import { TEST_DIR } from '../support/test-database.js';

async function query(url: string, text: string): Promise<unknown[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text)).rows;
  } finally {
    await client.end();
  }
}

/**
 * DATA_DIR below a folder of mode 0700 (a clone in root's home, a mkdtemp folder): as root the embedded server runs as
 * the account `postgres`, which cannot pass through it, so its files are kept where it can reach them.
 */
describe('the embedded PostgreSQL in a DATA_DIR its account cannot reach', () => {
  const asRoot = userInfo().uid === 0;
  let closed: string;
  let dataDir: string;

  beforeAll(() => {
    mkdirSync(TEST_DIR, { recursive: true });
    closed = mkdtempSync(join(TEST_DIR, 'closed-'));
    expect(statSync(closed).mode & 0o777).toBe(0o700);
    dataDir = join(closed, 'data');
  });
  afterAll(() => {
    removeEmbeddedData(dataDir);
    rmSync(closed, { recursive: true, force: true });
  });

  it('starts, keeps its data across a restart, is found by the command line, and says where it is', async () => {
    const said: string[] = [];
    const first = await startEmbeddedPostgres({ dataDir, throwaway: true, log: (line) => said.push(line) });
    try {
      if (asRoot) {
        expect(first.serverDir.startsWith(`${RELOCATED_SERVERS_ROOT}/data-`)).toBe(true);
        expect(said).toContain(
          `The embedded PostgreSQL's account cannot reach ${dataDir}: its data is kept in ${first.serverDir}`,
        );
        expect(readFileSync(join(dataDir, 'cluster-location.txt'), 'utf8')).toContain(first.serverDir);
      } else {
        // Not root: the server runs as this account, which reaches its own folders.
        expect(first.serverDir).toBe(dataDir);
      }
      expect(embeddedServerDir(dataDir)).toBe(first.serverDir);
      expect(await findRunningEmbedded(dataDir)).toBe(first.url);
      await query(first.url, 'create table kept (note text); insert into kept values ($$still here$$)');
    } finally {
      await first.stop();
    }

    const second = await startEmbeddedPostgres({ dataDir, throwaway: true });
    try {
      expect(second.serverDir).toBe(first.serverDir);
      expect(await query(second.url, 'select note from kept')).toEqual([{ note: 'still here' }]);
    } finally {
      await second.stop();
    }
  }, 90_000);

  it('removes both the folder and the relocated server with removeEmbeddedData', () => {
    const serverDir = embeddedServerDir(dataDir);
    expect(existsSync(join(serverDir, 'cluster', 'PG_VERSION'))).toBe(true);
    removeEmbeddedData(dataDir);
    expect(existsSync(serverDir)).toBe(false);
    expect(existsSync(dataDir)).toBe(false);
  });
});
