import { Body, Controller, Param, Query, type Type } from '@nestjs/common';
import { WriteCall } from '../../common/write-call.decorator.js';
import { ForAudience } from '../../auth/audience.decorator.js';
import { Judge } from '../../auth/judge.entity.js';
import { type AdminActor, SignedInAdmin } from '../../auth/signed-in.decorator.js';
import { STAGES, type Stage } from '../../auth/staff-account.entity.js';
import { type InviteJudge, STAFF_SORTS, StaffAccountsService } from '../../auth/staff-accounts.service.js';
import { AssignmentsService } from '../../judging/assignments/assignments.service.js';
import { ConflictsService } from '../../judging/conflicts/conflicts.service.js';
import { JudgeInvitationService } from '../../judging/judge-invitation.service.js';
import { Page } from '../../inertia/inertia.decorator.js';
import { type UploadedFile, UploadedFileField } from '../../storage/uploaded-file.decorator.js';
import { AcceptsUploads } from '../../storage/multipart.interceptor.js';
import type { RawQuery } from '../../common/list-query.js';
import { OptionalRecordId } from '../common/path-id.js';
import { SaveJudgeDto, SaveStaffAccountDto } from './dto/save-staff-account.dto.js';
import { recordList } from './record-lists.js';
import { toJudgePublicProps, toStaffAccountProps, toStaffRow } from './records.props-mapper.js';
import type { ListPageProps } from '@shared/admin/list.props.js';
import type {
  SavedRecordProps,
  StaffFormPageProps,
  StaffKind,
  StaffRowProps,
} from '@shared/admin/records.props.js';
import { PathIdPipe } from '../../common/path-id.pipe.js';

const LIST_PATH: Record<StaffKind, string> = { judge: '/admins/judges', admin: '/admins/admins' };

interface StaffPages {
  readonly accounts: StaffAccountsService;
  readonly inviteJudge: InviteJudge;
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
    constructor(
      readonly accounts: StaffAccountsService,
      private readonly conflicts: ConflictsService,
      private readonly assignments: AssignmentsService,
      private readonly judgeInvitations: JudgeInvitationService,
    ) {}

    /** A saved judge who now needs a password gets judging's invitation. */
    readonly inviteJudge: InviteJudge = async (tx, judge) => {
      await this.judgeInvitations.invite(tx, judge);
    };

    @Page(`${pages}/index`)
    list(@Query() query: RawQuery): Promise<ListPageProps<StaffRowProps>> {
      return recordList(
        query,
        { sortable: STAFF_SORTS, defaultSort: 'lastname', defaultDirection: 'asc' },
        (listQuery, status, filters) =>
          this.accounts.listPage(kind, listQuery, status, (filters.round as Stage | null) ?? null),
        toStaffRow,
        // Judges are listed by round as well (first round or final).
        kind === 'judge' ? [{ name: 'round', allowed: STAGES }] : [],
      );
    }

    @Page(`${pages}/form`, 'create')
    createForm(@SignedInAdmin() actor: AdminActor): Promise<StaffFormPageProps> {
      return this.formPage(null, actor);
    }

    @Page(`${pages}/form`, ':id/edit')
    editForm(
      @Param('id', PathIdPipe) id: number,
      @SignedInAdmin() actor: AdminActor,
    ): Promise<StaffFormPageProps> {
      return this.formPage(id, actor);
    }

    /** A judge's form also shows their conflicts and their assignment, from judging. */
    private async formPage(id: number | null, actor: AdminActor): Promise<StaffFormPageProps> {
      const account = id === null ? null : await this.accounts.byId(kind, id);
      const judge = account instanceof Judge ? account : null;
      return {
        kind,
        account: account ? toStaffAccountProps(account) : null,
        publicSide: kind === 'judge' ? toJudgePublicProps(judge) : null,
        isSelf: kind === 'admin' && account?.id === actor.id,
        conflicts: judge ? await this.conflicts.forJudge(judge.id) : null,
        assignment: judge ? await this.assignments.forJudge(judge.id, judge.stage) : null,
      };
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
    const saved = await this.accounts.save('judge', id ?? null, input, actor, this.inviteJudge, portrait);
    return { data: { id: saved.id, redirectTo: LIST_PATH.judge } };
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
    const saved = await this.accounts.save('admin', id ?? null, input, actor, this.inviteJudge);
    return { data: { id: saved.id, redirectTo: LIST_PATH.admin } };
  }
}
