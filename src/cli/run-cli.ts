import { MikroORM } from '@mikro-orm/postgresql';
import type { INestApplicationContext } from '@nestjs/common';
import { CommandFactory, CommandRunnerService } from 'nest-commander';
import { type AppConfig, loadConfig } from '../config/app-config.js';
import { migrate } from '../database/migrate.js';
import { CliError } from './cli-error.js';
import { CliModule } from './cli.module.js';
import { openCliDatabase, type CliDatabase } from './cli-database.js';
import { CliOutput, processIo, type CliIo } from './cli-output.js';

export const PROGRAM_NAME = 'npm run cli --';

/** The commands by name, so that help and usage errors can be answered without opening a database. */
export const COMMAND_NAMES = [
  'admins:create',
  'judges:create',
  'judges:import',
  'whitelist:add',
  'whitelist:import',
  'demo:seed',
  'backup',
  'restore',
] as const;

/**
 * Commands that leave the migrations alone: a backup records the database as it is (taken before an upgrade, it must
 * restore on the version before it), and a restore runs them itself around the rows it loads.
 */
const WITHOUT_MIGRATIONS: readonly string[] = ['backup', 'restore'];
/** Opens its database itself, once its archive has been checked: a damaged one must not create DATA_DIR. */
const OPENS_ITS_OWN_DATABASE: readonly string[] = ['restore'];

export interface RunCliOptions {
  env?: NodeJS.ProcessEnv;
  /** Overrides of the configuration read from `env` (tests: storage folder). */
  config?: Partial<AppConfig>;
  /** Use this database instead of DATABASE_URL or the embedded one (tests). */
  databaseUrl?: string;
  io?: CliIo;
}

/** What commander needs of each command to answer instead of exiting the process. */
interface CommanderNode {
  commands: readonly CommanderNode[];
  name(name: string): unknown;
  description(text: string): unknown;
  addHelpText(position: 'after', text: string): unknown;
  exitOverride(callback: (error: Error) => never): unknown;
}

interface CommanderFailure {
  code: string;
  exitCode: number;
}

function isCommanderFailure(error: unknown): error is Error & CommanderFailure {
  return (
    error instanceof Error &&
    typeof (error as Partial<CommanderFailure>).exitCode === 'number' &&
    String((error as Partial<CommanderFailure>).code).startsWith('commander.')
  );
}

/** A command that will run needs the database; `--help`, no command or an unknown one are answered without it. */
function needsDatabase(args: string[]): boolean {
  const [first] = args;
  if (!first || !(COMMAND_NAMES as readonly string[]).includes(first)) return false;
  if (OPENS_ITS_OWN_DATABASE.includes(first)) return false;
  return !args.some((arg) => arg === '--help' || arg === '-h');
}

const PROGRAM_HELP = [
  '',
  "The database is the app's: DATABASE_URL when set; otherwise the embedded one in DATA_DIR (default",
  './storage/data). While the app runs the embedded PostgreSQL, commands connect to it; otherwise they start it',
  'themselves and stop it at the end. Pending migrations are applied first (not by backup and restore).',
  'Run "npm run cli -- COMMAND --help" for the options of a command.',
].join('\n');

/**
 * Runs one command line and answers its exit code: 0 done, 1 refused or failed (a one-line reason on stderr),
 * commander's own codes for usage errors and help. Never calls process.exit, so tests run it in-process.
 */
export async function runCli(args: string[], options: RunCliOptions = {}): Promise<number> {
  const io = options.io ?? processIo;
  const output = new CliOutput(io);
  let database: CliDatabase | null = null;
  const env = options.env ?? process.env;
  let app: INestApplicationContext | null = null;
  try {
    const config = loadConfig(env, options.config);
    if (needsDatabase(args))
      database = await openCliDatabase(config, options.databaseUrl, (message) => io.stderr(`${message}\n`));
    app = await CommandFactory.createWithoutRunning(
      CliModule.forRoot({
        services: database ? { config, databaseUrl: database.url, output } : null,
        output,
        context: { config, databaseUrl: options.databaseUrl },
      }),
      {
        logger: false,
        outputConfiguration: { writeOut: (text) => io.stdout(text), writeErr: (text) => io.stderr(text) },
        // Failures are thrown back here rather than printed and swallowed by nest-commander.
        serviceErrorHandler: (error) => {
          throw error;
        },
      },
    );
    if (database && !WITHOUT_MIGRATIONS.includes(args[0])) await migrate(app.get(MikroORM));

    const runner = app.get(CommandRunnerService);
    const program = (runner as unknown as { commander: CommanderNode }).commander;
    program.name(PROGRAM_NAME);
    program.description(
      'Administration of the recipe contest: accounts, whitelisted domains, demo data, backups.',
    );
    program.addHelpText('after', PROGRAM_HELP);
    const throwInstead = (node: CommanderNode): void => {
      node.exitOverride((error) => {
        throw error;
      });
      node.commands.forEach(throwInstead);
    };
    throwInstead(program);

    await runner.run(['node', PROGRAM_NAME, ...args]);
    return 0;
  } catch (error) {
    // Commander has already printed its message (usage error) or the help.
    if (isCommanderFailure(error)) return error.exitCode;
    if (error instanceof CliError) {
      io.stderr(`${error.message}\n`);
      for (const detail of error.details) io.stderr(`${detail}\n`);
      return error.exitCode;
    }
    const message = error instanceof Error ? error.message : String(error);
    io.stderr(`Failed: ${message.split('\n')[0]}\n`);
    if (env.CLI_DEBUG && error instanceof Error && error.stack) io.stderr(`${error.stack}\n`);
    return 1;
  } finally {
    await app?.close().catch((error: unknown) => io.stderr(`Could not close cleanly: ${String(error)}\n`));
    await database
      ?.close()
      .catch((error: unknown) => io.stderr(`Could not close the database cleanly: ${String(error)}\n`));
  }
}
