import { Controller, Param, Query } from '@nestjs/common';
import { WriteCall } from '../../common/write-call.decorator.js';
import { ForAudience } from '../../auth/audience.decorator.js';
import { type AdminActor, SignedInAdmin } from '../../auth/signed-in.decorator.js';
import { Page } from '../../inertia/inertia.decorator.js';
import { AcceptsUploads } from '../../storage/multipart.interceptor.js';
import type { RawQuery } from '../../common/list-query.js';
import { OptionalRecordId } from '../common/path-id.js';
import { ArchiveRecipeQueryDto } from './dto/archive-recipe-query.dto.js';
import { PastEditionFormBody, type ParsedPastEditionForm } from './past-edition-form.js';
import { PastEditionRecordsService } from './past-edition-records.service.js';
import type {
  PastEditionFormPageProps,
  PastEditionRowProps,
  SavedRecordProps,
} from '@shared/admin/records.props.js';
import type { ListPageProps } from '@shared/admin/list.props.js';
import { PathIdPipe } from '../../common/path-id.pipe.js';

/** Past editions: list, create and edit forms, and the multipart calls of specification section 7. */
@Controller('admins/past-editions')
@ForAudience('admin')
export class PastEditionRecordsController {
  constructor(private readonly editions: PastEditionRecordsService) {}

  @Page('admins/past-editions/index')
  list(@Query() query: RawQuery): Promise<ListPageProps<PastEditionRowProps>> {
    return this.editions.listPage(query);
  }

  /** `?from_recipe={id}`: "Archive as past edition" from the results page opens the form filled from that recipe. */
  @Page('admins/past-editions/form', 'create')
  createForm(@Query() query: ArchiveRecipeQueryDto): Promise<PastEditionFormPageProps> {
    return this.editions.formPage(null, query.from_recipe);
  }

  @Page('admins/past-editions/form', ':id/edit')
  editForm(@Param('id', PathIdPipe) id: number): Promise<PastEditionFormPageProps> {
    return this.editions.formPage(id);
  }

  /** `create`, or `update/{id}` of an existing edition. */
  @WriteCall(['create', 'update/:id'])
  @AcceptsUploads()
  async save(
    @Param('id', OptionalRecordId) id: number | undefined,
    @PastEditionFormBody() form: ParsedPastEditionForm,
    @SignedInAdmin() actor: AdminActor,
  ): Promise<{ data: SavedRecordProps }> {
    return { data: await this.editions.save(id ?? null, form, actor) };
  }
}
