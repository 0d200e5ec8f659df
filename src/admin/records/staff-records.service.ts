import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { Judge } from '../../auth/judge.entity.js';
import { STAFF_PASSWORD_PAGES, passwordLinkPath } from '../../auth/password-reset/staff-password-paths.js';
import { StaffPasswordTokens } from '../../auth/password-reset/staff-password-tokens.service.js';
import { STAGES, type Stage, type StaffAccount } from '../../auth/staff-account.entity.js';
import { STAFF_SORTS, StaffAccountsService } from '../../auth/staff-accounts.service.js';
import { INVITATION_DAYS, JudgeInvitationService } from '../../judging/judge-invitation.service.js';
import { MailService } from '../../mail/mail.service.js';
import type { UploadedFile } from '../../storage/uploaded-file.decorator.js';
import type { AuditActor } from '../../audit/audit.service.js';
import { AssignmentsService } from '../../judging/assignments/assignments.service.js';
import { ConflictsService } from '../../judging/conflicts/conflicts.service.js';
import { adminInvitation } from './admin-invitation.mail.js';
import type { RawQuery } from '../../common/list-query.js';
import type { ListPageProps } from '@shared/admin/list.props.js';
import { recordList } from './record-lists.js';
import type { SaveStaffAccountDto } from './dto/save-staff-account.dto.js';
import { toJudgePublicProps, toStaffAccountProps, toStaffRow } from './records.props-mapper.js';
import type {
  SavedRecordProps,
  StaffFormPageProps,
  StaffKind,
  StaffRowProps,
} from '@shared/admin/records.props.js';

const LIST_PATH: Record<StaffKind, string> = { judge: '/admins/judges', admin: '/admins/admins' };

/**
 * The judges' and admins' pages of the admin area: the lists, the forms (a judge's with their conflicts and
 * assignment) and the invitation a saved account gets when it can now sign in with a password but has none.
 */
@Injectable()
export class StaffRecordsService {
  constructor(
    private readonly accounts: StaffAccountsService,
    private readonly judgeInvitations: JudgeInvitationService,
    private readonly tokens: StaffPasswordTokens,
    private readonly mail: MailService,
    private readonly conflicts: ConflictsService,
    private readonly assignments: AssignmentsService,
  ) {}

  listPage(kind: StaffKind, raw: RawQuery): Promise<ListPageProps<StaffRowProps>> {
    return recordList(
      raw,
      { sortable: STAFF_SORTS, defaultSort: 'lastname', defaultDirection: 'asc' },
      (query, status, filters) =>
        this.accounts.listPage(kind, query, status, (filters.round as Stage | null) ?? null),
      toStaffRow,
      // Judges are listed by round as well (first round or final).
      kind === 'judge' ? [{ name: 'round', allowed: STAGES }] : [],
    );
  }

  async formPage(kind: StaffKind, id: number | null, actor: AuditActor): Promise<StaffFormPageProps> {
    const account = id === null ? null : await this.accounts.byId(kind, id);
    return {
      kind,
      account: account ? toStaffAccountProps(account) : null,
      publicSide: kind === 'judge' ? toJudgePublicProps(account as Judge | null) : null,
      isSelf: kind === 'admin' && account?.id === actor.id,
      conflicts: kind === 'judge' && account ? await this.conflicts.forJudge(account.id) : null,
      assignment:
        kind === 'judge' && account ? await this.assignments.forJudge(account.id, account.stage) : null,
    };
  }

  async save(
    kind: StaffKind,
    id: number | null,
    input: SaveStaffAccountDto,
    actor: AuditActor,
    portrait?: UploadedFile,
  ): Promise<SavedRecordProps> {
    const saved = await this.accounts.save(
      kind,
      id,
      input,
      actor,
      (tx, account) => this.invite(tx, account),
      portrait,
    );
    return { id: saved.id, redirectTo: LIST_PATH[kind] };
  }

  /** Judges get the judging helper's invitation; admins a link to the admins' reset page, valid as long. */
  private async invite(tx: EntityManager, account: StaffAccount): Promise<void> {
    if (account instanceof Judge) {
      await this.judgeInvitations.invite(tx, account);
      return;
    }
    const secret = this.tokens.issue(tx, 'admin', account.email, INVITATION_DAYS * 24 * 60);
    await this.mail.send(
      account.email,
      adminInvitation({
        firstName: account.name,
        url: passwordLinkPath('admin', secret, account.email, { welcome: true }),
        validDays: INVITATION_DAYS,
        forgotUrl: STAFF_PASSWORD_PAGES.admin.forgot,
      }),
      tx,
    );
  }
}
