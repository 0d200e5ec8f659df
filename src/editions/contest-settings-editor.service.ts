import { HttpException, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { type AuditActor, AuditService, savedSubject } from '../audit/audit.service.js';
import { Clock } from '../common/clock.js';
import { FormValidationException, RuleViolationException } from '../common/http-errors.js';
import { MESSAGES } from '../common/validation.js';
import { Transactions } from '../database/unit-of-work.js';
import { StorageService } from '../storage/storage.service.js';
import { fromZonedInputValue, isContestTimeZone, timeZoneLabel } from '@shared/time-zone.js';
import { dueDeadlines, type ScheduleDates } from './contest-schedule.js';
import { settingsSnapshot } from './contest-settings-snapshot.js';
import type { ContestPhaseValue, ContestSettings } from './contest-settings.entity.js';
import { ContestSettingsRepository } from './contest-settings.repository.js';
import { ContestSettingsService } from './contest-settings.service.js';
import type { FaqItem } from './faq-item.entity.js';
import { FaqItemRepository } from './faq-item.repository.js';
import type { Sponsor } from './sponsor.entity.js';
import type { DeclarationPolicy } from '@shared/recipes/allergens.js';
import { SponsorRepository } from './sponsor.repository.js';
import { parseMenuPrice } from '@shared/recipes/food-cost.js';

export const SETTINGS_MESSAGES = {
  endBeforeStart: 'The end must come after the start',
  faqNotFound: 'This question no longer exists: reload the page.',
  reorderMismatch: 'The questions changed meanwhile: reload the page and try again.',
  logoRequired: 'The logo is required',
  skippedTime: (zone: string) =>
    `This time does not exist in ${zone}: the clocks skip it when daylight saving time starts. Choose another time.`,
  unknownTimeZone: 'Choose a time zone from the list',
  closeBeforeOpen: 'Submissions must close after they open',
  firstRoundBeforeClose: 'First-round voting must close after submissions close',
  finalRoundBeforeFirst: 'Final-round voting must close after first-round voting closes',
  remindContestantsWithoutDate:
    'Set the date submissions close first: the reminder goes out 48 hours before it.',
  remindJudgesWithoutDate: 'Set the date a round closes first: the reminder goes out 48 hours before it.',
  deadlinePassedMeanwhile:
    'A deadline passed while this page was open, and the phase or a round changed by itself. Reload the page to see the settings as they are now, then save your changes again.',
} as const;

/** The deadline fields of the form, in the contest's order, with what each must follow. */
const DEADLINE_FIELDS = [
  { field: 'submissions_open_at', column: 'submissionsOpenAt', after: null },
  { field: 'submissions_close_at', column: 'submissionsCloseAt', after: SETTINGS_MESSAGES.closeBeforeOpen },
  {
    field: 'first_round_closes_at',
    column: 'firstRoundClosesAt',
    after: SETTINGS_MESSAGES.firstRoundBeforeClose,
  },
  {
    field: 'final_round_closes_at',
    column: 'finalRoundClosesAt',
    after: SETTINGS_MESSAGES.finalRoundBeforeFirst,
  },
] as const;

/** The contest settings as the admin's form sends them; a deadline or reminder field not sent stays as it is. */
export interface ContestSettingsInput {
  phase: ContestPhaseValue;
  cta_enabled: boolean;
  cta_url: string | null;
  cta_text: string | null;
  calendar_title: string | null;
  calendar_description: string | null;
  calendar_location: string | null;
  /** UTC, as '2025-06-01T18:30' (a trailing Z allowed). */
  calendar_starts_at: string | null;
  calendar_ends_at: string | null;
  help_email: string;
  first_round_open: boolean;
  second_round_open: boolean;
  blind_judging: boolean;
  time_zone?: string;
  /** In the contest's time zone, as a datetime-local value. */
  submissions_open_at?: string | null;
  submissions_close_at?: string | null;
  first_round_closes_at?: string | null;
  final_round_closes_at?: string | null;
  remind_contestants?: boolean;
  remind_judges?: boolean;
  review_mail_delay_minutes?: number;
  submission_declarations?: DeclarationPolicy;
  max_menu_price?: string;
  /** When the form was built: a deadline that came since refuses the save. */
  loaded_at?: string;
}

export interface FaqItemInput {
  question: string;
  answer: string;
}

/** `logo_file` says the logo handed with it is a new file. */
export interface SponsorInput {
  name: string;
  url: string | null;
  logo_file?: boolean;
}

/** What the settings screen shows: the settings as they stand at `now`, the questions and the filled sponsor slots. */
export interface ContestSettingsState {
  settings: ContestSettings;
  faq: FaqItem[];
  sponsors: Sponsor[];
  now: Date;
}

/** '2025-06-01T18:30' is read as UTC (the form says so); a trailing Z is accepted too. */
function utc(value: string | null): Date | null {
  if (!value) return null;
  return new Date(value.endsWith('Z') ? value : `${value}Z`);
}

/**
 * The admin's changes to the contest settings row, the FAQ rows and the four sponsors. Every change is audited in its
 * own transaction, then the settings cache is dropped so the landing page and the judges see it at once.
 */
@Injectable()
export class ContestSettingsEditor {
  private readonly logger = new Logger(ContestSettingsEditor.name);

  constructor(
    private readonly transactions: Transactions,
    private readonly settingsRows: ContestSettingsRepository,
    private readonly faqItems: FaqItemRepository,
    private readonly sponsors: SponsorRepository,
    private readonly contestSettings: ContestSettingsService,
    private readonly storage: StorageService,
    private readonly audit: AuditService,
    private readonly clock: Clock,
  ) {}

  /** The settings as they stand now: a date that has come shows its change even before the job has written it. */
  async state(): Promise<ContestSettingsState> {
    // The stored row, not the two-second cache: the form shows what is stored.
    const settings = this.contestSettings.withSchedule(await this.settingsRows.fresh().findStored());
    const faq = await this.faqItems.fresh().findInOrder();
    const sponsors = await this.sponsors.fresh().findInOrder();
    return { settings, faq, sponsors, now: this.clock.now() };
  }

  async saveContest(actor: AuditActor, dto: ContestSettingsInput): Promise<ContestSettings> {
    const startsAt = utc(dto.calendar_starts_at);
    const endsAt = utc(dto.calendar_ends_at);
    const errors: Record<string, string[]> = {};
    if (startsAt && endsAt && endsAt <= startsAt) {
      errors.calendar_ends_at = [SETTINGS_MESSAGES.endBeforeStart];
    }
    const saved = await this.transactions.run(async (tx) => {
      const settingsRows = this.settingsRows.in(tx);
      const settings = await settingsRows.findForUpdate();
      const now = this.clock.now();
      const schedule = this.scheduleOf(dto, settings, errors);
      if (Object.keys(errors).length > 0) throw new FormValidationException(errors);
      // A date came after the page was built: its change is not in this form, and saving would undo it unseen.
      const loadedAt = dto.loaded_at ? new Date(dto.loaded_at) : null;
      if (loadedAt && dueDeadlines(settings, loadedAt, now).length > 0) {
        throw new RuleViolationException(SETTINGS_MESSAGES.deadlinePassedMeanwhile);
      }
      const before = settingsSnapshot(settings);
      settingsRows.assign(settings, {
        ...schedule,
        // The admin's phase and rounds win until the next date: the dates up to now count as applied.
        scheduleAppliedAt: now,
        phase: dto.phase,
        ctaUrl: dto.cta_url,
        ctaText: dto.cta_text,
        ctaEnabled: dto.cta_enabled,
        calendarTitle: dto.calendar_title,
        calendarDescription: dto.calendar_description,
        calendarLocation: dto.calendar_location,
        calendarStartsAt: startsAt,
        calendarEndsAt: endsAt,
        helpEmail: dto.help_email.toLowerCase(),
        firstRoundOpen: dto.first_round_open,
        secondRoundOpen: dto.second_round_open,
        blindJudging: dto.blind_judging,
        reviewMailDelayMinutes: dto.review_mail_delay_minutes ?? settings.reviewMailDelayMinutes,
        submissionDeclarations: dto.submission_declarations ?? settings.submissionDeclarations,
        maxMenuPriceCents:
          (dto.max_menu_price !== undefined ? parseMenuPrice(dto.max_menu_price) : null) ??
          settings.maxMenuPriceCents,
      });
      this.audit.recordSave(
        tx,
        actor,
        { action: 'settings.update', subjectType: 'contest_settings', subjectId: settings.id },
        before,
        settingsSnapshot(settings),
      );
      return settings;
    });
    this.contestSettings.forget();
    return saved;
  }

  /**
   * The deadline fields of the form as stored values: each converted from the contest's time zone (the one chosen in
   * this form) to UTC, and each after the one before it. Problems are added to `errors`; fields not sent stay as
   * they are.
   */
  private scheduleOf(
    dto: ContestSettingsInput,
    settings: ContestSettings,
    errors: Record<string, string[]>,
  ): Partial<ScheduleDates> & Pick<ContestSettings, 'timeZone' | 'remindContestants' | 'remindJudges'> {
    let timeZone = dto.time_zone ?? settings.timeZone;
    if (!isContestTimeZone(timeZone)) {
      errors.time_zone = [SETTINGS_MESSAGES.unknownTimeZone];
      // The dates are still checked, in the zone stored, so the answer names their problems too.
      timeZone = settings.timeZone;
    }
    const dates: ScheduleDates = {
      submissionsOpenAt: settings.submissionsOpenAt,
      submissionsCloseAt: settings.submissionsCloseAt,
      firstRoundClosesAt: settings.firstRoundClosesAt,
      finalRoundClosesAt: settings.finalRoundClosesAt,
    };
    let previous: Date | null = null;
    for (const { field, column, after } of DEADLINE_FIELDS) {
      const sent = dto[field];
      if (sent !== undefined) {
        const instant = sent === null ? null : fromZonedInputValue(sent, timeZone);
        if (instant === 'format') errors[field] = [MESSAGES.format];
        else if (instant === 'skipped')
          errors[field] = [SETTINGS_MESSAGES.skippedTime(timeZoneLabel(timeZone))];
        else dates[column] = instant;
        if (instant === 'format' || instant === 'skipped') continue;
      }
      const at = dates[column];
      if (at && previous && after && at <= previous && !errors[field]) errors[field] = [after];
      if (at) previous = at;
    }
    const remindContestants = dto.remind_contestants ?? settings.remindContestants;
    const remindJudges = dto.remind_judges ?? settings.remindJudges;
    if (remindContestants && !dates.submissionsCloseAt) {
      errors.remind_contestants = [SETTINGS_MESSAGES.remindContestantsWithoutDate];
    }
    if (remindJudges && !dates.firstRoundClosesAt && !dates.finalRoundClosesAt) {
      errors.remind_judges = [SETTINGS_MESSAGES.remindJudgesWithoutDate];
    }
    return { ...dates, timeZone, remindContestants, remindJudges };
  }

  /** Adds a question at the end of the list (`id` null) or edits one; answers its row. */
  async saveFaq(actor: AuditActor, id: number | null, dto: FaqItemInput): Promise<FaqItem> {
    const item = await this.transactions.run(async (tx) => {
      const faq = this.faqItems.in(tx);
      const existing = id === null ? null : await faq.findById(id);
      if (id !== null && !existing) throw new NotFoundException({ message: SETTINGS_MESSAGES.faqNotFound });
      const before = existing && { question: existing.question, answer: existing.answer };
      const row = existing ?? faq.create({ ...dto, position: await faq.nextPosition() });
      row.question = dto.question;
      row.answer = dto.answer;
      await faq.flush();
      const after = {
        question: row.question,
        answer: row.answer,
        ...(before ? {} : { position: row.position }),
      };
      this.audit.recordSave(tx, actor, savedSubject('faq', row.id, !before), before, after);
      return row;
    });
    this.contestSettings.forget();
    return item;
  }

  /** Deletes the rows that still exist (one deleted meanwhile by someone else is no error); answers how many. */
  async deleteFaq(actor: AuditActor, ids: number[]): Promise<number> {
    const deleted = await this.transactions.run(async (tx) => {
      const faq = this.faqItems.in(tx);
      const items = await faq.findByIds(ids);
      for (const item of items) {
        this.audit.record(tx, actor, {
          action: 'faq.delete',
          subjectType: 'faq_item',
          subjectId: item.id,
          before: { question: item.question, answer: item.answer, position: item.position },
        });
        faq.delete(item);
      }
      return items.length;
    });
    this.contestSettings.forget();
    return deleted;
  }

  /** `ids` must name every row exactly once: a list from a stale page would silently drop or misplace rows. */
  async reorderFaq(actor: AuditActor, ids: number[]): Promise<FaqItem[]> {
    const rows = await this.transactions.run(async (tx) => {
      const items = await this.faqItems.in(tx).findInOrder();
      const known = new Set(items.map((item) => item.id));
      if (
        new Set(ids).size !== ids.length ||
        ids.length !== items.length ||
        ids.some((id) => !known.has(id))
      ) {
        throw new RuleViolationException(SETTINGS_MESSAGES.reorderMismatch);
      }
      const before = items.map((item) => item.id);
      const byId = new Map(items.map((item) => [item.id, item]));
      ids.forEach((id, index) => {
        byId.get(id)!.position = index;
      });
      if (before.some((id, index) => id !== ids[index])) {
        this.audit.record(tx, actor, {
          action: 'faq.reorder',
          subjectType: 'faq_item',
          before: { order: before },
          after: { order: ids },
        });
      }
      return ids.map((id) => byId.get(id)!);
    });
    this.contestSettings.forget();
    return rows;
  }

  /**
   * Fills or changes one sponsor slot (1 to 4) and answers the filled slots. A new logo is stored before the transaction and removed again if the
   * save fails; the logo it replaces is removed after the commit. An empty slot needs a logo.
   */
  async saveSponsor(
    actor: AuditActor,
    position: number,
    dto: SponsorInput,
    logo: Buffer | undefined,
  ): Promise<Sponsor[]> {
    const newLogo = dto.logo_file === true && logo ? await this.storeLogo(logo) : null;
    let replaced: string | null = null;
    try {
      await this.transactions.run(async (tx) => {
        const sponsors = this.sponsors.in(tx);
        const sponsor = await sponsors.findByPosition(position);
        if (!sponsor && !newLogo) {
          throw new FormValidationException({ logo: [SETTINGS_MESSAGES.logoRequired] });
        }
        const before = sponsor
          ? { name: sponsor.name, url: sponsor.url, logo: sponsor.logo, position: sponsor.position }
          : {};
        const row = sponsor ?? sponsors.create({ position, name: dto.name, logo: newLogo! });
        row.name = dto.name;
        row.url = dto.url;
        if (newLogo && sponsor) {
          replaced = sponsor.logo;
          row.logo = newLogo;
        }
        await sponsors.flush();
        // A new slot is diffed from nothing, so its entry names every field (before: null each).
        this.audit.recordSave(tx, actor, savedSubject('sponsor', row.id, !sponsor), before, {
          name: row.name,
          url: row.url,
          logo: row.logo,
          position,
        });
      });
    } catch (error) {
      if (newLogo) await this.discard(newLogo);
      throw error;
    }
    if (replaced) await this.discard(replaced);
    this.contestSettings.forget();
    return this.sponsors.fresh().findInOrder();
  }

  private async storeLogo(bytes: Buffer): Promise<string> {
    try {
      return (await this.storage.storeImage(bytes)).key;
    } catch (error) {
      // Not a JPEG or PNG, or too many pixels: a problem of the logo field, counted in the form's summary.
      if (error instanceof HttpException && error.getStatus() === 422) {
        const { message } = error.getResponse() as { message: string };
        throw new FormValidationException({ logo: [message] });
      }
      throw error;
    }
  }

  private async discard(key: string): Promise<void> {
    try {
      await this.storage.delete(key);
    } catch (error) {
      this.logger.warn(`Could not remove the logo ${key}: ${String(error)}`);
    }
  }
}
