import { Body, Controller, Param, ParseIntPipe, Query } from '@nestjs/common';
import { WriteCall } from '../../common/write-call.decorator.js';
import { ForAudience } from '../../auth/audience.decorator.js';
import { type AdminActor, SignedInAdmin } from '../../auth/signed-in.decorator.js';
import { Page } from '../../inertia/inertia.decorator.js';
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

  @Page('admins/judges/index')
  list(@Query() query: RawQuery): Promise<ListPageProps<StaffRowProps>> {
    return this.staff.listPage('judge', query);
  }

  @Page('admins/judges/form', 'create')
  createForm(@SignedInAdmin() actor: AdminActor): Promise<StaffFormPageProps> {
    return this.staff.formPage('judge', null, actor);
  }

  @Page('admins/judges/form', ':id/edit')
  editForm(
    @Param('id', ParseIntPipe) id: number,
    @SignedInAdmin() actor: AdminActor,
  ): Promise<StaffFormPageProps> {
    return this.staff.formPage('judge', id, actor);
  }

  @WriteCall('create')
  @AcceptsUploads()
  async create(
    @Body() input: SaveJudgeDto,
    @SignedInAdmin() actor: AdminActor,
    @UploadedFileField('portrait') portrait?: UploadedFile,
  ): Promise<{ data: SavedRecordProps }> {
    return { data: await this.staff.save('judge', null, input, actor, portrait) };
  }

  @WriteCall('update/:id')
  @AcceptsUploads()
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

  @Page('admins/admins/index')
  list(@Query() query: RawQuery): Promise<ListPageProps<StaffRowProps>> {
    return this.staff.listPage('admin', query);
  }

  @Page('admins/admins/form', 'create')
  createForm(@SignedInAdmin() actor: AdminActor): Promise<StaffFormPageProps> {
    return this.staff.formPage('admin', null, actor);
  }

  @Page('admins/admins/form', ':id/edit')
  editForm(
    @Param('id', ParseIntPipe) id: number,
    @SignedInAdmin() actor: AdminActor,
  ): Promise<StaffFormPageProps> {
    return this.staff.formPage('admin', id, actor);
  }

  @WriteCall('create')
  async create(
    @Body() input: SaveStaffAccountDto,
    @SignedInAdmin() actor: AdminActor,
  ): Promise<{ data: SavedRecordProps }> {
    return { data: await this.staff.save('admin', null, input, actor) };
  }

  @WriteCall('update/:id')
  async update(
    @Param('id', ParseIntPipe) id: number,
    @Body() input: SaveStaffAccountDto,
    @SignedInAdmin() actor: AdminActor,
  ): Promise<{ data: SavedRecordProps }> {
    return { data: await this.staff.save('admin', id, input, actor) };
  }
}
