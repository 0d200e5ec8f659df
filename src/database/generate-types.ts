import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { generateDatabaseTypes, GENERATED_TYPES_FILE, migrateScratchDatabase } from './database-types.js';
import { APP_DATABASE, removeEmbeddedData, startEmbeddedPostgres } from './embedded-postgres.js';

/**
 * `npm run db:types [-- --out FILE]`: migrates a scratch database (on the DATABASE_URL server when set, else a
 * throwaway embedded one) and writes the Kysely types generated from it to GENERATED_TYPES_FILE, or FILE (CI
 * compares that with the committed file).
 */
const { values } = parseArgs({ options: { out: { type: 'string' } } });
const outFile = resolve(values.out ?? GENERATED_TYPES_FILE);

async function typesOf(url: string): Promise<string> {
  await migrateScratchDatabase(url);
  return generateDatabaseTypes(url);
}

/**
 * A closed pool resolves before its connections have said goodbye; a server stopped or a database dropped under one
 * that is still leaving makes it emit an error that ends this process. So we wait for them to leave first.
 */
async function whenDisconnected(adminUrl: string, database: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    for (let attempt = 0; attempt < 100; attempt++) {
      const { rows } = await admin.query<{ open: number }>(
        'select count(*)::int as open from pg_stat_activity where datname = $1',
        [database],
      );
      if (rows[0].open === 0) return;
      await new Promise((resolveWait) => setTimeout(resolveWait, 50));
    }
  } finally {
    await admin.end();
  }
}

async function withScratchDatabase(work: (url: string) => Promise<string>): Promise<string> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    mkdirSync('storage', { recursive: true });
    const dataDir = mkdtempSync(join(resolve('storage'), 'db-types-'));
    const embedded = await startEmbeddedPostgres({ dataDir, throwaway: true });
    try {
      return await work(embedded.url);
    } finally {
      await whenDisconnected(embedded.adminUrl, APP_DATABASE);
      await embedded.stop();
      removeEmbeddedData(dataDir);
    }
  }
  const name = `rc_types_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database "${name}"`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    return await work(url.toString());
  } finally {
    await whenDisconnected(serverUrl, name);
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  }
}

writeFileSync(outFile, await withScratchDatabase(typesOf));
console.log(`Wrote the database's Kysely types to ${outFile}`);
