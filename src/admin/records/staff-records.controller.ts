import { Body, Controller, Param, Query, type Type } from '@nestjs/common';
import { WriteCall } from '../../common/write-call.decorator.js';
import { ForAudience } from '../../auth/audience.decorator.js';
import { type AdminActor, SignedInAdmin } from '../../auth/signed-in.decorator.js';
import { Page } from '../../inertia/inertia.decorator.js';
import { type UploadedFile, UploadedFileField } from '../../storage/uploaded-file.decorator.js';
import { AcceptsUploads } from '../../storage/multipart.interceptor.js';
import type { RawQuery } from '../../common/list-query.js';
import { OptionalRecordId } from '../common/path-id.js';
import { SaveJudgeDto, SaveStaffAccountDto } from './dto/save-staff-account.dto.js';
import { StaffRecordsService } from './staff-records.service.js';
import type { ListPageProps } from '@shared/admin/list.props.js';
import type {
  SavedRecordProps,
  StaffFormPageProps,
  StaffKind,
  StaffRowProps,
} from '@shared/admin/records.props.js';
import { PathIdPipe } from '../../common/path-id.pipe.js';

interface StaffPages {
  readonly staff: StaffRecordsService;
}

/**
 * The list and the create and edit forms of one kind of staff account: the same pages for judges and admins. The
 * calls differ (a judge's form has a portrait and more fields), so each controller declares its own.
 */
function staffPages(kind: StaffKind): Type<StaffPages> {
  const pages = kind === 'judge' ? 'admins/judges' : 'admins/admins';

  // A class decorator also makes TypeScript record the constructor's parameter types, which Nest injects from.
  @ForAudience('admin')
  class StaffPagesController implements StaffPages {
    constructor(readonly staff: StaffRecordsService) {}

    @Page(`${pages}/index`)
    list(@Query() query: RawQuery): Promise<ListPageProps<StaffRowProps>> {
      return this.staff.listPage(kind, query);
    }

    @Page(`${pages}/form`, 'create')
    createForm(@SignedInAdmin() actor: AdminActor): Promise<StaffFormPageProps> {
      return this.staff.formPage(kind, null, actor);
    }

    @Page(`${pages}/form`, ':id/edit')
    editForm(
      @Param('id', PathIdPipe) id: number,
      @SignedInAdmin() actor: AdminActor,
    ): Promise<StaffFormPageProps> {
      return this.staff.formPage(kind, id, actor);
    }
  }
  return StaffPagesController;
}

/** Judges: list, create and edit forms, and the calls of specification section 7 (multipart, for the portrait). */
@Controller('admins/judges')
@ForAudience('admin')
export class JudgeRecordsController extends staffPages('judge') {
  /** `create`, or `update/{id}` of an existing judge. */
  @WriteCall(['create', 'update/:id'])
  @AcceptsUploads()
  async save(
    @Param('id', OptionalRecordId) id: number | undefined,
    @Body() input: SaveJudgeDto,
    @SignedInAdmin() actor: AdminActor,
    @UploadedFileField('portrait') portrait?: UploadedFile,
  ): Promise<{ data: SavedRecordProps }> {
    return { data: await this.staff.save('judge', id ?? null, input, actor, portrait) };
  }
}

/** Admins: list, create and edit forms, and the calls of specification section 7. */
@Controller('admins/admins')
@ForAudience('admin')
export class AdminRecordsController extends staffPages('admin') {
  /** `create`, or `update/{id}` of an existing admin. */
  @WriteCall(['create', 'update/:id'])
  async save(
    @Param('id', OptionalRecordId) id: number | undefined,
    @Body() input: SaveStaffAccountDto,
    @SignedInAdmin() actor: AdminActor,
  ): Promise<{ data: SavedRecordProps }> {
    return { data: await this.staff.save('admin', id ?? null, input, actor) };
  }
}
