import { Module } from '@nestjs/common';
// Editions for the contest's time zone; the command line imports BackupModule alone, without the schedule.
import { EditionsModule } from '../../editions/editions.module.js';
import { BackupJob } from './backup.job.js';
import { BackupModule } from './backup.module.js';

/** The nightly backup of the app's processes (the command line imports BackupModule alone). */
@Module({
  imports: [BackupModule, EditionsModule],
  providers: [BackupJob],
  exports: [BackupJob],
})
export class BackupJobModule {}
