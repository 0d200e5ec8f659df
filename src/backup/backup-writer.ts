import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream, existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type pg from 'pg';
import type { FileStore } from '../storage/file-store.js';
import { ArchiveWriter } from './backup-archive.js';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  type BackupManifest,
  type BackupPart,
  filePartPath,
  MANIFEST_CHECKSUM_PATH,
  MANIFEST_PATH,
  tablePartPath,
} from './backup-manifest.js';
import {
  appliedMigrations,
  beginSnapshot,
  copyTableOut,
  foreignKeys,
  listTables,
  prepareCopySession,
  sequenceStates,
  serverVersion,
  storedFileKeys,
  TABLES_NOT_BACKED_UP,
  tableColumns,
} from './backup-tables.js';
import { orderByForeignKeys } from './table-order.js';

/** The folder a backup spools its tables into before they go into the archive (a tar part needs its size first). */
export const SPOOL_PREFIX = '.recipe-contest-backup-';

/** The app's version, from the package.json above this file (the same in the sources and in dist/). */
export function appVersion(): string {
  for (let folder = dirname(fileURLToPath(import.meta.url)); ; folder = dirname(folder)) {
    const file = join(folder, 'package.json');
    if (existsSync(file))
      return (JSON.parse(readFileSync(file, 'utf8')) as { version?: string }).version ?? '?';
    if (dirname(folder) === folder) return '?';
  }
}

export interface WriteBackupOptions {
  /** A connection of its own, session settings free to change; the snapshot's transaction ends with the copy. */
  client: pg.ClientBase;
  store: FileStore;
  storageDriver: 'local' | 's3';
  /** The archive to write (gzip unless it ends in `.tar`); it must not exist. */
  file: string;
  now: Date;
  log?: (message: string) => void;
  /** Checked between parts: an aborted backup fails and leaves no archive. */
  signal?: AbortSignal;
}

export interface WrittenBackup {
  file: string;
  bytes: number;
  manifest: BackupManifest;
}

/**
 * Writes one archive: every table but those of TABLES_NOT_BACKED_UP, read in one snapshot and in an order that
 * respects the foreign keys; then every stored file of the snapshot's `stored_files`; then the manifest and its
 * checksum. Files are copied after the snapshot's transaction has ended (it then holds nothing back): a key's files
 * never change once written, so each copied file is the one the snapshot's row describes. Only a key deleted in the
 * meantime (an image replaced during the backup) can be gone: it is listed in `missingFiles`, and said.
 */
export async function writeBackup(options: WriteBackupOptions): Promise<WrittenBackup> {
  const { client, store, file, now } = options;
  const log = options.log ?? (() => undefined);
  const spool = await mkdtemp(join(dirname(file), SPOOL_PREFIX));
  const archive = ArchiveWriter.create(file, now);
  const parts: BackupPart[] = [];
  try {
    await prepareCopySession(client);
    const tables = (await listTables(client)).filter((table) => !(table in TABLES_NOT_BACKED_UP));
    const ordered = orderByForeignKeys(tables, await foreignKeys(client));
    await beginSnapshot(client, ordered);
    let migrations: string[];
    let keys: string[];
    let sequences;
    const rows: Record<string, number> = {};
    try {
      migrations = await appliedMigrations(client);
      keys = await storedFileKeys(client);
      sequences = await sequenceStates(client, ordered);
      for (const table of ordered) {
        options.signal?.throwIfAborted();
        const columns = await tableColumns(client, table);
        const spooled = join(spool, `${table}.copy`);
        rows[table] = await copyTableOut(client, table, columns, createWriteStream(spooled));
        const size = (await stat(spooled)).size;
        const digest = await archive.add(tablePartPath(table), size, createReadStream(spooled));
        await rm(spooled);
        parts.push({
          kind: 'table',
          path: tablePartPath(table),
          table,
          columns,
          rows: rows[table],
          ...digest,
        });
      }
      await client.query('commit');
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    }
    log(`Copied ${ordered.length} tables; copying ${keys.length} stored files…`);

    const missingFiles: string[] = [];
    for (const key of keys) {
      options.signal?.throwIfAborted();
      const names = (await store.names(key)).sort();
      let copied = 0;
      for (const name of names) {
        const opened = await store.open(key, [name]);
        if (!opened) continue;
        const digest = await archive.add(filePartPath(key, name), opened.size, opened.stream);
        parts.push({ kind: 'file', path: filePartPath(key, name), key, name, ...digest });
        copied += 1;
      }
      if (copied === 0) missingFiles.push(key);
    }

    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      formatVersion: BACKUP_FORMAT_VERSION,
      createdAt: now.toISOString(),
      app: { version: appVersion() },
      database: {
        server: await serverVersion(client),
        migration: migrations.at(-1) ?? null,
        migrations,
        sequences,
      },
      storage: { driver: options.storageDriver },
      counts: { recipes: rows.recipes ?? 0, votes: rows.votes ?? 0, files: keys.length },
      parts,
      missingFiles,
    };
    const text = Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`);
    await archive.addBuffer(MANIFEST_PATH, text);
    await archive.addBuffer(
      MANIFEST_CHECKSUM_PATH,
      Buffer.from(`${createHash('sha256').update(text).digest('hex')}  ${MANIFEST_PATH}\n`),
    );
    const bytes = await archive.finish();
    return { file, bytes, manifest };
  } catch (error) {
    await archive.abort();
    throw error;
  } finally {
    await rm(spool, { recursive: true, force: true });
  }
}
