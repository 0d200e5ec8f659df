import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { getBytes } from '../support/test-app.js';
import { completeForm, recipesSetup, withNewImages, type Upload } from '../support/recipes.js';

/** Real HEIC files made with Debian's heif-enc (scripts/make-heic-fixtures.mjs). */
function fixture(name: string): Upload {
  return {
    bytes: readFileSync(new URL(`../fixtures/heic/${name}`, import.meta.url)),
    filename: name.replace(/\.heic$/, '.HEIC'),
    contentType: 'image/heic',
  };
}

const GPS_MARKER = 'WGS-84-GPS-MARKER';

describe('iPhone photos (HEIC) in the recipe form', () => {
  const { t, contestant, call, recipeOf, storedCount } = recipesSetup();

  async function served(key: string, variant: string) {
    const response = await getBytes(t.agent(), `/media/${key}/${variant}`);
    expect(response.status).toBe(200);
    return { bytes: response.body as Buffer, type: response.headers['content-type'] };
  }

  it('stores a HEIC photo upright as a JPEG, and a HEIC headshot without its GPS position or camera', async () => {
    const { person, agent, csrf } = await contestant();
    const portrait = fixture('portrait-irot.heic');
    const located = fixture('gps.heic');
    // What an iPhone writes: the pixels sideways (64 × 48) and a rotation; the GPS position in EXIF.
    expect(located.bytes.toString('latin1')).toContain(GPS_MARKER);
    const response = await call(agent, 'create', csrf, completeForm(withNewImages), {
      recipe: portrait,
      headshot: located,
    });
    expect(response.status).toBe(200);
    const recipe = await recipeOf(person.id);

    const original = await served(recipe!.recipeImage!, 'original');
    expect(original.type).toBe('image/jpeg');
    const upright = await sharp(original.bytes).metadata();
    expect([upright.width, upright.height]).toEqual([48, 64]);
    expect(upright.orientation).toBeUndefined();
    // The photo's red band is at its top once upright, its green below.
    const pixel = async (top: number) => {
      const { data } = await sharp(original.bytes)
        .extract({ left: 24, top, width: 1, height: 1 })
        .raw()
        .toBuffer({ resolveWithObject: true });
      return [...data];
    };
    const [red, green] = [await pixel(4), await pixel(56)];
    expect(red[0]).toBeGreaterThan(180);
    expect(red[1]).toBeLessThan(90);
    expect(green[1]).toBeGreaterThan(130);
    expect(green[0]).toBeLessThan(110);

    for (const key of [recipe!.recipeImage!, recipe!.headshotImage!]) {
      for (const variant of ['original', 'large.webp', 'thumb.webp']) {
        const { bytes } = await served(key, variant);
        const metadata = await sharp(bytes).metadata();
        expect(metadata.exif).toBeUndefined();
        expect(metadata.xmp).toBeUndefined();
        expect(metadata.height! > metadata.width!).toBe(key === recipe!.recipeImage);
        expect(bytes.toString('latin1')).not.toContain(GPS_MARKER);
        expect(bytes.toString('latin1')).not.toContain('TestCam');
      }
    }
  });

  it('still refuses a file named .heic that is not an image, and stores nothing', async () => {
    const { person, agent, csrf } = await contestant();
    const before = await storedCount();
    const fake: Upload = {
      bytes: Buffer.from('not a photo, just text\n'.repeat(40)),
      filename: 'IMG_0001.HEIC',
      contentType: 'image/heic',
    };
    const response = await call(agent, 'create', csrf, completeForm({ recipe_file: 'true' }), {
      recipe: fake,
    });
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({ recipe: ['File is of invalid type'] });
    expect(await recipeOf(person.id)).toBeNull();
    expect(await storedCount()).toBe(before);
  });

  it('refuses a HEIC that only starts like one (its HEVC data is cut off)', async () => {
    const { person, agent, csrf } = await contestant();
    const whole = fixture('gps.heic');
    const cut: Upload = { ...whole, bytes: whole.bytes.subarray(0, whole.bytes.length - 200) };
    const response = await call(agent, 'create', csrf, completeForm({ recipe_file: 'true' }), {
      recipe: cut,
    });
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({ recipe: ['File is of invalid type'] });
    expect(await recipeOf(person.id)).toBeNull();
  });

  it('refuses a HEIC over the pixel limit from its header, before decoding it', async () => {
    const { person, agent, csrf } = await contestant();
    const before = await storedCount();
    // 8,200 × 6,200 pixels of one colour: 12 KB of file, 50.8 megapixels.
    const started = Date.now();
    const response = await call(agent, 'create', csrf, completeForm({ recipe_file: 'true' }), {
      recipe: fixture('oversize.heic'),
    });
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({
      recipe: ['The image has too many pixels: the limit is 50 megapixels.'],
    });
    expect(Date.now() - started).toBeLessThan(3000);
    expect(await recipeOf(person.id)).toBeNull();
    expect(await storedCount()).toBe(before);
  });
});
