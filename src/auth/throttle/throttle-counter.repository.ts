import { EntityRepository } from '@mikro-orm/postgresql';
import type { ThrottleCounter } from './throttle-counter.entity.js';

export interface CounterState {
  hits: number;
  expiresAt: Date;
  blockedUntil: Date | null;
}

export class ThrottleCounterRepository extends EntityRepository<ThrottleCounter> {
  /**
   * Counts one hit on `key` in a single statement, so that concurrent requests on any copy of the app are all
   * counted: a hit after the window ends starts a new one; passing `limit` blocks the key for `blockMs`.
   */
  async hit(key: string, windowMs: number, limit: number, blockMs: number): Promise<CounterState> {
    const rows: Array<{ hits: number; expires_at: Date | string; blocked_until: Date | string | null }> =
      await this.getEntityManager()
        .getConnection()
        .execute(
          `insert into throttle_counters as c (key, hits, expires_at, blocked_until)
           values (?, 1, now() + make_interval(secs => ?), null)
           on conflict (key) do update set
             hits = case when c.expires_at <= now() and (c.blocked_until is null or c.blocked_until <= now())
                         then 1 else c.hits + 1 end,
             expires_at = case when c.expires_at <= now() and (c.blocked_until is null or c.blocked_until <= now())
                               then now() + make_interval(secs => ?) else c.expires_at end,
             blocked_until = case when c.blocked_until > now() then c.blocked_until else null end
           returning hits, expires_at, blocked_until`,
          [key, windowMs / 1000, windowMs / 1000],
        );
    const { hits, expires_at: expiresAt } = rows[0];
    let blockedUntil = rows[0].blocked_until;
    if (hits > limit && !blockedUntil) {
      const blocked: Array<{ blocked_until: Date | string }> = await this.getEntityManager()
        .getConnection()
        .execute(
          `update throttle_counters set blocked_until = now() + make_interval(secs => ?)
           where key = ? returning blocked_until`,
          [blockMs / 1000, key],
        );
      blockedUntil = blocked[0]?.blocked_until ?? null;
    }
    return {
      hits,
      expiresAt: new Date(expiresAt),
      blockedUntil: blockedUntil ? new Date(blockedUntil) : null,
    };
  }

  /** Drops counters whose window and block have both ended. */
  async deleteExpired(): Promise<void> {
    await this.getEntityManager()
      .getConnection()
      .execute(
        `delete from throttle_counters
         where expires_at < now() and (blocked_until is null or blocked_until < now())`,
      );
  }
}
