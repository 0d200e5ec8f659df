import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, open, opendir, readdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { FileStore, type OpenedFile } from './file-store.js';
import { isNoRoomError, StorageFullException } from './storage.errors.js';
import { STORAGE_KEY_PATTERN, TEMP_FOLDER } from './storage.service.js';

/**
 * Files in the storage folder, `<folder>/<key>/<name>`. A key's folder is written completely under `.tmp` and then
 * renamed into place, so a reader never sees half of it; a removed folder is renamed away first for the same reason.
 */
export class LocalFileStore extends FileStore {
  constructor(private readonly folder: string) {
    super();
  }

  /** The storage folder and its temporary folder are made, and cleared of leftovers, by StorageService. */
  async prepare(): Promise<void> {
    await mkdir(join(this.folder, TEMP_FOLDER), { recursive: true });
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
      throw isNoRoomError(error) ? new StorageFullException() : error;
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

  async names(key: string): Promise<string[]> {
    try {
      const entries = await readdir(this.folderOf(key), { withFileTypes: true });
      return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
  }

  /** The key folders of the storage folder; the temporary folder and anything else found there are not keys. */
  async *keys(): AsyncIterable<string> {
    let folder;
    try {
      folder = await opendir(this.folder);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    for await (const entry of folder) {
      if (entry.isDirectory() && STORAGE_KEY_PATTERN.test(entry.name)) yield entry.name;
    }
  }

  private folderOf(key: string): string {
    return join(this.folder, key);
  }
}
