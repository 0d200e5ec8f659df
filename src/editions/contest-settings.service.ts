import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { ContestSettings } from './contest-settings.entity.js';

const CACHE_MS = 2000;

/**
 * The running edition's settings. Read on every page, so kept for two seconds: a change made on another copy of
 * the app shows within that time, and a burst of visits costs one query.
 */
@Injectable()
export class ContestSettingsService {
  /** The read in flight or done: visits arriving while it runs share it (and so get the same object). */
  private cached: { value: Promise<ContestSettings>; at: number } | null = null;

  constructor(private readonly em: EntityManager) {}

  current(): Promise<ContestSettings> {
    const cached = this.cached;
    if (cached && Date.now() - cached.at < CACHE_MS) return cached.value;
    const value = this.em.fork().findOneOrFail(
      ContestSettings,
      { id: 1 },
      {
        failHandler: () => new Error('The contest settings row is missing: run the migrations.'),
      },
    );
    const entry = { value, at: Date.now() };
    this.cached = entry;
    // A failed read is not kept: the next visit tries again.
    value.catch(() => {
      if (this.cached === entry) this.cached = null;
    });
    return value;
  }

  forget(): void {
    this.cached = null;
  }
}
