import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import { from, mergeMap, type Observable, of } from 'rxjs';
import { INERTIA_COMPONENT } from './inertia.decorator.js';
import { InertiaService } from './inertia.service.js';

/** Turns the props returned by an @Inertia handler into a page response. */
@Injectable()
export class InertiaInterceptor implements NestInterceptor {
  constructor(
    private readonly reflector: Reflector,
    private readonly inertia: InertiaService,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const component = this.reflector.get<string | undefined>(INERTIA_COMPONENT, context.getHandler());
    if (!component) return next.handle();
    const http = context.switchToHttp();
    const req = http.getRequest<Request>();
    const res = http.getResponse<Response>();
    return next.handle().pipe(
      mergeMap((props: Record<string, unknown> | undefined) => {
        if (res.headersSent) return of(undefined);
        return from(this.inertia.render(req, res, component, props ?? {}));
      }),
    );
  }
}
