import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import { from, mergeMap, type Observable, of } from 'rxjs';
import { INERTIA_COMPONENT } from './inertia.decorator.js';
import { InertiaService } from './inertia.service.js';
import { PAGE_OR_REDIRECT, type PageOrRedirect } from './page-or-redirect.js';

type Props = Record<string, unknown> | undefined;

/** Turns the props returned by an @Inertia handler into a page response (or the redirect of a @PageOrRedirect). */
@Injectable()
export class InertiaInterceptor implements NestInterceptor {
  constructor(
    private readonly reflector: Reflector,
    private readonly inertia: InertiaService,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const component = this.reflector.get<string | undefined>(INERTIA_COMPONENT, context.getHandler());
    if (!component) return next.handle();
    const redirects = this.reflector.get<boolean | undefined>(PAGE_OR_REDIRECT, context.getHandler());
    const http = context.switchToHttp();
    const req = http.getRequest<Request>();
    const res = http.getResponse<Response>();
    return next.handle().pipe(
      mergeMap((result: Props | PageOrRedirect<Props>) => {
        if (res.headersSent) return of(undefined);
        const page: PageOrRedirect<Props> = redirects
          ? (result as PageOrRedirect<Props>)
          : { props: result as Props };
        if (page.redirectTo !== undefined) {
          res.redirect(303, page.redirectTo);
          return of(undefined);
        }
        return from(this.inertia.render(req, res, component, page.props ?? {}));
      }),
    );
  }
}
