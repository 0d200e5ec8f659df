import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module.js';
import { MailModule } from '../mail/mail.module.js';
import { ContestSettings } from './contest-settings.entity.js';
import { DeadlineReminder } from './deadline-reminder.entity.js';
import { DeadlineRemindersQueries } from './deadline-reminders.queries.js';
import { DeadlinesJob } from './deadlines.job.js';
import { DeadlinesService } from './deadlines.service.js';
import { EditionsModule } from './editions.module.js';

/**
 * The contest schedule's job: the dates that come and the reminders before them. A module of its own beside
 * EditionsModule because it mails, and MailModule already imports EditionsModule for the help address.
 */
@Module({
  imports: [
    MikroOrmModule.forFeature([DeadlineReminder, ContestSettings]),
    EditionsModule,
    MailModule,
    AuditModule,
  ],
  providers: [DeadlineRemindersQueries, DeadlinesService, DeadlinesJob],
  exports: [DeadlinesService],
})
export class DeadlinesModule {}
