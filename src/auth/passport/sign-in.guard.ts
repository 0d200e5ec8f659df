import { type CanActivate, type ExecutionContext, Injectable, mixin, type Type } from '@nestjs/common';
import { AuthGuard, type IAuthGuard } from '@nestjs/passport';
import type { Request } from 'express';
import { createValidationPipe } from '../../common/validation.js';

const validation = createValidationPipe();

/**
 * The guard of a sign-in call: the Passport strategy `strategy` decides who signs in, through @nestjs/passport.
 * Nest runs guards before pipes, so the call's body is validated here first (the same pipe, the same 422 field
 * messages) and the strategy reads the normalised values. Passport keeps nothing in the session itself
 * (`session: false`): the controller signs the account in the way every audience's session is kept.
 */
export function SignInGuard(strategy: string, body?: Type<object>): Type<CanActivate> {
  @Injectable()
  class SignInGuardMixin extends AuthGuard(strategy) implements IAuthGuard {
    override async canActivate(context: ExecutionContext): Promise<boolean> {
      const req = context.switchToHttp().getRequest<Request>();
      if (body) req.body = await validation.transform(req.body, { type: 'body', metatype: body });
      return (await super.canActivate(context)) as boolean;
    }

    override getAuthenticateOptions() {
      return { session: false };
    }
  }
  return mixin(SignInGuardMixin);
}
