import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { Judge } from './judge.entity.js';
import { JudgesService } from './judges.service.js';
import { JudgingController } from './judging.controller.js';
import { Vote } from './vote.entity.js';

@Module({
  imports: [MikroOrmModule.forFeature([Judge, Vote]), AuthModule],
  controllers: [JudgingController],
  providers: [JudgesService],
  exports: [JudgesService],
})
export class JudgingModule {}
