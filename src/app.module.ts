import {
  type DynamicModule,
  type MiddlewareConsumer,
  Module,
  type ModuleMetadata,
  type NestModule,
} from '@nestjs/common';
import { BadInputMiddleware } from './common/bad-input.js';
import { AdminModule } from './admin/admin.module.js';
import { AUDIENCE } from './auth/audience.decorator.js';
import { AuthModule } from './auth/auth.module.js';
import { hasSessionCookie } from './auth/session-cookie.js';
import type { AppConfig } from './config/app-config.js';
import { ClockModule } from './common/clock.module.js';
import { ConfigModule } from './config/config.module.js';
import { ContestantsModule } from './contestants/contestants.module.js';
import { BackupJobModule } from './backup/backup-job.module.js';
import type { BackupTimeZone } from './backup/backup.job.js';
import { DatabaseModule } from './database/database.module.js';
import { ContestSettingsService } from './editions/contest-settings.service.js';
import { EditionsModule } from './editions/editions.module.js';
import { SHARED_PROPS_RESOLVER } from './inertia/inertia.service.js';
import { InertiaModule } from './inertia/inertia.module.js';
import { JudgingModule } from './judging/judging.module.js';
import { MailModule } from './mail/mail.module.js';
import { RecipesModule } from './recipes/recipes.module.js';
import { PeoplesChoiceModule } from './judging/peoples-choice/peoples-choice.module.js';
import { SharedPropsService } from './site/shared-props.service.js';
import { SiteModule } from './site/site.module.js';
import { StorageModule } from './storage/storage.module.js';

export interface AppModuleOptions {
  config: AppConfig;
  databaseUrl: string;
  /** Extra modules, for tests that mount probe controllers. */
  imports?: ModuleMetadata['imports'];
}

@Module({})
export class AppModule implements NestModule {
  static forRoot(options: AppModuleOptions): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(options.config),
        ClockModule,
        DatabaseModule.forRoot(
          options.databaseUrl,
          { min: 0, max: options.config.databasePoolMax },
          options.config.databaseTimeouts,
        ),
        InertiaModule.forRoot(
          { provide: SHARED_PROPS_RESOLVER, useClass: SharedPropsService },
          { hasSession: hasSessionCookie, signedInRouteMarks: [AUDIENCE] },
          [AuthModule, EditionsModule, RecipesModule],
        ),
        AuthModule,
        MailModule,
        StorageModule,
        ContestantsModule,
        RecipesModule,
        JudgingModule,
        PeoplesChoiceModule,
        EditionsModule,
        AdminModule,
        SiteModule,
        BackupJobModule.forRoot({
          imports: [EditionsModule],
          inject: [ContestSettingsService],
          useFactory:
            (settings: ContestSettingsService): BackupTimeZone =>
            async () =>
              (await settings.current()).timeZone,
        }),
        ...(options.imports ?? []),
      ],
    };
  }

  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(BadInputMiddleware).forRoutes('{*path}');
  }
}
