import { MikroORM } from '@mikro-orm/postgresql';
import { createHash } from 'node:crypto';
import { access } from 'node:fs/promises';
import pg from 'pg';
import { MIGRATIONS } from '../../migrations/index.js';
import type { FileStore } from '../storage/file-store.js';
import { migrate } from '../database/migrate.js';
import { ormConfig } from '../database/mikro-orm.config.js';
import { messageOf, readArchive } from './backup-archive.js';
import {
  type ArchivedEntry,
  archiveProblems,
  BackupArchiveError,
  type BackupManifest,
  backupMigration,
  fileParts,
  MANIFEST_CHECKSUM_PATH,
  MANIFEST_PATH,
  parseManifest,
  tableParts,
  unknownMigrations,
} from './backup-manifest.js';
import {
  contentCounts,
  copyTableIn,
  dropAppObjects,
  foreignKeys,
  listTables,
  prepareCopySession,
  restoreSequences,
  tableColumns,
  truncateTables,
} from './backup-tables.js';
import { foreignKeysOutOfOrder } from './table-order.js';

/** The database a restore writes into, opened only once the archive has been checked. */
export interface RestoreTarget {
  url: string;
  /** Words for messages: "the embedded database in ./storage/data", "the database of DATABASE_URL". */
  description: string;
  close(): Promise<void>;
}

export interface RestoreOptions {
  file: string;
  force: boolean;
  /** Opens (and on an empty DATA_DIR, creates) the target database; called after the archive's checks pass. */
  openDatabase: () => Promise<RestoreTarget>;
  store: FileStore;
  /** Words for the file store: "the storage folder ./storage/files", "the bucket recipe-media". */
  storeDescription: string;
  log: (message: string) => void;
}

export interface RestoreResult {
  manifest: BackupManifest;
  tables: number;
  rows: number;
  files: number;
  /** The migrations newer than the backup, applied after its rows. */
  newerMigrations: string[];
  target: string;
}

/** A refusal before anything was written: a damaged or foreign archive, or a target that is not empty. */
export class RestoreRefusedError extends Error {
  constructor(
    message: string,
    readonly details: string[] = [],
  ) {
    super(message);
    this.name = 'RestoreRefusedError';
  }
}

/**
 * Reads the whole archive once and checks it against its manifest: every part there, none damaged, none unknown,
 * the manifest itself intact, and migrations this version knows. Writes nothing.
 */
export async function verifyArchive(file: string): Promise<BackupManifest> {
  try {
    await access(file);
  } catch {
    throw new RestoreRefusedError(`Cannot read ${file}: no such file.`);
  }
  const entries: ArchivedEntry[] = [];
  let manifestText: Buffer | null = null;
  let manifestChecksum: string | null = null;
  try {
    for await (const entry of readArchive(file)) {
      const chunks: Buffer[] = [];
      const keep = entry.path === MANIFEST_PATH || entry.path === MANIFEST_CHECKSUM_PATH;
      for await (const chunk of entry.body) if (keep) chunks.push(chunk);
      if (entry.path === MANIFEST_PATH) manifestText = Buffer.concat(chunks);
      else if (entry.path === MANIFEST_CHECKSUM_PATH)
        manifestChecksum = Buffer.concat(chunks).toString('utf8');
      else entries.push({ path: entry.path, ...entry.digest() });
    }
  } catch (error) {
    throw new RestoreRefusedError(messageOf(error));
  }
  if (!manifestText || manifestChecksum === null)
    throw new RestoreRefusedError(
      `${file} is not a backup of the recipe contest: it has no ${MANIFEST_PATH}.`,
    );
  const expected = manifestChecksum.trim().split(/\s+/)[0];
  if (createHash('sha256').update(manifestText).digest('hex') !== expected)
    throw new RestoreRefusedError(
      `${file} is damaged: ${MANIFEST_PATH} does not match its checksum. Nothing was restored.`,
    );
  let manifest: BackupManifest;
  try {
    manifest = parseManifest(manifestText.toString('utf8'));
  } catch (error) {
    if (error instanceof BackupArchiveError) throw new RestoreRefusedError(error.message, error.problems);
    throw error;
  }
  const problems = archiveProblems(manifest, entries);
  if (problems.length > 0)
    throw new RestoreRefusedError(
      `${file} is damaged: ${problems.length} ${problems.length === 1 ? 'part does' : 'parts do'} not match the manifest. Nothing was restored.`,
      problems.map((problem) => `  ${problem}`),
    );
  const unknown = unknownMigrations(
    manifest,
    MIGRATIONS.map((migration) => migration.name),
  );
  if (unknown.length > 0)
    throw new RestoreRefusedError(
      `This backup was made by a newer version of the app (${manifest.app.version}): its database has migrations this version does not know (${unknown.join(', ')}). Restore it with that version or a later one.`,
    );
  return manifest;
}

async function storeIsEmpty(store: FileStore): Promise<boolean> {
  const keys = store.keys()[Symbol.asyncIterator]();
  try {
    return (await keys.next()).done === true;
  } finally {
    await keys.return?.();
  }
}

/**
 * Restores an archive: checks it whole first, then refuses a target that holds data (unless `force`), then recreates
 * the schema with the migrations the backup was made at, loads the rows in foreign-key order with the triggers on (so
 * the derived tables are rebuilt as they would have been kept), resets the id sequences, puts back the files, and
 * applies the migrations that are newer than the backup.
 *
 * The rows load in one transaction. The files go in after it, key by key: should that fail, the database is restored
 * and some images are not; running the restore again with --force finishes it.
 */
export async function restoreBackup(options: RestoreOptions): Promise<RestoreResult> {
  const { file, log } = options;
  log(`Checking ${file}…`);
  const manifest = await verifyArchive(file);
  log(
    `The archive is whole: made ${manifest.createdAt} by version ${manifest.app.version} at ${backupMigration(manifest) ?? 'no migration'}; ${manifest.counts.recipes} recipes, ${manifest.counts.votes} votes, ${manifest.counts.files} files.`,
  );

  const target = await options.openDatabase();
  try {
    const client = new pg.Client({ connectionString: target.url });
    await client.connect();
    try {
      const counts = await contentCounts(client);
      const held = Object.entries(counts).filter(([, count]) => count > 0);
      const storeEmpty = await storeIsEmpty(options.store);
      if (!options.force && (held.length > 0 || !storeEmpty)) {
        const details = [
          ...(held.length > 0
            ? [
                `  ${target.description} holds rows: ${held.map(([table, count]) => `${table} ${count}`).join(', ')}`,
              ]
            : []),
          ...(storeEmpty ? [] : [`  ${options.storeDescription} holds files`]),
        ];
        throw new RestoreRefusedError(
          'The target is not empty: a restore replaces everything there. Restore into an empty DATA_DIR (or an empty database and bucket), or add --force to replace what is there.',
          details,
        );
      }

      log(
        `Recreating the schema of ${target.description} at ${backupMigration(manifest) ?? 'no migration'}…`,
      );
      await options.store.prepare();
      await dropAppObjects(client);
      await withOrm(target.url, (orm) => migrate(orm, { only: manifest.database.migrations }));

      const tables = tableParts(manifest);
      const existing = new Set(await listTables(client));
      const absent = tables.filter((part) => !existing.has(part.table)).map((part) => part.table);
      if (absent.length > 0)
        throw new Error(`The migrations did not make the tables ${absent.join(', ')} of the backup`);
      const outOfOrder = foreignKeysOutOfOrder(
        tables.map((part) => part.table),
        await foreignKeys(client),
      );
      if (outOfOrder.length > 0)
        throw new Error(
          `The backup's tables are not in the order of their foreign keys (${outOfOrder.map((key) => `${key.child} before ${key.parent}`).join(', ')})`,
        );
      for (const part of tables) {
        const columns = new Set(await tableColumns(client, part.table));
        const missing = part.columns.filter((column) => !columns.has(column));
        if (missing.length > 0)
          throw new Error(
            `The table ${part.table} has no column ${missing.join(', ')} at the backup's migration`,
          );
      }

      log(`Loading ${tables.length} tables…`);
      const loaded = await loadArchive(client, file, manifest, options);
      log(`Applying the migrations newer than the backup…`);
      const newerMigrations = await withOrm(target.url, (orm) => migrate(orm));
      return {
        manifest,
        tables: tables.length,
        rows: loaded.rows,
        files: loaded.files,
        newerMigrations,
        target: target.description,
      };
    } finally {
      await client.end();
    }
  } finally {
    await target.close();
  }
}

async function withOrm<T>(url: string, work: (orm: MikroORM) => Promise<T>): Promise<T> {
  // Two connections: the migrator reads its table beside the migrations' transaction.
  const config = ormConfig(url, { min: 0, max: 2 });
  // The restore says which migrations it applied; the migrator's own lines would bury that.
  const orm = await MikroORM.init({ ...config, migrations: { ...config.migrations, silent: true } });
  try {
    return await work(orm);
  } finally {
    await orm.close();
  }
}

/**
 * The second read of the archive: the tables as they come (the manifest's foreign-key order, checked above), in one
 * transaction, then the files key by key. Each part is hashed again as it is read, in case the file changed since
 * the check; a table that no longer matches rolls the whole load back.
 */
async function loadArchive(
  client: pg.Client,
  file: string,
  manifest: BackupManifest,
  options: RestoreOptions,
): Promise<{ rows: number; files: number }> {
  const parts = new Map(manifest.parts.map((part) => [part.path, part]));
  const tables = tableParts(manifest);
  const filesByKey = new Map<string, number>();
  for (const part of fileParts(manifest)) filesByKey.set(part.key, (filesByKey.get(part.key) ?? 0) + 1);
  const changed = (path: string) =>
    new Error(
      `${file} changed while it was being restored (${path} no longer matches); run the restore again`,
    );

  await prepareCopySession(client);
  await client.query('begin');
  let rows = 0;
  let tablesLoaded = 0;
  let files = 0;
  let pending: { key: string; files: Record<string, Buffer> } | null = null;
  const putPending = async () => {
    if (!pending) return;
    // A forced restore replaces a key already there (a local key's folder cannot be renamed onto another).
    if (options.force) await options.store.remove(pending.key);
    await options.store.put(pending.key, pending.files);
    files += Object.keys(pending.files).length;
    pending = null;
  };
  try {
    await truncateTables(
      client,
      tables.map((part) => part.table),
    );
    for await (const entry of readArchive(file)) {
      const part = parts.get(entry.path);
      if (!part) {
        for await (const chunk of entry.body) void chunk;
        continue;
      }
      if (part.kind === 'table') {
        rows += await copyTableIn(client, part.table, part.columns, entry.body);
        if (entry.digest().sha256 !== part.sha256) throw changed(part.path);
        tablesLoaded += 1;
        if (tablesLoaded === tables.length) {
          await restoreSequences(
            client,
            tables.map((table) => table.table),
            manifest.database.sequences,
          );
          await client.query('commit');
          options.log(`Loaded ${rows} rows; putting back ${filesByKey.size} stored files…`);
        }
        continue;
      }
      if (tablesLoaded < tables.length) throw changed(part.path);
      const chunks: Buffer[] = [];
      for await (const chunk of entry.body) chunks.push(chunk);
      if (entry.digest().sha256 !== part.sha256) throw changed(part.path);
      if (pending && pending.key !== part.key) await putPending();
      pending ??= { key: part.key, files: {} };
      pending.files[part.name] = Buffer.concat(chunks);
    }
    await putPending();
    if (tablesLoaded < tables.length) throw new Error(`${file} changed while it was being restored`);
  } catch (error) {
    if (tablesLoaded < tables.length) await client.query('rollback').catch(() => undefined);
    throw error;
  }
  if (tables.length === 0) await client.query('commit');
  return { rows, files };
}
