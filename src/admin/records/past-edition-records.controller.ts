import { Controller, Get, HttpCode, Param, ParseIntPipe, Post, Query } from '@nestjs/common';
import { ForAudience } from '../../auth/audience.decorator.js';
import { type AdminActor, SignedInAdmin } from '../../auth/signed-in.decorator.js';
import { Inertia } from '../../inertia/inertia.decorator.js';
import { type UploadedFile, UploadedFileField } from '../../storage/uploaded-file.decorator.js';
import { AcceptsUploads } from '../../storage/multipart.interceptor.js';
import type { RawQuery } from '../common/list-query.js';
import { ArchiveRecipeQueryDto } from './dto/archive-recipe-query.dto.js';
import { PastEditionFormBody, type ParsedPastEditionForm } from './past-edition-form.js';
import { PastEditionRecordsService } from './past-edition-records.service.js';

/** Past editions: list, create and edit forms, and the multipart calls of specification section 7. */
@Controller('admins/past-editions')
@ForAudience('admin')
export class PastEditionRecordsController {
  constructor(private readonly editions: PastEditionRecordsService) {}

  @Get()
  @Inertia('admins/past-editions/index')
  list(@Query() query: RawQuery) {
    return this.editions.listPage(query);
  }

  /** `?from_recipe={id}`: "Archive as past edition" from the results page opens the form filled from that recipe. */
  @Get('create')
  @Inertia('admins/past-editions/form')
  createForm(@Query() query: ArchiveRecipeQueryDto) {
    return this.editions.formPage(null, query.from_recipe);
  }

  @Get(':id/edit')
  @Inertia('admins/past-editions/form')
  editForm(@Param('id', ParseIntPipe) id: number) {
    return this.editions.formPage(id);
  }

  @Post('create')
  @AcceptsUploads()
  @HttpCode(200)
  create(
    @PastEditionFormBody() form: ParsedPastEditionForm,
    @SignedInAdmin() actor: AdminActor,
    @UploadedFileField('chef') chef?: UploadedFile,
    @UploadedFileField('chefthumb') chefthumb?: UploadedFile,
    @UploadedFileField('recipe') recipe?: UploadedFile,
  ) {
    return this.save(null, form, actor, { chef, chefthumb, recipe });
  }

  @Post('update/:id')
  @AcceptsUploads()
  @HttpCode(200)
  update(
    @Param('id', ParseIntPipe) id: number,
    @PastEditionFormBody() form: ParsedPastEditionForm,
    @SignedInAdmin() actor: AdminActor,
    @UploadedFileField('chef') chef?: UploadedFile,
    @UploadedFileField('chefthumb') chefthumb?: UploadedFile,
    @UploadedFileField('recipe') recipe?: UploadedFile,
  ) {
    return this.save(id, form, actor, { chef, chefthumb, recipe });
  }

  private async save(
    id: number | null,
    form: ParsedPastEditionForm,
    actor: AdminActor,
    files: { chef?: UploadedFile; chefthumb?: UploadedFile; recipe?: UploadedFile },
  ) {
    return { data: await this.editions.save(id, form, files, actor) };
  }
}
