import { UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { Injectable, NotFoundException } from '@nestjs/common';
import { type AuditActor, AuditService } from '../audit/audit.service.js';
import { FormValidationException } from '../common/http-errors.js';
import type { ListPageRows } from '../database/list-page.js';
import type { ListQuery } from '../common/list-query.js';
import { PROFILE_MESSAGES } from '@shared/contestants/profile-messages.js';
import type { ProfileFormValues, ProfileProps } from '@shared/contestants/profile.props.js';
import type { Contestant } from './contestant.entity.js';
import {
  CONTESTANT_SORTS,
  type ContestantCountRow,
  ContestantListQueries,
  type ContestantListFilters,
  type ContestantListRecord,
  type ContestantSort,
} from './contestant-list.queries.js';
import { ContestantRepository } from './contestant.repository.js';
import type { CreateContestantDto, UpdateContestantProfileDto } from './dto/save-contestant-profile.dto.js';
import type { UpdateContestantSettingsDto } from './dto/update-contestant-settings.dto.js';
import type { Profile } from './profile.entity.js';
import { toProfileFormValues } from './profile.props-mapper.js';
import { ProfileRepository } from './profile.repository.js';
import { ProfileService } from './profile.service.js';
import { SupervisorApprovalService } from './supervisor-approval.service.js';

/** The list's sort names and row types, for the admin area's list page. */
export { CONTESTANT_SORTS };
export type { ContestantCountRow, ContestantListFilters, ContestantListRecord, ContestantSort };

const SUBJECT = 'contestant';

/** The audit log's view of a profile: the form's fields (no secrets here). */
function profileSnapshot(values: ProfileFormValues & { typeuser?: string }): Record<string, unknown> {
  return { ...values };
}

/** The fields a contestant may leave out: the other type's (business name, or supervisor). */
type OptionalFormField = 'business_name' | 'manager_name' | 'manager_email';

/**
 * Only the profile form's fields, of a submitted form or of a saved profile (not its type or badge): what the audit
 * entry shows. A field the form left out is empty, as the profile page shows it.
 */
function formValuesOf(
  values: Omit<ProfileFormValues, OptionalFormField> & Partial<Pick<ProfileFormValues, OptionalFormField>>,
): ProfileFormValues {
  return {
    name: values.name,
    lastname: values.lastname,
    email: values.email,
    phone: values.phone,
    country: values.country,
    address: values.address,
    city: values.city,
    state: values.state,
    zip: values.zip,
    business_name: values.business_name ?? '',
    manager_name: values.manager_name ?? '',
    manager_email: values.manager_email ?? '',
  };
}

function settingsSnapshot(contestant: Contestant, profile: Profile | null): Record<string, unknown> {
  return {
    is_active: contestant.isActive,
    is_finalist: contestant.isFinalist,
    onboarded: contestant.onboarded,
    is_authorized: contestant.isAuthorized,
    manager_reason: profile?.managerReason ?? null,
  };
}

/** A contestant's settings as they stand after a save, with the profile that holds the declined reason. */
export interface SavedContestantSettings {
  contestant: Contestant;
  profile: Profile | null;
}

/**
 * The contest team's changes to a contestant (specification sections 2, 4 and 7): a new contestant, and the profile
 * and settings saved on the contestant's behalf. The profile and the supervisor's answer keep their own rules
 * (ProfileService and SupervisorApprovalService, actor 'admin'); this service adds the audit entry of every change,
 * written in the transaction that makes the change. Also the administration's list and counts of contestants.
 */
@Injectable()
export class ContestantAdminService {
  constructor(
    private readonly contestants: ContestantRepository,
    private readonly profileRows: ProfileRepository,
    private readonly lists: ContestantListQueries,
    private readonly profiles: ProfileService,
    private readonly approvals: SupervisorApprovalService,
    private readonly audit: AuditService,
  ) {}

  /** The contestant with their profile; 404 when there is none. */
  async withProfile(contestantId: number): Promise<Contestant> {
    const contestant = await this.contestants.findWithProfile(contestantId);
    if (!contestant) throw new NotFoundException({ message: 'Contestant not found' });
    return contestant;
  }

  listPage(
    query: ListQuery<ContestantSort>,
    filters: ContestantListFilters,
  ): Promise<ListPageRows<ContestantListRecord>> {
    return this.lists.page(query, filters);
  }

  countsByTypeAndAuthorization(): Promise<ContestantCountRow[]> {
    return this.lists.countsByTypeAndAuthorization();
  }

  /**
   * A new contestant with a registered profile (registeredAt set), through the registration's own rules: an
   * employee's supervisor is mailed the approval request in the same transaction, as when they register themselves.
   * Answers the new contestant with their profile.
   */
  async create(actor: AuditActor, form: CreateContestantDto): Promise<Contestant> {
    if (await this.contestants.findByEmail(form.email))
      throw new FormValidationException({ email: [PROFILE_MESSAGES.emailTaken] });
    return this.withProfile(await this.insert(actor, form));
  }

  private async insert(actor: AuditActor, form: CreateContestantDto): Promise<number> {
    try {
      return await this.contestants.transaction(async (tx) => {
        const contestant = this.contestants.create({
          email: form.email,
          typeuser: form.typeuser,
          name: form.name,
          lastname: form.lastname,
        });
        await tx.flush();
        await this.profiles.register(contestant.id, form);
        this.audit.record(tx, actor, {
          action: 'contestant.create',
          subjectType: SUBJECT,
          subjectId: contestant.id,
          after: profileSnapshot({ ...formValuesOf(form), typeuser: form.typeuser }),
        });
        return contestant.id;
      });
    } catch (error) {
      // The same address added at the same moment by someone else (or signing in for the first time).
      if (error instanceof UniqueConstraintViolationException)
        throw new FormValidationException({ email: [PROFILE_MESSAGES.emailTaken] });
      throw error;
    }
  }

  /** The profile, e-mail and supervisor included (ProfileService with actor 'admin'); creates it when missing. */
  async updateProfile(
    actor: AuditActor,
    contestantId: number,
    form: UpdateContestantProfileDto,
  ): Promise<ProfileProps> {
    return this.contestants.transaction(async (tx) => {
      const contestant = await this.contestants.findWithProfile(contestantId);
      if (!contestant) throw new NotFoundException();
      const before = profileSnapshot(toProfileFormValues(contestant, contestant.profile));
      const saved = await this.profiles.update(contestantId, form, 'admin');
      this.audit.recordSave(
        tx,
        actor,
        { action: 'contestant.profile', subjectType: SUBJECT, subjectId: contestantId },
        before,
        profileSnapshot(formValuesOf(saved)),
      );
      return saved;
    });
  }

  /**
   * The 'Status' toggles and, for an employee, the 'Manager authorization' answer. A changed answer is recorded like the supervisor's
   * (SupervisorApprovalService.answerForTeam) and mails the contestant the same answer mail. Disabling takes effect
   * at the contestant's next request (the guard signs a disabled account out).
   */
  async updateSettings(
    actor: AuditActor,
    contestantId: number,
    dto: UpdateContestantSettingsDto,
  ): Promise<SavedContestantSettings> {
    return this.contestants.transaction(async (tx) => {
      const contestant = await this.contestants.findForUpdate(contestantId);
      if (!contestant) throw new NotFoundException();
      const profile = await this.profileRows.findByContestant(contestantId);
      const before = settingsSnapshot(contestant, profile);
      // A value the page showed and the admin left alone keeps what is stored now (see the DTO's loaded_* fields).
      const changed = <T>(sent: T, loaded: T | undefined) => loaded === undefined || sent !== loaded;
      if (changed(dto.is_active, dto.loaded_is_active)) contestant.isActive = dto.is_active;
      if (changed(dto.is_finalist, dto.loaded_is_finalist)) contestant.isFinalist = dto.is_finalist;
      if (changed(dto.onboarded, dto.loaded_onboarded)) contestant.onboarded = dto.onboarded;
      const answerChanged =
        changed<number | undefined>(dto.answer, dto.loaded_answer) ||
        changed(dto.reason ?? '', dto.loaded_answer === undefined ? undefined : (dto.loaded_reason ?? ''));
      // Only an employee has a supervisor: a partner's answer is ignored, never stored or mailed.
      if (contestant.typeuser === 'sodexo' && dto.answer !== undefined && answerChanged)
        await this.approvals.answerForTeam(tx, contestant, profile, {
          answer: dto.answer,
          reason: dto.reason,
        });
      this.audit.recordSave(
        tx,
        actor,
        { action: 'contestant.settings', subjectType: SUBJECT, subjectId: contestantId },
        before,
        settingsSnapshot(contestant, profile),
      );
      return { contestant, profile };
    });
  }
}
