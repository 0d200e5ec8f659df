import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { type Compilable, CompiledQuery, type Kysely, sql } from 'kysely';
import { type Database, kysely } from './database-schema.js';

// Prepared statements for the hot read and write of the judges' round (the vote, and the statements every judge's
// page runs): named by their text, so each pooled connection parses and plans a statement once and then only binds
// values, where an unnamed one is planned on every call; for these short statements planning costs more than the
// work itself.
//
// Only builder-made statements whose variable parts are parameters belong here: a statement whose text changes with
// its input (a list written into the SQL) makes a new statement per input on every connection. The judges' statements
// write a judge's conflicts and, while assignment is on, the judge's id into the text (they keep the round's
// index-only scans): a statement per judge so affected, on each connection, freed when an idle connection closes
// (10 s) - bounded by the panel's size. PostgreSQL keeps
// choosing a custom plan per call until a generic one is no worse (after five calls), so a statement keeps its
// per-value plan where the values matter.

/**
 * A limit of one row, written into a prepared statement's text. Kysely sends `.limit(1)` as a parameter, and
 * PostgreSQL, not knowing the limit, costs a generic plan for a tenth of the rows: it never comes out as cheap as a
 * plan for `limit 1`, so the statement would be planned again at every call.
 */
export const ONE_ROW = sql.lit(1);

/** Names by statement text; cleared when full (a name is a hash of its text, so a cleared one comes back the same). */
const names = new Map<string, string>();
const REMEMBERED_NAMES = 1_000;

/** A statement's name: the same on every connection and in every process for the same text. */
export function statementName(text: string): string {
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
  return run(em, query.compile());
}

async function run<R>(em: EntityManager, compiled: CompiledQuery<R>, name = statementName(compiled.sql)) {
  if (em.getTransactionContext() !== undefined) return (await kysely(em).executeQuery(compiled)).rows;
  const pool = await em.getConnection().getNativeClient();
  const result = await pool.query({ name, text: compiled.sql, values: [...compiled.parameters] });
  return result.rows as R[];
}

// Templates: the statements of a judge's every vote, built by Kysely once per shape instead of on every call
// (building them was a noticeable share of the app's time per vote). A template is built with a placeholder for each
// value; its compiled parameters say where each value goes; a later call of the same shape only puts its values in
// their places.

/** A value's placeholder while its template is built. */
class Slot {
  constructor(readonly index: number) {}
}

interface Template {
  sql: string;
  name: string;
  /** Per compiled parameter: the index of the value that fills it, or null for a constant of the template. */
  slots: ReadonlyArray<number | null>;
  constants: readonly unknown[];
}

const templates = new Map<string, Template>();
const REMEMBERED_TEMPLATES = 1_000;

/**
 * Runs, as a prepared statement (see `preparedRows`), the query `build` makes of `values` for `shape`. The query is
 * built once per `name` and `shape`, with placeholders for the values. So `build` must make the same query for the
 * same shape, whatever the values; everything that changes the query's text belongs in `shape` (it is the key, as
 * JSON), and each value must reach the query as a parameter, untouched. A value that reaches it only some other way
 * (rounded, written into the text) fails the first call rather than being kept in the template; `build` must not
 * branch on a value either (that is not caught: it sees placeholders, so decide such things in `shape`).
 */
export async function preparedTemplateRows<S, V extends readonly unknown[], R>(
  em: EntityManager,
  name: string,
  shape: S,
  values: V,
  build: (db: Kysely<Database>, ...values: V) => Compilable<R>,
): Promise<R[]> {
  const key = `${name}:${JSON.stringify(shape)}:${values.length}`;
  let template = templates.get(key);
  if (template === undefined) {
    const placeholders = values.map((_, index) => new Slot(index)) as unknown as V;
    const compiled = build(kysely(em), ...placeholders).compile();
    const slots = compiled.parameters.map((parameter) =>
      parameter instanceof Slot ? parameter.index : null,
    );
    values.forEach((_, index) => {
      if (!slots.includes(index)) throw new Error(`${name}: value ${index} is not a parameter of the query`);
    });
    if (templates.size >= REMEMBERED_TEMPLATES) templates.clear();
    template = {
      sql: compiled.sql,
      name: statementName(compiled.sql),
      slots,
      constants: compiled.parameters,
    };
    templates.set(key, template);
  }
  const { constants, slots } = template;
  const parameters = slots.map((slot, index) => (slot === null ? constants[index] : values[slot]));
  return run<R>(em, CompiledQuery.raw(template.sql, parameters) as CompiledQuery<R>, template.name);
}

/** The one row of a template query that always answers one (a `select` without `from`). */
export async function preparedTemplateOne<S, V extends readonly unknown[], R>(
  ...args: Parameters<typeof preparedTemplateRows<S, V, R>>
): Promise<R> {
  const row = (await preparedTemplateRows(...args))[0];
  if (row === undefined) throw new Error('The statement answered no row');
  return row;
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
