import type { AppConfig } from '../config/app-config.js';
import { ImageProcessingQueue } from './image-processing-queue.js';
import { IMAGES_BUSY_MESSAGES, ImagesBusyException } from './storage.errors.js';

function queue(concurrency: number, length: number): ImageProcessingQueue {
  return new ImageProcessingQueue({ imageQueue: { concurrency, length } } as AppConfig);
}

describe(ImageProcessingQueue.name, () => {
  it('lets `concurrency` in at once, the next in their order of arrival as turns are given back', async () => {
    const images = queue(1, 2);
    const first = await images.acquire();
    const admitted: string[] = [];
    const inLine = (name: string) =>
      images.acquire().then((release) => {
        admitted.push(name);
        return release;
      });
    const second = inLine('second');
    const third = inLine('third');
    expect(images.load).toEqual({ active: 1, waiting: 2 });

    first();
    // Given back twice by mistake: still one turn.
    first();
    (await second)();
    (await third)();
    expect(admitted).toEqual(['second', 'third']);
    expect(images.load).toEqual({ active: 0, waiting: 0 });
  });

  it('refuses at once with 503 and the message asked for when the wait list is full', async () => {
    const images = queue(1, 1);
    const release = await images.acquire();
    const waiting = images.acquire();
    const refused = images.acquire(IMAGES_BUSY_MESSAGES.recipe);
    await expect(refused).rejects.toBeInstanceOf(ImagesBusyException);
    await expect(refused).rejects.toMatchObject({
      status: 503,
      retryAfterSeconds: 60,
      response: { message: IMAGES_BUSY_MESSAGES.recipe },
    });
    release();
    (await waiting)();
  });

  it('drops a waiter whose client went away, so the turn goes to the next one', async () => {
    const images = queue(1, 2);
    const release = await images.acquire();
    const gone = new AbortController();
    const leaving = images.acquire(undefined, gone.signal);
    const staying = images.acquire();
    gone.abort(new Error('closed'));
    await expect(leaving).rejects.toThrow('closed');
    expect(images.load.waiting).toBe(1);
    release();
    (await staying)();
    expect(images.load).toEqual({ active: 0, waiting: 0 });
  });

  it('runs work at once inside a turn already held, and in a turn of its own otherwise', async () => {
    const images = queue(1, 0);
    const held = await images.acquire();
    // Outside the turn, with none free and no room to wait: refused.
    await expect(images.run(() => Promise.resolve('outside'))).rejects.toBeInstanceOf(ImagesBusyException);
    // Inside it (an upload call storing its images), no second turn is asked for.
    await expect(images.holding(() => images.run(() => Promise.resolve('inside')))).resolves.toBe('inside');
    held();
    await expect(images.run(() => Promise.resolve('own turn'))).resolves.toBe('own turn');
    expect(images.load).toEqual({ active: 0, waiting: 0 });
  });
});
