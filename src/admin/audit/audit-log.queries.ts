import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { kysely } from '../../database/database-schema.js';
import { AuditEntry } from './audit-entry.entity.js';
import type { AuditEntryRepository, AuditPage } from './audit-entry.repository.js';

/** The audit log page's reading of the log. */
@Injectable()
export class AuditLogQueries {
  constructor(private readonly em: EntityManager) {}

  /** The kinds of record the log holds entries for. */
  async loggedKinds(): Promise<string[]> {
    const rows = await kysely(this.em)
      .selectFrom('audit_log')
      .select('subject_type')
      .distinct()
      .orderBy('subject_type')
      .execute();
    return rows.map((row) => row.subject_type);
  }

  /** One page of entries, through the entity repository (entries are entities: the page maps their fields). */
  page(page: number, perPage: number, subjectType: string | null): Promise<AuditPage> {
    return this.em
      .fork()
      .getRepository<AuditEntry, AuditEntryRepository>(AuditEntry)
      .findPage({ page, perPage, subjectType: subjectType ?? undefined });
  }
}
