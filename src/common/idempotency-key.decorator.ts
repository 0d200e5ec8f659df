import { BadRequestException, createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';

export const IDEMPOTENCY_KEY_MESSAGE =
  'The Idempotency-Key header must be 8 to 64 letters, digits, hyphens or underscores.';

const KEY = /^[A-Za-z0-9_-]{8,64}$/;

/**
 * The request's `Idempotency-Key` header (IETF httpapi draft: a string, quoted or not): undefined without one, null
 * when it is malformed.
 */
export function idempotencyKeyOf(req: Request): string | null | undefined {
  const header = req.headers['idempotency-key'];
  if (header === undefined) return undefined;
  const key = (Array.isArray(header) ? header.join(',') : header).trim().replace(/^"(.*)"$/, '$1');
  return KEY.test(key) ? key : null;
}

/**
 * The request's idempotency key, or undefined without one; a malformed key is a 400, so a client never believes a
 * write is safe to retry when it is not.
 */
export const IdempotencyKey = createParamDecorator((_data: unknown, context: ExecutionContext) => {
  const key = idempotencyKeyOf(context.switchToHttp().getRequest<Request>());
  if (key === null) throw new BadRequestException({ message: IDEMPOTENCY_KEY_MESSAGE });
  return key;
});
