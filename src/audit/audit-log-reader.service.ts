import { Injectable } from '@nestjs/common';
import type { AuditEntry } from './audit-entry.entity.js';
import type { AuditPage } from './audit-entry.repository.js';
import { AuditLogQueries } from './audit-log.queries.js';

/** The audit log as the admin's page reads it; the module's queries stay its own. */
@Injectable()
export class AuditLogReader {
  constructor(private readonly log: AuditLogQueries) {}

  /** The kinds of record the log holds entries for. */
  loggedKinds(): Promise<string[]> {
    return this.log.loggedKinds();
  }

  /** A page of entries, newest first, of one kind of record or of all. */
  page(page: number, perPage: number, subjectType: string | null): Promise<AuditPage> {
    return this.log.page(page, perPage, subjectType);
  }

  /** The names of the records the entries are about, keyed `kind:id`. */
  subjectNames(
    entries: ReadonlyArray<Pick<AuditEntry, 'subjectType' | 'subjectId'>>,
  ): Promise<Map<string, string>> {
    return this.log.subjectNames(entries);
  }
}
