import { InjectRepository } from '@mikro-orm/nestjs';
import { HttpException, Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { Transactions } from '../database/unit-of-work.js';
import { FileStore } from './file-store.js';
import { FormValidationException } from '../common/http-errors.js';
import { detectImageType, processImage } from './image-processing.js';
import { ImageProcessingQueue } from './image-processing-queue.js';
import { StoredFile } from './stored-file.entity.js';
import type { StoredFileRepository } from './stored-file.repository.js';
import { FileTooLargeException, InvalidFileTypeException } from './storage.errors.js';
import { readUpload, type UploadedFile } from './uploaded-file.decorator.js';

/** Keys are 128 random bits in hex: unguessable, and safe as a folder name. */
export const STORAGE_KEY_PATTERN = /^[a-f0-9]{32}$/;

export const MEDIA_VARIANTS = ['thumb.webp', 'large.webp', 'original'] as const;
export type MediaVariant = (typeof MEDIA_VARIANTS)[number];

export interface ServedFile {
  stream: Readable;
  mime: string;
  size: number;
}

const VARIANT_FILES: Record<MediaVariant, Array<[name: string, mime: string]>> = {
  'thumb.webp': [['thumb.webp', 'image/webp']],
  'large.webp': [['large.webp', 'image/webp']],
  original: [
    ['original.jpg', 'image/jpeg'],
    ['original.png', 'image/png'],
  ],
};

/** Uploads being received and files being written, per process; in the storage folder whatever the file store. */
export const TEMP_FOLDER = '.tmp';
/** Leftovers of a crash mid-write are removed on start once they are this old (another copy may be writing now). */
const STALE_TEMP_MS = 60 * 60 * 1000;

/**
 * Uploaded images: `<key>/original.jpg|png, large.webp, thumb.webp` in the configured file store (the local storage
 * folder or an S3-compatible bucket), plus one `stored_files` row per key, inserted only after the files are in place.
 */
@Injectable()
export class StorageService implements OnModuleInit {
  private readonly logger = new Logger(StorageService.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly transactions: Transactions,
    @InjectRepository(StoredFile) private readonly storedFiles: StoredFileRepository,
    private readonly files: FileStore,
    private readonly queue: ImageProcessingQueue,
  ) {}

  async onModuleInit(): Promise<void> {
    await mkdir(join(this.config.storageDir, TEMP_FOLDER), { recursive: true });
    await this.removeStaleTempFolders();
    await this.files.prepare();
  }
  /**
   * Checks, cleans and stores an uploaded image; answers its row (use `key` to refer to it, `imageUrls(key)` to show it).
   * Refuses with 413 FileTooLargeException, 422 InvalidFileTypeException / ImageTooLargeException /
   * ImageDataTooLargeException / ImageConversionTimeoutException, or 503 ImagesBusyException when it would wait for the image queue and its wait list
   * is full (an upload call has taken its turn already).
   * Runs its own short write: call it before opening a transaction, not inside one (the resizing takes a while, and a
   * second connection inside a transaction deadlocks on the embedded database). If the caller's own write then
   * fails, it calls `delete(key)`.
   */
  async storeImage(bytes: Buffer): Promise<StoredFile> {
    if (bytes.length > this.config.uploadMaxBytes)
      throw new FileTooLargeException(this.config.uploadMaxBytes);
    if (this.transactions.inProgress()) {
      throw new Error('StorageService.storeImage must be called before the transaction, not inside it');
    }
    const image = await this.queue.run(() => processImage(bytes));
    const key = randomBytes(16).toString('hex');
    await this.files.put(key, {
      [`original.${image.extension}`]: image.original,
      'large.webp': image.large,
      'thumb.webp': image.thumb,
    });
    try {
      const storedFiles = this.storedFiles.fresh();
      const file = storedFiles.create({
        key,
        mime: image.mime,
        width: image.width,
        height: image.height,
        bytes: image.original.length,
      });
      await storedFiles.flush();
      return file;
    } catch (error) {
      await this.files.remove(key);
      throw error;
    }
  }

  /**
   * The bytes of a form's new files, field by field (a field without a file is left out). Read only here, once the
   * call has passed its guards; never more than UPLOAD_MAX_MB each (the multipart reader stopped at that).
   */
  async readUploads<F extends string>(
    uploads: Partial<Record<F, UploadedFile>>,
  ): Promise<Partial<Record<F, Buffer>>> {
    const files: Partial<Record<F, Buffer>> = {};
    for (const [field, file] of Object.entries(uploads) as Array<[F, UploadedFile | undefined]>) {
      if (file) files[field] = await readUpload(file);
    }
    return files;
  }

  /** The fields whose bytes are not a JPEG, PNG or HEIC image, with their message: a quick check before anything is stored. */
  async invalidImages<F extends string>(
    files: Partial<Record<F, Buffer>>,
  ): Promise<Partial<Record<F, string[]>>> {
    const problems: Partial<Record<F, string[]>> = {};
    for (const [field, bytes] of Object.entries(files) as Array<[F, Buffer]>) {
      if (!(await detectImageType(bytes))) problems[field] = [InvalidFileTypeException.MESSAGE];
    }
    return problems;
  }

  /**
   * Stores a form's images, field by field, before the caller's transaction: all or none. Should one fail, those
   * already stored are removed again; a file that looked like an image but does not decode, or has too many pixels,
   * is refused as a problem of its field (422 FormValidationException).
   */
  async storeImages<F extends string>(
    files: Partial<Record<F, Buffer>>,
  ): Promise<Partial<Record<F, string>>> {
    const stored: Partial<Record<F, string>> = {};
    for (const [field, bytes] of Object.entries(files) as Array<[F, Buffer]>) {
      try {
        stored[field] = (await this.storeImage(bytes)).key;
      } catch (error) {
        await this.discard(Object.values(stored) as string[]);
        if (error instanceof HttpException && error.getStatus() === 422) {
          const { message } = error.getResponse() as { message: string };
          throw new FormValidationException({ [field]: [message] });
        }
        throw error;
      }
    }
    return stored;
  }

  /** Removes stored images nobody refers to any more; a failure only leaves an orphan file behind (and a warning). */
  async discard(keys: Iterable<string>): Promise<void> {
    for (const key of keys) {
      try {
        await this.delete(key);
      } catch (error) {
        this.logger.warn(`Could not remove the image ${key}: ${String(error)}`);
      }
    }
  }

  /**
   * A copy of a stored image under a new key (null when the key has no original on disk), so the two owners can
   * replace or delete theirs independently. The same rules as `storeImage`: call it before a transaction.
   */
  async copyImage(key: string): Promise<StoredFile | null> {
    const original = await this.servedFile(key, 'original');
    if (!original) return null;
    return this.storeImage(Buffer.concat(await original.stream.toArray()));
  }

  /** The row of a stored file, or null for an unknown or malformed key. */
  async storedFile(key: string): Promise<StoredFile | null> {
    if (!STORAGE_KEY_PATTERN.test(key)) return null;
    return this.storedFiles.fresh().findByKey(key);
  }

  /** Removes the row and the files. Unknown keys are ignored, so a retried clean-up does no harm. */
  async delete(key: string): Promise<void> {
    if (!STORAGE_KEY_PATTERN.test(key)) return;
    await this.storedFiles.fresh().deleteByKey(key);
    await this.files.remove(key);
  }

  /** One version of a stored image, opened for reading, or null when there is no such file. */
  async servedFile(key: string, variant: MediaVariant): Promise<ServedFile | null> {
    if (!STORAGE_KEY_PATTERN.test(key)) return null;
    const candidates = VARIANT_FILES[variant];
    const file = await this.files.open(
      key,
      candidates.map(([name]) => name),
    );
    if (!file) return null;
    const mime = candidates.find(([name]) => name === file.name)![1];
    return { stream: file.stream, mime, size: file.size };
  }

  private async removeStaleTempFolders(): Promise<void> {
    const tempRoot = join(this.config.storageDir, TEMP_FOLDER);
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
