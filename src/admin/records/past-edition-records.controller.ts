import { Controller, Get, HttpCode, Param, ParseIntPipe, Post, Query } from '@nestjs/common';
import { ForAudience } from '../../auth/audience.decorator.js';
import { type AdminActor, SignedInAdmin } from '../../auth/signed-in.decorator.js';
import { Inertia } from '../../inertia/inertia.decorator.js';
import { AcceptsUploads } from '../../storage/multipart.interceptor.js';
import type { RawQuery } from '../common/list-query.js';
import { ArchiveRecipeQueryDto } from './dto/archive-recipe-query.dto.js';
import { PastEditionFormBody, type ParsedPastEditionForm } from './past-edition-form.js';
import { PastEditionRecordsService } from './past-edition-records.service.js';
import type { PastEditionFormPageProps, PastEditionRowProps, SavedRecordProps } from './records.props.js';
import type { ListPageProps } from '../common/list.props.js';

/** Past editions: list, create and edit forms, and the multipart calls of specification section 7. */
@Controller('admins/past-editions')
@ForAudience('admin')
export class PastEditionRecordsController {
  constructor(private readonly editions: PastEditionRecordsService) {}

  @Get()
  @Inertia('admins/past-editions/index')
  list(@Query() query: RawQuery): Promise<ListPageProps<PastEditionRowProps>> {
    return this.editions.listPage(query);
  }

  /** `?from_recipe={id}`: "Archive as past edition" from the results page opens the form filled from that recipe. */
  @Get('create')
  @Inertia('admins/past-editions/form')
  createForm(@Query() query: ArchiveRecipeQueryDto): Promise<PastEditionFormPageProps> {
    return this.editions.formPage(null, query.from_recipe);
  }

  @Get(':id/edit')
  @Inertia('admins/past-editions/form')
  editForm(@Param('id', ParseIntPipe) id: number): Promise<PastEditionFormPageProps> {
    return this.editions.formPage(id);
  }

  @Post('create')
  @AcceptsUploads()
  @HttpCode(200)
  async create(
    @PastEditionFormBody() form: ParsedPastEditionForm,
    @SignedInAdmin() actor: AdminActor,
  ): Promise<{ data: SavedRecordProps }> {
    return { data: await this.editions.save(null, form, actor) };
  }

  @Post('update/:id')
  @AcceptsUploads()
  @HttpCode(200)
  async update(
    @Param('id', ParseIntPipe) id: number,
    @PastEditionFormBody() form: ParsedPastEditionForm,
    @SignedInAdmin() actor: AdminActor,
  ): Promise<{ data: SavedRecordProps }> {
    return { data: await this.editions.save(id, form, actor) };
  }
}
