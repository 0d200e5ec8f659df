import type { RequiredEntityData } from '@mikro-orm/core';
import { EntityRepository } from '@mikro-orm/postgresql';
import type { UnitOfWork } from '../database/unit-of-work.js';
import { AuditEntry } from './audit-entry.entity.js';

export interface AuditPage {
  entries: AuditEntry[];
  total: number;
}

/** Adds `entry` to the caller's unit of work, so it is written with the change it logs or not at all. */
export function addAuditEntry(uow: UnitOfWork, entry: RequiredEntityData<AuditEntry>): AuditEntry {
  return uow.create(AuditEntry, entry);
}

export class AuditEntryRepository extends EntityRepository<AuditEntry> {
  /** Newest first, one page; optionally only one kind of record (and one record). */
  async findPage(options: {
    page: number;
    perPage: number;
    subjectType?: string;
    subjectId?: number;
  }): Promise<AuditPage> {
    const where: Record<string, unknown> = {};
    if (options.subjectType) where.subjectType = options.subjectType;
    if (options.subjectId !== undefined) where.subjectId = options.subjectId;
    const [entries, total] = await this.findAndCount(where, {
      orderBy: { createdAt: 'desc', id: 'desc' },
      limit: options.perPage,
      offset: (options.page - 1) * options.perPage,
    });
    return { entries, total };
  }
}
