import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { ThrottlerModule } from '@nestjs/throttler';
import { PgThrottlerStorage } from './pg-throttler.storage.js';
import { ThrottleCounter } from './throttle-counter.entity.js';

@Module({
  imports: [MikroOrmModule.forFeature([ThrottleCounter])],
  providers: [PgThrottlerStorage],
  exports: [PgThrottlerStorage],
})
class ThrottleStorageModule {}

/**
 * @nestjs/throttler with its counters in PostgreSQL. Limits are set per route (@Throttle with SignInThrottlerGuard);
 * no guard is global, so only the routes that ask for a limit pay for one.
 */
export const ThrottleModule = ThrottlerModule.forRootAsync({
  imports: [ThrottleStorageModule],
  inject: [PgThrottlerStorage],
  useFactory: (storage: PgThrottlerStorage) => ({
    throttlers: [{ name: 'default', ttl: 60_000, limit: 10 }],
    storage,
  }),
});
