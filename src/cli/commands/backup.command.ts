import { Inject } from '@nestjs/common';
import { existsSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Command, CommandRunner, Help } from 'nest-commander';
import { BackupBusyError, BackupService } from '../../backup/backup.service.js';
import { CLI_CONTEXT, type CliContext } from '../cli-context.js';
import { CliError } from '../cli-error.js';
import { CliOutput } from '../cli-output.js';

const MB = 1024 * 1024;

@Command({
  name: 'backup',
  arguments: '[file]',
  argsDescription: {
    file: 'the archive to write, or a folder for it; default: BACKUP_DIR, else the current folder',
  },
  description: 'Write one archive of the database and every uploaded file (while the app runs, too)',
})
export class BackupCommand extends CommandRunner {
  constructor(
    private readonly backups: BackupService,
    @Inject(CLI_CONTEXT) private readonly context: CliContext,
    private readonly out: CliOutput,
  ) {
    super();
  }

  async run([target]: string[]): Promise<void> {
    const file = this.archivePath(target);
    let written;
    try {
      written = await this.backups.backUp({ file, kind: 'manual', log: (text) => this.out.line(text) });
    } catch (error) {
      if (error instanceof BackupBusyError) throw new CliError(error.message);
      throw error;
    }
    if (!written) return;
    const { manifest, bytes } = written;
    const files = manifest.parts.filter((part) => part.kind === 'file').length;
    this.out.line(
      `Backed up to ${written.file} (${(bytes / MB).toFixed(1)} MB): ${manifest.counts.recipes} recipes, ${manifest.counts.votes} votes, ${manifest.counts.files} stored files (${files} files), at ${manifest.database.migration ?? 'no migration'}.`,
    );
    if (manifest.missingFiles.length > 0)
      this.out.warn(
        `${manifest.missingFiles.length} stored files were deleted while the backup ran and are not in it: ${manifest.missingFiles.join(', ')}`,
      );
  }

  /** A folder (given, BACKUP_DIR, or the current one) gets a dated name; an existing file is never overwritten. */
  private archivePath(target: string | undefined): string {
    const name = this.backups.fileName();
    if (!target) return join(this.context.config.backup.dir ?? process.cwd(), name);
    const path = resolve(target);
    if (existsSync(path) && statSync(path).isDirectory()) return join(path, name);
    if (existsSync(path)) throw new CliError(`${path} already exists; give another name or a folder.`);
    return path;
  }

  @Help('after')
  notes(): string {
    return [
      '',
      'The archive holds every table of the database, read in one snapshot while the app goes on serving, every',
      'uploaded file, and a manifest with a checksum of each part. It is gzip-compressed unless its name ends in',
      '.tar. Signed-in sessions are not in it. It holds personal data and password hashes: keep it private.',
      'Restore it with: npm run cli -- restore FILE',
    ].join('\n');
  }
}
