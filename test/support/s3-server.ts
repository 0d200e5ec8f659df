import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { S3Settings } from '../../src/config/app-config.js';
import { TEST_DIR } from './test-database.js';

export interface TestS3Server {
  settings: S3Settings;
  client: S3Client;
  close(): Promise<void>;
}

/** A local S3-compatible server (s3rver) on a free port, its objects in a temporary folder, with one empty bucket. */
export async function startS3Server(bucket = 'recipe-media'): Promise<TestS3Server> {
  mkdirSync(TEST_DIR, { recursive: true });
  const directory = mkdtempSync(join(TEST_DIR, 's3-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory });
  const { port } = await server.run();
  const settings: S3Settings = {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
  };
  const client = new S3Client({
    endpoint: settings.endpoint!,
    region: settings.region,
    forcePathStyle: true,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
  });
  await client.send(new CreateBucketCommand({ Bucket: bucket }));
  return {
    settings,
    client,
    async close() {
      client.destroy();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
