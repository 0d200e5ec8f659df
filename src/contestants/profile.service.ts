import type { PageOrRedirect } from '../inertia/page-or-redirect.js';
import { UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { FormValidationException, RuleViolationException } from '../common/http-errors.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { MailService } from '../mail/mail.service.js';
import { supervisorRequest } from '../mail/templates/supervisor-request.js';
import { localeOf } from '@shared/i18n/locales.js';
import type { RequestLanguage } from '../common/request-language.js';
import { CONTESTANT_PAGES, ContestantAccessService } from './contestant-access.service.js';
import type { Contestant } from './contestant.entity.js';
import { type ContestantTransaction, ContestantRepository } from './contestant.repository.js';
import type { ProfileFieldsDto, SaveProfileDto } from './dto/profile-form.dto.js';
import type { Profile, PostalAddress } from './profile.entity.js';
import { ProfileRepository } from './profile.repository.js';
import { PROFILE_MESSAGES, supervisorDomainMessage } from '@shared/contestants/profile-messages.js';
import { toProfileFormValues, toProfileProps } from './profile.props-mapper.js';
import type { ProfilePageProps, ProfileProps, RegisterPageProps } from '@shared/contestants/profile.props.js';
import { normalizePostalCode } from '@shared/contestants/regions.js';
import { SupervisorLinkService } from './supervisor-link.service.js';

/**
 * Who changes a profile. A contestant may not change their e-mail, type or (employees) supervisor: those fields of
 * the form are ignored. The admin area saves with 'admin', which may change the e-mail and the supervisor.
 */
export type ProfileActor = 'contestant' | 'admin';

/** The form of any caller: the shared fields, and the supervisor fields when the caller may set them. */
export type ProfileForm = ProfileFieldsDto & Partial<Pick<SaveProfileDto, 'manager_name' | 'manager_email'>>;

/** Registration and profile of contestants: the rules of specification sections 3 to 5, in one place. */
@Injectable()
export class ProfileService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly contestants: ContestantRepository,
    private readonly profiles: ProfileRepository,
    private readonly access: ContestantAccessService,
    private readonly links: SupervisorLinkService,
    private readonly mail: MailService,
  ) {}

  /** The two-step form; a contestant who has registered goes on to the recipe. */
  async registrationPage(contestantId: number): Promise<PageOrRedirect<RegisterPageProps>> {
    const contestant = await this.load(contestantId);
    if (contestant.registeredAt) return { redirectTo: CONTESTANT_PAGES.recipe };
    return {
      props: {
        typeuser: contestant.typeuser,
        form: toProfileFormValues(contestant, contestant.profile),
        companyDomains: this.config.companyEmailDomains,
      },
    };
  }

  /** 'My Profile'; a contestant who has not registered yet is sent to the registration. */
  async profilePage(contestantId: number): Promise<PageOrRedirect<ProfilePageProps>> {
    const contestant = await this.load(contestantId);
    if (!contestant.registeredAt || !contestant.profile) return { redirectTo: CONTESTANT_PAGES.register };
    return { props: { profile: toProfileProps(contestant, contestant.profile) } };
  }

  /**
   * Saves the registration once. An employee's supervisor is mailed the signed approval link in the same
   * transaction, so the mail goes out exactly when the registration is stored; the employee waits (0) meanwhile.
   */
  /**
   * `language`: what the registration request asks for; stored like at sign-in (the switch's choice, else the
   * browser's when none is stored), before the supervisor's request is written in it.
   */
  async register(
    contestantId: number,
    form: SaveProfileDto,
    language?: RequestLanguage,
  ): Promise<{ redirectTo: string }> {
    const current = await this.load(contestantId);
    if (current.registeredAt) throw new RuleViolationException(PROFILE_MESSAGES.alreadyRegistered);
    this.checkSupervisorDomain(current, form);

    try {
      await this.contestants.transaction(async (tx) => {
        const contestant = await this.lock(contestantId);
        // A second call that waited for the lock finds the first one's registration.
        if (contestant.registeredAt) throw new RuleViolationException(PROFILE_MESSAGES.alreadyRegistered);
        const profile = await this.profileFor(contestant, form);
        this.applyFields(contestant, profile, form);
        if (contestant.typeuser === 'sodexo') {
          this.applySupervisor(profile, form);
          profile.managerReason = null;
          profile.managerAnsweredAt = null;
        }
        contestant.registeredAt = new Date();
        if (language?.chosen) contestant.language = language.chosen;
        else if (language?.browser && !contestant.language) contestant.language = language.browser;
        if (contestant.typeuser === 'sodexo') await this.requestApproval(tx, contestant, profile);
      });
    } catch (error) {
      // A profile row made at the same moment by another path (the admin area) counts as a registration too.
      if (error instanceof UniqueConstraintViolationException)
        throw new RuleViolationException(PROFILE_MESSAGES.alreadyRegistered);
      throw error;
    }
    return { redirectTo: CONTESTANT_PAGES.recipe };
  }

  /**
   * Saves a registered contestant's profile and answers what the page shows next. With 'contestant', the e-mail,
   * the type and the supervisor fields stay as they are whatever the form says; with 'admin', the e-mail and the
   * supervisor fields are taken too (the type never changes here: it follows from the e-mail at sign-in).
   */
  async update(contestantId: number, form: ProfileForm, actor: ProfileActor): Promise<ProfileProps> {
    if (actor === 'admin') this.checkSupervisorDomain(await this.load(contestantId), form);
    try {
      return await this.contestants.transaction(async (tx) => {
        const contestant = await this.lock(contestantId);
        const existing = await this.profiles.findByContestant(contestantId);
        const registering = !contestant.registeredAt || !existing;
        if (registering && actor !== 'admin')
          throw new RuleViolationException(PROFILE_MESSAGES.notRegistered);
        const profile = existing ?? (await this.profileFor(contestant, form));
        if (registering) contestant.registeredAt = new Date();
        this.applyFields(contestant, profile, form);
        if (actor === 'admin') {
          await this.changeEmail(contestant, form.email);
          if (contestant.typeuser === 'sodexo') this.applySupervisor(profile, form);
        }
        // The team registering an employee asks the supervisor, exactly as the employee's own registration does.
        if (registering && contestant.typeuser === 'sodexo') {
          profile.managerReason = null;
          profile.managerAnsweredAt = null;
          await this.requestApproval(tx, contestant, profile);
        }
        return toProfileProps(contestant, profile);
      });
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException)
        throw new FormValidationException({ email: [PROFILE_MESSAGES.emailTaken] });
      throw error;
    }
  }

  private async load(contestantId: number): Promise<Contestant> {
    const contestant = await this.contestants.findWithProfile(contestantId);
    if (!contestant) throw new NotFoundException();
    return contestant;
  }

  /** Call inside a transaction: the repositories read through it (see ContestantRepository.transaction). */
  private async lock(contestantId: number): Promise<Contestant> {
    const contestant = await this.contestants.findForUpdate(contestantId);
    if (!contestant) throw new NotFoundException();
    return contestant;
  }

  /** The contestant's profile row, made on first save. */
  private async profileFor(contestant: Contestant, form: ProfileForm): Promise<Profile> {
    const existing = await this.profiles.findByContestant(contestant.id);
    return (
      existing ?? this.profiles.create({ contestant, phone: form.phone, homeAddress: homeAddressOf(form) })
    );
  }

  /** The fields every actor may change. The business name belongs to outside business users only. */
  private applyFields(contestant: Contestant, profile: Profile, form: ProfileForm): void {
    contestant.name = form.name;
    contestant.lastname = form.lastname;
    profile.phone = form.phone;
    profile.homeAddress = homeAddressOf(form);
    profile.businessName = contestant.typeuser === 'entegra' ? (form.business_name ?? null) : null;
  }

  private applySupervisor(profile: Profile, form: ProfileForm): void {
    profile.managerName = form.manager_name ?? null;
    profile.managerEmail = form.manager_email ?? null;
  }

  private async changeEmail(contestant: Contestant, email: string): Promise<void> {
    const address = email.trim().toLowerCase();
    if (address === contestant.email) return;
    const other = await this.contestants.findByEmail(address);
    if (other && other.id !== contestant.id)
      throw new FormValidationException({ email: [PROFILE_MESSAGES.emailTaken] });
    contestant.email = address;
  }

  /**
   * The supervisor's address must be at one of the company's domains (COMPANY_EMAIL_DOMAINS). Checked here rather
   * than in the DTO because the domains are configuration; the DTO has already checked it is an address.
   */
  private checkSupervisorDomain(contestant: Contestant, form: ProfileForm): void {
    if (contestant.typeuser !== 'sodexo' || !form.manager_email) return;
    if (!this.access.isCompanyEmail(form.manager_email)) {
      throw new FormValidationException({
        manager_email: [supervisorDomainMessage(this.config.companyEmailDomains)],
      });
    }
  }

  /** Mails the supervisor the signed link to the 'Pending approval' page, through the caller's transaction. */
  private async requestApproval(
    tx: ContestantTransaction,
    contestant: Contestant,
    profile: Profile,
  ): Promise<void> {
    if (!profile.managerEmail) return;
    const link = this.links.create(contestant.id, profile.managerEmail);
    await this.mail.send(
      profile.managerEmail,
      supervisorRequest(
        {
          supervisorName: profile.managerName ?? profile.managerEmail,
          contestantName: contestant.fullName,
          contestantEmail: contestant.email,
          reviewUrl: link.path,
          expiresAt: link.expiresAt,
        },
        // Supervisors have no account: the request goes in the contestant's language.
        localeOf(contestant.language),
      ),
      tx,
    );
  }
}

function homeAddressOf(form: ProfileForm): PostalAddress {
  return {
    address: form.address,
    city: form.city,
    state: form.state,
    zip: normalizePostalCode(form.country, form.zip),
    country: form.country,
  };
}
