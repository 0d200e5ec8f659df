import { Injectable, type NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { InertiaService } from './inertia.service.js';

/** The protocol's edges: a stale asset version forces a full reload; redirects after PUT/PATCH/DELETE become 303. */
@Injectable()
export class InertiaMiddleware implements NestMiddleware {
  constructor(private readonly inertia: InertiaService) {}

  use(req: Request, res: Response, next: NextFunction): void {
    if (!req.get('X-Inertia')) return next();
    const clientVersion = req.get('X-Inertia-Version') ?? '';
    if (req.method === 'GET' && clientVersion !== this.inertia.version) {
      res.status(409).setHeader('X-Inertia-Location', req.originalUrl);
      res.end();
      return;
    }
    if (['PUT', 'PATCH', 'DELETE'].includes(req.method)) {
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
