import { AsyncLocalStorage } from 'node:async_hooks';
import { createRequire } from 'node:module';
import type { NextFunction, Request, Response } from 'express';
import pg from 'pg';

// Queries per request, for `npm run bench:scale` only: with QUERY_COUNT_LOG=1 every statement a request sends (the
// ORM's and the session store's, both through `pg`) is counted in the request's async context, and one line
// `query-count <n> <method> <url>` is printed when the answer is finished. Off by default: nothing is patched.

const store = new AsyncLocalStorage<{ count: number }>();
let installed = false;

export function queryCountEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.QUERY_COUNT_LOG === '1';
}

/** Wraps `pg.Client#query` once per process so each call counts against the request that made it. */
export function installQueryCounter(): void {
  if (installed) return;
  installed = true;
  // MikroORM's driver may hold its own copy of `pg` (a nested install): count on both.
  const ormPg = createRequire(import.meta.resolve('@mikro-orm/postgresql'))('pg') as typeof pg;
  for (const Client of new Set([pg.Client, ormPg.Client])) {
    const prototype = Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
    const original = prototype.query;
    prototype.query = function (this: unknown, ...args: unknown[]) {
      const current = store.getStore();
      if (current) current.count += 1;
      return original.apply(this, args);
    };
  }
}

/** The first middleware: opens the request's counter and prints it when the answer is done. */
export function queryCountMiddleware(req: Request, res: Response, next: NextFunction): void {
  const counter = { count: 0 };
  res.on('finish', () => console.log(`query-count ${counter.count} ${req.method} ${req.originalUrl}`));
  store.run(counter, next);
}
