import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { Injectable, NotFoundException } from '@nestjs/common';
import { FormValidationException } from '../../common/http-errors.js';
import { WhitelistedDomain } from '../../contestants/whitelisted-domain.entity.js';
import { type AuditActor, AuditService, savedSubject } from '../../audit/audit.service.js';
import type { RawQuery } from '../../common/list-query.js';
import type { ListPageProps } from '@shared/admin/list.props.js';
import { recordList } from './record-lists.js';
import type { SaveWhitelistedDto } from './dto/save-whitelisted.dto.js';
import { RECORD_MESSAGES } from './form-values.js';
import { toWhitelistedRow } from './records.props-mapper.js';
import type {
  SavedRecordProps,
  WhitelistedFormPageProps,
  WhitelistedRowProps,
} from '@shared/admin/records.props.js';
import { RecordsQueries, WHITELISTED_SORTS } from './records.queries.js';

const snapshot = (row: WhitelistedDomain) => ({ domain: row.domain, isActive: row.isActive });

/** The whitelisted e-mail domains of outside businesses, as the admin area lists, creates and edits them. */
@Injectable()
export class WhitelistedRecordsService {
  constructor(
    private readonly em: EntityManager,
    private readonly records: RecordsQueries,
    private readonly audit: AuditService,
  ) {}

  listPage(raw: RawQuery): Promise<ListPageProps<WhitelistedRowProps>> {
    return recordList(
      raw,
      { sortable: WHITELISTED_SORTS, defaultSort: 'domain', defaultDirection: 'asc' },
      (query, status) => this.records.whitelistedPage(query, status),
      (row) => row,
    );
  }

  async formPage(id: number | null): Promise<WhitelistedFormPageProps> {
    return { domain: id === null ? null : toWhitelistedRow(await this.find(this.em.fork(), id)) };
  }

  async save(id: number | null, input: SaveWhitelistedDto, actor: AuditActor): Promise<SavedRecordProps> {
    try {
      const saved = await this.em.fork().transactional(async (tx) => {
        const existing = id === null ? null : await this.find(tx, id);
        const same = await tx.findOne(WhitelistedDomain, { domain: input.domain });
        if (same && same.id !== id)
          throw new FormValidationException({ domain: [RECORD_MESSAGES.duplicateDomain] });
        const before = existing ? snapshot(existing) : null;
        const row = existing ?? tx.create(WhitelistedDomain, { domain: input.domain });
        row.domain = input.domain;
        row.isActive = input.is_active;
        await tx.flush();
        this.audit.recordSave(tx, actor, savedSubject('whitelisted', row.id, !before), before, snapshot(row));
        return row;
      });
      return { id: saved.id, redirectTo: '/admins/whitelisted' };
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException)
        throw new FormValidationException({ domain: [RECORD_MESSAGES.duplicateDomain] });
      throw error;
    }
  }

  private async find(em: EntityManager, id: number): Promise<WhitelistedDomain> {
    const row = await em.findOne(WhitelistedDomain, { id });
    if (!row) throw new NotFoundException({ message: `There is no whitelisted domain with the id ${id}.` });
    return row;
  }
}
