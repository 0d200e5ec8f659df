import { EntityManager } from '@mikro-orm/postgresql';
import { HttpException, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { Clock } from '../../common/clock.js';
import { FormValidationException, RuleViolationException } from '../../common/http-errors.js';
import { fromZonedInputValue, isContestTimeZone, timeZoneLabel } from '@shared/time-zone.js';
import { MESSAGES } from '../../common/validation.js';
import { dueDeadlines, type ScheduleDates } from '../../editions/contest-schedule.js';
import { ContestSettings } from '../../editions/contest-settings.entity.js';
import { ContestSettingsService } from '../../editions/contest-settings.service.js';
import { FaqItem } from '../../editions/faq-item.entity.js';
import { Sponsor } from '../../editions/sponsor.entity.js';
import { StorageService } from '../../storage/storage.service.js';
import { AssignmentsService } from '../../judging/assignments/assignments.service.js';
import { type AuditActor, AuditService, savedSubject } from '../../audit/audit.service.js';
import type { SaveContestSettingsDto } from './dto/save-contest-settings.dto.js';
import type { SaveFaqItemDto } from './dto/faq.dto.js';
import type { SaveSponsorDto } from './dto/save-sponsor.dto.js';
import type {
  AdminSettingsPageProps,
  ContestSettingsForm,
  AdminFaqRowProps,
  SponsorSlotProps,
} from '@shared/admin/settings.props.js';
import {
  PHASE_LABELS,
  settingsSnapshot,
  toScheduleProps,
  toFaqRowProps,
  toSettingsForm,
  toSponsorSlots,
} from './settings.props-mapper.js';

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

/** '2025-06-01T18:30' is read as UTC (the form says so); a trailing Z is accepted too. */
function utc(value: string | null): Date | null {
  if (!value) return null;
  return new Date(value.endsWith('Z') ? value : `${value}Z`);
}

/**
 * The contest settings screen: the settings row, FAQ rows and the four sponsors. Every change is audited in its own
 * transaction, then the settings cache is dropped so the landing page and the judges see it at once.
 */
@Injectable()
export class SettingsService {
  private readonly logger = new Logger(SettingsService.name);

  constructor(
    private readonly em: EntityManager,
    private readonly contestSettings: ContestSettingsService,
    private readonly storage: StorageService,
    private readonly audit: AuditService,
    private readonly clock: Clock,
    private readonly assignments: AssignmentsService,
  ) {}

  async page(): Promise<AdminSettingsPageProps> {
    // As the settings stand now: a date that has come shows its change even before the job has written it.
    const em = this.em.fork();
    // The stored row, not the two-second cache: the form shows what is stored.
    const settings = this.contestSettings.withSchedule(await em.getRepository(ContestSettings).findStored());
    const faq = await em.getRepository(FaqItem).findInOrder();
    const sponsors = await em.getRepository(Sponsor).findInOrder();
    return {
      settings: toSettingsForm(settings),
      faq: faq.map(toFaqRowProps),
      sponsors: toSponsorSlots(sponsors),
      phases: (Object.keys(PHASE_LABELS) as Array<keyof typeof PHASE_LABELS>).map((value) => ({
        value,
        label: PHASE_LABELS[value],
      })),
      editionYear: settings.editionYear,
      schedule: toScheduleProps(settings, this.clock.now()),
      assignment: await this.assignments.card(),
    };
  }

  async saveContest(actor: AuditActor, dto: SaveContestSettingsDto): Promise<ContestSettingsForm> {
    const startsAt = utc(dto.calendar_starts_at);
    const endsAt = utc(dto.calendar_ends_at);
    const errors: Record<string, string[]> = {};
    if (startsAt && endsAt && endsAt <= startsAt) {
      errors.calendar_ends_at = [SETTINGS_MESSAGES.endBeforeStart];
    }
    const saved = await this.em.fork().transactional(async (tx) => {
      const settings = await tx.getRepository(ContestSettings).findForUpdate();
      const now = this.clock.now();
      const schedule = this.scheduleOf(dto, settings, errors);
      if (Object.keys(errors).length > 0) throw new FormValidationException(errors);
      // A date came after the page was built: its change is not in this form, and saving would undo it unseen.
      const loadedAt = dto.loaded_at ? new Date(dto.loaded_at) : null;
      if (loadedAt && dueDeadlines(settings, loadedAt, now).length > 0) {
        throw new RuleViolationException(SETTINGS_MESSAGES.deadlinePassedMeanwhile);
      }
      const before = settingsSnapshot(settings);
      tx.assign(settings, {
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
    return toSettingsForm(saved);
  }

  /**
   * The deadline fields of the form as stored values: each converted from the contest's time zone (the one chosen in
   * this form) to UTC, and each after the one before it. Problems are added to `errors`; fields not sent stay as
   * they are.
   */
  private scheduleOf(
    dto: SaveContestSettingsDto,
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
  async saveFaq(actor: AuditActor, id: number | null, dto: SaveFaqItemDto): Promise<AdminFaqRowProps> {
    const item = await this.em.fork().transactional(async (tx) => {
      const faq = tx.getRepository(FaqItem);
      const existing = id === null ? null : await faq.findOne({ id });
      if (id !== null && !existing) throw new NotFoundException({ message: SETTINGS_MESSAGES.faqNotFound });
      const before = existing && { question: existing.question, answer: existing.answer };
      const row = existing ?? tx.create(FaqItem, { ...dto, position: await faq.nextPosition() });
      row.question = dto.question;
      row.answer = dto.answer;
      await tx.flush();
      const after = {
        question: row.question,
        answer: row.answer,
        ...(before ? {} : { position: row.position }),
      };
      this.audit.recordSave(tx, actor, savedSubject('faq', row.id, !before), before, after);
      return row;
    });
    this.contestSettings.forget();
    return toFaqRowProps(item);
  }

  /** Deletes the rows that still exist (one deleted meanwhile by someone else is no error); answers how many. */
  async deleteFaq(actor: AuditActor, ids: number[]): Promise<number> {
    const deleted = await this.em.fork().transactional(async (tx) => {
      const items = await tx.getRepository(FaqItem).find({ id: { $in: ids } });
      for (const item of items) {
        this.audit.record(tx, actor, {
          action: 'faq.delete',
          subjectType: 'faq_item',
          subjectId: item.id,
          before: { question: item.question, answer: item.answer, position: item.position },
        });
        tx.remove(item);
      }
      return items.length;
    });
    this.contestSettings.forget();
    return deleted;
  }

  /** `ids` must name every row exactly once: a list from a stale page would silently drop or misplace rows. */
  async reorderFaq(actor: AuditActor, ids: number[]): Promise<AdminFaqRowProps[]> {
    const rows = await this.em.fork().transactional(async (tx) => {
      const items = await tx.getRepository(FaqItem).findInOrder();
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
    return rows.map(toFaqRowProps);
  }

  /**
   * Fills or changes one sponsor slot (1 to 4). A new logo is stored before the transaction and removed again if the
   * save fails; the logo it replaces is removed after the commit. An empty slot needs a logo.
   */
  async saveSponsor(
    actor: AuditActor,
    position: number,
    dto: SaveSponsorDto,
    logo: Buffer | undefined,
  ): Promise<SponsorSlotProps> {
    const newLogo = dto.logo_file === true && logo ? await this.storeLogo(logo) : null;
    let replaced: string | null = null;
    try {
      await this.em.fork().transactional(async (tx) => {
        const sponsor = await tx.getRepository(Sponsor).findOne({ position });
        if (!sponsor && !newLogo) {
          throw new FormValidationException({ logo: [SETTINGS_MESSAGES.logoRequired] });
        }
        const before = sponsor
          ? { name: sponsor.name, url: sponsor.url, logo: sponsor.logo, position: sponsor.position }
          : {};
        const row = sponsor ?? tx.create(Sponsor, { position, name: dto.name, logo: newLogo! });
        row.name = dto.name;
        row.url = dto.url;
        if (newLogo && sponsor) {
          replaced = sponsor.logo;
          row.logo = newLogo;
        }
        await tx.flush();
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
    const sponsors = await this.em.fork().getRepository(Sponsor).findInOrder();
    return toSponsorSlots(sponsors).find((slot) => slot.position === position)!;
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
