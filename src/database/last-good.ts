import type { DatabaseStatus } from './database-status.js';

/** Values kept per reader at most (a public page per address): when full, the oldest is forgotten. */
const KEPT = 64;

/**
 * The last value a read of the database answered, per key, given in its place while the database is away: a public
 * page is served as it last was instead of waiting for the database or failing. While the database answers, every
 * call waits for its read as before (so a change shows as soon as it is read); when a read fails because the
 * database does not answer, the kept value is answered, and so it is at once, without a read, while the database
 * stays away (DatabaseStatus asks it every second whether it is back).
 */
export class LastGood<K, V> {
  private readonly kept = new Map<K, V>();

  constructor(private readonly status: DatabaseStatus) {}

  async get(key: K, read: () => Promise<V>): Promise<V> {
    if (this.status.away && this.kept.has(key)) return this.kept.get(key)!;
    try {
      const value = await read();
      this.kept.delete(key);
      if (this.kept.size >= KEPT) this.kept.delete(this.kept.keys().next().value as K);
      this.kept.set(key, value);
      return value;
    } catch (error) {
      if (this.status.failed(error) && this.kept.has(key)) return this.kept.get(key)!;
      throw error;
    }
  }
}
