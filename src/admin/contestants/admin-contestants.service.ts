import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { FormValidationException } from '../../common/http-errors.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { CONTESTANT_TYPES, Contestant } from '../../contestants/contestant.entity.js';
import { ContestantRepository } from '../../contestants/contestant.repository.js';
import { Profile } from '../../contestants/profile.entity.js';
import { PROFILE_MESSAGES } from '@shared/contestants/profile-messages.js';
import { toProfileFormValues, toProfileProps } from '../../contestants/profile.props-mapper.js';
import type { ProfileFormValues, ProfileProps } from '@shared/contestants/profile.props.js';
import { ProfileService } from '../../contestants/profile.service.js';
import { SupervisorApprovalService } from '../../contestants/supervisor-approval.service.js';
import type { ParsedRecipeForm } from '../../recipes/recipe-form.js';
import { recipeEditorState } from '@shared/recipes/recipe-rules.js';
import { RecipeRepository } from '../../recipes/recipe.repository.js';
import { toRecipeProps } from '../../recipes/recipe.props-mapper.js';
import type { RecipeProps } from '@shared/recipes/recipe.props.js';
import { type RecipeCall, recipeFields, RecipesService } from '../../recipes/recipes.service.js';
import { type AuditActor, AuditService } from '../../audit/audit.service.js';
import { ConflictsService } from '../../judging/conflicts/conflicts.service.js';
import {
  ADMIN_CONTESTANT_PAGES,
  toContestantSettings,
  toContestantSummary,
  toJudgeVotes,
} from './admin-contestants.props-mapper.js';
import type {
  AdminContestantPageProps,
  AdminNewContestantPageProps,
  ContestantCreatedResponse,
  ContestantSettingsProps,
  ContestantTab,
} from '@shared/admin/admin-contestants.props.js';
import { defaultTab, hasSettingsData } from './contestant-tabs.js';
import { ContestantVotesQueries } from './contestant-votes.queries.js';
import type { CreateContestantDto, UpdateContestantProfileDto } from './dto/save-contestant-profile.dto.js';
import type { UpdateContestantSettingsDto } from './dto/update-contestant-settings.dto.js';

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

/**
 * The administrators' side of a contestant (specification sections 2, 4 and 7): the tabbed page, a new contestant,
 * and the profile, recipe and settings saved on the contestant's behalf. The rules stay with the contestants' and
 * recipes' services (actor 'admin'); this service adds the page's props and the audit entry of every change, written
 * in the transaction that makes the change.
 */
@Injectable()
export class AdminContestantsService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly em: EntityManager,
    private readonly contestants: ContestantRepository,
    private readonly recipeRows: RecipeRepository,
    private readonly votes: ContestantVotesQueries,
    private readonly profiles: ProfileService,
    private readonly approvals: SupervisorApprovalService,
    private readonly recipes: RecipesService,
    private readonly audit: AuditService,
    private readonly conflicts: ConflictsService,
  ) {}

  /** The tab /admins/contestants/{user} opens (section 2's rule, see contestant-tabs.ts). */
  async defaultTabFor(contestantId: number): Promise<ContestantTab> {
    const contestant = await this.load(contestantId);
    return defaultTab({
      hasProfile: Boolean(contestant.profile),
      hasSettingsData: hasSettingsData(contestant),
    });
  }

  async page(contestantId: number, tab: ContestantTab): Promise<AdminContestantPageProps> {
    const contestant = await this.load(contestantId);
    const profile = contestant.profile ?? null;
    const recipe = await this.recipeRows.findByContestant(contestantId);
    return {
      tab,
      contestant: toContestantSummary(contestant),
      profile: profile ? toProfileProps(contestant, profile) : null,
      form: toProfileFormValues(contestant, profile),
      companyDomains: this.config.companyEmailDomains,
      votes: toJudgeVotes(await this.votes.scoredByContestant(contestantId)),
      recipe: recipe ? toRecipeProps(recipe) : null,
      // Admins may always edit: the phase does not apply to them (recipe-rules.ts), so any phase gives the same state.
      editor: recipeEditorState({
        actor: 'admin',
        phase: 'open',
        authorization: contestant.isAuthorized,
        isFinalist: contestant.isFinalist,
        isComplete: recipe?.isComplete ?? false,
        isSecondComplete: recipe?.isSecondComplete ?? false,
      }),
      settings: toContestantSettings(contestant, profile),
      conflicts: await this.conflicts.forContestant(contestantId),
      listUrl: ADMIN_CONTESTANT_PAGES.list,
    };
  }

  newContestantPage(): AdminNewContestantPageProps {
    return {
      form: {
        name: '',
        lastname: '',
        email: '',
        phone: '',
        country: 'US',
        address: '',
        city: '',
        state: '',
        zip: '',
        business_name: '',
        manager_name: '',
        manager_email: '',
      },
      types: [...CONTESTANT_TYPES].sort((a) => (a === 'entegra' ? -1 : 1)),
      companyDomains: this.config.companyEmailDomains,
      listUrl: ADMIN_CONTESTANT_PAGES.list,
    };
  }

  /**
   * A new contestant with a registered profile (registeredAt set), through the registration's own rules: an
   * employee's supervisor is mailed the approval request in the same transaction, as when they register themselves.
   */
  async create(actor: AuditActor, form: CreateContestantDto): Promise<ContestantCreatedResponse> {
    if (await this.contestants.findByEmail(form.email))
      throw new FormValidationException({ email: [PROFILE_MESSAGES.emailTaken] });
    const id = await this.insert(actor, form);
    const contestant = await this.load(id);
    return {
      data: { id, profile: toProfileProps(contestant, contestant.profile) },
      redirectTo: ADMIN_CONTESTANT_PAGES.tab('profile', id),
    };
  }

  private async insert(actor: AuditActor, form: CreateContestantDto): Promise<number> {
    try {
      return await this.em.transactional(async (tx) => {
        const contestant = tx.create(Contestant, {
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
    return this.em.transactional(async (tx) => {
      const contestant = await tx.getRepository(Contestant).findWithProfile(contestantId);
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
  ): Promise<ContestantSettingsProps> {
    return this.em.transactional(async (tx) => {
      const contestant = await tx.getRepository(Contestant).findForUpdate(contestantId);
      if (!contestant) throw new NotFoundException();
      const profile = await tx.getRepository(Profile).findByContestant(contestantId);
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
      return toContestantSettings(contestant, profile);
    });
  }

  /**
   * A draft or a submission on the contestant's behalf: RecipesService with actor 'admin' (a submitted recipe stays
   * editable, the authorization counts as approved, the phase does not apply). Audited inside the save's transaction.
   */
  async saveRecipe(
    actor: AuditActor,
    contestantId: number,
    call: RecipeCall,
    form: ParsedRecipeForm,
  ): Promise<RecipeProps> {
    const saved = await this.recipes.save(contestantId, call, form, 'admin', async (tx, recipe, before) => {
      await tx.flush(); // a new recipe gets its id
      const after = { ...recipeFields(recipe) } as Record<string, unknown>;
      const change = before ? AuditService.diff({ ...before }, after) : { before: null, after };
      this.audit.record(tx, actor, {
        action: call === 'submit' ? 'recipe.submit' : before ? 'recipe.update' : 'recipe.create',
        subjectType: 'recipe',
        subjectId: recipe.id,
        before: change.before,
        after: { ...change.after, contestant_id: contestantId },
      });
    });
    return toRecipeProps(saved);
  }

  private async load(contestantId: number): Promise<Contestant> {
    const contestant = await this.contestants.findWithProfile(contestantId);
    if (!contestant) throw new NotFoundException({ message: 'Contestant not found' });
    return contestant;
  }
}
