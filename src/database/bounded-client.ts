import { sql } from 'kysely';
import type { EntityManager } from '@mikro-orm/postgresql';
import pg from 'pg';
import type { DatabaseTimeouts } from '../config/app-config.js';
import { kysely } from './database-schema.js';

/**
 * How much longer than the server's statement_timeout the client waits for an answer. The server cancels a slow
 * statement itself and says so; the client's own bound is there for a server that answers nothing at all (paused,
 * cut off), which never enforces its timeout.
 */
export const CLIENT_MARGIN_MS = 500;

/** The one statement that changes a connection's statement_timeout, for the rest of its transaction. */
const SET_LOCAL_TIMEOUT = /^\s*set\s+local\s+statement_timeout\s*(?:=|to)\s*'?(\d+)'?\s*;?\s*$/i;

const READ_TIMEOUT = 'Query read timeout';
/** pg's errors of a query whose connection is gone, or no longer answers (the read timeout). */
const CONNECTION_LOST = new Set([
  READ_TIMEOUT,
  'Connection terminated',
  'Connection terminated unexpectedly',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
]);

type Callback = (error: Error | null, result?: unknown) => void;

/**
 * A pg client that waits for each query at most the server's statement_timeout plus a margin (pg's `query_timeout`,
 * per query), following `set local statement_timeout` for the rest of that transaction (see allowLongStatements).
 *
 * A query that times out, or whose connection is gone, gives the connection back to its pool at once as broken (the
 * pool closes it):
 * - the timed-out statement is still in flight on it, and a pool that handed it out again would queue the next
 *   person's queries behind it (a `begin` answered after the timeout would leave their writes in a transaction nobody
 *   commits);
 * - its holder may never give it back: Kysely (0.29) keeps the connection of a `begin` that fails, and the pool, one
 *   connection short for good after each, would need a restart. The holder's own give-back later does nothing.
 */
export class BoundedClient extends pg.Client {
  /** The connection's bound outside a transaction that raised it; 0: none. */
  private readonly bound: number;
  /** The bound `set local statement_timeout` gave the transaction in progress. */
  private localBound: number | null = null;

  static {
    // On the prototype, as pg's own (whose overloads a method declared here would have to restate).
    const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
    BoundedClient.prototype.query = function (this: BoundedClient, ...args: unknown[]) {
      return this.boundedQuery((...sent: unknown[]) => query.apply(this, sent), args);
    } as pg.Client['query'];
  }

  constructor(config: pg.ClientConfig = {}) {
    super(config);
    const statementMs = Number(config.statement_timeout || 0);
    this.bound = statementMs > 0 ? statementMs + CLIENT_MARGIN_MS : 0;
  }

  private boundedQuery(query: (...args: unknown[]) => unknown, args: unknown[]): unknown {
    const [first] = args;
    // A cursor or stream (it has `submit`) keeps pg's own handling.
    if (typeof first === 'object' && first !== null && 'submit' in first) return query(...args);
    const text = typeof first === 'string' ? first : (first as pg.QueryConfig | null)?.text;
    const bound = this.boundFor(text ?? '');
    const config = typeof first === 'string' ? { text: first } : { ...(first as pg.QueryConfig) };
    if (bound > 0 && !('query_timeout' in config)) Object.assign(config, { query_timeout: bound });
    const rest = args.slice(1);
    const last = rest.length > 0 ? rest[rest.length - 1] : undefined;
    if (typeof last === 'function') {
      const callback = last as Callback;
      rest[rest.length - 1] = (error: Error | null, result?: unknown) => {
        this.dropIfLost(error);
        callback(error, result);
      };
      return query(config, ...rest);
    }
    const result = query(config, ...rest) as Promise<unknown>;
    // Registered before the caller's own handling, so it runs first.
    result.catch((error: unknown) => this.dropIfLost(error));
    return result;
  }

  /** The bound of a query sent now: the transaction's raised one while it lasts, else the connection's. */
  private boundFor(text: string): number {
    // The server reports the transaction's state after every statement: idle means the raised bound has ended.
    if (this.getTransactionStatus() === 'I') this.localBound = null;
    const raised = SET_LOCAL_TIMEOUT.exec(text);
    if (raised) {
      const ms = Number(raised[1]);
      this.localBound = ms > 0 ? ms + CLIENT_MARGIN_MS : 0;
    }
    return this.localBound ?? this.bound;
  }

  private dropIfLost(error: unknown): void {
    if (!(error instanceof Error) || !CONNECTION_LOST.has(error.message)) return;
    // A pooled client carries the pool's give-back while it is handed out (and a query runs only then).
    const holder = this as { release?: (error?: Error) => void };
    const release = holder.release;
    if (typeof release !== 'function') {
      this.end().catch(() => undefined);
      return;
    }
    holder.release = () => undefined;
    release(error);
  }
}

/** The pg pool options that bound every wait on the database: for a connection, and for each statement. */
export function boundedPoolOptions(timeouts: DatabaseTimeouts): pg.PoolConfig {
  return {
    Client: BoundedClient,
    connectionTimeoutMillis: timeouts.acquireMs,
    statement_timeout: timeouts.statementMs,
  };
}

/**
 * Raises the statement timeout for the rest of `em`'s transaction, on the server and in the client: for a known long
 * statement (an export, the migrations). `ms` 0: no limit.
 */
export async function allowLongStatements(em: EntityManager, ms: number): Promise<void> {
  if (em.getTransactionContext() === undefined) throw new Error('allowLongStatements needs a transaction');
  await sql`set local statement_timeout = ${sql.lit(Math.max(0, Math.floor(ms)))}`.execute(kysely(em));
}
