import { Inject } from '@nestjs/common';
import { Command, CommandRunner, Help, Option } from 'nest-commander';
import { restoreBackup, RestoreRefusedError } from '../../backup/restore.js';
import { createFileStore } from '../../storage/create-file-store.js';
import { openCliDatabase } from '../cli-database.js';
import { CLI_CONTEXT, type CliContext } from '../cli-context.js';
import { CliError } from '../cli-error.js';
import { CliOutput } from '../cli-output.js';

interface RestoreOptions {
  force?: boolean;
}

@Command({
  name: 'restore',
  arguments: '<file>',
  argsDescription: { file: 'an archive written by the backup command' },
  description: 'Restore a backup into an empty DATA_DIR (or an empty database and bucket)',
})
export class RestoreCommand extends CommandRunner {
  constructor(
    @Inject(CLI_CONTEXT) private readonly context: CliContext,
    private readonly out: CliOutput,
  ) {
    super();
  }

  async run([file]: string[], options: RestoreOptions): Promise<void> {
    const { config, databaseUrl } = this.context;
    const storeDescription =
      config.fileStore.driver === 's3'
        ? `the bucket "${config.fileStore.bucket}"`
        : `the storage folder ${config.storageDir}`;
    const log = (text: string) => this.out.line(text);
    let result;
    try {
      result = await restoreBackup({
        file,
        force: Boolean(options.force),
        store: createFileStore(config),
        storeDescription,
        log,
        openDatabase: async () => {
          const database = await openCliDatabase(config, databaseUrl, (text) => this.out.warn(text));
          if (database.source === 'running-app') {
            await database.close();
            throw new CliError(`The app is running on ${config.dataDir}: stop it before restoring into it.`);
          }
          const description =
            database.source === 'embedded'
              ? `the embedded database in ${config.dataDir}`
              : database.source === 'server'
                ? 'the database of DATABASE_URL'
                : 'the given database';
          return { url: database.url, description, close: () => database.close() };
        },
      });
    } catch (error) {
      if (error instanceof RestoreRefusedError) throw new CliError(error.message, error.details);
      throw error;
    }
    const { manifest } = result;
    this.out.line(
      `Restored ${file} (made ${manifest.createdAt} by version ${manifest.app.version}) into ${result.target} and ${storeDescription}:`,
    );
    this.out.line(
      `  ${manifest.counts.recipes} recipes, ${manifest.counts.votes} votes, ${manifest.counts.files} stored files (${result.files} files); ${result.rows} rows in ${result.tables} tables.`,
    );
    this.out.line(
      `  Migrations newer than the backup: ${result.newerMigrations.length > 0 ? result.newerMigrations.join(', ') : 'none'}.`,
    );
    if (manifest.missingFiles.length > 0)
      this.out.warn(
        `  ${manifest.missingFiles.length} stored files were deleted while the backup ran and could not be restored: ${manifest.missingFiles.join(', ')}`,
      );
    this.out.line('Sessions are not in backups: everyone signs in again.');
  }

  @Option({ flags: '--force', description: 'replace what the target database and file store hold' })
  parseForce(): boolean {
    return true;
  }

  @Help('after')
  notes(): string {
    return [
      '',
      'Restores into the database the app would use (DATABASE_URL, else the embedded one in DATA_DIR, which it',
      'creates) and its file store (STORAGE_DIR, or the S3 bucket). The whole archive is checked against its',
      'checksums first: a damaged one is refused before anything is written. A target that holds data is refused',
      'unless --force. The migrations newer than the backup run after it. Stop the app before restoring.',
    ].join('\n');
  }
}
