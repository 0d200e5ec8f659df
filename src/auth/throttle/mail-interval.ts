import type { ThrottlerStorage } from '@nestjs/throttler';

/** One mail per address per minute: a double click or an impatient retry must not flood the inbox. */
const MAIL_INTERVAL_MS = 60_000;

/**
 * Counts a mail to `key` (one address) under the throttler `name`; true when one already went out within the
 * minute, so this one is not to be sent.
 */
export async function mailedWithinAMinute(
  throttle: ThrottlerStorage,
  name: string,
  key: string,
): Promise<boolean> {
  const counter = await throttle.increment(key, MAIL_INTERVAL_MS, 1, MAIL_INTERVAL_MS, name);
  return counter.isBlocked;
}
