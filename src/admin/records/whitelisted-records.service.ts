import { Injectable } from '@nestjs/common';
import {
  WHITELISTED_SORTS,
  WhitelistedDomainsService,
} from '../../contestants/whitelisted-domains.service.js';
import type { AuditActor } from '../../audit/audit.service.js';
import type { RawQuery } from '../../common/list-query.js';
import type { ListPageProps } from '@shared/admin/list.props.js';
import { recordList } from './record-lists.js';
import type { SaveWhitelistedDto } from './dto/save-whitelisted.dto.js';
import { toWhitelistedRow } from './records.props-mapper.js';
import type {
  SavedRecordProps,
  WhitelistedFormPageProps,
  WhitelistedRowProps,
} from '@shared/admin/records.props.js';

/** The whitelisted-domain pages of the admin area: the list and the forms. */
@Injectable()
export class WhitelistedRecordsService {
  constructor(private readonly domains: WhitelistedDomainsService) {}

  listPage(raw: RawQuery): Promise<ListPageProps<WhitelistedRowProps>> {
    return recordList(
      raw,
      { sortable: WHITELISTED_SORTS, defaultSort: 'domain', defaultDirection: 'asc' },
      (query, status) => this.domains.listPage(query, status),
      // The page's rows as they are.
      (row) => row,
    );
  }

  async formPage(id: number | null): Promise<WhitelistedFormPageProps> {
    return { domain: id === null ? null : toWhitelistedRow(await this.domains.byId(id)) };
  }

  async save(id: number | null, input: SaveWhitelistedDto, actor: AuditActor): Promise<SavedRecordProps> {
    const saved = await this.domains.save(id, input, actor);
    return { id: saved.id, redirectTo: '/admins/whitelisted' };
  }
}
