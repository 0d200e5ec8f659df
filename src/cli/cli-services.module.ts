import { MikroOrmModule } from '@mikro-orm/nestjs';
import { type DynamicModule, Module } from '@nestjs/common';
import { Admin } from '../auth/admin.entity.js';
import { AuthToken } from '../auth/auth-token.entity.js';
import { Judge } from '../auth/judge.entity.js';
import { PasswordHasher } from '../auth/password-hasher.service.js';
import { StaffPasswordTokens } from '../auth/password-reset/staff-password-tokens.service.js';
import type { AppConfig } from '../config/app-config.js';
import { ClockModule } from '../common/clock.module.js';
import { ConfigModule } from '../config/config.module.js';
import { BackupModule } from '../backup/backup.module.js';
import { BackupService } from '../backup/backup.service.js';
import { DatabaseModule } from '../database/database.module.js';
import { WhitelistedDomain } from '../contestants/whitelisted-domain.entity.js';
import { EditionsModule } from '../editions/editions.module.js';
import { JudgeInvitationService } from '../judging/judge-invitation.service.js';
import { MailService } from '../mail/mail.service.js';
import { OutboxMail } from '../mail/outbox-mail.entity.js';
import { StorageModule } from '../storage/storage.module.js';
import { CliOutput } from './cli-output.js';
import { DemoImagesService } from './demo/demo-images.service.js';
import { DemoSeedRepository } from './demo/demo-seed.repository.js';
import { DemoSeedService } from './demo/demo-seed.service.js';
import { StaffAccountsService } from './staff-accounts.service.js';
import { WhitelistService } from './whitelist.service.js';

/** What the commands use; also usable without nest-commander (seedDemoIfEmpty, tests). */
export const CLI_SERVICES = [StaffAccountsService, WhitelistService, DemoSeedService];
/** What the commands use from the app's modules (exported through their module). */
export const CLI_MODULE_SERVICES = [BackupService];

export interface CliServicesOptions {
  config: AppConfig;
  databaseUrl: string;
  output: CliOutput;
}

/**
 * The command line's services on a database: the app's configuration, ORM and storage, without its HTTP side.
 * PasswordHasher is provided here rather than through AuthModule, whose guards and sign-in machinery a command line
 * has no use for; it is stateless, so the policy is still the one the app uses. Likewise MailService (without the
 * outbox worker: the running app sends what the command line queues) and the invitation links of judges.
 */
@Module({})
export class CliServicesModule {
  static forRoot(options: CliServicesOptions): DynamicModule {
    return {
      module: CliServicesModule,
      imports: [
        ConfigModule.forRoot(options.config),
        ClockModule,
        DatabaseModule.forRoot(options.databaseUrl, { min: 0, max: 2 }),
        StorageModule,
        EditionsModule,
        BackupModule,
        MikroOrmModule.forFeature([Admin, AuthToken, Judge, OutboxMail, WhitelistedDomain]),
      ],
      providers: [
        PasswordHasher,
        MailService,
        StaffPasswordTokens,
        JudgeInvitationService,
        DemoImagesService,
        DemoSeedRepository,
        ...CLI_SERVICES,
        { provide: CliOutput, useValue: options.output },
      ],
      exports: [...CLI_SERVICES, BackupModule, CliOutput],
    };
  }
}
