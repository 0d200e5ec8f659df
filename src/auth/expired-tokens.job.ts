import { Injectable } from '@nestjs/common';
import { PeriodicJob } from '../common/periodic-job.js';
import { AuthTokenRepository } from './auth-token.repository.js';

const EVERY_MS = 15 * 60 * 1000;
/**
 * An expired link stays a week, so that opening it still says "this link has expired" rather than "not valid";
 * after that it is deleted.
 */
export const EXPIRED_TOKENS_KEPT_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Deletes expired sign-in and password links every fifteen minutes (and once at start). Expired sessions are
 * deleted by the session store on the same schedule (connect-pg-simple's prune), throttle counters by their storage.
 * Every copy of the app runs it; the deletes are idempotent.
 */
@Injectable()
export class ExpiredTokensJob extends PeriodicJob {
  constructor(private readonly tokens: AuthTokenRepository) {
    super(EVERY_MS, 'Could not delete expired tokens');
  }

  /** One pass; answers how many tokens were deleted. */
  async run(now = new Date()): Promise<number> {
    return this.tokens.deleteExpiredBefore(new Date(now.getTime() - EXPIRED_TOKENS_KEPT_MS));
  }

  protected pass(): Promise<number> {
    return this.run();
  }

  protected override describe(deleted: number): Record<string, unknown> | null {
    return deleted > 0 ? { deleted } : null;
  }
}
