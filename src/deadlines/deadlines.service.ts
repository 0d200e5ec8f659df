import { Injectable } from '@nestjs/common';
import type { Stage } from '../auth/staff-account.entity.js';
import { Clock } from '../common/clock.js';
import { type Transaction, Transactions } from '../database/unit-of-work.js';
import { DEADLINE_WORDS, timeLeft } from '@shared/countdown.js';
import { formatInZone } from '@shared/time-zone.js';
import { DEFAULT_LOCALE, localeOf, type Locale } from '@shared/i18n/locales.js';
import { formatDeadline, timeLeftIn, translate } from '@shared/i18n/messages.js';
import { applyDeadlines, dueDeadlines } from '../editions/contest-schedule.js';
import type { ContestSettings } from '../editions/contest-settings.entity.js';
import { ContestSettingsService } from '../editions/contest-settings.service.js';
import { JUDGING_PAGES, ROUND_LABELS } from '@shared/judging/judging-rules.js';
import { MailService } from '../mail/mail.service.js';
import type { MailTemplate } from '../mail/templates/mail-template.js';
import { draftReminder, votesReminder } from '../mail/templates/deadline-reminders.js';
import { RECIPE_PAGES } from '../recipes/recipes.service.js';
import { AuditService, SCHEDULE_ACTOR } from '../audit/audit.service.js';
import type { ReminderKind } from './deadline-reminder.entity.js';
import { DeadlineReminderRepository } from './deadline-reminder.repository.js';
import { DeadlineRemindersQueries, type ReminderRecipient } from './deadline-reminders.queries.js';

/** Reminders go out this long before their deadline: two days, time to finish a draft or the votes. */
export const REMINDER_LEAD_MS = 48 * 60 * 60 * 1000;

/** What one pass did. */
export interface DeadlinesPass {
  /** The deadlines applied, oldest first. */
  applied: string[];
  contestantsReminded: number[];
  judgesReminded: number[];
}

const ROUND_DATES: Record<Stage, { at: keyof ContestSettings; open: keyof ContestSettings }> = {
  first: { at: 'firstRoundClosesAt', open: 'firstRoundOpen' },
  second: { at: 'finalRoundClosesAt', open: 'secondRoundOpen' },
};

/** How a reminder names its deadline: the date in the contest's zone, and the time left ("in 2 days"). */
interface DeadlineWords {
  deadline: string;
  left: string;
}

function deadlineWords(closeAt: Date, timeZone: string, now: Date, locale: Locale): DeadlineWords {
  if (locale === 'en')
    return {
      deadline: formatInZone(closeAt, timeZone),
      left: `in ${timeLeft(closeAt.getTime() - now.getTime())}`,
    };
  return {
    deadline: formatDeadline(locale, closeAt, timeZone),
    left: translate(locale, 'time.in', { time: timeLeftIn(locale, closeAt.getTime() - now.getTime()) }),
  };
}

/** One kind of reminder due in a pass: to whom, the mail each gets, and the pass's audit entry. */
interface DueReminders<Row extends ReminderRecipient> {
  kind: ReminderKind;
  deadlineAt: Date;
  recipients: Row[];
  mail: (row: Row, words: DeadlineWords, locale: Locale) => MailTemplate;
  /** The recipient's language (a contestant's); judges' reminders stay English. */
  locale?: (row: Row) => Locale;
  action: string;
  /** The entry's `after`, given the recipients' ids. */
  logged: (ids: number[]) => Record<string, unknown>;
}

const inReminderWindow = (at: Date | null, now: Date): at is Date =>
  !!at && now.getTime() >= at.getTime() - REMINDER_LEAD_MS && now < at;

/**
 * One pass of the deadlines job: writes down the dates that have come (the phase and round flags they set, with an
 * audit entry per pass), then mails the reminders that are due. Every app process runs it; the pass holds the
 * settings row's lock (`select … for update`) for its whole transaction, so passes run one after the other, and the
 * second finds nothing left to do: the dates are marked applied and each reminder has its row.
 */
@Injectable()
export class DeadlinesService {
  constructor(
    private readonly transactions: Transactions,
    private readonly sentReminders: DeadlineReminderRepository,
    private readonly clock: Clock,
    private readonly contestSettings: ContestSettingsService,
    private readonly reminders: DeadlineRemindersQueries,
    private readonly mail: MailService,
    private readonly audit: AuditService,
  ) {}

  async run(): Promise<DeadlinesPass> {
    const now = this.clock.now();
    const pass = await this.transactions.run(async (tx) => {
      const settings = await this.contestSettings.lockForChange(tx);
      const applied = this.applyDue(tx, settings, now);
      const contestantsReminded = await this.remindContestants(tx, settings, now);
      const judgesReminded = [
        ...(await this.remindJudges(tx, settings, 'first', now)),
        ...(await this.remindJudges(tx, settings, 'second', now)),
      ];
      return { applied, contestantsReminded, judgesReminded };
    });
    // This copy of the app sees the change at once; the others within their two-second cache (and meanwhile apply
    // the same dates themselves when they read the settings).
    if (pass.applied.length > 0) this.contestSettings.forget();
    return pass;
  }

  private applyDue(tx: Transaction, settings: ContestSettings, now: Date): string[] {
    const due = dueDeadlines(settings, settings.scheduleAppliedAt, now);
    if (due.length === 0) return [];
    const before = {
      phase: settings.phase,
      firstRoundOpen: settings.firstRoundOpen,
      secondRoundOpen: settings.secondRoundOpen,
    };
    const after = applyDeadlines(settings, due);
    Object.assign(settings, after);
    settings.scheduleAppliedAt = now;
    const change = AuditService.diff(before, { ...after });
    // Logged even when nothing had to change (the team had already done it by hand): the log shows the date came.
    this.audit.record(tx, SCHEDULE_ACTOR, {
      action: 'settings.schedule',
      subjectType: 'contest_settings',
      subjectId: settings.id,
      before: change.before,
      after: { ...change.after, deadlines: due.map(({ kind }) => DEADLINE_WORDS[kind].coming).join(', ') },
    });
    return due.map(({ kind }) => kind);
  }

  /** 48 hours before submissions close, while the window is open: enabled contestants with a draft. */
  private async remindContestants(tx: Transaction, settings: ContestSettings, now: Date): Promise<number[]> {
    const closeAt = settings.submissionsCloseAt;
    if (!settings.remindContestants || settings.phase !== 'open' || !inReminderWindow(closeAt, now))
      return [];
    return this.send(tx, settings, now, {
      kind: 'contestant_draft',
      deadlineAt: closeAt,
      recipients: await this.reminders.draftsDue(tx, closeAt),
      mail: (row, words, locale) => draftReminder({ ...row, ...words, url: RECIPE_PAGES.editor }, locale),
      locale: (row) => localeOf(row.language),
      action: 'schedule.remind_contestants',
      logged: (ids) => ({ deadline: closeAt.toISOString(), contestantIds: ids }),
    });
  }

  /** 48 hours before a round closes, while it is open: enabled judges of the round with votes missing. */
  private async remindJudges(
    tx: Transaction,
    settings: ContestSettings,
    stage: Stage,
    now: Date,
  ): Promise<number[]> {
    const closeAt = settings[ROUND_DATES[stage].at] as Date | null;
    const open = settings[ROUND_DATES[stage].open] as boolean;
    if (!settings.remindJudges || !open || !inReminderWindow(closeAt, now)) return [];
    return this.send(tx, settings, now, {
      kind: 'judge_votes',
      deadlineAt: closeAt,
      recipients: await this.reminders.judgesDue(tx, stage, closeAt),
      mail: (row, words) =>
        votesReminder({ ...row, roundLabel: ROUND_LABELS[stage], ...words, url: JUDGING_PAGES.list }),
      action: 'schedule.remind_judges',
      logged: (ids) => ({ round: stage, deadline: closeAt.toISOString(), judgeIds: ids }),
    });
  }

  /**
   * Mails each recipient their reminder in the pass's transaction with its row, which keeps a later pass from mailing
   * it again, and logs the pass's entry when there was anyone to remind; answers the recipients' ids.
   */
  private async send<Row extends ReminderRecipient>(
    tx: Transaction,
    settings: ContestSettings,
    now: Date,
    due: DueReminders<Row>,
  ): Promise<number[]> {
    if (due.recipients.length === 0) return [];
    for (const row of due.recipients) {
      const locale = due.locale?.(row) ?? DEFAULT_LOCALE;
      const words = deadlineWords(due.deadlineAt, settings.timeZone, now, locale);
      await this.mail.send(row.email, due.mail(row, words, locale), tx);
      this.sentReminders.in(tx).addSent(due.kind, due.deadlineAt, row.recipientId);
    }
    const ids = due.recipients.map(({ recipientId }) => recipientId);
    this.audit.record(tx, SCHEDULE_ACTOR, {
      action: due.action,
      subjectType: 'deadline_reminders',
      after: due.logged(ids),
    });
    return ids;
  }
}
