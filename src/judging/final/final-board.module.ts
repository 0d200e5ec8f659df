import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { AuditModule } from '../../audit/audit.module.js';
import { EditionsModule } from '../../editions/editions.module.js';
import { JudgingModule } from '../judging.module.js';
import { FinalBoard } from './final-board.entity.js';
import { FinalBoardController } from './final-board.controller.js';
import { FinalBoardEvents } from './final-board-events.js';
import { FinalBoardService } from './final-board.service.js';

/**
 * The live final's results board: the venue screen's page and stream (no sign-in, behind its link), and the service
 * the admins' board page calls. Above judging: it reads the final round's results and plate codes.
 */
@Module({
  imports: [MikroOrmModule.forFeature([FinalBoard]), AuditModule, EditionsModule, JudgingModule],
  controllers: [FinalBoardController],
  providers: [FinalBoardService, FinalBoardEvents],
  exports: [FinalBoardService, FinalBoardEvents],
})
export class FinalBoardModule {}
