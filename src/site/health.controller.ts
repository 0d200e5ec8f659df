import { Controller, Get, Header, Res } from '@nestjs/common';
import type { Response } from 'express';
import { DatabaseStatus, READY_WITHIN_MS } from '../database/database-status.js';

/** For a load balancer or an orchestrator: JSON either way, never cached. */
@Controller()
export class HealthController {
  constructor(private readonly database: DatabaseStatus) {}

  /** Liveness: 200 while the process answers, whatever the database does (restarting the app would not mend it). */
  @Get('healthz')
  @Header('Cache-Control', 'no-store')
  live(): { status: string } {
    return { status: 'ok' };
  }

  /** Readiness: 200 when the database answers `select 1` within 1.5 s, else 503 (send no traffic here for now). */
  @Get('readyz')
  @Header('Cache-Control', 'no-store')
  async ready(@Res({ passthrough: true }) res: Response): Promise<{ status: string; message?: string }> {
    if (await this.database.answersWithin()) return { status: 'ok' };
    res.status(503);
    return {
      status: 'unavailable',
      message: `The database does not answer within ${READY_WITHIN_MS / 1000} s.`,
    };
  }
}
