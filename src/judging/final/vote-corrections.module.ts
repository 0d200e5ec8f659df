import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { AuditModule } from '../../audit/audit.module.js';
import { AuthModule } from '../../auth/auth.module.js';
import { EditionsModule } from '../../editions/editions.module.js';
import { JudgingModule } from '../judging.module.js';
import { Vote } from '../vote.entity.js';
import { FinalBoardModule } from './final-board.module.js';
import { HeadJudgeScoresController } from './head-judge-scores.controller.js';
import { VoteCorrection } from './vote-correction.entity.js';
import { VoteCorrectionsQueries } from './vote-corrections.queries.js';
import { VoteCorrectionsService } from './vote-corrections.service.js';

/**
 * Corrections of final-round scores: the head judge's page and call (judges' area), and the service the admins'
 * page calls. Above the board: a correction is refused once the board has released the results.
 */
@Module({
  imports: [
    MikroOrmModule.forFeature([Vote, VoteCorrection]),
    AuthModule,
    AuditModule,
    EditionsModule,
    JudgingModule,
    FinalBoardModule,
  ],
  controllers: [HeadJudgeScoresController],
  providers: [VoteCorrectionsService, VoteCorrectionsQueries],
  exports: [VoteCorrectionsService],
})
export class VoteCorrectionsModule {}
