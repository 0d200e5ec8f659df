import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import type TestAgent from 'supertest/lib/agent.js';
import { CALL_MESSAGES } from '@shared/messages.js';
import { Recipe } from '../../src/recipes/recipe.entity.js';
import { ImageProcessingQueue } from '../../src/storage/image-processing-queue.js';
import { IMAGES_BUSY_MESSAGES } from '../../src/storage/storage.errors.js';
import { StoredFile } from '../../src/storage/stored-file.entity.js';
import { XHR } from '../support/inertia.js';
import { appSuite, signedInContestant } from '../support/test-app.js';
import { png } from '../support/images.js';
import { completeForm } from '../support/recipes.js';

/** One image at a time and two waiting; three uploads in ten minutes per person. */
const QUEUE = { concurrency: 1, length: 2 };
const UPLOADS_PER_PERSON = 3;

const RECIPE_FIELDS = { ...completeForm({ recipe_file: 'true' }), type: 'draft' };

describe('upload limits', () => {
  const t = appSuite({
    config: { imageQueue: QUEUE, uploadRateLimit: { limit: UPLOADS_PER_PERSON, windowMs: 10 * 60_000 } },
    settings: { phase: 'open' },
  });

  async function uploader(): Promise<{ id: number; agent: TestAgent; csrf: string }> {
    const { contestant: person, agent, csrf } = await signedInContestant(t);
    return { id: person.id, agent, csrf };
  }

  /** The recipe editor's call with a new dish image (create, or update of `id`). */
  function saveRecipe(
    who: { agent: TestAgent; csrf: string },
    image: Buffer,
    call: { path: 'create' } | { path: 'update'; id: number } = { path: 'create' },
  ) {
    const request = who.agent.post(`/user/recipe/${call.path}`).set(XHR).set('X-CSRF-TOKEN', who.csrf);
    const fields = call.path === 'update' ? { ...RECIPE_FIELDS, id: String(call.id) } : RECIPE_FIELDS;
    for (const [name, value] of Object.entries(fields)) void request.field(name, value);
    return request.attach('recipe', image, { filename: 'dish.png', contentType: 'image/png' });
  }

  function tempLeftovers(): string[] {
    const temp = join(t.running.config.storageDir, '.tmp');
    return existsSync(temp) ? readdirSync(temp) : [];
  }

  const storedCount = () => t.em().count(StoredFile);
  const recipeOf = (contestantId: number) => t.em().findOne(Recipe, { contestant: contestantId });

  describe('the decoded size of an image', () => {
    it('refuses a 7,000 × 7,000 PNG of 16 bits per channel (under 50 megapixels, 294 MB decoded) and stores nothing', async () => {
      const scan = await sharp({ create: { width: 7000, height: 7000, channels: 3, background: '#2a7' } })
        .toColourspace('rgb16')
        .png()
        .toBuffer();
      const metadata = await sharp(scan).metadata();
      expect([metadata.depth, metadata.channels]).toEqual(['ushort', 3]);
      const before = await storedCount();
      const contestant = await uploader();

      const response = await saveRecipe(contestant, scan);

      expect(response.status).toBe(422);
      expect(response.body.errors).toEqual({
        recipe: [
          'The image holds too much data: the limit is 150 MB of pixels, as in 50 megapixels at 8 bits per colour. ' +
            'Please save it at 8 bits per colour or make it smaller.',
        ],
      });
      expect(await storedCount()).toBe(before);
      expect(await recipeOf(contestant.id)).toBeNull();
      expect(tempLeftovers()).toEqual([]);
    });
  });

  describe('the image queue', () => {
    it('answers 503 with Retry-After to uploads beyond its wait list, storing nothing for them', async () => {
      const queue = t.running.app.get(ImageProcessingQueue);
      const contestants = await Promise.all(Array.from({ length: 5 }, () => uploader()));
      const image = await png();
      const before = await storedCount();
      // The test holds the only turn, as a large image being processed would.
      const release = await queue.acquire();
      let refused = 0;
      const answers = contestants.map((contestant) =>
        saveRecipe(contestant, image).then((response) => {
          if (response.status === 503) refused++;
          return response;
        }),
      );
      try {
        await waitUntil(
          () => queue.load.waiting === QUEUE.length && refused === contestants.length - QUEUE.length,
        );
        // Only the two uploads in line still have their files on disk.
        expect(tempLeftovers()).toHaveLength(QUEUE.length);
      } finally {
        release();
      }
      const responses = await Promise.all(answers);

      const busy = responses.filter((response) => response.status === 503);
      expect(busy).toHaveLength(3);
      for (const response of busy) {
        expect(response.headers['retry-after']).toBe('60');
        expect(response.body).toEqual({ message: IMAGES_BUSY_MESSAGES.recipe });
      }
      expect(responses.filter((response) => response.status === 200)).toHaveLength(2);
      expect(await storedCount()).toBe(before + 2);
      const recipes = await Promise.all(contestants.map((contestant) => recipeOf(contestant.id)));
      expect(recipes.filter((recipe) => recipe?.recipeImage)).toHaveLength(2);
      expect(recipes.filter((recipe) => recipe === null)).toHaveLength(3);
      expect(tempLeftovers()).toEqual([]);
      expect(queue.load).toEqual({ active: 0, waiting: 0 });
    });
  });

  describe('uploads per person', () => {
    it('answers 429 past the limit, changing nothing, while saves without files and other people go on', async () => {
      const contestant = await uploader();
      const created = await saveRecipe(contestant, await png());
      expect(created.status).toBe(200);
      const id = created.body.data.id as number;
      for (let upload = 2; upload <= UPLOADS_PER_PERSON; upload++) {
        expect((await saveRecipe(contestant, await png(), { path: 'update', id })).status).toBe(200);
      }
      const imageBefore = (await recipeOf(contestant.id))!.recipeImage;
      const storedBefore = await storedCount();

      const refused = await saveRecipe(contestant, await png(), { path: 'update', id });

      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({ message: CALL_MESSAGES.tooManyAttempts });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(9 * 60);
      expect((await recipeOf(contestant.id))!.recipeImage).toBe(imageBefore);
      expect(await storedCount()).toBe(storedBefore);
      expect(tempLeftovers()).toEqual([]);

      // A save that brings no file is not an upload.
      const withoutFile = contestant.agent
        .post('/user/recipe/update')
        .set(XHR)
        .set('X-CSRF-TOKEN', contestant.csrf);
      for (const [name, value] of Object.entries({ ...RECIPE_FIELDS, id: String(id), recipe_file: 'false' }))
        void withoutFile.field(name, value);
      expect((await withoutFile).status).toBe(200);
      // The limit is the person's own.
      expect((await saveRecipe(await uploader(), await png())).status).toBe(200);
    });
  });
});

async function waitUntil(condition: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('Timed out waiting for the uploads to queue');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
