import { readFileSync } from 'node:fs';
import { decodeHeif, HeifDecodeError, HeifDecodeTimeoutError } from './heif-decoder.js';

const portrait = readFileSync(new URL('../../test/fixtures/heic/portrait-irot.heic', import.meta.url));

describe(decodeHeif.name, () => {
  it('decodes an iPhone-like HEIC upright (its irot rotation applied) to 8-bit RGB', async () => {
    const image = await decodeHeif(portrait, { maxPixels: 50_000_000 });
    expect([image.width, image.height]).toEqual([48, 64]);
    expect(image.pixels.length).toBe(48 * 64 * 3);
    // The red band of the portrait is at its top.
    expect(image.pixels[0]).toBeGreaterThan(180);
    expect(image.pixels[1]).toBeLessThan(90);
  });

  it('refuses an image with more pixels than allowed without decoding it', async () => {
    await expect(decodeHeif(portrait, { maxPixels: 48 * 64 - 1 })).rejects.toBeInstanceOf(HeifDecodeError);
  });

  it('refuses bytes that are not a HEIF file', async () => {
    await expect(
      decodeHeif(Buffer.from('not a photo'.repeat(20)), { maxPixels: 1000 }),
    ).rejects.toBeInstanceOf(HeifDecodeError);
  });

  it('gives up at its time limit', async () => {
    await expect(decodeHeif(portrait, { maxPixels: 50_000_000, timeoutMs: 1 })).rejects.toBeInstanceOf(
      HeifDecodeTimeoutError,
    );
  });
});
