import { Body, Controller, Param, Query } from '@nestjs/common';
import { WriteCall } from '../../common/write-call.decorator.js';
import { ForAudience } from '../../auth/audience.decorator.js';
import { type AdminActor, SignedInAdmin } from '../../auth/signed-in.decorator.js';
import { Page } from '../../inertia/inertia.decorator.js';
import type { RawQuery } from '../../common/list-query.js';
import { OptionalRecordId } from '../common/path-id.js';
import { SaveWhitelistedDto } from './dto/save-whitelisted.dto.js';
import { WhitelistedRecordsService } from './whitelisted-records.service.js';
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
  constructor(private readonly domains: WhitelistedRecordsService) {}

  @Page('admins/whitelisted/index')
  list(@Query() query: RawQuery): Promise<ListPageProps<WhitelistedRowProps>> {
    return this.domains.listPage(query);
  }

  @Page('admins/whitelisted/form', 'create')
  createForm(): Promise<WhitelistedFormPageProps> {
    return this.domains.formPage(null);
  }

  @Page('admins/whitelisted/form', ':id/edit')
  editForm(@Param('id', PathIdPipe) id: number): Promise<WhitelistedFormPageProps> {
    return this.domains.formPage(id);
  }

  /** `create`, or `update/{id}` of an existing domain. */
  @WriteCall(['create', 'update/:id'])
  async save(
    @Param('id', OptionalRecordId) id: number | undefined,
    @Body() input: SaveWhitelistedDto,
    @SignedInAdmin() actor: AdminActor,
  ): Promise<{ data: SavedRecordProps }> {
    return { data: await this.domains.save(id ?? null, input, actor) };
  }
}
