import { Controller, Module, Post } from '@nestjs/common';
import { existsSync, readdirSync } from 'node:fs';
import { type AddressInfo } from 'node:net';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import sharp from 'sharp';
import { FormValidationException } from '../../src/common/http-errors.js';
import { StoredFile } from '../../src/storage/stored-file.entity.js';
import { StorageModule } from '../../src/storage/storage.module.js';
import { StorageService } from '../../src/storage/storage.service.js';
import { AcceptsUploads } from '../../src/storage/multipart.interceptor.js';
import {
  readUpload,
  type UploadedFile,
  UploadedFileField,
} from '../../src/storage/uploaded-file.decorator.js';
import {
  csrfOf,
  getBytes,
  startTestApp,
  type TestApp,
  appSuite,
  signedInNewcomer,
} from '../support/test-app.js';
import { png } from '../support/images.js';

/** A stand-in for the recipe form: one image field, stored through the real service. */
@Controller('probe')
class UploadProbeController {
  constructor(private readonly storage: StorageService) {}

  @Post('upload')
  @AcceptsUploads()
  async upload(@UploadedFileField('image') image: UploadedFile | undefined) {
    if (!image) throw new FormValidationException({ image: ['This field is required'] });
    const file = await this.storage.storeImage(await readUpload(image));
    return { key: file.key, mime: file.mime, width: file.width, height: file.height };
  }
}

@Module({ imports: [StorageModule], controllers: [UploadProbeController] })
class UploadProbeModule {}

const GPS_MARKER = 'WGS-84-GPS-MARKER';

/** A camera-like JPEG: stored sideways with an Orientation tag, and a GPS position in its EXIF. */
function cameraJpeg(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#c33' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'TestCam', Model: 'Serial 12345' },
      IFD3: { GPSMapDatum: GPS_MARKER, GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 2400/100' },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

function noisePng(side: number): Promise<Buffer> {
  return sharp({
    create: {
      width: side,
      height: side,
      channels: 3,
      background: '#000',
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .png()
    .toBuffer();
}

/** Folders of stored files (the temporary folder aside). */
function storedFolders(t: TestApp): string[] {
  return readdirSync(t.running.config.storageDir).filter((name) => name !== '.tmp');
}

function tempLeftovers(t: TestApp): string[] {
  const temp = join(t.running.config.storageDir, '.tmp');
  return existsSync(temp) ? readdirSync(temp) : [];
}

/** The probe form's upload by a new visitor, with the page's CSRF value unless `withCsrf` is false. */
async function upload(t: TestApp, bytes: Buffer, filename: string, contentType: string, withCsrf = true) {
  const agent = t.agent();
  // First: the agent attaches its cookies when the request is made, so the CSRF cookie must exist by then.
  const csrf = withCsrf ? await csrfOf(agent) : null;
  const call = agent.post('/probe/upload').set('X-Requested-With', 'XMLHttpRequest');
  if (csrf !== null) void call.field('_token', csrf);
  return call.attach('image', bytes, { filename, contentType });
}

describe(StorageService.name, () => {
  const t = appSuite({ imports: [UploadProbeModule] });

  describe('storeImage through a multipart form', () => {
    it('accepts a PNG and serves the original, large and thumbnail versions', async () => {
      const response = await upload(t, await png({ width: 2000, height: 1000 }), 'dish.png', 'image/png');
      expect(response.status).toBe(201);
      expect(response.body).toEqual({
        key: expect.stringMatching(/^[a-f0-9]{32}$/),
        mime: 'image/png',
        width: 2000,
        height: 1000,
      });
      const key = response.body.key as string;
      expect(await t.em().count(StoredFile, { key })).toBe(1);
      expect(readdirSync(join(t.running.config.storageDir, key)).sort()).toEqual([
        'large.webp',
        'original.png',
        'thumb.webp',
      ]);

      const expected = {
        'thumb.webp': ['image/webp', 480, 240],
        'large.webp': ['image/webp', 1600, 800],
        original: ['image/png', 2000, 1000],
      } as const;
      for (const [variant, [type, width, height]] of Object.entries(expected)) {
        const served = await getBytes(t.agent(), `/media/${key}/${variant}`);
        expect(served.status).toBe(200);
        expect(served.headers['content-type']).toBe(type);
        expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(served.headers['x-content-type-options']).toBe('nosniff');
        const metadata = await sharp(served.body as Buffer).metadata();
        expect([metadata.width, metadata.height]).toEqual([width, height]);
      }
    });

    it('turns a camera JPEG upright and removes its EXIF (GPS position included) from every version', async () => {
      const source = await cameraJpeg(900, 600);
      const sourceMetadata = await sharp(source).metadata();
      expect(sourceMetadata.exif?.toString('latin1')).toContain(GPS_MARKER);
      expect(sourceMetadata.orientation).toBe(6);

      const response = await upload(t, source, 'IMG_0001.JPG', 'image/jpeg');
      expect(response.status).toBe(201);
      expect(response.body).toMatchObject({ mime: 'image/jpeg', width: 600, height: 900 });
      const key = response.body.key as string;

      for (const variant of ['original', 'large.webp', 'thumb.webp']) {
        const served = await getBytes(t.agent(), `/media/${key}/${variant}`);
        expect(served.status).toBe(200);
        const bytes = served.body as Buffer;
        const metadata = await sharp(bytes).metadata();
        expect(metadata.exif).toBeUndefined();
        expect(metadata.xmp).toBeUndefined();
        expect(metadata.iptc).toBeUndefined();
        expect(metadata.orientation).toBeUndefined();
        expect(metadata.height).toBeGreaterThan(metadata.width!);
        expect(bytes.toString('latin1')).not.toContain(GPS_MARKER);
        expect(bytes.toString('latin1')).not.toContain('TestCam');
      }
      expect((await t.agent().get(`/media/${key}/original`)).headers['content-type']).toBe('image/jpeg');
    });

    it('keeps a sideways 48-megapixel phone photo upright and at most 4,096 px on its long side', async () => {
      // 8,000 × 6,000 stored sideways: the phone was held upright, so the kept photo is taller than wide.
      const source = await cameraJpeg(8000, 6000);
      const response = await upload(t, source, 'IMG_0002.JPG', 'image/jpeg');
      expect(response.status).toBe(201);
      expect(response.body).toMatchObject({ width: 3072, height: 4096 });
      const original = await sharp(
        (await getBytes(t.agent(), `/media/${response.body.key}/original`)).body as Buffer,
      ).metadata();
      expect([original.width, original.height]).toEqual([3072, 4096]);
      const large = await sharp(
        (await getBytes(t.agent(), `/media/${response.body.key}/large.webp`)).body as Buffer,
      ).metadata();
      expect([large.width, large.height]).toEqual([1600, 2133]);
    });

    it('does not enlarge a small image', async () => {
      const response = await upload(t, await png({ width: 300, height: 200 }), 'small.png', 'image/png');
      const thumb = await getBytes(t.agent(), `/media/${response.body.key}/thumb.webp`);
      expect((await sharp(thumb.body as Buffer).metadata()).width).toBe(300);
    });

    it('refuses a text file renamed photo.png and stores nothing', async () => {
      const before = { rows: await t.em().count(StoredFile), folders: storedFolders(t) };
      const response = await upload(
        t,
        Buffer.from('just some text, not a picture\n'.repeat(50)),
        'photo.png',
        'image/png',
      );
      expect(response.status).toBe(422);
      expect(response.body).toEqual({ message: 'File is of invalid type' });
      expect(await t.em().count(StoredFile)).toBe(before.rows);
      expect(storedFolders(t)).toEqual(before.folders);
      expect(tempLeftovers(t)).toEqual([]);
    });

    it('refuses a GIF', async () => {
      const gif = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#00f' } })
        .gif()
        .toBuffer();
      const response = await upload(t, gif, 'photo.jpg', 'image/jpeg');
      expect(response.status).toBe(422);
      expect(response.body).toEqual({ message: 'File is of invalid type' });
    });

    it('refuses a truncated JPEG', async () => {
      const jpeg = await cameraJpeg(600, 400);
      const response = await upload(
        t,
        jpeg.subarray(0, Math.floor(jpeg.length / 2)),
        'cut.jpg',
        'image/jpeg',
      );
      expect(response.status).toBe(422);
      expect(response.body).toEqual({ message: 'File is of invalid type' });
    });

    it('refuses a small file that decodes to a huge image (decompression bomb)', async () => {
      const bomb = await sharp({ create: { width: 8000, height: 8000, channels: 3, background: '#fff' } })
        .png()
        .toBuffer();
      expect(bomb.length).toBeLessThan(1024 * 1024);
      const response = await upload(t, bomb, 'white.png', 'image/png');
      expect(response.status).toBe(422);
      expect(response.body).toEqual({
        message: 'The image has too many pixels: the limit is 50 megapixels.',
      });
    });

    it('refuses a multipart form without the CSRF value with 419, before storing anything', async () => {
      const before = { rows: await t.em().count(StoredFile), folders: storedFolders(t) };
      const response = await upload(
        t,
        await png({ width: 200, height: 200 }),
        'dish.png',
        'image/png',
        false,
      );
      expect(response.status).toBe(419);
      expect(await t.em().count(StoredFile)).toBe(before.rows);
      expect(storedFolders(t)).toEqual(before.folders);
    });

    it('answers 422 when the field is missing', async () => {
      const agent = t.agent();
      const csrf = await csrfOf(agent);
      const response = await agent
        .post('/probe/upload')
        .set('X-Requested-With', 'XMLHttpRequest')
        .field('_token', csrf)
        .field('name', 'x');
      expect(response.status).toBe(422);
      expect(response.body.errors).toEqual({ image: ['This field is required'] });
    });
  });

  describe('media', () => {
    it('answers 404 for a malformed key, an unknown key and an unknown version', async () => {
      const { body } = await upload(t, await png({ width: 100, height: 100 }), 'a.png', 'image/png');
      for (const path of [
        '/media/..%2F..%2Fetc/original',
        '/media/ABC/thumb.webp',
        `/media/${'0'.repeat(32)}/thumb.webp`,
        `/media/${body.key}/original.png`,
        `/media/${body.key}/huge.webp`,
      ]) {
        const response = await t.agent().get(path).set('X-Requested-With', 'XMLHttpRequest');
        expect(response.status).toBe(404);
        expect(response.body).toEqual({ message: expect.any(String) });
      }
    });
  });

  describe('delete', () => {
    it('removes the row and the files', async () => {
      const { body } = await upload(t, await png({ width: 100, height: 100 }), 'a.png', 'image/png');
      const storage = t.running.app.get(StorageService);
      expect(await storage.storedFile(body.key)).not.toBeNull();
      await storage.delete(body.key);
      expect(await storage.storedFile(body.key)).toBeNull();
      expect(existsSync(join(t.running.config.storageDir, body.key))).toBe(false);
      expect((await t.agent().get(`/media/${body.key}/thumb.webp`)).status).toBe(404);
      await expect(storage.delete(body.key)).resolves.toBeUndefined();
    });
  });
});

/**
 * Streams a multipart body of `total` bytes (one big file) to the app, stopping as soon as an answer arrives: the
 * bytes sent by then show whether the app answered before reading the body.
 */
async function sendUntilAnswered(
  t: TestApp,
  path: string,
  total: number,
  headers: Record<string, string> = {},
): Promise<{ status: number; sent: number; body: string }> {
  const server = t.server as import('node:http').Server;
  if (!server.listening) await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const { port } = server.address() as AddressInfo;
  const boundary = 'flood-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="recipe"; filename="big.jpg"\r\n` +
      'Content-Type: image/jpeg\r\n\r\n',
  );
  const chunk = Buffer.alloc(64 * 1024, 0x41);
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const req = httpRequest({
      host: '127.0.0.1',
      port,
      path,
      method: 'POST',
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(total),
        'x-requested-with': 'XMLHttpRequest',
        ...headers,
      },
    });
    req.on('response', (res) => {
      answered = true;
      const sentWhenAnswered = sent;
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (text: string) => (body += text));
      res.on('end', () => {
        req.destroy();
        resolve({ status: res.statusCode ?? 0, sent: sentWhenAnswered, body });
      });
    });
    req.on('error', (error) => {
      if (!answered) reject(error);
    });
    const write = () => {
      while (!answered && sent < total) {
        const piece = sent === 0 ? head : chunk.subarray(0, Math.min(chunk.length, total - sent));
        sent += piece.length;
        if (!req.write(piece)) return void req.once('drain', write);
      }
      if (!answered) req.end();
    };
    write();
  });
}

describe('multipart bodies are read only by the calls that take files, after their checks', () => {
  let t: TestApp;
  const TOTAL = 40 * 1024 * 1024;

  beforeAll(async () => {
    t = await startTestApp({ imports: [UploadProbeModule] });
  });
  afterAll(() => t.close());

  it.each([
    ['a path without a route', '/healthz', 404],
    // The CSRF value of a form with files may come in the form: the audience check answers first.
    ['an upload call, without a CSRF value', '/user/recipe/create', 401],
    ['a call that takes no files', '/user/validDomain', 419],
  ])('answers an anonymous 40 MB form to %s (%s) before reading it', async (_, path, status) => {
    const answer = await sendUntilAnswered(t, path, TOTAL);
    expect(answer.status).toBe(status);
    expect(JSON.parse(answer.body)).toHaveProperty('message');
    expect(answer.sent).toBeLessThan(TOTAL / 2);
  });

  it.each([
    ['an upload call', '/user/recipe/create', 401],
    ['a call that takes no files (nothing in its body)', '/user/validDomain', 422],
  ])(
    'answers an anonymous 40 MB form with a valid CSRF header to %s with %s before reading it',
    async (_, path, status) => {
      const page = await t.agent().get('/terms-and-conditions');
      const csrf = /<meta name="csrf-token" content="([^"]+)"/.exec(page.text)![1];
      const cookie = ([] as string[])
        .concat(page.headers['set-cookie'] ?? [])
        .map((line) => line.split(';')[0])
        .join('; ');
      const answer = await sendUntilAnswered(t, path, TOTAL, { 'x-csrf-token': csrf, cookie });
      expect(answer.status).toBe(status);
      expect(answer.sent).toBeLessThan(TOTAL / 2);
    },
  );

  it("reads a signed-in contestant's form whose wrong CSRF value follows its file, then refuses it with 419 and keeps no file", async () => {
    const { agent } = await signedInNewcomer(t);
    const response = await agent
      .post('/user/recipe/create')
      .set('X-Requested-With', 'XMLHttpRequest')
      .attach('recipe', await png({ width: 50, height: 50 }), { filename: 'a.png', contentType: 'image/png' })
      .field('_token', await csrfOf(t.agent()));
    expect(response.status).toBe(419);
    expect(tempLeftovers(t)).toEqual([]);
  });
});

describe('uploads over the size limit', () => {
  const t = appSuite({ imports: [UploadProbeModule], config: { uploadMaxBytes: 200_000 } });

  it('refuses the file with 413 and the limit, and stores nothing', async () => {
    const big = await noisePng(400);
    expect(big.length).toBeGreaterThan(200_000);
    const response = await upload(t, big, 'big.png', 'image/png');
    expect(response.status).toBe(413);
    expect(response.body).toEqual({ message: 'The file is too large: the limit is 0.19 MB.' });
    expect(await t.em().count(StoredFile)).toBe(0);
    expect(storedFolders(t)).toEqual([]);
  });

  it('refuses an oversized image handed to the service directly', async () => {
    await expect(t.running.app.get(StorageService).storeImage(await noisePng(400))).rejects.toMatchObject({
      status: 413,
    });
  });

  it('still accepts a file under the limit', async () => {
    const response = await upload(t, await png({ width: 640, height: 480 }), 'ok.png', 'image/png');
    expect(response.status).toBe(201);
    expect(tempLeftovers(t)).toEqual([]);
  });

  it('refuses a form whose files together pass the per-request limit with 413, and keeps no file', async () => {
    const agent = t.agent();
    const csrf = await csrfOf(agent);
    const call = agent.post('/probe/upload').set('X-Requested-With', 'XMLHttpRequest').field('_token', csrf);
    // Four files just under the per-file limit: more than three files' worth in one form.
    for (let index = 0; index < 4; index++)
      void call.attach('image', Buffer.alloc(190_000, index), {
        filename: `${index}.png`,
        contentType: 'image/png',
      });
    const response = await call;
    expect(response.status).toBe(413);
    expect(response.body.message).toMatch(/^The form is too large/);
    expect(tempLeftovers(t)).toEqual([]);
  });
});
