import { MikroORM, type EntityManager } from '@mikro-orm/postgresql';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCli } from '../../src/cli/run-cli.js';
import { ormConfig } from '../../src/database/mikro-orm.config.js';
import { createTestDatabase } from './test-database.js';

/** What one command printed and answered. */
export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

/** A database of its own, a storage folder, and the command line pointed at both. */
export async function cliHarness() {
  const database = await createTestDatabase();
  const storageDir = mkdtempSync(join(tmpdir(), 'rc-cli-storage-'));
  const orm = await MikroORM.init(ormConfig(database.url, { min: 0, max: 1 }));
  const run = async (...args: string[]): Promise<CliRun> => {
    let stdout = '';
    let stderr = '';
    const code = await runCli(args, {
      databaseUrl: database.url,
      env: { ...process.env, NODE_ENV: 'test' },
      config: { storageDir },
      io: { stdout: (text) => void (stdout += text), stderr: (text) => void (stderr += text) },
    });
    return { code, stdout, stderr };
  };
  return {
    database,
    storageDir,
    run,
    em: () => orm.em.fork() as EntityManager,
    file(name: string, content: string): string {
      const path = join(storageDir, name);
      writeFileSync(path, content);
      return path;
    },
    async close() {
      await orm.close();
      await database.drop();
      rmSync(storageDir, { recursive: true, force: true });
    },
  };
}
export type Harness = Awaited<ReturnType<typeof cliHarness>>;
