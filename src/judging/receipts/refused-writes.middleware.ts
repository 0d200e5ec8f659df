import { Injectable, type NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { answeredMessage } from '../../common/answered-message.js';
import { idempotencyKeyOf } from '../../common/idempotency-key.decorator.js';
import { RefusedWritesService } from './refused-writes.service.js';
import type { JudgeWriteCall } from '@shared/judging/write-receipts.js';

/** The judges' write calls a device's outbox sends: `/judges/dashboard/recipe/:id/vote`, `.../note`, `.../comment`. */
const WRITE_PATH = /^\/judges\/dashboard\/recipe\/(\d{1,9})\/(vote|note|comment)$/;

/**
 * Watches the judges' keyed writes to the end of their answer, whichever layer refuses them (the sign-in guard for a
 * judge disabled meanwhile, the validation, the round's rules), so that a refusal is kept for the admins in one place,
 * and forgotten when the same key is accepted later. Reads who sent it before the guard can end the session.
 */
@Injectable()
export class RefusedWritesMiddleware implements NestMiddleware {
  constructor(private readonly refused: RefusedWritesService) {}

  use(req: Request, res: Response, next: NextFunction): void {
    // The original address: mounted for its routes, the middleware sees `req.path` relative to the mount point.
    const path = WRITE_PATH.exec(req.originalUrl.split('?')[0]);
    const auth = req.session?.auth;
    const key = idempotencyKeyOf(req);
    if (req.method === 'POST' && path && auth?.audience === 'judge' && key) {
      const judgeId = auth.id;
      const body: unknown = req.body;
      res.once('finish', () => {
        void this.refused.answered({
          judgeId,
          key,
          call: path[2] as JudgeWriteCall,
          recipeId: Number(path[1]),
          body: body ?? {},
          status: res.statusCode,
          reason: answeredMessage(res) ?? '',
        });
      });
    }
    next();
  }
}
