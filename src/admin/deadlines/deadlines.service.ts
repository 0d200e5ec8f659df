import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { Stage } from '../../auth/staff-account.entity.js';
import { Clock } from '../../common/clock.js';
import { DEADLINE_WORDS, timeLeft } from '../../common/countdown.js';
import { formatInZone } from '../../common/time-zone.js';
import { applyDeadlines, dueDeadlines } from '../../editions/contest-schedule.js';
import { ContestSettings } from '../../editions/contest-settings.entity.js';
import { ContestSettingsService } from '../../editions/contest-settings.service.js';
import { JUDGING_PAGES, ROUND_LABELS } from '../../judging/judging.props-mapper.js';
import { MailService } from '../../mail/mail.service.js';
import type { MailTemplate } from '../../mail/templates/mail-template.js';
import { draftReminder, votesReminder } from '../../mail/templates/deadline-reminders.js';
import { RECIPE_PAGES } from '../../recipes/recipes.service.js';
import { AuditService, SCHEDULE_ACTOR } from '../audit/audit.service.js';
import { DeadlineReminder, type ReminderKind } from './deadline-reminder.entity.js';
import { DeadlineRemindersQueries } from './deadline-reminders.queries.js';

/** Reminders go out this long before their deadline (the 48 hours). */
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
function deadlineWords(closeAt: Date, timeZone: string, now: Date): { deadline: string; left: string } {
  return {
    deadline: formatInZone(closeAt, timeZone),
    left: `in ${timeLeft(closeAt.getTime() - now.getTime())}`,
  };
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
    private readonly em: EntityManager,
    private readonly clock: Clock,
    private readonly contestSettings: ContestSettingsService,
    private readonly reminders: DeadlineRemindersQueries,
    private readonly mail: MailService,
    private readonly audit: AuditService,
  ) {}

  async run(): Promise<DeadlinesPass> {
    const now = this.clock.now();
    const pass = await this.em.fork().transactional(async (tx) => {
      const settings = await tx.getRepository(ContestSettings).findForUpdate();
      const applied = this.applyDue(tx, settings, now);
      const contestantsReminded = await this.remindContestants(tx, settings, now);
      const judgesReminded = [
        ...(await this.remindJudges(tx, settings, 'first', now)),
        ...(await this.remindJudges(tx, settings, 'second', now)),
      ];
      await tx.flush();
      return { applied, contestantsReminded, judgesReminded };
    });
    // This copy of the app sees the change at once; the others within their two-second cache (and meanwhile apply
    // the same dates themselves when they read the settings).
    if (pass.applied.length > 0) this.contestSettings.forget();
    return pass;
  }

  private applyDue(tx: EntityManager, settings: ContestSettings, now: Date): string[] {
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
  private async remindContestants(
    tx: EntityManager,
    settings: ContestSettings,
    now: Date,
  ): Promise<number[]> {
    const closeAt = settings.submissionsCloseAt;
    if (!settings.remindContestants || settings.phase !== 'open' || !inReminderWindow(closeAt, now))
      return [];
    const rows = await this.reminders.draftsDue(tx, closeAt);
    if (rows.length === 0) return [];
    const { deadline, left } = deadlineWords(closeAt, settings.timeZone, now);
    const ids = await this.send(
      tx,
      'contestant_draft',
      closeAt,
      rows.map((row) => ({
        recipientId: row.contestantId,
        email: row.email,
        mail: draftReminder({
          firstName: row.firstName,
          recipeName: row.recipeName,
          deadline,
          left,
          url: RECIPE_PAGES.editor,
        }),
      })),
    );
    this.audit.record(tx, SCHEDULE_ACTOR, {
      action: 'schedule.remind_contestants',
      subjectType: 'deadline_reminders',
      after: { deadline: closeAt.toISOString(), contestantIds: ids },
    });
    return ids;
  }

  /** 48 hours before a round closes, while it is open: enabled judges of the round with votes missing. */
  private async remindJudges(
    tx: EntityManager,
    settings: ContestSettings,
    stage: Stage,
    now: Date,
  ): Promise<number[]> {
    const closeAt = settings[ROUND_DATES[stage].at] as Date | null;
    const open = settings[ROUND_DATES[stage].open] as boolean;
    if (!settings.remindJudges || !open || !inReminderWindow(closeAt, now)) return [];
    const rows = await this.reminders.judgesDue(tx, stage, closeAt);
    if (rows.length === 0) return [];
    const { deadline, left } = deadlineWords(closeAt, settings.timeZone, now);
    const ids = await this.send(
      tx,
      'judge_votes',
      closeAt,
      rows.map((row) => ({
        recipientId: row.judgeId,
        email: row.email,
        mail: votesReminder({
          firstName: row.firstName,
          roundLabel: ROUND_LABELS[stage],
          voted: row.voted,
          total: row.total,
          deadline,
          left,
          url: JUDGING_PAGES.list,
        }),
      })),
    );
    this.audit.record(tx, SCHEDULE_ACTOR, {
      action: 'schedule.remind_judges',
      subjectType: 'deadline_reminders',
      after: { round: stage, deadline: closeAt.toISOString(), judgeIds: ids },
    });
    return ids;
  }

  /**
   * Mails each reminder in the pass's transaction with its row, which keeps a later pass from mailing it again;
   * answers the recipients' ids.
   */
  private async send(
    tx: EntityManager,
    kind: ReminderKind,
    deadlineAt: Date,
    reminders: Array<{ recipientId: number; email: string; mail: MailTemplate }>,
  ): Promise<number[]> {
    for (const { recipientId, email, mail } of reminders) {
      await this.mail.send(email, mail, tx);
      tx.create(DeadlineReminder, { kind, deadlineAt, recipientId });
    }
    return reminders.map(({ recipientId }) => recipientId);
  }
}
