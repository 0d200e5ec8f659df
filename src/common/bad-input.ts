import { Injectable, type NestMiddleware, NotFoundException } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { FormValidationException } from './http-errors.js';
import { MESSAGES } from './validation.js';

/**
 * Characters no text of this app carries: NUL (PostgreSQL refuses it in text, which made a 500), the other C0 and C1
 * control characters but tab, line feed and carriage return, and the bidirectional embeddings, overrides and
 * isolates that make a name display differently from what it is.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;
/** No form of this app nests deeper than a few levels (a recipe's ingredient rows are three). */
export const MAX_DEPTH = 16;

export interface BadInput {
  /** The top-level field it was found in, or '' for the body itself. */
  field: string;
  reason: 'characters' | 'depth';
}

/** Finds the first forbidden character or too deep nesting in parsed input, without recursion. */
export function findBadInput(input: unknown): BadInput | null {
  const stack: Array<{ value: unknown; depth: number; field: string }> = [
    { value: input, depth: 0, field: '' },
  ];
  while (stack.length > 0) {
    const { value, depth, field } = stack.pop()!;
    if (typeof value === 'string') {
      if (FORBIDDEN.test(value)) return { field, reason: 'characters' };
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (depth >= MAX_DEPTH) return { field, reason: 'depth' };
    const entries = Array.isArray(value)
      ? value.map((item, index) => [String(index), item])
      : Object.entries(value);
    for (const [key, item] of entries as Array<[string, unknown]>) {
      const owner = depth === 0 ? key : field;
      if (FORBIDDEN.test(key)) return { field: owner, reason: 'characters' };
      stack.push({ value: item, depth: depth + 1, field: owner });
    }
  }
  return null;
}

/** Refuses bad input with the usual 422 answer, the field named as the forms show it. */
export function refuseBadInput(...inputs: unknown[]): void {
  for (const input of inputs) {
    const bad = findBadInput(input);
    if (bad) throw new FormValidationException({ [bad.field || 'body']: [MESSAGES.format] });
  }
}

/**
 * Every request: a NUL in the address is no address of this app (404); forbidden characters or deep nesting in the
 * query or a JSON or form body are refused with 422 before anything reads them. Multipart forms are checked by their
 * reader (see MultipartInterceptor).
 */
@Injectable()
export class BadInputMiddleware implements NestMiddleware {
  use(req: Request, _res: Response, next: NextFunction): void {
    const path = req.originalUrl.split('?')[0];
    if (/%00/.test(path) || path.includes('\u0000')) throw new NotFoundException();
    refuseBadInput(req.query, req.body);
    next();
  }
}
