import { UnitOfWorkRepository } from '../database/unit-of-work.js';
import type { DeadlineReminder, ReminderKind } from './deadline-reminder.entity.js';

export class DeadlineReminderRepository extends UnitOfWorkRepository<DeadlineReminder> {
  /** Notes a reminder mailed, with the next flush or commit: its row keeps a later pass from mailing it again. */
  addSent(kind: ReminderKind, deadlineAt: Date, recipientId: number): DeadlineReminder {
    return this.create({ kind, deadlineAt, recipientId });
  }
}
