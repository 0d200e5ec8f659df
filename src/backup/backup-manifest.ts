// What a backup archive holds and how a restore checks it before writing anything. Pure: no I/O, so the rules are
// tested on their own (backup-manifest.spec.ts).

export const BACKUP_FORMAT = 'recipe-contest-backup';
/** Raised when the layout changes in a way an older restore could not read. */
export const BACKUP_FORMAT_VERSION = 1;

export const MANIFEST_PATH = 'manifest.json';
/** The manifest's own checksum, so that a damaged manifest is refused like any damaged part. */
export const MANIFEST_CHECKSUM_PATH = 'manifest.json.sha256';

const TABLE_NAME = /^[a-z_][a-z0-9_]*$/;
const COLUMN_NAME = /^[a-z_][a-z0-9_]*$/;
const FILE_KEY = /^[a-f0-9]{32}$/;
const FILE_NAME = /^[a-z0-9][a-z0-9._-]*$/;
const SHA256 = /^[a-f0-9]{64}$/;

/** One table's rows, as `COPY … TO STDOUT` writes them in its text format (portable between server versions). */
export interface TablePart {
  kind: 'table';
  path: string;
  table: string;
  columns: string[];
  rows: number;
  bytes: number;
  sha256: string;
}

/** One file of a stored upload, byte for byte. */
export interface FilePart {
  kind: 'file';
  path: string;
  key: string;
  name: string;
  bytes: number;
  sha256: string;
}

export type BackupPart = TablePart | FilePart;

/** A sequence behind an id column, so that a restored database never hands out an id the original already used. */
export interface SequenceState {
  sequence: string;
  table: string;
  column: string;
  /** A bigint, as text. */
  lastValue: string;
  isCalled: boolean;
}

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  formatVersion: number;
  createdAt: string;
  app: { version: string };
  database: {
    /** `server_version` of the server the rows were read from. */
    server: string;
    /** The last migration applied: the schema the rows fit. */
    migration: string | null;
    /** The migrations applied to it, in the order they were applied; the restore replays exactly these first. */
    migrations: string[];
    sequences: SequenceState[];
  };
  storage: { driver: 'local' | 's3' };
  counts: { recipes: number; votes: number; files: number };
  /** In archive order: the tables in an order that respects their foreign keys, then the files. */
  parts: BackupPart[];
  /** Stored files whose row was in the snapshot but whose files were gone by the time they were copied. */
  missingFiles: string[];
}

/** A part as the archive holds it: its name, its size and the SHA-256 of its bytes. */
export interface ArchivedEntry {
  path: string;
  bytes: number;
  sha256: string;
}

export const tablePartPath = (table: string): string => `tables/${table}.copy`;
export const filePartPath = (key: string, name: string): string => `files/${key}/${name}`;

/** The manifest is the migration the data was read at: the last one applied. */
export const backupMigration = (manifest: BackupManifest): string | null =>
  manifest.database.migrations.at(-1) ?? null;

export class BackupArchiveError extends Error {
  constructor(
    message: string,
    readonly problems: string[] = [],
  ) {
    super(message);
    this.name = 'BackupArchiveError';
  }
}

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isCount = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 0;
const isText = (value: unknown): value is string => typeof value === 'string';

/** Why a part's description is not one this version writes, or null when it is. */
function partProblem(part: unknown): string | null {
  if (!isObject(part) || !isText(part.path)) return 'a part without a path';
  const { path } = part;
  if (!isCount(part.bytes) || !isText(part.sha256) || !SHA256.test(part.sha256))
    return `${path}: no size or checksum`;
  if (part.kind === 'table') {
    const columns = part.columns;
    if (!isText(part.table) || !TABLE_NAME.test(part.table) || path !== tablePartPath(part.table))
      return `${path}: not a table's name`;
    if (
      !Array.isArray(columns) ||
      columns.length === 0 ||
      !columns.every((c) => isText(c) && COLUMN_NAME.test(c))
    )
      return `${path}: no columns`;
    if (!isCount(part.rows)) return `${path}: no row count`;
    return null;
  }
  if (part.kind === 'file') {
    if (
      !isText(part.key) ||
      !isText(part.name) ||
      !FILE_KEY.test(part.key) ||
      !FILE_NAME.test(part.name) ||
      path !== filePartPath(part.key, part.name)
    )
      return `${path}: not a stored file's name`;
    return null;
  }
  return `${path}: unknown kind of part`;
}

/**
 * The manifest read from its JSON, or a BackupArchiveError saying why it is not one: not JSON, not a backup of this
 * app, a newer format, or parts whose names or checksums are not ones a backup writes (a name such as `../x` never
 * reaches the file store).
 */
export function parseManifest(text: string): BackupManifest {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new BackupArchiveError("The archive's manifest.json is not readable JSON.");
  }
  if (!isObject(value) || value.format !== BACKUP_FORMAT)
    throw new BackupArchiveError(
      'This file is not a backup of the recipe contest (its manifest names no such format).',
    );
  if (value.formatVersion !== BACKUP_FORMAT_VERSION)
    throw new BackupArchiveError(
      `The backup's format version ${String(value.formatVersion)} is not one this version of the app reads (${BACKUP_FORMAT_VERSION}); restore it with the version that made it.`,
    );
  const database = value.database;
  if (
    !isObject(database) ||
    !Array.isArray(database.migrations) ||
    !database.migrations.every(isText) ||
    !Array.isArray(database.sequences) ||
    !Array.isArray(value.parts) ||
    !Array.isArray(value.missingFiles) ||
    !isObject(value.counts) ||
    !isObject(value.storage) ||
    !isObject(value.app) ||
    !isText(value.createdAt)
  )
    throw new BackupArchiveError("The backup's manifest.json is incomplete.");
  const problems = value.parts.map(partProblem).filter((problem): problem is string => problem !== null);
  if (problems.length > 0)
    throw new BackupArchiveError("The backup's manifest.json lists parts this app does not write:", problems);
  return value as unknown as BackupManifest;
}

/**
 * Everything wrong between the manifest and what the archive holds: a part missing, damaged (another size or
 * checksum), listed twice, or an entry the manifest does not list. Empty when the archive is whole.
 */
export function archiveProblems(manifest: BackupManifest, entries: readonly ArchivedEntry[]): string[] {
  const problems: string[] = [];
  const found = new Map<string, ArchivedEntry>();
  for (const entry of entries) {
    if (found.has(entry.path)) problems.push(`${entry.path}: in the archive twice`);
    found.set(entry.path, entry);
  }
  const listed = new Set<string>();
  for (const part of manifest.parts) {
    if (listed.has(part.path)) problems.push(`${part.path}: listed twice in the manifest`);
    listed.add(part.path);
    const entry = found.get(part.path);
    if (!entry) problems.push(`${part.path}: missing from the archive`);
    else if (entry.bytes !== part.bytes || entry.sha256 !== part.sha256)
      problems.push(`${part.path}: damaged (its checksum does not match the manifest)`);
  }
  for (const entry of entries) {
    if (!listed.has(entry.path)) problems.push(`${entry.path}: not listed in the manifest`);
  }
  // The tables are loaded as they come, so they must come in the manifest's (foreign-key) order.
  const tables = new Set(tableParts(manifest).map((part) => part.path));
  const archived = entries.filter((entry) => tables.has(entry.path)).map((entry) => entry.path);
  const expected = tableParts(manifest)
    .map((part) => part.path)
    .filter((path) => found.has(path));
  if (problems.length === 0 && archived.join('\n') !== expected.join('\n'))
    problems.push('the tables are not in the order the manifest lists them');
  return problems;
}

/**
 * The backup's migrations that this version of the app does not have: a backup made by a newer version cannot be
 * restored by an older one (its tables may have columns the older migrations never make).
 */
export function unknownMigrations(manifest: BackupManifest, known: readonly string[]): string[] {
  const names = new Set(known);
  return manifest.database.migrations.filter((name) => !names.has(name));
}

/** The tables of the archive, in archive order (the order a restore loads them). */
export function tableParts(manifest: BackupManifest): TablePart[] {
  return manifest.parts.filter((part): part is TablePart => part.kind === 'table');
}

export function fileParts(manifest: BackupManifest): FilePart[] {
  return manifest.parts.filter((part): part is FilePart => part.kind === 'file');
}
