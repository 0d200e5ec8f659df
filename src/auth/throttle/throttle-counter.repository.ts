import { type EntityManager, EntityRepository } from '@mikro-orm/postgresql';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../database/database-schema.js';
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
    const now = sql<string>`now()`;
    const windowEnd = sql<string>`now() + make_interval(secs => ${windowMs / 1000})`;
    const counted = await this.db()
      .insertInto('throttle_counters')
      .values({ key, hits: 1, expires_at: windowEnd, blocked_until: null })
      .onConflict((conflict) =>
        conflict.column('key').doUpdateSet((eb) => {
          // A window that has ended, with no block still running, starts again.
          const ended = eb.and([
            eb('throttle_counters.expires_at', '<=', now),
            eb.or([
              eb('throttle_counters.blocked_until', 'is', null),
              eb('throttle_counters.blocked_until', '<=', now),
            ]),
          ]);
          return {
            hits: eb
              .case()
              .when(ended)
              .then(1)
              .else(eb('throttle_counters.hits', '+', 1))
              .end(),
            expires_at: eb
              .case()
              .when(ended)
              .then(windowEnd)
              .else(eb.ref('throttle_counters.expires_at'))
              .end(),
            blocked_until: eb
              .case()
              .when('throttle_counters.blocked_until', '>', now)
              .then(eb.ref('throttle_counters.blocked_until'))
              .else(null)
              .end(),
          };
        }),
      )
      .returning(['hits', 'expires_at', 'blocked_until'])
      .executeTakeFirstOrThrow();
    const { hits, expires_at: expiresAt } = counted;
    let blockedUntil = counted.blocked_until;
    if (hits > limit && !blockedUntil) {
      const blocked = await this.db()
        .updateTable('throttle_counters')
        .set({ blocked_until: sql<string>`now() + make_interval(secs => ${blockMs / 1000})` })
        .where('key', '=', key)
        .returning('blocked_until')
        .executeTakeFirst();
      blockedUntil = blocked?.blocked_until ?? null;
    }
    return {
      hits,
      expiresAt: new Date(expiresAt),
      blockedUntil: blockedUntil ? new Date(blockedUntil) : null,
    };
  }

  /** Drops counters whose window and block have both ended. */
  async deleteExpired(): Promise<void> {
    await this.db()
      .deleteFrom('throttle_counters')
      .where('expires_at', '<', sql<string>`now()`)
      .where((eb) => eb.or([eb('blocked_until', 'is', null), eb('blocked_until', '<', sql<string>`now()`)]))
      .execute();
  }

  /** The typed SQL on the pool, outside any transaction of the caller's, as every request's counting runs. */
  private db(): Kysely<Database> {
    return (this.getEntityManager() as EntityManager).getConnection().getClient<Database>();
  }
}
