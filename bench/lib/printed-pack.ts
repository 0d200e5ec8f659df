// The printed pack under a final's worth of finalists: the entry book of thirty finalists with full-size photos (its
// time to the last byte and the memory it adds to the app) and one recipe card, on the app's production build. Run by
// `npm run bench` (bench/README.md), alone with BENCH_ONLY=printed-pack.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import sharp from 'sharp';
import { processImage } from '../../src/storage/image-processing.js';
import { LocalFileStore } from '../../src/storage/local-file-store.js';
import { Client, rssMb } from './client.js';
import type { Child } from './processes.js';

export interface PrintedPackOptions {
  base: string;
  app: Child;
  databaseUrl: string;
  storageDir: string;
  finalists: number;
  admin: { email: string; password: string };
}

export interface PrintedPackResult {
  finalists: number;
  /** The photo each finalist uploaded: its size as sent, and in pixels. */
  photo: { bytes: number; width: number; height: number };
  book: { ms: number; bytes: number; pages: number; rssBefore: number; rssPeak: number };
  /** The recipe card's times, each request alone (the first one included). */
  cardMs: number[];
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** A phone photo's worth of detail: 12 megapixels of noise and colour, so the JPEG is as large as a real one. */
async function fullSizePhoto(): Promise<Buffer> {
  const width = 4032;
  const height = 3024;
  const noise = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .png()
    .toBuffer();
  return sharp({ create: { width, height, channels: 3, background: '#b5652d' } })
    .composite([{ input: noise, blend: 'overlay' }])
    .jpeg({ quality: 90 })
    .toBuffer();
}

/**
 * `count` finalists of their own (the demo's are unmarked), each with a submitted recipe and a full-size photo stored
 * as an upload is (the original, and the large and thumbnail versions the app makes): one photo, processed once, put
 * under each finalist's key.
 */
async function seedFinalists(
  databaseUrl: string,
  storageDir: string,
  count: number,
): Promise<{ recipeIds: number[]; photo: PrintedPackResult['photo'] }> {
  const bytes = await fullSizePhoto();
  const image = await processImage(bytes);
  const store = new LocalFileStore(storageDir);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const recipeIds: number[] = [];
  try {
    await client.query('update users set is_finalist = false');
    for (let n = 1; n <= count; n++) {
      const key = randomBytes(16).toString('hex');
      await store.put(key, {
        [`original.${image.extension}`]: image.original,
        'large.webp': image.large,
        'thumb.webp': image.thumb,
      });
      await client.query(
        `insert into stored_files (key, mime, width, height, bytes, created_at) values ($1, $2, $3, $4, $5, now())`,
        [key, image.mime, image.width, image.height, image.original.length],
      );
      const user = await client.query<{ id: number }>(
        `insert into users (email, name, lastname, typeuser, is_authorized, is_active, is_finalist, onboarded,
           registered_at, created_at, updated_at)
         values ($1, $2, 'Bench', 'entegra', 1, true, true, true, now(), now(), now()) returning id`,
        [`finalist-${n}-${key.slice(0, 6)}@pack.bench`, `Finalist${n}`],
      );
      const ingredients = [
        { ingredient: 'Chicken thigh', measure: 'Pound', quantity: '0.5', cost_unit: '3.20' },
        {
          ingredient: 'Tahini',
          measure: 'Tablespoon',
          quantity: '2',
          cost_unit: '0.25',
          allergens: ['sesame'],
        },
        { ingredient: 'Lemon', measure: 'Each', quantity: '0.5', cost_unit: '0.40' },
        { ingredient: 'Flatbread', measure: 'Each', quantity: '1', cost_unit: '0.60', allergens: ['wheat'] },
        {
          ingredient: 'Greek yogurt',
          measure: 'Cup',
          quantity: '0.25',
          cost_unit: '1.20',
          allergens: ['milk'],
        },
        { ingredient: 'Parsley', measure: 'Bunch', quantity: '0.1', cost_unit: '1.50' },
      ];
      const recipe = await client.query<{ id: number }>(
        `insert into recipes (user_id, name, description, preparation, ingredients, cost_thousandths, allergens,
           recipe_image, is_complete, is_2nd_complete, is_approved, submitted_at, second_submitted_at, created_at,
           updated_at)
         values ($1, $2, $3, $4, $5, 3600, '{milk,wheat,sesame}', $6, true, true, 1, now(), now(), now(), now())
         returning id`,
        [
          user.rows[0].id,
          `Tahini chicken flatbread no. ${n}`,
          'Thighs marinated in tahini and lemon, grilled, on a warm flatbread with herbed yogurt.',
          Array.from(
            { length: 6 },
            (_, step) =>
              `Step ${step + 1}. Marinate, grill and rest the chicken; warm the bread; plate with care.`,
          ).join('\n\n'),
          JSON.stringify(ingredients),
          key,
        ],
      );
      recipeIds.push(recipe.rows[0].id);
    }
  } finally {
    await client.end();
  }
  return { recipeIds, photo: { bytes: bytes.length, width: image.width, height: image.height } };
}

/** Median of a few samples a moment apart: one sample catches a collection half done. */
async function settledRss(app: Child): Promise<number> {
  const samples: number[] = [];
  for (let index = 0; index < 5; index++) {
    await sleep(400);
    samples.push(rssMb(app));
  }
  return samples.sort((a, b) => a - b)[2];
}

/** Downloads a PDF to its last byte, sampling the app's memory meanwhile. */
async function download(
  admin: Client,
  path: string,
  app: Child,
): Promise<{ ms: number; bytes: Buffer; rssPeak: number }> {
  let rssPeak = rssMb(app);
  const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, rssMb(app))), 20);
  try {
    const started = performance.now();
    const response = await admin.send('GET', path, undefined, false);
    const bytes = Buffer.from(await response.arrayBuffer());
    const ms = performance.now() - started;
    if (response.status !== 200 || !bytes.subarray(0, 5).equals(Buffer.from('%PDF-')))
      throw new Error(`${path} answered ${response.status}: ${bytes.subarray(0, 300).toString('utf8')}`);
    return { ms, bytes, rssPeak: Math.max(rssPeak, rssMb(app)) };
  } finally {
    clearInterval(sampler);
  }
}

/** Seeds the finalists, turns the live final on (their plate codes are drawn), then downloads the book and a card. */
export async function measurePrintedPack(options: PrintedPackOptions): Promise<PrintedPackResult> {
  const { recipeIds, photo } = await seedFinalists(
    options.databaseUrl,
    options.storageDir,
    options.finalists,
  );
  const admin = new Client(options.base);
  await admin.signIn('admins', options.admin.email, options.admin.password);
  const live = await admin.send('POST', '/admins/final/live', { live_final: true, loaded_live_final: false });
  if (live.status !== 200 && live.status !== 409)
    throw new Error(`turning the live final on answered ${live.status}`);
  await live.arrayBuffer();
  // The codes of finalists marked while it was on are drawn when the live-final page is next opened.
  await (await admin.send('GET', '/admins/final')).arrayBuffer();

  const rssBefore = await settledRss(options.app);
  const book = await download(admin, '/admins/final/pack/entry-book.pdf', options.app);
  const pages = (book.bytes.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;

  const cardMs: number[] = [];
  for (let i = 0; i < 5; i++) {
    cardMs.push((await download(admin, `/admins/dashboard/recipe/${recipeIds[i]}/card.pdf`, options.app)).ms);
  }
  return {
    finalists: recipeIds.length,
    photo,
    book: { ms: book.ms, bytes: book.bytes.length, pages, rssBefore, rssPeak: book.rssPeak },
    cardMs,
  };
}
