import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { SignInRequiredException } from '../auth/audience.guard.js';

/**
 * The signed-in judge's id, read from the session (with `@ForAudience('judge')`, which has already checked it).
 * The id never comes from the URL or the body, so a judge can only ever read or write their own votes.
 */
export const SignedInJudgeId = createParamDecorator((_data: unknown, context: ExecutionContext): number => {
  const auth = context.switchToHttp().getRequest<Request>().session?.auth;
  if (auth?.audience !== 'judge') throw new SignInRequiredException('judge');
  return auth.id;
});
