import { MikroOrmModule } from '@mikro-orm/nestjs';
import { type ExecutionContext, Module } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ThrottlerModule, type ThrottlerOptions } from '@nestjs/throttler';
import { PgThrottlerStorage } from './pg-throttler.storage.js';
import { ThrottleCounter } from './throttle-counter.entity.js';

@Module({
  imports: [MikroOrmModule.forFeature([ThrottleCounter])],
  providers: [PgThrottlerStorage],
  exports: [PgThrottlerStorage],
})
class ThrottleStorageModule {}

/** Metadata key @Throttle() writes for a named throttler's limit (see @nestjs/throttler's constants). */
const LIMIT_METADATA = 'THROTTLER:LIMIT';
const reflector = new Reflector();

function visitorOf(req: Record<string, unknown>): string {
  return String(req.ip);
}

/** The People's Choice voter signed in on this session (src/auth/sso/sso-voter.ts), whatever their address on the net. */
function voterOf(req: Record<string, unknown>): string {
  const session = req.session as { peoplesChoiceVoter?: { identity?: unknown } } | undefined;
  const identity = session?.peoplesChoiceVoter?.identity;
  return typeof identity === 'string' ? identity : String(req.ip);
}

function addressOf(req: Record<string, unknown>): string {
  const body = req.body as { email?: unknown } | undefined;
  return typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
}

/**
 * A throttler that counts only on routes that name it in @Throttle({ name: … }), so adding a limit to one sign-in
 * call never puts it on the others.
 */
function optIn(name: string, options: Omit<ThrottlerOptions, 'name' | 'skipIf'>): ThrottlerOptions {
  return {
    ...options,
    name,
    skipIf: (context: ExecutionContext) =>
      reflector.getAllAndOverride<unknown>(LIMIT_METADATA + name, [
        context.getHandler(),
        context.getClass(),
      ]) === undefined,
  };
}

/**
 * @nestjs/throttler with its counters in PostgreSQL. Limits are set per route (@Throttle with SignInThrottlerGuard);
 * no guard is global, so only the routes that ask for a limit pay for one. Three counters:
 * - `default`: one visitor (IP) and one address, on every guarded route;
 * - `visitor`: one visitor whatever the address, so one place cannot try address after address;
 * - `address`: one address whatever the visitor, so one account's password is not guessed from many places.
 * The last two count only on routes that name them in @Throttle().
 */
export const ThrottleModule = ThrottlerModule.forRootAsync({
  imports: [ThrottleStorageModule],
  inject: [PgThrottlerStorage],
  useFactory: (storage: PgThrottlerStorage) => ({
    throttlers: [
      {
        name: 'default',
        ttl: 60_000,
        limit: 10,
        getTracker: (req: Record<string, unknown>) => `${visitorOf(req)}|${addressOf(req)}`,
      },
      optIn('visitor', { ttl: 60_000, limit: 30, getTracker: visitorOf }),
      optIn('address', { ttl: 60_000, limit: 30, getTracker: addressOf }),
      optIn('voter', { ttl: 60_000, limit: 20, getTracker: voterOf }),
    ],
    storage,
  }),
});
