import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { AuditModule } from '../../audit/audit.module.js';
import { AuthModule } from '../../auth/auth.module.js';
import { EditionsModule } from '../../editions/editions.module.js';
import { JudgingModule } from '../judging.module.js';
import { WriteReceipt } from '../receipts/write-receipt.entity.js';
import { WriteReceiptsService } from '../receipts/write-receipts.service.js';
import { FinalBoard } from './final-board.entity.js';
import { FinalBoardController } from './final-board.controller.js';
import { FinalBoardEvents } from './final-board-events.js';
import { FinalBoardService } from './final-board.service.js';
import { FinalScoringQueries } from './final-scoring.queries.js';
import { FinalScoringService } from './final-scoring.service.js';
import { KitchenController } from './kitchen.controller.js';

/**
 * The live final's results board: the venue screen's page and stream (no sign-in, behind its link), and the service
 * the admins' board page calls; the final ranking (kitchen score and tie-break) and the kitchen judges' page. Above
 * judging: it reads the final round's results and plate codes. The kitchen score takes an Idempotency-Key like the
 * vote, through the same receipts (a service without state of its own).
 */
@Module({
  imports: [
    MikroOrmModule.forFeature([FinalBoard, WriteReceipt]),
    AuditModule,
    AuthModule,
    EditionsModule,
    JudgingModule,
  ],
  controllers: [FinalBoardController, KitchenController],
  providers: [
    FinalBoardService,
    FinalBoardEvents,
    FinalScoringQueries,
    FinalScoringService,
    WriteReceiptsService,
  ],
  exports: [FinalBoardService, FinalBoardEvents, FinalScoringService],
})
export class FinalBoardModule {}
