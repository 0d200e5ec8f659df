import { LockMode } from '@mikro-orm/postgresql';
import { UnitOfWorkRepository } from '../database/unit-of-work.js';
import type { ContestSettings } from './contest-settings.entity.js';

/** The settings table holds one row, id 1. */
export class ContestSettingsRepository extends UnitOfWorkRepository<ContestSettings> {
  /** A fresh read of the stored row (not ContestSettingsService's two-second cache). */
  findStored(): Promise<ContestSettings> {
    return this.findOneOrFail({ id: 1 });
  }

  /**
   * The stored row read in a unit of work of its own: ContestSettingsService shares it between requests, so no
   * request's unit of work may hold it.
   */
  findStoredDetached(): Promise<ContestSettings> {
    return this.getEntityManager()
      .fork()
      .findOneOrFail(
        this.entityName,
        { id: 1 },
        { failHandler: () => new Error('The contest settings row is missing: run the migrations.') },
      );
  }

  /**
   * The row, locked until the transaction ends: two changes at once (two saves, a save and the deadlines job) apply
   * one after the other. Call through a transaction's entity manager.
   */
  findForUpdate(): Promise<ContestSettings> {
    return this.findOneOrFail({ id: 1 }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
  }
}
