import type { AppConfig } from '../config/app-config.js';
import type { FileStore } from './file-store.js';
import { LocalFileStore } from './local-file-store.js';
import { S3FileStore } from './s3-file-store.js';

/** The file store the configuration names: the S3-compatible bucket, or the local storage folder. */
export function createFileStore({
  fileStore,
  storageDir,
}: Pick<AppConfig, 'fileStore' | 'storageDir'>): FileStore {
  return fileStore.driver === 's3' ? new S3FileStore(fileStore) : new LocalFileStore(storageDir);
}
