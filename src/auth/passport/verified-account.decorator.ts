import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';

/** The account a sign-in guard's Passport strategy verified (`req.user`), for the handler that signs it in. */
export const VerifiedAccount = createParamDecorator(
  (_data: unknown, context: ExecutionContext): unknown => context.switchToHttp().getRequest<Request>().user,
);
