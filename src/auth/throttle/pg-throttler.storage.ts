import { Injectable, Logger } from '@nestjs/common';
import type { ThrottlerStorage } from '@nestjs/throttler';
import { ThrottleCounterRepository } from './throttle-counter.repository.js';

type ThrottlerStorageRecord = Awaited<ReturnType<ThrottlerStorage['increment']>>;

/** Expired counters are swept now and then, not on every hit. */
const SWEEP_EVERY_HITS = 500;

/**
 * Rate-limit counters in PostgreSQL for @nestjs/throttler, so that the limits hold across every copy of the app
 * (the in-memory default would let each copy count on its own).
 */
@Injectable()
export class PgThrottlerStorage implements ThrottlerStorage {
  private readonly logger = new Logger(PgThrottlerStorage.name);
  private hitsSinceSweep = 0;

  constructor(private readonly counters: ThrottleCounterRepository) {}

  async increment(
    key: string,
    ttl: number,
    limit: number,
    blockDuration: number,
    throttlerName: string,
  ): Promise<ThrottlerStorageRecord> {
    const state = await this.counters.hit(`${throttlerName}:${key}`, ttl, limit, blockDuration || ttl);
    this.sweepNowAndThen(() => this.counters.deleteExpired());
    const now = Date.now();
    const isBlocked = state.blockedUntil !== null && state.blockedUntil.getTime() > now;
    return {
      totalHits: state.hits,
      timeToExpire: Math.max(0, Math.ceil((state.expiresAt.getTime() - now) / 1000)),
      isBlocked,
      timeToBlockExpire: isBlocked ? Math.ceil((state.blockedUntil!.getTime() - now) / 1000) : 0,
    };
  }

  private sweepNowAndThen(sweep: () => Promise<void>): void {
    if (++this.hitsSinceSweep < SWEEP_EVERY_HITS) return;
    this.hitsSinceSweep = 0;
    sweep().catch((error: unknown) =>
      this.logger.warn(`Could not sweep rate-limit counters: ${String(error)}`),
    );
  }
}
