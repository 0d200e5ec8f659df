/**
 * Errors that mean the database did not answer in time or could not be reached, rather than that a statement was
 * wrong: the client's own bounds (pg, pg-pool), the connection's failures, and the server's refusals while it stops,
 * starts or is full. A request that meets one is answered 503, and public pages are served as they last were.
 */

const MESSAGES = [
  // pg: no answer within the query's bound (BoundedClient)
  'Query read timeout',
  // pg-pool: no pooled connection free in time, or a new one not opened in time
  'timeout exceeded when trying to connect',
  'Connection terminated due to connection timeout',
  // pg: the connection ended under a query
  'Connection terminated unexpectedly',
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
];

const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);

/**
 * SQLSTATEs: the statement timeout (57014), the server shutting down or starting up (57P01-57P03), too many
 * connections (53300) and the connection exceptions (class 08).
 */
const SERVER_CODES = new Set(['57014', '57P01', '57P02', '57P03', '53300']);

export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  // MikroORM and Kysely wrap the driver's error; its cause says what happened.
  for (let depth = 0; depth < 4 && current instanceof Error; depth++) {
    if (MESSAGES.includes(current.message)) return true;
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || SERVER_CODES.has(code) || /^08/.test(code)))
      return true;
    current = current.cause;
  }
  return false;
}
