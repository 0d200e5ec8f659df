import { Logger } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { FileStore, type OpenedFile } from './file-store.js';

const TEMP_FOLDER = '.tmp';
/** Leftovers of a crash mid-write are removed on start once they are this old (another copy may be writing now). */
const STALE_TEMP_MS = 60 * 60 * 1000;

/**
 * Files in the storage folder, `<folder>/<key>/<name>`. A key's folder is written completely under `.tmp` and then
 * renamed into place, so a reader never sees half of it; a removed folder is renamed away first for the same reason.
 */
export class LocalFileStore extends FileStore {
  private readonly logger = new Logger(LocalFileStore.name);

  constructor(private readonly folder: string) {
    super();
  }

  async prepare(): Promise<void> {
    await mkdir(join(this.folder, TEMP_FOLDER), { recursive: true });
    await this.removeStaleTempFolders();
  }

  async put(key: string, files: Record<string, Buffer>): Promise<void> {
    const temp = join(this.folder, TEMP_FOLDER, `new-${key}`);
    await mkdir(temp, { recursive: true });
    try {
      for (const [name, data] of Object.entries(files)) {
        // Synced before the rename, so after a power cut the folder holds whole files or is not there at all.
        const handle = await open(join(temp, name), 'wx');
        try {
          await handle.writeFile(data);
          await handle.sync();
        } finally {
          await handle.close();
        }
      }
      await rename(temp, this.folderOf(key));
    } catch (error) {
      await rm(temp, { recursive: true, force: true });
      throw error;
    }
  }

  async open(key: string, names: readonly string[]): Promise<OpenedFile | null> {
    for (const name of names) {
      const path = join(this.folderOf(key), name);
      try {
        const info = await stat(path);
        if (info.isFile()) return { name, size: info.size, stream: createReadStream(path) };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
    }
    return null;
  }

  async remove(key: string): Promise<void> {
    const trash = join(this.folder, TEMP_FOLDER, `deleted-${key}-${randomBytes(4).toString('hex')}`);
    try {
      await rename(this.folderOf(key), trash);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    await rm(trash, { recursive: true, force: true });
  }

  private folderOf(key: string): string {
    return join(this.folder, key);
  }

  private async removeStaleTempFolders(): Promise<void> {
    const tempRoot = join(this.folder, TEMP_FOLDER);
    for (const name of await readdir(tempRoot)) {
      const path = join(tempRoot, name);
      try {
        const info = await stat(path);
        if (Date.now() - info.mtimeMs > STALE_TEMP_MS) await rm(path, { recursive: true, force: true });
      } catch (error) {
        this.logger.warn(`Could not remove the leftover ${path}: ${String(error)}`);
      }
    }
  }
}
