import { type CanActivate, type ExecutionContext, Injectable, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { CsrfService } from './csrf.service.js';
import { SessionExpiredException } from '../common/http-errors.js';
import { ACCEPTS_UPLOADS } from '../storage/multipart.interceptor.js';

const SKIP_CSRF = 'csrf:skip';

/** For the few write calls that come from another site by design (none yet besides protocol callbacks). */
export const SkipCsrf = () => SetMetadata(SKIP_CSRF, true);

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Refuses any write call without the page's CSRF value, with 419, before anything runs. */
@Injectable()
export class CsrfGuard implements CanActivate {
  constructor(
    private readonly csrf: CsrfService,
    private readonly reflector: Reflector,
  ) {}

  canActivate(context: ExecutionContext): boolean {
    const req = context.switchToHttp().getRequest<Request>();
    if (SAFE_METHODS.has(req.method)) return true;
    if (this.reflector.getAllAndOverride<boolean>(SKIP_CSRF, [context.getHandler(), context.getClass()]))
      return true;
    // A form with files is read after the guards (so that a refused request is never read): its `_token` field, which
    // may follow the files, is checked by the form's reader before anything is stored or processed. A value in the
    // header is checked here as usual.
    if (
      req.is('multipart/form-data') &&
      !req.get('X-CSRF-TOKEN') &&
      this.reflector.get<boolean>(ACCEPTS_UPLOADS, context.getHandler())
    ) {
      req.deferredCsrfCheck = (value) => this.csrf.isValid(req, value);
      return true;
    }
    if (!this.csrf.isValid(req, this.csrf.submitted(req))) throw new SessionExpiredException();
    return true;
  }
}
