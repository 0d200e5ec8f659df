import { UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { Injectable, NotFoundException } from '@nestjs/common';
import { type AuditActor, AuditService, savedSubject } from '../audit/audit.service.js';
import { nullIfBlank } from '../common/form-fields.js';
import { FormValidationException } from '../common/http-errors.js';
import { type Transaction, Transactions, type UnitOfWork } from '../database/unit-of-work.js';
import type { ListPageRows } from '../database/list-page.js';
import type { ListQuery, StatusFilter } from '../common/list-query.js';
import { ContestSettingsService } from '../editions/contest-settings.service.js';
import { MailService } from '../mail/mail.service.js';
import { StorageService } from '../storage/storage.service.js';
import { readUpload, type UploadedFile } from '../storage/uploaded-file.decorator.js';
import type { StaffKind } from '@shared/admin/records.props.js';
import { adminInvitation } from './admin-invitation.mail.js';
import { AdminRepository } from './admin.repository.js';
import { Judge } from './judge.entity.js';
import { JudgeRepository } from './judge.repository.js';
import { STAFF_PASSWORD_PAGES, passwordLinkPath } from './password-reset/staff-password-paths.js';
import { StaffPasswordTokens } from './password-reset/staff-password-tokens.service.js';
import { STAFF_SORTS, StaffAccountQueries, type StaffListRecord } from './staff-account.queries.js';
import type { LoginType, Stage, StaffAccount } from './staff-account.entity.js';

/** The sort names its list takes, and the rows it gives. */
export { STAFF_SORTS, type StaffListRecord };

export const STAFF_ACCOUNT_MESSAGES = {
  duplicateEmail: {
    judge: 'A judge with this e-mail address already exists.',
    admin: 'An admin with this e-mail address already exists.',
  },
  selfDisable: 'You cannot disable your own account: another admin has to do it.',
} as const;

/** A judge's or an admin's fields as they are saved. */
export interface StaffAccountInput {
  name: string;
  lastname: string;
  email: string;
  stage: Stage;
  typelogin: LoginType;
  is_active: boolean;
}

/** A judge's public side on the landing page besides; `portrait_file` says a new portrait was sent. */
export interface JudgeAccountInput extends StaffAccountInput {
  title: string;
  biography: string;
  show_on_site: boolean;
  position: number;
  portrait_file: boolean;
}

/**
 * Mails a judge who can now sign in with a password, but has none, a link to choose one, in the save's transaction:
 * the judges' invitation is judging's, and judging imports this module.
 */
export type InviteJudge = (tx: Transaction, judge: Judge) => Promise<void>;

/** Longer than a reset link: an invitation may wait in an inbox over a weekend (the judges' lasts as long). */
export const ADMIN_INVITATION_DAYS = 7;

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
      headJudge: account.headJudge,
    });
  }
  return fields;
}

function isJudgeInput(input: StaffAccountInput): input is JudgeAccountInput {
  return 'show_on_site' in input;
}

/**
 * Judges and admins as records. The two share their fields and rules (section 5: "Judge and admin forms"); a judge
 * also has a public side on the landing page. An account that can now sign in with a password but has none is
 * mailed an invitation to choose one, in the transaction that saves it: an admin a link to the admins' reset page,
 * a judge the invitation the caller hands in.
 */
@Injectable()
export class StaffAccountsService {
  constructor(
    private readonly transactions: Transactions,
    private readonly judges: JudgeRepository,
    private readonly admins: AdminRepository,
    private readonly queries: StaffAccountQueries,
    private readonly audit: AuditService,
    private readonly storage: StorageService,
    private readonly settings: ContestSettingsService,
    private readonly tokens: StaffPasswordTokens,
    private readonly mail: MailService,
  ) {}

  listPage(
    kind: StaffKind,
    query: ListQuery<(typeof STAFF_SORTS)[number]>,
    status: StatusFilter,
    stage: Stage | null,
  ): Promise<ListPageRows<StaffListRecord>> {
    return this.queries.listPage(kind, query, status, stage);
  }

  /** The judge or admin with this id, enabled or not; 404 when there is none. */
  byId(kind: StaffKind, id: number): Promise<StaffAccount> {
    return this.find(this.accounts(kind).fresh(), kind, id);
  }

  async save(
    kind: StaffKind,
    id: number | null,
    input: StaffAccountInput,
    actor: AuditActor,
    inviteJudge: InviteJudge,
    portrait?: UploadedFile,
  ): Promise<StaffAccount> {
    await this.check(kind, id, input, actor);
    // Stored before the transaction (resizing takes a while); removed again if the save fails.
    const newPortrait =
      kind === 'judge' && isJudgeInput(input) && input.portrait_file && portrait
        ? (await this.storage.storeImage(await readUpload(portrait))).key
        : null;
    let replacedPortrait: string | null = null;
    let saved: StaffAccount;
    try {
      saved = await this.transactions.run(async (tx) => {
        const accounts = this.accounts(kind).in(tx);
        // Locked: marking the head judge, which checks the stage and status, waits for this save, and this for it.
        const existing = id === null ? null : await this.find(accounts, kind, id, true);
        const before = existing ? snapshot(existing) : null;
        const couldUsePassword = existing ? usesPassword(existing) : false;
        const account: StaffAccount = existing ?? this.newAccount(tx, kind, input);
        account.name = input.name;
        account.lastname = input.lastname;
        account.email = input.email;
        account.stage = input.stage;
        account.typelogin = input.typelogin;
        account.isActive = input.is_active;
        // Only an enabled final-round judge is the head judge: moved or disabled, they no longer are (logged below).
        if (account instanceof Judge && (account.stage !== 'second' || !account.isActive))
          account.headJudge = false;
        if (account instanceof Judge && isJudgeInput(input)) {
          account.title = nullIfBlank(input.title);
          account.biography = nullIfBlank(input.biography);
          account.showOnSite = input.show_on_site;
          account.sitePosition = input.position;
          if (newPortrait) {
            replacedPortrait = account.portrait;
            account.portrait = newPortrait;
          }
        }
        await accounts.flush();

        const invite = !account.passwordHash && usesPassword(account) && !couldUsePassword;
        if (invite) {
          if (account instanceof Judge) await inviteJudge(tx, account);
          else await this.inviteAdmin(tx, account);
        }
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
        throw new FormValidationException({ email: [STAFF_ACCOUNT_MESSAGES.duplicateEmail[kind]] });
      throw error;
    }
    // After the commit and outside its clean-up: the new portrait is the judge's now, whatever happens to the old one.
    if (kind === 'judge') this.settings.forget();
    if (replacedPortrait) await this.storage.discard([replacedPortrait]);
    return saved;
  }

  /** A link to the admins' reset page, valid as long as a judge's invitation. */
  private async inviteAdmin(tx: Transaction, account: StaffAccount): Promise<void> {
    const secret = this.tokens.issue(tx, 'admin', account.email, ADMIN_INVITATION_DAYS * 24 * 60);
    await this.mail.send(
      account.email,
      adminInvitation({
        firstName: account.name,
        url: passwordLinkPath('admin', secret, account.email, { welcome: true }),
        validDays: ADMIN_INVITATION_DAYS,
        forgotUrl: STAFF_PASSWORD_PAGES.admin.forgot,
      }),
      tx,
    );
  }

  /** The rules beyond the fields' own: the address is unique per audience; an admin keeps their own access. */
  private async check(kind: StaffKind, id: number | null, input: StaffAccountInput, actor: AuditActor) {
    const accounts = this.accounts(kind).fresh();
    if (id !== null) await this.find(accounts, kind, id);
    const errors: Record<string, string[]> = {};
    const sameEmail = await accounts.findByEmail(input.email);
    if (sameEmail && sameEmail.id !== id) errors.email = [STAFF_ACCOUNT_MESSAGES.duplicateEmail[kind]];
    if (kind === 'admin' && id === actor.id && !input.is_active)
      errors.is_active = [STAFF_ACCOUNT_MESSAGES.selfDisable];
    if (Object.keys(errors).length > 0) throw new FormValidationException(errors);
  }

  /** The kind's repository: judges and admins are looked up the same way. */
  private accounts(kind: StaffKind): JudgeRepository | AdminRepository {
    return kind === 'judge' ? this.judges : this.admins;
  }

  /** A new account of the kind, added to the unit of work `uow` (written by its flush). */
  private newAccount(uow: UnitOfWork, kind: StaffKind, input: StaffAccountInput): StaffAccount {
    const fields = {
      name: input.name,
      lastname: input.lastname,
      email: input.email,
      stage: input.stage,
      typelogin: input.typelogin,
    };
    return kind === 'judge' ? this.judges.in(uow).create(fields) : this.admins.in(uow).create(fields);
  }

  private async find(
    accounts: JudgeRepository | AdminRepository,
    kind: StaffKind,
    id: number,
    forUpdate = false,
  ): Promise<StaffAccount> {
    const account = forUpdate ? await accounts.findByIdForUpdate(id) : await accounts.findById(id);
    if (!account) throw new NotFoundException({ message: `There is no ${kind} with the id ${id}.` });
    return account;
  }
}
