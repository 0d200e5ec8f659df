import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module.js';
import { AuthModule } from '../auth/auth.module.js';
import { AdminController } from './admin.controller.js';
import { AssignmentsController } from './assignments/assignments.controller.js';
import { ConflictsController } from './conflicts/conflicts.controller.js';
import { FinalBoardAdminController } from './final/final-board.controller.js';
import { FinalPackController } from './final/final-pack.controller.js';
import { FinalScoringController } from './final/final-scoring.controller.js';
import { LiveFinalController } from './final/live-final.controller.js';
import { AdminCoreService } from './core/admin-core.service.js';
import { AuditLogService } from './audit/audit-log.service.js';
import { SettingsController } from './settings/settings.controller.js';
import { ResultsController } from './results/results.controller.js';
import { BackupModule } from '../backup/backup.module.js';
import { DeadlinesModule } from '../deadlines/deadlines.module.js';
import { EditionsModule } from '../editions/editions.module.js';
import { StorageModule } from '../storage/storage.module.js';
import { ContestantsModule } from '../contestants/contestants.module.js';
import { RecipesModule } from '../recipes/recipes.module.js';
import { AdminContestantsController } from './contestants/admin-contestants.controller.js';
import { AdminContestantPageService } from './contestants/admin-contestant-page.service.js';
import { ContestantTypeInterceptor } from '../contestants/contestant-fields.interceptor.js';
import { JudgingModule } from '../judging/judging.module.js';
import { ChefFeedbackModule } from '../judging/feedback/chef-feedback.module.js';
import { PeoplesChoiceModule } from '../judging/peoples-choice/peoples-choice.module.js';
import { AdminPeoplesChoiceController } from './peoples-choice/peoples-choice.controller.js';
import { FinalBoardModule } from '../judging/final/final-board.module.js';
import { FinalPackModule } from '../judging/final/print/final-pack.module.js';
import { VoteCorrectionsModule } from '../judging/final/vote-corrections.module.js';
import { ScoreCorrectionsController } from './final/score-corrections.controller.js';
import { MailModule } from '../mail/mail.module.js';
import { PastEditionRecordsController } from './records/past-edition-records.controller.js';
import { AdminRecordsController, JudgeRecordsController } from './records/staff-records.controller.js';
import { WhitelistedRecordsController } from './records/whitelisted-records.controller.js';

@Module({
  imports: [
    AuthModule,
    AuditModule,
    EditionsModule,
    DeadlinesModule,
    StorageModule,
    ContestantsModule,
    RecipesModule,
    JudgingModule,
    ChefFeedbackModule,
    PeoplesChoiceModule,
    FinalBoardModule,
    FinalPackModule,
    VoteCorrectionsModule,
    MailModule,
    BackupModule,
  ],
  controllers: [
    AdminController,
    SettingsController,
    ResultsController,
    AdminPeoplesChoiceController,
    AdminContestantsController,
    JudgeRecordsController,
    AdminRecordsController,
    WhitelistedRecordsController,
    PastEditionRecordsController,
    ConflictsController,
    AssignmentsController,
    LiveFinalController,
    FinalBoardAdminController,
    FinalPackController,
    FinalScoringController,
    ScoreCorrectionsController,
  ],
  providers: [AdminContestantPageService, ContestantTypeInterceptor, AdminCoreService, AuditLogService],
})
export class AdminModule {}
