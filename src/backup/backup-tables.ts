import pg from 'pg';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { SequenceState } from './backup-manifest.js';
import type { ForeignKey } from './table-order.js';

// The SQL of backups and restores, on a plain `pg` connection of their own: `COPY` streams through pg-copy-streams,
// which MikroORM's pool does not offer, and a backup's snapshot and a restore's load each need one session.
// Identifiers come from the catalogue or the checked manifest, and are quoted all the same.

/**
 * Tables a backup leaves out, and why. The derived tables are rebuilt on restore by the triggers that keep them while
 * the app runs (the rows are loaded with the triggers on), so they always agree with the rows restored; copied, their
 * `changed_by` transaction ids would name transactions of another server.
 */
export const TABLES_NOT_BACKED_UP: Record<string, string> = {
  sessions: 'signed-in sessions: everyone signs in again after a restore',
  throttle_counters: 'rate-limit windows of a few minutes',
  mikro_orm_migrations: 'written by the migrations the restore runs',
  backup_runs: "this installation's backups, not the contest's data",
  vote_standings: 'kept by triggers on votes',
  vote_standings_gone: 'kept by triggers on vote_standings',
  round_sizes: 'kept by triggers on recipes and users',
  judge_round_votes: 'kept by triggers on votes, recipes and users',
  results_inputs: 'kept by triggers on the results’ input tables',
};

/** The tables a restore refuses to overwrite without --force when they hold rows. */
export const CONTENT_TABLES = ['admins', 'judges', 'users', 'recipes', 'votes', 'stored_files'] as const;

const quote = (name: string): string => pg.escapeIdentifier(name);
const columnList = (columns: readonly string[]): string => columns.map(quote).join(', ');

/**
 * Session settings under which `COPY`'s text is the same whatever the server's or the role's defaults: dates in ISO
 * form and UTC, full float precision, UTF-8; and no time limits (a large table may take minutes).
 */
export async function prepareCopySession(client: pg.ClientBase): Promise<void> {
  await client.query(
    `set datestyle = 'ISO, YMD'; set intervalstyle = 'postgres'; set timezone = 'UTC';
     set extra_float_digits = 3; set client_encoding = 'UTF8'; set statement_timeout = 0;
     set lock_timeout = 0; set idle_in_transaction_session_timeout = 0`,
  );
}

export async function serverVersion(client: pg.ClientBase): Promise<string> {
  const { rows } = await client.query<{ server_version: string }>('show server_version');
  return rows[0].server_version;
}

/** The app's tables (schema public, not an extension's), by name. */
export async function listTables(client: pg.ClientBase): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `select c.relname as name from pg_class c
     where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p')
       and not exists (select 1 from pg_depend d where d.classid = 'pg_class'::regclass and d.objid = c.oid
                       and d.deptype = 'e')
     order by c.relname`,
  );
  return rows.map((row) => row.name);
}

/** A table's columns in their order, without generated ones (which `COPY FROM` cannot write). */
export async function tableColumns(client: pg.ClientBase, table: string): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `select a.attname as name from pg_attribute a
     where a.attrelid = $1::regclass and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
     order by a.attnum`,
    [quote(table)],
  );
  return rows.map((row) => row.name);
}

/** The foreign keys between the app's tables. */
export async function foreignKeys(client: pg.ClientBase): Promise<ForeignKey[]> {
  const { rows } = await client.query<ForeignKey>(
    `select child.relname as child, parent.relname as parent from pg_constraint k
     join pg_class child on child.oid = k.conrelid join pg_class parent on parent.oid = k.confrelid
     where k.contype = 'f' and child.relnamespace = 'public'::regnamespace`,
  );
  return rows;
}

/** The sequences that hand out the ids of `tables`, with where they stand now. */
export async function sequenceStates(
  client: pg.ClientBase,
  tables: readonly string[],
): Promise<SequenceState[]> {
  const { rows } = await client.query<{ sequence: string; table: string; column: string }>(
    `select s.relname as sequence, t.relname as table, a.attname as column from pg_depend d
     join pg_class s on s.oid = d.objid and s.relkind = 'S'
     join pg_class t on t.oid = d.refobjid
     join pg_attribute a on a.attrelid = t.oid and a.attnum = d.refobjsubid
     where d.classid = 'pg_class'::regclass and d.refclassid = 'pg_class'::regclass and d.deptype in ('a', 'i')
       and t.relnamespace = 'public'::regnamespace and t.relname = any($1)
     order by t.relname, a.attname`,
    [tables],
  );
  const states: SequenceState[] = [];
  for (const row of rows) {
    const { rows: state } = await client.query<{ last_value: string; is_called: boolean }>(
      `select last_value::text as last_value, is_called from ${quote(row.sequence)}`,
    );
    states.push({ ...row, lastValue: state[0].last_value, isCalled: state[0].is_called });
  }
  return states;
}

/** The migrations applied to the database, in the order they were applied (none when it was never migrated). */
export async function appliedMigrations(client: pg.ClientBase): Promise<string[]> {
  const { rows: table } = await client.query<{ found: boolean }>(
    `select to_regclass('public.mikro_orm_migrations') is not null as found`,
  );
  if (!table[0].found) return [];
  const { rows } = await client.query<{ name: string }>('select name from mikro_orm_migrations order by id');
  return rows.map((row) => row.name.replace(/\.(ts|js)$/, ''));
}

/** The keys of the stored files (in the transaction's snapshot, when in one). */
export async function storedFileKeys(client: pg.ClientBase): Promise<string[]> {
  const { rows } = await client.query<{ key: string }>('select key from stored_files order by key');
  return rows.map((row) => row.key);
}

/**
 * Starts the backup's snapshot: one REPEATABLE READ, READ ONLY transaction for every table, so the tables agree with
 * each other as of one instant while votes go on being written (a reader never blocks a writer). The ACCESS SHARE
 * locks only keep a migration from changing a table's columns under the copy; no row write waits for them.
 */
export async function beginSnapshot(client: pg.ClientBase, tables: readonly string[]): Promise<void> {
  await client.query('begin transaction isolation level repeatable read, read only');
  if (tables.length > 0)
    await client.query(`lock table ${tables.map(quote).join(', ')} in access share mode`);
}

/** The rows of a table in `COPY`'s text format; answers how many. */
export async function copyTableOut(
  client: pg.ClientBase,
  table: string,
  columns: readonly string[],
  into: NodeJS.WritableStream,
): Promise<number> {
  const stream = client.query(copyTo(`copy ${quote(table)} (${columnList(columns)}) to stdout`));
  await pipeline(stream, into);
  return stream.rowCount;
}

/** Loads rows in `COPY`'s text format into a table, its triggers and foreign keys on; answers how many. */
export async function copyTableIn(
  client: pg.ClientBase,
  table: string,
  columns: readonly string[],
  rows: AsyncIterable<Buffer> | Readable,
): Promise<number> {
  const stream = client.query(copyFrom(`copy ${quote(table)} (${columnList(columns)}) from stdin`));
  await pipeline(rows, stream);
  return stream.rowCount;
}

/** How many rows each content table holds, for the tables that exist. */
export async function contentCounts(client: pg.ClientBase): Promise<Record<string, number>> {
  const existing = new Set(await listTables(client));
  const counts: Record<string, number> = {};
  for (const table of CONTENT_TABLES) {
    if (!existing.has(table)) continue;
    const { rows } = await client.query<{ count: number }>(
      `select count(*)::int as count from ${quote(table)}`,
    );
    counts[table] = rows[0].count;
  }
  return counts;
}

/**
 * Removes everything the migrations made (views, tables, sequences, functions, types of schema public, except those
 * of extensions such as pg_trgm), so that the migrations can run again from the first. Object by object rather than
 * `drop schema public`: that needs the schema's owner, which the app's account on a server may not be.
 */
export async function dropAppObjects(client: pg.ClientBase): Promise<void> {
  const notFromExtension = (catalog: string, alias: string) =>
    `not exists (select 1 from pg_depend d where d.classid = '${catalog}'::regclass and d.objid = ${alias}.oid
                 and d.deptype = 'e')`;
  const { rows: relations } = await client.query<{ name: string; kind: string }>(
    `select c.relname as name, c.relkind as kind from pg_class c
     where c.relnamespace = 'public'::regnamespace and c.relkind in ('v', 'm', 'r', 'p', 'S')
       and ${notFromExtension('pg_class', 'c')}`,
  );
  const { rows: functions } = await client.query<{ signature: string }>(
    `select p.oid::regprocedure::text as signature from pg_proc p
     where p.pronamespace = 'public'::regnamespace and p.prokind in ('f', 'p')
       and ${notFromExtension('pg_proc', 'p')}`,
  );
  const { rows: types } = await client.query<{ name: string }>(
    `select t.typname as name from pg_type t
     where t.typnamespace = 'public'::regnamespace and t.typtype in ('e', 'd')
       and ${notFromExtension('pg_type', 't')}`,
  );
  const drop: Record<string, string> = {
    v: 'view',
    m: 'materialized view',
    r: 'table',
    p: 'table',
    S: 'sequence',
  };
  await client.query('begin');
  try {
    for (const kind of ['v', 'm', 'r', 'p', 'S'])
      for (const relation of relations.filter((row) => row.kind === kind))
        await client.query(`drop ${drop[kind]} if exists ${quote(relation.name)} cascade`);
    // A signature from regprocedure is already quoted where it needs to be.
    for (const { signature } of functions) await client.query(`drop routine if exists ${signature} cascade`);
    for (const { name } of types) await client.query(`drop type if exists ${quote(name)} cascade`);
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw error;
  }
}

/** Empties tables before a load (the migrations seed a few rows, such as the settings' single row). */
export async function truncateTables(client: pg.ClientBase, tables: readonly string[]): Promise<void> {
  if (tables.length > 0) await client.query(`truncate table ${tables.map(quote).join(', ')}`);
}

/**
 * Sets each id sequence of the loaded tables past both what the backup's sequence had handed out and the largest id
 * loaded, so a new row never takes an id the original database had already used (audit entries name ids).
 */
export async function restoreSequences(
  client: pg.ClientBase,
  tables: readonly string[],
  saved: readonly SequenceState[],
): Promise<void> {
  for (const sequence of await sequenceStates(client, tables)) {
    const before = saved.find((state) => state.table === sequence.table && state.column === sequence.column);
    const next = before ? BigInt(before.lastValue) + (before.isCalled ? 1n : 0n) : 1n;
    await client.query(
      `select setval($1::regclass, greatest($2::bigint, (select coalesce(max(${quote(sequence.column)}), 0) + 1
                                                         from ${quote(sequence.table)})), false)`,
      [quote(sequence.sequence), next.toString()],
    );
  }
}
