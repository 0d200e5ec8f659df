import { Module } from '@nestjs/common';
import { AuditModule } from '../../audit/audit.module.js';
import { MailModule } from '../../mail/mail.module.js';
import { JudgingModule } from '../judging.module.js';
import { ChefFeedbackQueries } from './chef-feedback.queries.js';
import { ChefFeedbackService } from './chef-feedback.service.js';

/**
 * Feedback to the chefs: the admins' release (results page) and each contestant's feedback (their recipe page).
 * Judging: whether the results were announced; mail and audit: the release's mails and entry.
 */
@Module({
  imports: [JudgingModule, MailModule, AuditModule],
  providers: [ChefFeedbackService, ChefFeedbackQueries],
  exports: [ChefFeedbackService],
})
export class ChefFeedbackModule {}
