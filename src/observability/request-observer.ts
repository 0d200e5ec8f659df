import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type pino from 'pino';
import { runWithLogFields } from './logger.js';
import type { RequestDurations } from './metrics.js';

/** The header a request id arrives in (from a trusted proxy) and is answered in. */
export const REQUEST_ID_HEADER = 'X-Request-Id';
/** What a proxy's id may look like: nginx's `$request_id`, a UUID, a trace id. Anything else is replaced. */
const REQUEST_ID_SHAPE = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$/;

/** Route labels of requests no Nest route answered. */
export const ROUTE_LABELS = {
  /** Built assets under /build (the static middleware). */
  static: '(static)',
  /** A 404 no route matched. */
  unmatched: '(unmatched)',
  /** Answered by a middleware before routing (a body the parser refused, a stale asset version, ...). */
  other: '(other)',
} as const;

/** The status label of a request whose client went away before the answer was sent (nginx's convention). */
const CLIENT_CLOSED = 499;

const OBSERVED = Symbol('observedRequest');

/**
 * Kept on the response, not on the request: a request object can outlive its answer, and one that led to its response
 * kept each answer alive through the next scavenge, which then takes longer.
 */
interface Observation {
  id: string;
  /** performance.now() when the request arrived. */
  started: number;
  error?: unknown;
}

type ObservedResponse = Response & { [OBSERVED]?: Observation };

/** The id of the request this answers (empty outside an observed request). */
export function requestIdOf(res: Response): string {
  return (res as ObservedResponse)[OBSERVED]?.id ?? '';
}

/**
 * Hands the request line the error behind a 5xx answer, so that one line carries the request id, the route and the
 * stack. False when the request is not observed: the caller then logs it itself.
 */
export function noteRequestError(res: Response, error: unknown): boolean {
  const observation = (res as ObservedResponse)[OBSERVED];
  if (!observation) return false;
  observation.error = error;
  return true;
}

export interface RequestObserverOptions {
  logger: pino.Logger;
  /** The request histogram; null: no metrics. */
  durations: RequestDurations | null;
  /** TRUST_PROXY: only then is an incoming X-Request-Id believed. */
  trustRequestId: boolean;
  /** Whether the anonymous fast path answers this path (those requests never reach a Nest route). */
  fastPath: (path: string) => boolean;
}

/**
 * A catch-all pattern (`/{*all}`, `{*path}`): the route of a middleware Nest mounts for every path (the ORM's request
 * context, the Inertia middleware), left on the request when no handler's route matched after it.
 */
const CATCH_ALL = /^\/?\{?\/?\*\w*\}?$/;

function pathOf(url: string): string {
  const query = url.indexOf('?');
  return query < 0 ? url : url.slice(0, query);
}

/**
 * The route pattern, never the path itself (ids, sign-in link secrets): Express's matched route, the fast path's
 * own fixed paths, or one of ROUTE_LABELS.
 */
function routeOf(req: Request, status: number, fastPath: (path: string) => boolean): string {
  const pattern = (req as { route?: { path?: unknown } }).route?.path;
  if (pattern !== undefined && !CATCH_ALL.test(String(pattern))) return String(pattern);
  const path = pathOf(req.originalUrl);
  if (path.startsWith('/build/')) return ROUTE_LABELS.static;
  if (fastPath(path)) return path;
  return status === 404 ? ROUTE_LABELS.unmatched : ROUTE_LABELS.other;
}

/** Probes and built assets log at debug while they succeed: a load balancer's probes and a page's assets drown the rest. */
const QUIET_ROUTES = new Set<string>(['/healthz', '/readyz', ROUTE_LABELS.static]);

function levelOf(route: string, status: number): pino.Level {
  if (status === 503) return 'warn';
  if (status >= 500 && status !== CLIENT_CLOSED) return 'error';
  if (status < 400 && QUIET_ROUTES.has(route)) return 'debug';
  return 'info';
}

/** How often, at most, the requests in flight are checked for a client that went away. */
const SWEEP_MS = 1000;

export interface RequestObserver {
  /** The first middleware of the app. */
  middleware: RequestHandler;
  /** Requests being answered now (those whose client went away are counted out first). */
  inFlight(): number;
}

/**
 * The first middleware: gives the request its id (answered in X-Request-Id), and when the answer is written, one log
 * line and one histogram sample. The fields are chosen one by one, never the request or its body: method, route
 * pattern, status, duration, and who was signed in.
 *
 * The answer's end is its 'finish'. A request whose client goes away first never finishes: the requests in flight are
 * checked for that at most once a second (and at each scrape), and counted as 499: a 'close' listener per response
 * would cost as much as the request on state above.
 */
export function requestObserver(options: RequestObserverOptions): RequestObserver {
  const { logger, durations, trustRequestId, fastPath } = options;
  const inFlight = new Set<ObservedResponse>();
  let lastSweep = 0;

  const record = (res: ObservedResponse, aborted: boolean) => {
    inFlight.delete(res);
    const observation = res[OBSERVED]!;
    const { started, id } = observation;
    const req = res.req;
    const seconds = (performance.now() - started) / 1000;
    const status = aborted ? CLIENT_CLOSED : res.statusCode;
    const route = routeOf(req, status, fastPath);
    durations?.observe({ method: req.method, route, status }, seconds);
    const level = levelOf(route, status);
    if (!logger.isLevelEnabled(level)) return;
    const line: Record<string, unknown> = {
      reqId: id,
      method: req.method,
      route,
      status,
      durationMs: Math.round(seconds * 10_000) / 10,
    };
    const auth = req.session?.auth;
    if (auth) {
      line.audience = auth.audience;
      line.accountId = auth.id;
    }
    if (observation.error !== undefined && status >= 500) line.err = observation.error;
    logger[level](line, aborted ? 'request aborted' : 'request');
  };

  const sweep = () => {
    for (const res of inFlight) if (res.destroyed && !res.writableFinished) record(res, true);
  };

  function finished(this: ObservedResponse) {
    if (inFlight.has(this)) record(this, false);
  }

  const middleware = (req: Request, res: Response, next: NextFunction) => {
    const incoming = trustRequestId ? req.headers['x-request-id'] : undefined;
    const id = typeof incoming === 'string' && REQUEST_ID_SHAPE.test(incoming) ? incoming : randomUUID();
    const started = performance.now();
    (res as ObservedResponse)[OBSERVED] = { id, started };
    res.setHeader(REQUEST_ID_HEADER, id);
    inFlight.add(res);
    res.on('finish', finished);
    if (started - lastSweep > SWEEP_MS) {
      lastSweep = started;
      sweep();
    }
    next();
  };

  return {
    middleware,
    inFlight: () => {
      sweep();
      return inFlight.size;
    },
  };
}

/**
 * Binds the request id to every line Nest's logger writes while the request is handled. Mounted after the anonymous
 * fast path, whose answers log nothing of their own, so the landing page does not pay for it.
 */
export function requestLogContext(_req: Request, res: Response, next: NextFunction): void {
  const id = requestIdOf(res);
  if (!id) return next();
  runWithLogFields({ reqId: id }, next);
}
