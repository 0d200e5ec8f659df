import type { ThrottlerStorage } from '@nestjs/throttler';
import type { Request } from 'express';
import type { AppConfig } from '../config/app-config.js';
import { TooManyUploadsException } from './storage.errors.js';

/** The throttler name the counters are kept under in `throttle_counters` (`uploads:user:12`). */
export const UPLOADS_THROTTLER = 'uploads';

/**
 * Counts one upload by the person signed in on `req` (every upload call has one; should a call have none, its
 * address is counted), in the counters of the sign-in limits, so every copy of the app counts together. Past the
 * limit within the window, the person is refused with 429 until a window's length after that refusal.
 */
export async function countUpload(
  counters: ThrottlerStorage,
  req: Request,
  { limit, windowMs }: AppConfig['uploadRateLimit'],
): Promise<void> {
  const key = req.personKey ?? `address:${String(req.ip)}`;
  const counter = await counters.increment(key, windowMs, limit, windowMs, UPLOADS_THROTTLER);
  if (counter.isBlocked) throw new TooManyUploadsException(Math.max(1, counter.timeToBlockExpire));
}
