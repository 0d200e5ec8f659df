import { MikroORM } from '@mikro-orm/postgresql';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import pg from 'pg';
import { ormConfig } from '../../src/database/mikro-orm.config.js';

/** The run's own folder (its embedded server, template, builds); RC_TEST_DIR lets two runs go side by side. */
export const TEST_DIR = resolve(process.env.RC_TEST_DIR ?? 'storage/test');
const TEMPLATE_DIR = resolve(TEST_DIR, 'template');
const LOCK_DIR = resolve(TEMPLATE_DIR, 'lock');
const TEMPLATE_FILE = resolve(TEMPLATE_DIR, 'server-template.txt');
/** Set by the global setup: the maintenance database of the run's embedded server. */
export const EMBEDDED_TEST_SERVER_ENV = 'RC_TEST_EMBEDDED_SERVER';

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

/** The server every test file makes its database on: DATABASE_URL, or the run's embedded PostgreSQL. */
function serverUrl(): string {
  const url = process.env.DATABASE_URL || process.env[EMBEDDED_TEST_SERVER_ENV];
  if (!url)
    throw new Error('No database server: the integration global setup starts one unless DATABASE_URL is set');
  return url;
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/**
 * Once per test run (the global setup removes the last run's): a migrated template database that every test file
 * copies. The first test file to get here builds it; the others wait.
 */
async function ensureTemplate(): Promise<void> {
  const ready = () => existsSync(TEMPLATE_FILE);
  if (ready()) return;
  mkdirSync(TEMPLATE_DIR, { recursive: true });
  try {
    mkdirSync(LOCK_DIR);
  } catch {
    const deadline = Date.now() + 120_000;
    while (!ready()) {
      if (Date.now() > deadline)
        throw new Error('Timed out waiting for another test file to prepare the database');
      await new Promise((resolveWait) => setTimeout(resolveWait, 100));
    }
    return;
  }
  await prepareTemplate();
}

async function prepareTemplate(): Promise<void> {
  const server = serverUrl();
  const template = `rc_template_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  try {
    // Templates of earlier runs that ended abruptly are dropped, so the server does not fill up.
    const stale = await admin.query<{ datname: string }>(
      `select datname from pg_database where datname like 'rc\\_template\\_%' or datname like 'rc\\_test\\_%'`,
    );
    for (const row of stale.rows) await admin.query(`drop database if exists "${row.datname}" with (force)`);
    await admin.query(`create database "${template}"`);
  } finally {
    await admin.end();
  }
  const orm = await MikroORM.init(ormConfig(withDatabase(server, template), { min: 0, max: 1 }));
  await orm.migrator.up();
  await orm.close();
  writeFileSync(`${TEMPLATE_FILE}.tmp`, template);
  renameSync(`${TEMPLATE_FILE}.tmp`, TEMPLATE_FILE);
}

/** A fresh, migrated, empty database of this test file's own; with `migrated: false`, one without any table. */
export async function createTestDatabase({ migrated = true } = {}): Promise<TestDatabase> {
  if (migrated) await ensureTemplate();
  const server = serverUrl();
  const name = `rc_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  try {
    const template = migrated ? ` template "${readFileSync(TEMPLATE_FILE, 'utf8').trim()}"` : '';
    await admin.query(`create database "${name}"${template}`);
  } finally {
    await admin.end();
  }
  return {
    url: withDatabase(server, name),
    async drop() {
      const client = new pg.Client({ connectionString: server });
      await client.connect();
      try {
        // Pools close their connections asynchronously: forcing the drop while one is still saying goodbye makes
        // that connection emit an error into whatever test runs next. Give them a moment to leave first.
        for (let attempt = 0; attempt < 50; attempt++) {
          const open = await client.query<{ count: number }>(
            'select count(*)::int as count from pg_stat_activity where datname = $1',
            [name],
          );
          if (open.rows[0].count === 0) break;
          await new Promise((resolveWait) => setTimeout(resolveWait, 50));
        }
        await client.query(`drop database if exists "${name}" with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}
