import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module.js';
import { MailModule } from '../mail/mail.module.js';
import { DeadlineReminder } from './deadline-reminder.entity.js';
import { DeadlineRemindersQueries } from './deadline-reminders.queries.js';
import { DeadlinesJob } from './deadlines.job.js';
import { DeadlinesService } from './deadlines.service.js';
import { EditionsModule } from '../editions/editions.module.js';

/**
 * The contest schedule's job: the dates that come and the reminders before them. A module above editions, mail,
 * recipes and judging, since it applies the schedule and mails contestants with drafts and judges with votes missing.
 */
@Module({
  imports: [MikroOrmModule.forFeature([DeadlineReminder]), EditionsModule, MailModule, AuditModule],
  providers: [DeadlineRemindersQueries, DeadlinesService, DeadlinesJob],
  exports: [DeadlinesService],
})
export class DeadlinesModule {}
