import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { Injectable, NotFoundException } from '@nestjs/common';
import { Admin } from '../../auth/admin.entity.js';
import { STAFF_PASSWORD_PAGES, passwordLinkPath } from '../../auth/password-reset/staff-password-paths.js';
import { StaffPasswordTokens } from '../../auth/password-reset/staff-password-tokens.service.js';
import { STAGES, type Stage, type StaffAccount } from '../../auth/staff-account.entity.js';
import { FormValidationException } from '../../common/http-errors.js';
import { ContestSettingsService } from '../../editions/contest-settings.service.js';
import { INVITATION_DAYS, JudgeInvitationService } from '../../judging/judge-invitation.service.js';
import { Judge } from '../../auth/judge.entity.js';
import { MailService } from '../../mail/mail.service.js';
import { StorageService } from '../../storage/storage.service.js';
import { readUpload, type UploadedFile } from '../../storage/uploaded-file.decorator.js';
import { type AuditActor, AuditService, savedSubject } from '../../audit/audit.service.js';
import { AssignmentsService } from '../../judging/assignments/assignments.service.js';
import { ConflictsService } from '../../judging/conflicts/conflicts.service.js';
import { adminInvitation } from './admin-invitation.mail.js';
import type { RawQuery } from '../../common/list-query.js';
import type { ListPageProps } from '@shared/admin/list.props.js';
import { recordList } from './record-lists.js';
import type { SaveJudgeDto, SaveStaffAccountDto } from './dto/save-staff-account.dto.js';
import { nullIfBlank } from '../../common/form-fields.js';
import { RECORD_MESSAGES } from './form-values.js';
import { toJudgePublicProps, toStaffAccountProps, toStaffRow } from './records.props-mapper.js';
import type {
  SavedRecordProps,
  StaffFormPageProps,
  StaffKind,
  StaffRowProps,
} from '@shared/admin/records.props.js';
import { RecordsQueries, STAFF_SORTS } from './records.queries.js';

const ENTITY = { judge: Judge, admin: Admin } as const;
const LIST_PATH: Record<StaffKind, string> = { judge: '/admins/judges', admin: '/admins/admins' };

/** An account can sign in with a password only when it is enabled and of the credential type. */
const usesPassword = (account: Pick<StaffAccount, 'isActive' | 'typelogin'>) =>
  account.isActive && account.typelogin === 'credential';

/** What the audit log keeps of an account (never the password hash). */
function snapshot(account: StaffAccount): Record<string, unknown> {
  const fields: Record<string, unknown> = {
    name: account.name,
    lastname: account.lastname,
    email: account.email,
    stage: account.stage,
    typelogin: account.typelogin,
    isActive: account.isActive,
  };
  if (account instanceof Judge) {
    Object.assign(fields, {
      title: account.title,
      biography: account.biography,
      showOnSite: account.showOnSite,
      sitePosition: account.sitePosition,
      portrait: account.portrait,
    });
  }
  return fields;
}

function isJudgeDto(dto: SaveStaffAccountDto): dto is SaveJudgeDto {
  return 'show_on_site' in dto;
}

/**
 * Judges and admins as the admin area creates and edits them. The two share their fields and rules (section 5:
 * "Judge and admin forms"); a judge also has a public side on the landing page. An account that can now sign in
 * with a password but has none is mailed an invitation to choose one, in the transaction that saves it.
 */
@Injectable()
export class StaffRecordsService {
  constructor(
    private readonly em: EntityManager,
    private readonly records: RecordsQueries,
    private readonly audit: AuditService,
    private readonly judgeInvitations: JudgeInvitationService,
    private readonly tokens: StaffPasswordTokens,
    private readonly mail: MailService,
    private readonly storage: StorageService,
    private readonly settings: ContestSettingsService,
    private readonly conflicts: ConflictsService,
    private readonly assignments: AssignmentsService,
  ) {}

  listPage(kind: StaffKind, raw: RawQuery): Promise<ListPageProps<StaffRowProps>> {
    return recordList(
      raw,
      { sortable: STAFF_SORTS, defaultSort: 'lastname', defaultDirection: 'asc' },
      (query, status, filters) =>
        this.records.staffPage(kind, query, status, (filters.round as Stage | null) ?? null),
      toStaffRow,
      // Judges are listed by round as well (first round or final).
      kind === 'judge' ? [{ name: 'round', allowed: STAGES }] : [],
    );
  }

  async formPage(kind: StaffKind, id: number | null, actor: AuditActor): Promise<StaffFormPageProps> {
    const account = id === null ? null : await this.find(this.em.fork(), kind, id);
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
    await this.check(kind, id, input, actor);
    // Stored before the transaction (resizing takes a while); removed again if the save fails.
    const newPortrait =
      kind === 'judge' && isJudgeDto(input) && input.portrait_file && portrait
        ? (await this.storage.storeImage(await readUpload(portrait))).key
        : null;
    let replacedPortrait: string | null = null;
    let saved: StaffAccount;
    try {
      saved = await this.em.fork().transactional(async (tx) => {
        const existing = id === null ? null : await this.find(tx, kind, id);
        const before = existing ? snapshot(existing) : null;
        const couldUsePassword = existing ? usesPassword(existing) : false;
        const account: StaffAccount =
          existing ??
          tx.create(ENTITY[kind] as typeof Judge, {
            name: input.name,
            lastname: input.lastname,
            email: input.email,
            stage: input.stage,
            typelogin: input.typelogin,
          });
        account.name = input.name;
        account.lastname = input.lastname;
        account.email = input.email;
        account.stage = input.stage;
        account.typelogin = input.typelogin;
        account.isActive = input.is_active;
        if (account instanceof Judge && isJudgeDto(input)) {
          account.title = nullIfBlank(input.title);
          account.biography = nullIfBlank(input.biography);
          account.showOnSite = input.show_on_site;
          account.sitePosition = input.position;
          if (newPortrait) {
            replacedPortrait = account.portrait;
            account.portrait = newPortrait;
          }
        }
        await tx.flush();

        const invite = !account.passwordHash && usesPassword(account) && !couldUsePassword;
        if (invite) await this.invite(tx, kind, account);
        const after = snapshot(account);
        const change = before ? AuditService.diff(before, after) : { before: null, after };
        if (!before || Object.keys(change.after).length > 0 || invite) {
          this.audit.record(tx, actor, {
            ...savedSubject(kind, account.id, !before),
            before: change.before,
            after: invite ? { ...change.after, invitationSent: true } : change.after,
          });
        }
        return account;
      });
    } catch (error) {
      if (newPortrait) await this.storage.discard([newPortrait]);
      // Someone saved the same address between the check and the write.
      if (error instanceof UniqueConstraintViolationException)
        throw new FormValidationException({ email: [RECORD_MESSAGES.duplicateEmail[kind]] });
      throw error;
    }
    // After the commit and outside its clean-up: the new portrait is the judge's now, whatever happens to the old one.
    if (kind === 'judge') this.settings.forget();
    if (replacedPortrait) await this.storage.discard([replacedPortrait]);
    return { id: saved.id, redirectTo: LIST_PATH[kind] };
  }

  /** The rules beyond the fields' own: the address is unique per audience; an admin keeps their own access. */
  private async check(kind: StaffKind, id: number | null, input: SaveStaffAccountDto, actor: AuditActor) {
    const em = this.em.fork();
    if (id !== null) await this.find(em, kind, id);
    const errors: Record<string, string[]> = {};
    const sameEmail = await em.findOne(ENTITY[kind] as typeof Judge, { email: input.email });
    if (sameEmail && sameEmail.id !== id) errors.email = [RECORD_MESSAGES.duplicateEmail[kind]];
    if (kind === 'admin' && id === actor.id && !input.is_active)
      errors.is_active = [RECORD_MESSAGES.selfDisable];
    if (Object.keys(errors).length > 0) throw new FormValidationException(errors);
  }

  private async find(em: EntityManager, kind: StaffKind, id: number): Promise<StaffAccount> {
    const account = await em.findOne(ENTITY[kind] as typeof Judge, { id });
    if (!account) throw new NotFoundException({ message: `There is no ${kind} with the id ${id}.` });
    return account;
  }

  /** Judges get the judging helper's invitation; admins a link to the admins' reset page, valid as long. */
  private async invite(tx: EntityManager, kind: StaffKind, account: StaffAccount): Promise<void> {
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
