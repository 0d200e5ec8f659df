import { loadConfig } from './app-config.js';

describe('loadConfig', () => {
  describe('uploads', () => {
    it("accepts files well over the page's 10 MB hint by default: the ceiling is 40 MB", () => {
      expect(loadConfig({ NODE_ENV: 'test' }).uploadMaxBytes).toBe(40 * 1024 * 1024);
    });

    it('takes UPLOAD_MAX_MB when set', () => {
      expect(loadConfig({ NODE_ENV: 'test', UPLOAD_MAX_MB: '12.5' }).uploadMaxBytes).toBe(12.5 * 1024 * 1024);
    });

    it('refuses a value that is not a positive number', () => {
      expect(() => loadConfig({ NODE_ENV: 'test', UPLOAD_MAX_MB: 'lots' })).toThrow(/UPLOAD_MAX_MB/);
    });

    it('processes one image at a time with eight waiting, and takes twenty uploads per person in ten minutes', () => {
      const config = loadConfig({ NODE_ENV: 'test' });
      expect(config.imageQueue).toEqual({ concurrency: 1, length: 8 });
      expect(config.uploadRateLimit).toEqual({ limit: 20, windowMs: 10 * 60_000 });
    });

    it('takes IMAGE_CONCURRENCY, IMAGE_QUEUE_LENGTH (none waiting allowed) and UPLOADS_PER_PERSON', () => {
      const config = loadConfig({
        NODE_ENV: 'test',
        IMAGE_CONCURRENCY: '2',
        IMAGE_QUEUE_LENGTH: '0',
        UPLOADS_PER_PERSON: '50',
      });
      expect(config.imageQueue).toEqual({ concurrency: 2, length: 0 });
      expect(config.uploadRateLimit.limit).toBe(50);
      expect(() => loadConfig({ NODE_ENV: 'test', IMAGE_CONCURRENCY: '0' })).toThrow(/IMAGE_CONCURRENCY/);
      expect(() => loadConfig({ NODE_ENV: 'test', IMAGE_QUEUE_LENGTH: '1.5' })).toThrow(/IMAGE_QUEUE_LENGTH/);
    });
  });

  describe('file store', () => {
    const s3 = { S3_BUCKET: 'media', S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'secret' };

    it('keeps uploads in the local storage folder by default', () => {
      expect(loadConfig({ NODE_ENV: 'test' }).fileStore).toEqual({ driver: 'local' });
    });

    it('uses the S3 bucket when one is named, with the endpoint of an S3-compatible service if given', () => {
      expect(loadConfig({ NODE_ENV: 'test', ...s3, S3_ENDPOINT: 'http://minio:9000' }).fileStore).toEqual({
        driver: 's3',
        endpoint: 'http://minio:9000',
        bucket: 'media',
        region: 'us-east-1',
        accessKeyId: 'id',
        secretAccessKey: 'secret',
      });
      expect(loadConfig({ NODE_ENV: 'test', ...s3, STORAGE_DRIVER: 'local' }).fileStore.driver).toBe('local');
    });

    it('names what is missing for S3, and refuses an unknown driver', () => {
      expect(() => loadConfig({ NODE_ENV: 'test', STORAGE_DRIVER: 's3', S3_BUCKET: 'media' })).toThrow(
        'STORAGE_DRIVER=s3 needs S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY',
      );
      expect(() => loadConfig({ NODE_ENV: 'test', STORAGE_DRIVER: 'ftp' })).toThrow(/"local" or "s3"/);
    });
  });

  describe('logs and metrics', () => {
    it('logs at info and serves metrics on loopback port 9464 by default', () => {
      const config = loadConfig({ NODE_ENV: 'test' });
      expect(config.logLevel).toBe('info');
      expect(config.metrics).toEqual({ host: '127.0.0.1', port: 9464 });
    });

    it('takes LOG_LEVEL, METRICS_PORT and METRICS_HOST; METRICS_PORT 0 or off turns metrics off', () => {
      const config = loadConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'Debug',
        METRICS_PORT: '9100',
        METRICS_HOST: '0.0.0.0',
      });
      expect(config.logLevel).toBe('debug');
      expect(config.metrics).toEqual({ host: '0.0.0.0', port: 9100 });
      expect(loadConfig({ NODE_ENV: 'test', METRICS_PORT: '0' }).metrics).toBeNull();
      expect(loadConfig({ NODE_ENV: 'test', METRICS_PORT: 'off' }).metrics).toBeNull();
    });

    it('refuses an unknown level or a port that is not one', () => {
      expect(() => loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL must be one of/);
      expect(() => loadConfig({ NODE_ENV: 'test', METRICS_PORT: '70000' })).toThrow(/METRICS_PORT/);
    });
  });

  describe('APP_KEY in production', () => {
    const production = (APP_KEY?: string) => loadConfig({ NODE_ENV: 'production', APP_KEY });

    it('refuses a missing or short key and says how to generate one', () => {
      expect(() => production()).toThrow(/openssl rand -base64 48/);
      expect(() => production('Ab3$'.repeat(7))).toThrow(/at least 32 characters/);
    });

    it('refuses a long key with too little variety', () => {
      expect(() => production('x'.repeat(32))).toThrow(/too simple.*openssl rand -base64 48/);
      expect(() => production('abcdefghijklmno'.repeat(3))).toThrow(/too simple/);
    });

    it('accepts a generated key', () => {
      const key = 'q0V3m8wJ+Yc1tHk5nRb2Zs7LpXe4Ga9Fd6Uo/iNhTrE=';
      expect(production(key).appKey).toBe(key);
    });

    it('keeps the development key outside production', () => {
      expect(loadConfig({ NODE_ENV: 'test' }).appKey).toMatch(/development/);
    });
  });
});
