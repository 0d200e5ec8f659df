import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { Readable } from 'node:stream';
import type { S3Settings } from '../config/app-config.js';
import { FileStore, type OpenedFile } from './file-store.js';

/**
 * Files in an S3-compatible bucket, `<key>/<name>`, shared by every copy of the app. The `stored_files` row is written
 * only after every object is in place, so no page refers to a key whose files are still being written.
 */
export class S3FileStore extends FileStore {
  private readonly client: S3Client;

  constructor(private readonly settings: S3Settings) {
    super();
    this.client = new S3Client({
      region: settings.region,
      credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
      ...(settings.endpoint ? { endpoint: settings.endpoint, forcePathStyle: true } : {}),
    });
  }

  /** Fails the start with a clear message when the bucket cannot be reached, not the first upload. */
  async prepare(): Promise<void> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.settings.bucket }));
    } catch (error) {
      throw new Error(
        `The storage bucket "${this.settings.bucket}" cannot be reached${this.settings.endpoint ? ` at ${this.settings.endpoint}` : ''}: ${(error as Error).name}`,
        { cause: error },
      );
    }
  }

  async put(key: string, files: Record<string, Buffer>): Promise<void> {
    try {
      await Promise.all(
        Object.entries(files).map(([name, data]) =>
          this.client.send(
            new PutObjectCommand({ Bucket: this.settings.bucket, Key: `${key}/${name}`, Body: data }),
          ),
        ),
      );
    } catch (error) {
      await this.remove(key).catch(() => undefined);
      throw error;
    }
  }

  async open(key: string, names: readonly string[]): Promise<OpenedFile | null> {
    for (const name of names) {
      try {
        const object = await this.client.send(
          new GetObjectCommand({ Bucket: this.settings.bucket, Key: `${key}/${name}` }),
        );
        return { name, size: object.ContentLength ?? 0, stream: object.Body as Readable };
      } catch (error) {
        if (!(error instanceof NoSuchKey)) throw error;
      }
    }
    return null;
  }

  async names(key: string): Promise<string[]> {
    const names: string[] = [];
    for await (const object of this.objects(`${key}/`)) names.push(object.slice(key.length + 1));
    return names;
  }

  /** Keys are the first part of each object's name (`<key>/<name>`); objects of a key are listed one after another. */
  async *keys(): AsyncIterable<string> {
    let last: string | null = null;
    for await (const object of this.objects('')) {
      const slash = object.indexOf('/');
      if (slash <= 0) continue;
      const key = object.slice(0, slash);
      if (key !== last) yield key;
      last = key;
    }
  }

  /** The names of the bucket's objects under `prefix`, page by page (a page holds at most 1,000). */
  private async *objects(prefix: string): AsyncIterable<string> {
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.settings.bucket, Prefix: prefix, ContinuationToken: token }),
      );
      for (const object of page.Contents ?? []) if (object.Key) yield object.Key;
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  async remove(key: string): Promise<void> {
    const listed = await this.client.send(
      new ListObjectsV2Command({ Bucket: this.settings.bucket, Prefix: `${key}/` }),
    );
    const objects = (listed.Contents ?? []).flatMap((object) => (object.Key ? [{ Key: object.Key }] : []));
    if (objects.length === 0) return;
    await this.client.send(
      new DeleteObjectsCommand({ Bucket: this.settings.bucket, Delete: { Objects: objects, Quiet: true } }),
    );
  }
}
