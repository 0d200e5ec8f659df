import { readFileSync } from 'node:fs';
import { decodeHeif, HeifDecodeError, HeifDecodeTimeoutError } from './heif-decoder.js';

const portrait = readFileSync(new URL('../../test/fixtures/heic/portrait-irot.heic', import.meta.url));

describe(decodeHeif.name, () => {
  it('decodes an iPhone-like HEIC upright (its irot rotation applied) to 8-bit RGB', async () => {
    const pixels = await decodeHeif(portrait, { width: 48, height: 64 });
    expect(pixels.length).toBe(48 * 64 * 3);
    // The red band of the portrait is at its top, its green at the bottom.
    expect(pixels[0]).toBeGreaterThan(180);
    expect(pixels[1]).toBeLessThan(90);
    expect(pixels[pixels.length - 2]).toBeGreaterThan(130);
  });

  it('refuses an image of another size than its header gave (sideways) without decoding it', async () => {
    await expect(decodeHeif(portrait, { width: 64, height: 48 })).rejects.toBeInstanceOf(HeifDecodeError);
  });

  it('refuses bytes that are not a HEIF file', async () => {
    await expect(
      decodeHeif(Buffer.from('not a photo'.repeat(20)), { width: 10, height: 10 }),
    ).rejects.toBeInstanceOf(HeifDecodeError);
  });

  it('gives up at its time limit', async () => {
    await expect(decodeHeif(portrait, { width: 48, height: 64, timeoutMs: 1 })).rejects.toBeInstanceOf(
      HeifDecodeTimeoutError,
    );
  });
});
