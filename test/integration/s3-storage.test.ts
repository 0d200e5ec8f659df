import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { existsSync, readdirSync } from 'node:fs';
import sharp from 'sharp';
import { StoredFile } from '../../src/storage/stored-file.entity.js';
import { StorageService } from '../../src/storage/storage.service.js';
import { startS3Server, type TestS3Server } from '../support/s3-server.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { jpeg, png } from '../support/images.js';

function photo(width: number, height: number, format: 'jpeg' | 'png'): Promise<Buffer> {
  return (format === 'png' ? png : jpeg)({ color: '#d84', width, height });
}

async function objectKeys(s3: TestS3Server, prefix = ''): Promise<string[]> {
  const listed = await s3.client.send(
    new ListObjectsV2Command({ Bucket: s3.settings.bucket, Prefix: prefix }),
  );
  return (listed.Contents ?? []).map((object) => object.Key!).sort();
}

describe('Uploaded images in S3-compatible object storage (STORAGE_DRIVER=s3)', () => {
  let s3: TestS3Server;
  let t: TestApp;
  let storage: StorageService;

  beforeAll(async () => {
    s3 = await startS3Server();
    t = await startTestApp({ config: { fileStore: { driver: 's3', ...s3.settings } } });
    storage = t.running.app.get(StorageService);
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });

  it('keeps every version of an upload in the bucket, not in the local folder, and serves each one', async () => {
    const stored = await storage.storeImage(await photo(1800, 1200, 'jpeg'));
    expect(await objectKeys(s3, `${stored.key}/`)).toEqual(
      ['large.webp', 'original.jpg', 'thumb.webp'].map((name) => `${stored.key}/${name}`),
    );
    const folder = t.running.config.storageDir;
    expect(existsSync(folder) ? readdirSync(folder).filter((name) => name !== '.tmp') : []).toEqual([]);

    for (const [variant, type, width] of [
      ['thumb.webp', 'image/webp', 480],
      ['large.webp', 'image/webp', 1600],
      ['original', 'image/jpeg', 1800],
    ] as const) {
      const response = await t
        .agent()
        .get(`/media/${stored.key}/${variant}`)
        .buffer(true)
        .parse((res, done) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => done(null, Buffer.concat(chunks)));
        });
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toBe(type);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const body = response.body as Buffer;
      expect(Number(response.headers['content-length'])).toBe(body.length);
      expect((await sharp(body).metadata()).width).toBe(width);
    }
  });

  it('serves a PNG original as PNG, and answers 404 for keys and versions that are not there', async () => {
    const stored = await storage.storeImage(await photo(300, 200, 'png'));
    const original = await t.agent().get(`/media/${stored.key}/original`);
    expect(original.status).toBe(200);
    expect(original.headers['content-type']).toBe('image/png');
    expect((await t.agent().get(`/media/${'0'.repeat(32)}/large.webp`)).status).toBe(404);
    expect((await t.agent().get(`/media/${stored.key}/medium.webp`)).status).toBe(404);
  });

  it('deletes the row and every object of a key, and a second delete does no harm', async () => {
    const stored = await storage.storeImage(await photo(640, 480, 'jpeg'));
    await storage.delete(stored.key);
    expect(await objectKeys(s3, `${stored.key}/`)).toEqual([]);
    expect(await t.em().count(StoredFile, { key: stored.key })).toBe(0);
    await expect(storage.delete(stored.key)).resolves.toBeUndefined();
    expect((await t.agent().get(`/media/${stored.key}/thumb.webp`)).status).toBe(404);
  });

  it('refuses to start when the bucket cannot be reached, naming the bucket', async () => {
    await expect(
      startTestApp({ config: { fileStore: { driver: 's3', ...s3.settings, bucket: 'no-such-bucket' } } }),
    ).rejects.toThrow('The storage bucket "no-such-bucket" cannot be reached');
  });
});
