import { type DynamicModule, type FactoryProvider, Module, type ModuleMetadata } from '@nestjs/common';
import { BACKUP_TIME_ZONE, BackupJob, type BackupTimeZone } from './backup.job.js';
import { BackupModule } from './backup.module.js';

/** Where the night's time zone comes from: the app reads it from the contest's settings. */
export interface BackupTimeZoneSource {
  imports: ModuleMetadata['imports'];
  inject: FactoryProvider['inject'];
  useFactory: FactoryProvider<BackupTimeZone>['useFactory'];
}

/** The nightly backup of the app's processes (the command line imports BackupModule alone). */
@Module({})
export class BackupJobModule {
  static forRoot(timeZone: BackupTimeZoneSource): DynamicModule {
    return {
      module: BackupJobModule,
      imports: [BackupModule, ...(timeZone.imports ?? [])],
      providers: [
        { provide: BACKUP_TIME_ZONE, inject: timeZone.inject, useFactory: timeZone.useFactory },
        BackupJob,
      ],
      exports: [BackupJob],
    };
  }
}
