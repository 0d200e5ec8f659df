import { type DynamicModule, Module, type Provider } from '@nestjs/common';
import { CliOutput } from './cli-output.js';
import { CLI_CONTEXT, type CliContext } from './cli-context.js';
import {
  CLI_MODULE_SERVICES,
  CLI_SERVICES,
  CliServicesModule,
  type CliServicesOptions,
} from './cli-services.module.js';
import { BackupCommand } from './commands/backup.command.js';
import { AdminsCreateCommand } from './commands/admins-create.command.js';
import { DemoSeedCommand } from './commands/demo-seed.command.js';
import { JudgesCreateCommand } from './commands/judges-create.command.js';
import { JudgesImportCommand } from './commands/judges-import.command.js';
import { RestoreCommand } from './commands/restore.command.js';
import { WhitelistAddCommand } from './commands/whitelist-add.command.js';
import { WhitelistImportCommand } from './commands/whitelist-import.command.js';

export const CLI_COMMANDS = [
  AdminsCreateCommand,
  JudgesCreateCommand,
  JudgesImportCommand,
  WhitelistAddCommand,
  WhitelistImportCommand,
  DemoSeedCommand,
  BackupCommand,
  RestoreCommand,
];

/**
 * The commands. Without a database (help and usage errors need none, and should not open or create one) the
 * services are inert stand-ins: commander answers before any command runs. `restore` opens its database itself,
 * once it has checked its archive, from the context.
 */
@Module({})
export class CliModule {
  static forRoot(options: {
    services: CliServicesOptions | null;
    output: CliOutput;
    context: CliContext;
  }): DynamicModule {
    const services: Pick<DynamicModule, 'imports' | 'providers'> = options.services
      ? { imports: [CliServicesModule.forRoot(options.services)], providers: [] }
      : {
          imports: [],
          providers: [
            ...[...CLI_SERVICES, ...CLI_MODULE_SERVICES].map((token): Provider => ({
              provide: token,
              useValue: {},
            })),
            { provide: CliOutput, useValue: options.output },
          ],
        };
    return {
      module: CliModule,
      imports: services.imports,
      providers: [
        ...(services.providers ?? []),
        { provide: CLI_CONTEXT, useValue: options.context },
        ...CLI_COMMANDS,
      ],
    };
  }
}
