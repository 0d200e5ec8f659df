import type { Readable } from 'node:stream';

/** One file of a stored key, opened for reading. */
export interface OpenedFile {
  name: string;
  size: number;
  stream: Readable;
}

/**
 * Where the files of a stored upload live: a set of named files under one random key, written once and never
 * changed. The `stored_files` row is the record of what exists; a store only keeps bytes. Two drivers: the local
 * storage folder (one machine) and an S3-compatible bucket (several app copies behind a load balancer).
 */
export abstract class FileStore {
  /** Called once at start: creates what the store needs and clears what a crash left behind. */
  abstract prepare(): Promise<void>;

  /** Writes every file of a key. A reader sees the key's files only after this has resolved. */
  abstract put(key: string, files: Record<string, Buffer>): Promise<void>;

  /** The first of `names` that exists under the key, opened; null when none does. */
  abstract open(key: string, names: readonly string[]): Promise<OpenedFile | null>;

  /** Removes every file of a key; a key that is not there is no error, so a retried clean-up does no harm. */
  abstract remove(key: string): Promise<void>;

  /** The names of the files stored under a key; none when the key is not there (backups copy each of them). */
  abstract names(key: string): Promise<string[]>;

  /** Every key that has files, in no particular order (a restore refuses a store that already holds some). */
  abstract keys(): AsyncIterable<string>;
}
