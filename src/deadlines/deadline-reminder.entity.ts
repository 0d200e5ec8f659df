import { type Opt } from '@mikro-orm/core';
import { Check, Entity, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { DeadlineReminderRepository } from './deadline-reminder.repository.js';

/** Who a reminder goes to: a contestant (a draft not submitted) or a judge (votes missing). */
export const REMINDER_KINDS = ['contestant_draft', 'judge_votes'] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

/**
 * One reminder mailed before a deadline. The unique key (kind, deadline, person) is what keeps a restart, a second
 * app process or the next pass from mailing the same person twice for the same deadline; a deadline the team moves
 * is a new deadline. The person is a plain id (contestants and judges are different tables).
 */
@Entity({ tableName: 'deadline_reminders', repository: () => DeadlineReminderRepository })
@Unique({
  name: 'deadline_reminders_unique',
  properties: ['kind', 'deadlineAt', 'recipientId'],
})
@Check({
  name: 'deadline_reminders_kind_check',
  expression: "kind in ('contestant_draft', 'judge_votes')",
})
export class DeadlineReminder {
  @PrimaryKey()
  id: number;

  @Property({ length: 20 })
  kind: ReminderKind;

  /** The deadline reminded of: submissions close, or the judge's round closes. */
  @Property({ type: 'timestamptz' })
  deadlineAt: Date;

  /** The contestant's (users.id) or the judge's id. */
  @Property()
  recipientId: number;

  @Property({ type: 'timestamptz' })
  sentAt: Opt<Date> = new Date();
}
