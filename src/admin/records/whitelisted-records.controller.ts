import { Body, Controller, Param, Query } from '@nestjs/common';
import { WriteCall } from '../../common/write-call.decorator.js';
import { ForAudience } from '../../auth/audience.decorator.js';
import { type AdminActor, SignedInAdmin } from '../../auth/signed-in.decorator.js';
import {
  WHITELISTED_SORTS,
  WhitelistedDomainsService,
} from '../../contestants/whitelisted-domains.service.js';
import { Page } from '../../inertia/inertia.decorator.js';
import type { RawQuery } from '../../common/list-query.js';
import { OptionalRecordId } from '../common/path-id.js';
import { SaveWhitelistedDto } from './dto/save-whitelisted.dto.js';
import { recordList } from './record-lists.js';
import { toWhitelistedRow } from './records.props-mapper.js';
import type { ListPageProps } from '@shared/admin/list.props.js';
import type {
  SavedRecordProps,
  WhitelistedFormPageProps,
  WhitelistedRowProps,
} from '@shared/admin/records.props.js';
import { PathIdPipe } from '../../common/path-id.pipe.js';

/** Whitelisted domains: list, create and edit forms, and the calls of specification section 7. */
@Controller('admins/whitelisted')
@ForAudience('admin')
export class WhitelistedRecordsController {
  constructor(private readonly domains: WhitelistedDomainsService) {}

  @Page('admins/whitelisted/index')
  list(@Query() query: RawQuery): Promise<ListPageProps<WhitelistedRowProps>> {
    return recordList(
      query,
      { sortable: WHITELISTED_SORTS, defaultSort: 'domain', defaultDirection: 'asc' },
      (listQuery, status) => this.domains.listPage(listQuery, status),
      // The page's rows as they are.
      (row) => row,
    );
  }

  @Page('admins/whitelisted/form', 'create')
  createForm(): WhitelistedFormPageProps {
    return { domain: null };
  }

  @Page('admins/whitelisted/form', ':id/edit')
  async editForm(@Param('id', PathIdPipe) id: number): Promise<WhitelistedFormPageProps> {
    return { domain: toWhitelistedRow(await this.domains.byId(id)) };
  }

  /** `create`, or `update/{id}` of an existing domain. */
  @WriteCall(['create', 'update/:id'])
  async save(
    @Param('id', OptionalRecordId) id: number | undefined,
    @Body() input: SaveWhitelistedDto,
    @SignedInAdmin() actor: AdminActor,
  ): Promise<{ data: SavedRecordProps }> {
    const saved = await this.domains.save(id ?? null, input, actor);
    return { data: { id: saved.id, redirectTo: '/admins/whitelisted' } };
  }
}
