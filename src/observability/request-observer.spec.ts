import { describe, expect, it } from '@jest/globals';
import { EventEmitter } from 'node:events';
import type { Request, Response } from 'express';
import pino from 'pino';
import { noteRequestError, requestIdOf, requestObserver } from './request-observer.js';

interface Line {
  level: number;
  reqId: string;
  route: string;
  status: number;
  msg: string;
  audience?: string;
  err?: { message: string };
}

/** A request through the observer: answered with `status` (or cut off), after `handle` ran on it. */
function observe(
  options: {
    trust?: boolean;
    url?: string;
    headers?: Record<string, string>;
    route?: string;
    status?: number;
    aborted?: boolean;
    session?: { auth: { audience: string; id: number } };
    fastPaths?: string[];
    handle?: (req: Request, res: Response) => void;
  } = {},
): { line: Line | undefined; answered: Record<string, string> } {
  const written: string[] = [];
  const logger = pino({ level: 'debug' }, { write: (line: string) => written.push(line) });
  const answered: Record<string, string> = {};
  const req = {
    method: 'GET',
    originalUrl: options.url ?? '/somewhere',
    headers: Object.fromEntries(Object.entries(options.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v])),
    session: options.session,
  } as unknown as Request;
  const res = Object.assign(new EventEmitter(), {
    req,
    statusCode: options.status ?? 200,
    writableFinished: false,
    destroyed: false,
    setHeader: (name: string, value: string) => (answered[name] = value),
  });
  const observer = requestObserver({
    logger,
    durations: null,
    trustRequestId: options.trust ?? false,
    fastPath: (path) => (options.fastPaths ?? []).includes(path),
  });
  observer.middleware(req, res as unknown as Response, () => {
    if (options.route) (req as { route?: { path: string } }).route = { path: options.route };
    options.handle?.(req, res as unknown as Response);
  });
  expect(observer.inFlight()).toBe(1);
  if (options.aborted) {
    // The client went away: no 'finish'; the next check finds it.
    res.destroyed = true;
  } else {
    res.writableFinished = true;
    res.emit('finish');
  }
  expect(observer.inFlight()).toBe(0);
  return { line: written.map((entry) => JSON.parse(entry) as Line)[0], answered };
}

describe('requestObserver', () => {
  it('makes an id and answers it, ignoring X-Request-Id unless a trusted proxy sets it', () => {
    const { line, answered } = observe({ headers: { 'X-Request-Id': 'edge-1234' } });
    expect(answered['X-Request-Id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(line?.reqId).toBe(answered['X-Request-Id']);
    expect(observe({ trust: true, headers: { 'X-Request-Id': 'edge-1234' } }).answered['X-Request-Id']).toBe(
      'edge-1234',
    );
    expect(observe({ trust: true, headers: { 'X-Request-Id': 'x'.repeat(200) } }).line?.reqId).not.toBe(
      'x'.repeat(200),
    );
  });

  it('labels by route pattern, never by path', () => {
    expect(
      observe({ url: '/judges/dashboard/recipe/7/vote', route: '/judges/dashboard/recipe/:id/vote' }).line,
    ).toMatchObject({ route: '/judges/dashboard/recipe/:id/vote', level: 30, msg: 'request' });
    // A middleware mounted for every path leaves its catch-all route when no handler matched.
    expect(observe({ url: '/nope/12', route: '/{*all}', status: 404 }).line?.route).toBe('(unmatched)');
    expect(observe({ url: '/login?x=1', route: '/{*path}', status: 409 }).line?.route).toBe('(other)');
    expect(observe({ url: '/?utm=1', fastPaths: ['/'] }).line?.route).toBe('/');
  });

  it('logs built assets and probes at debug while they succeed, 5xx at error and 503 at warn', () => {
    expect(observe({ url: '/build/assets/app-1.js' }).line).toMatchObject({ route: '(static)', level: 20 });
    expect(observe({ url: '/build/assets/gone.js', status: 404 }).line).toMatchObject({ level: 30 });
    expect(observe({ route: '/healthz' }).line?.level).toBe(20);
    expect(observe({ route: '/readyz', status: 503 }).line?.level).toBe(40);
    const failed = observe({
      route: '/x',
      status: 500,
      handle: (_req, res) => expect(noteRequestError(res, new Error('broken'))).toBe(true),
    }).line;
    expect(failed).toMatchObject({ level: 50, err: { message: 'broken' } });
  });

  it('names who was signed in, and a request cut off as 499', () => {
    expect(observe({ session: { auth: { audience: 'admin', id: 3 } } }).line).toMatchObject({
      audience: 'admin',
      accountId: 3,
    });
    expect(observe({ aborted: true }).line).toMatchObject({ status: 499, msg: 'request aborted' });
  });

  it('leaves a request it did not see without an id', () => {
    expect(requestIdOf({} as Response)).toBe('');
    expect(noteRequestError({} as Response, new Error('x'))).toBe(false);
  });
});
