import { Injectable } from '@nestjs/common';
import { listMeta, pageWithin, parseListQuery, queryText, type RawQuery } from '../../common/list-query.js';
import type { AuditPageProps } from '@shared/admin/admin-core.props.js';
import { AUDIT_KINDS, auditKindLabel, toAuditRow } from '../core/admin-core.props-mapper.js';
import { AuditLogReader } from '../../audit/audit-log-reader.service.js';

/** The audit log page: newest first, paged, by kind of record. */
@Injectable()
export class AuditLogService {
  constructor(private readonly log: AuditLogReader) {}

  async page(raw: RawQuery): Promise<AuditPageProps> {
    const query = parseListQuery(raw, {
      sortable: ['newest'] as const,
      defaultSort: 'newest',
      defaultDirection: 'desc',
    });
    // The kinds offered: the known ones and any other already in the log.
    const kinds = [...new Set([...Object.keys(AUDIT_KINDS), ...(await this.log.loggedKinds())])];
    const kindText = queryText(raw, 'kind');
    const kind = kinds.includes(kindText) ? kindText : null;
    let { entries, total } = await this.log.page(query.page, query.perPage, kind);
    // Past the end: the last page, as `listMeta` reports it.
    const within = pageWithin(query, total);
    if (entries.length === 0 && within.page !== query.page)
      ({ entries, total } = await this.log.page(within.page, query.perPage, kind));
    const names = await this.log.subjectNames(entries);
    return {
      rows: entries.map((entry) =>
        toAuditRow(entry, names.get(`${entry.subjectType}:${entry.subjectId}`) ?? null),
      ),
      list: listMeta(query, total, { kind }),
      kindOptions: kinds.map((value) => ({ value, label: auditKindLabel(value) })),
    };
  }
}
