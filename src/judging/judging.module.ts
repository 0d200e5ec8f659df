import { MikroOrmModule } from '@mikro-orm/nestjs';
import { type MiddlewareConsumer, Module, type NestModule } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module.js';
import { AuthModule } from '../auth/auth.module.js';
import { EditionsModule } from '../editions/editions.module.js';
import { MailModule } from '../mail/mail.module.js';
import { AssignmentsService } from './assignments/assignments.service.js';
import { ConflictsService } from './conflicts/conflicts.service.js';
import { FinalScoringQueries } from './final/final-scoring.queries.js';
import { LiveFinalService } from './final/live-final.service.js';
import { PlateCode } from './final/plate-code.entity.js';
import { RefusedWrite } from './receipts/refused-write.entity.js';
import { RefusedWritesMiddleware } from './receipts/refused-writes.middleware.js';
import { RefusedWritesService } from './receipts/refused-writes.service.js';
import { WriteReceipt } from './receipts/write-receipt.entity.js';
import { WriteReceiptsService } from './receipts/write-receipts.service.js';
import { ContestMailing } from './results/contest-mailing.entity.js';
import { ContestMailingsQueries } from './results/contest-mailings.queries.js';
import { ContestMailingsService } from './results/contest-mailings.service.js';
import { ResultsInputsJob } from './results/results-inputs.job.js';
import { ResultsQueries } from './results/results.queries.js';
import { ResultsService } from './results/results.service.js';
import { JudgeAssignmentsQueries } from './judge-assignments.queries.js';
import { JudgeAssignmentsService } from './judge-assignments.service.js';
import { JudgeConflict } from './judge-conflict.entity.js';
import { JudgeConflictsQueries } from './judge-conflicts.queries.js';
import { JudgeInvitationService } from './judge-invitation.service.js';
import { Judge } from '../auth/judge.entity.js';
import { JudgingRoundQueries } from './judging-round.queries.js';
import { JudgingController } from './judging.controller.js';
import { JudgingService } from './judging.service.js';
import { Vote } from './vote.entity.js';
import { VotesOverviewQueries } from './votes-overview.queries.js';
import { VotesOverviewService } from './votes-overview.service.js';

@Module({
  // Auth: the audience guard and the password links; editions: the round flags and blind judging; mail: invitations,
  // reminders and the contest's mailings; audit: the admins' changes (conflicts, assignments, finalists, mailings).
  imports: [
    MikroOrmModule.forFeature([
      Judge,
      Vote,
      JudgeConflict,
      ContestMailing,
      PlateCode,
      WriteReceipt,
      RefusedWrite,
    ]),
    AuthModule,
    AuditModule,
    EditionsModule,
    MailModule,
  ],
  controllers: [JudgingController],
  providers: [
    JudgingService,
    JudgingRoundQueries,
    JudgeInvitationService,
    JudgeConflictsQueries,
    JudgeAssignmentsQueries,
    JudgeAssignmentsService,
    ConflictsService,
    AssignmentsService,
    ResultsQueries,
    ResultsInputsJob,
    ResultsService,
    ContestMailingsQueries,
    ContestMailingsService,
    VotesOverviewQueries,
    VotesOverviewService,
    LiveFinalService,
    FinalScoringQueries,
    WriteReceiptsService,
    RefusedWritesService,
  ],
  // JudgeInvitationService: the admins' judge form invites judges created without a password. Conflicts: the
  // admins declare and lift them, and the results leave conflicted votes out. Assignments: the admins' settings
  // and rebalancing, approvals, the results and the review page. VotesOverviewService: the contestant's page's votes
  // and the dashboard's rounds. LiveFinalService: the admins' live-final page.
  exports: [
    JudgeInvitationService,
    JudgeConflictsQueries,
    JudgeAssignmentsQueries,
    JudgeAssignmentsService,
    ConflictsService,
    AssignmentsService,
    ResultsService,
    ContestMailingsService,
    VotesOverviewService,
    LiveFinalService,
  ],
})
export class JudgingModule implements NestModule {
  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(RefusedWritesMiddleware).forRoutes('judges/dashboard/recipe/{*path}');
  }
}
