import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { ThrottleCounterRepository } from './throttle-counter.repository.js';

/**
 * One rate-limit counter (a key such as "sign-in-link:ana@example.com" within its time window). Kept in PostgreSQL
 * so that every copy of the app counts the same requests.
 */
@Entity({ tableName: 'throttle_counters', repository: () => ThrottleCounterRepository })
export class ThrottleCounter {
  @PrimaryKey({ type: 'text' })
  key: string;

  @Property({ type: 'integer' })
  hits: number;

  /** End of the current window; a hit after it starts a new window. */
  @Property({ type: 'timestamptz', index: 'throttle_counters_expires_at_index' })
  expiresAt: Date;

  /** Set when the limit was passed: further hits are refused until then. */
  @Property({ type: 'timestamptz', nullable: true })
  blockedUntil: Date | null = null;
}
