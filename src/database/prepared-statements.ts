import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Compilable, CompiledQuery } from 'kysely';
import { kysely } from './database-schema.js';

// Prepared statements for the hot read and write of the judges' round (the vote, and the statements every judge's
// page runs): named by their text, so each pooled connection parses and plans a statement once and then only binds
// values, where an unnamed one is planned on every call. Measured under fifty judges voting at once: PostgreSQL's
// CPU per vote 1.65 -> 1.10 ms (docs/scale.md, "Prepared statements"). Planning was most of the cost of these
// statements (0.4 ms of planning for 0.1 ms of work for the judge's scope).
//
// Only builder-made statements whose variable parts are parameters belong here: a statement whose text changes with
// its input (a list written into the SQL) makes a new statement per input on every connection. PostgreSQL keeps
// choosing a custom plan per call until a generic one is no worse (after five calls), so a statement keeps its
// per-value plan where the values matter.

/** Names by statement text; cleared when full (a name is a hash of its text, so a cleared one comes back the same). */
const names = new Map<string, string>();
const REMEMBERED_NAMES = 1_000;

function statementName(text: string): string {
  let name = names.get(text);
  if (name === undefined) {
    if (names.size >= REMEMBERED_NAMES) names.clear();
    name = `rc_${createHash('sha256').update(text).digest('base64url').slice(0, 24)}`;
    names.set(text, name);
  }
  return name;
}

/**
 * Runs the query as a named prepared statement on a connection of the ORM's pool; inside a transaction, on the
 * transaction's connection as any other query (a statement prepared there would outlive nothing useful).
 */
export async function preparedRows<R>(em: EntityManager, query: Compilable<R>): Promise<R[]> {
  const compiled: CompiledQuery<R> = query.compile();
  if (em.getTransactionContext() !== undefined) return (await kysely(em).executeQuery(compiled)).rows;
  const pool = await em.getConnection().getNativeClient();
  const result = await pool.query({
    name: statementName(compiled.sql),
    text: compiled.sql,
    values: [...compiled.parameters],
  });
  return result.rows as R[];
}

/** The first row of a prepared query (see `preparedRows`), or undefined. */
export async function preparedFirst<R>(em: EntityManager, query: Compilable<R>): Promise<R | undefined> {
  return (await preparedRows(em, query))[0];
}

/** The first row of a prepared query that always answers one (a `select` without `from`). */
export async function preparedOne<R>(em: EntityManager, query: Compilable<R>): Promise<R> {
  const row = await preparedFirst(em, query);
  if (row === undefined) throw new Error('The statement answered no row');
  return row;
}
