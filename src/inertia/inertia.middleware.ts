import { Injectable, type NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';

/**
 * Redirects after PUT/PATCH/DELETE become 303, which inertia-node does only in its own `redirect`. (Its middleware,
 * which answers a stale asset version with 409, runs ahead of Nest's routing: see app.factory.ts.)
 */
@Injectable()
export class InertiaMiddleware implements NestMiddleware {
  use(req: Request, res: Response, next: NextFunction): void {
    if (req.get('X-Inertia') && ['PUT', 'PATCH', 'DELETE'].includes(req.method)) {
      const redirect = res.redirect.bind(res) as (status: number, url: string) => void;
      res.redirect = ((statusOrUrl: number | string, maybeUrl?: string) => {
        const url = typeof statusOrUrl === 'string' ? statusOrUrl : (maybeUrl ?? '/');
        const status = typeof statusOrUrl === 'number' ? statusOrUrl : 302;
        redirect(status === 302 ? 303 : status, url);
      }) as Response['redirect'];
    }
    next();
  }
}
