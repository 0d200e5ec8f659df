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
  private cached: { value: ContestSettings; at: number } | null = null;

  constructor(private readonly em: EntityManager) {}

  async current(): Promise<ContestSettings> {
    if (this.cached && Date.now() - this.cached.at < CACHE_MS) return this.cached.value;
    const value = await this.em.fork().findOneOrFail(
      ContestSettings,
      { id: 1 },
      {
        failHandler: () => new Error('The contest settings row is missing: run the migrations.'),
      },
    );
    this.cached = { value, at: Date.now() };
    return value;
  }

  forget(): void {
    this.cached = null;
  }
}
