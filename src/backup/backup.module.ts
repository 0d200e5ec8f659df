import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { StorageModule } from '../storage/storage.module.js';
import { BackupRun } from './backup-run.entity.js';
import { BackupService } from './backup.service.js';

/** Backups and their record, for the command line and the app (the schedule is BackupJobModule, the app's only). */
@Module({
  imports: [MikroOrmModule.forFeature([BackupRun]), StorageModule],
  providers: [BackupService],
  exports: [BackupService],
})
export class BackupModule {}
