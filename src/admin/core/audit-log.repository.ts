import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { AuditEntry } from '../audit/audit-entry.entity.js';
import type { AuditEntryRepository, AuditPage } from '../audit/audit-entry.repository.js';

/** The audit log page's reading of the log. */
@Injectable()
export class AuditLogRepository {
  constructor(private readonly em: EntityManager) {}

  /** The kinds of record the log holds entries for. */
  async loggedKinds(): Promise<string[]> {
    const rows = await this.em.execute<Array<{ subject_type: string }>>(
      'select distinct subject_type from audit_log order by subject_type',
    );
    return rows.map((row) => row.subject_type);
  }

  page(page: number, perPage: number, subjectType: string | null): Promise<AuditPage> {
    return this.em
      .fork()
      .getRepository<AuditEntry, AuditEntryRepository>(AuditEntry)
      .findPage({ page, perPage, subjectType: subjectType ?? undefined });
  }
}
