import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { SignInRequiredException } from '../auth/audience.guard.js';

/** The id of the signed-in contestant (with `@ForAudience('user')`, which has already checked that there is one). */
export function signedInContestantId(req: Request): number {
  const auth = req.session?.auth;
  if (auth?.audience !== 'user') throw new SignInRequiredException('user');
  return auth.id;
}

/**
 * The signed-in contestant's id, read from the session. The id never comes from the URL or the body, so a
 * contestant can only ever read or change their own registration and profile.
 */
export const SignedInContestantId = createParamDecorator(
  (_data: unknown, context: ExecutionContext): number =>
    signedInContestantId(context.switchToHttp().getRequest<Request>()),
);
