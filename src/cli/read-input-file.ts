import { readFile } from 'node:fs/promises';
import { CliError } from './cli-error.js';

/** The text of a file named on the command line, or a one-line reason why it cannot be read. */
export async function readInputFile(path: string): Promise<string> {
  try {
    return await readFile(path, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const reason =
      code === 'ENOENT'
        ? 'no such file'
        : code === 'EISDIR'
          ? 'it is a folder'
          : code === 'EACCES'
            ? 'permission denied'
            : String(error);
    throw new CliError(`Cannot read ${path}: ${reason}.`);
  }
}
