import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type pino from 'pino';
import { runWithLogFields } from './logger.js';
import type { HttpMetrics } from './metrics.js';

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

interface Observation {
  id: string;
  error?: unknown;
}

type ObservedRequest = Request & { [OBSERVED]?: Observation };

/** This request's id (empty outside an observed request). */
export function requestIdOf(req: Request): string {
  return (req as ObservedRequest)[OBSERVED]?.id ?? '';
}

/**
 * Hands the request line the error behind a 5xx answer, so that one line carries the request id, the route and the
 * stack. False when the request is not observed: the caller then logs it itself.
 */
export function noteRequestError(req: Request, error: unknown): boolean {
  const observation = (req as ObservedRequest)[OBSERVED];
  if (!observation) return false;
  observation.error = error;
  return true;
}

export interface RequestObserverOptions {
  logger: pino.Logger;
  metrics: HttpMetrics | null;
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

/**
 * The first middleware: gives the request its id (answered in X-Request-Id), counts it in flight, and when its
 * connection is done writes one log line and one histogram sample. The fields are chosen one by one, never the request
 * or its body: method, route pattern, status, duration, and who was signed in.
 */
export function requestObserver(options: RequestObserverOptions): RequestHandler {
  const { logger, metrics, trustRequestId, fastPath } = options;
  return (req: Request, res: Response, next: NextFunction) => {
    const incoming = trustRequestId ? req.headers['x-request-id'] : undefined;
    const id = typeof incoming === 'string' && REQUEST_ID_SHAPE.test(incoming) ? incoming : randomUUID();
    const observation: Observation = { id };
    (req as ObservedRequest)[OBSERVED] = observation;
    res.setHeader(REQUEST_ID_HEADER, id);
    const started = performance.now();
    metrics?.inFlight.inc();
    // 'close' comes once, after the answer is written or when the connection is cut before.
    res.on('close', () => {
      const seconds = (performance.now() - started) / 1000;
      const aborted = !res.writableFinished;
      const status = aborted ? CLIENT_CLOSED : res.statusCode;
      const route = routeOf(req, status, fastPath);
      if (metrics) {
        metrics.inFlight.dec();
        metrics.duration.observe({ method: req.method, route, status }, seconds);
      }
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
    });
    next();
  };
}

/**
 * Binds the request id to every line Nest's logger writes while the request is handled. Mounted after the anonymous
 * fast path, whose answers log nothing of their own, so the landing page does not pay for it.
 */
export function requestLogContext(req: Request, _res: Response, next: NextFunction): void {
  const id = requestIdOf(req);
  if (!id) return next();
  runWithLogFields({ reqId: id }, next);
}
