import { Body, Controller, Get, HttpCode, Param, ParseIntPipe, Post, Query } from '@nestjs/common';
import { ForAudience } from '../../auth/audience.decorator.js';
import { type AdminActor, SignedInAdmin } from '../../auth/signed-in.decorator.js';
import { Inertia } from '../../inertia/inertia.decorator.js';
import { type UploadedFile, UploadedFileField } from '../../storage/uploaded-file.decorator.js';
import { AcceptsUploads } from '../../storage/multipart.interceptor.js';
import type { RawQuery } from '../common/list-query.js';
import { SaveJudgeDto, SaveStaffAccountDto } from './dto/save-staff-account.dto.js';
import { StaffRecordsService } from './staff-records.service.js';
import type { ListPageProps } from '../common/list.props.js';
import type { SavedRecordProps, StaffFormPageProps, StaffRowProps } from './records.props.js';

/** Judges: list, create and edit forms, and the calls of specification section 7 (multipart, for the portrait). */
@Controller('admins/judges')
@ForAudience('admin')
export class JudgeRecordsController {
  constructor(private readonly staff: StaffRecordsService) {}

  @Get()
  @Inertia('admins/judges/index')
  list(@Query() query: RawQuery): Promise<ListPageProps<StaffRowProps>> {
    return this.staff.listPage('judge', query);
  }

  @Get('create')
  @Inertia('admins/judges/form')
  createForm(@SignedInAdmin() actor: AdminActor): Promise<StaffFormPageProps> {
    return this.staff.formPage('judge', null, actor);
  }

  @Get(':id/edit')
  @Inertia('admins/judges/form')
  editForm(
    @Param('id', ParseIntPipe) id: number,
    @SignedInAdmin() actor: AdminActor,
  ): Promise<StaffFormPageProps> {
    return this.staff.formPage('judge', id, actor);
  }

  @Post('create')
  @AcceptsUploads()
  @HttpCode(200)
  async create(
    @Body() input: SaveJudgeDto,
    @SignedInAdmin() actor: AdminActor,
    @UploadedFileField('portrait') portrait?: UploadedFile,
  ): Promise<{ data: SavedRecordProps }> {
    return { data: await this.staff.save('judge', null, input, actor, portrait) };
  }

  @Post('update/:id')
  @AcceptsUploads()
  @HttpCode(200)
  async update(
    @Param('id', ParseIntPipe) id: number,
    @Body() input: SaveJudgeDto,
    @SignedInAdmin() actor: AdminActor,
    @UploadedFileField('portrait') portrait?: UploadedFile,
  ): Promise<{ data: SavedRecordProps }> {
    return { data: await this.staff.save('judge', id, input, actor, portrait) };
  }
}

/** Admins: list, create and edit forms, and the calls of specification section 7. */
@Controller('admins/admins')
@ForAudience('admin')
export class AdminRecordsController {
  constructor(private readonly staff: StaffRecordsService) {}

  @Get()
  @Inertia('admins/admins/index')
  list(@Query() query: RawQuery): Promise<ListPageProps<StaffRowProps>> {
    return this.staff.listPage('admin', query);
  }

  @Get('create')
  @Inertia('admins/admins/form')
  createForm(@SignedInAdmin() actor: AdminActor): Promise<StaffFormPageProps> {
    return this.staff.formPage('admin', null, actor);
  }

  @Get(':id/edit')
  @Inertia('admins/admins/form')
  editForm(
    @Param('id', ParseIntPipe) id: number,
    @SignedInAdmin() actor: AdminActor,
  ): Promise<StaffFormPageProps> {
    return this.staff.formPage('admin', id, actor);
  }

  @Post('create')
  @HttpCode(200)
  async create(
    @Body() input: SaveStaffAccountDto,
    @SignedInAdmin() actor: AdminActor,
  ): Promise<{ data: SavedRecordProps }> {
    return { data: await this.staff.save('admin', null, input, actor) };
  }

  @Post('update/:id')
  @HttpCode(200)
  async update(
    @Param('id', ParseIntPipe) id: number,
    @Body() input: SaveStaffAccountDto,
    @SignedInAdmin() actor: AdminActor,
  ): Promise<{ data: SavedRecordProps }> {
    return { data: await this.staff.save('admin', id, input, actor) };
  }
}
