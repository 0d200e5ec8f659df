import { Inject, Injectable } from '@nestjs/common';
import { AsyncLocalStorage } from 'node:async_hooks';
import sharp from 'sharp';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { IMAGES_BUSY_MESSAGES, ImagesBusyException } from './storage.errors.js';

/** One turn of the queue, given back exactly once. */
export type ReleaseTurn = () => void;

interface Waiter {
  admit: (release: ReleaseTurn) => void;
  refuse: (error: unknown) => void;
}

/**
 * The images this process decodes at once (IMAGE_CONCURRENCY, default 1) and the uploads that may wait for a turn
 * (IMAGE_QUEUE_LENGTH, default 8); one more is refused at once with 503, so a burst of large images costs a bounded
 * amount of memory and leaves the other requests their share of the processor. An upload call takes its turn before
 * its files are read into memory (MultipartInterceptor) and keeps it until it has answered; anything else that
 * decodes an image (copying one, the demo seed) takes a turn in `run`.
 */
@Injectable()
export class ImageProcessingQueue {
  private readonly concurrency: number;
  private readonly maxWaiting: number;
  private active = 0;
  private readonly waiting: Waiter[] = [];
  /** Set inside a turn, so that work already holding one does not wait for a second (which could never come). */
  private readonly turn = new AsyncLocalStorage<true>();

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.concurrency = config.imageQueue.concurrency;
    this.maxWaiting = config.imageQueue.length;
    // One libvips thread per image: the queue, not libvips, decides how many run at once. Its operation cache keeps
    // decoded images for a second use that never comes (every upload is decoded from its own bytes).
    sharp.concurrency(1);
    sharp.cache(false);
  }

  /**
   * Waits for a turn; refused at once with 503 (ImagesBusyException, with `busyMessage`) when the wait list is full.
   * `signal` gives up the wait (the client went away); call the answered function when done.
   */
  acquire(busyMessage: string = IMAGES_BUSY_MESSAGES.other, signal?: AbortSignal): Promise<ReleaseTurn> {
    if (this.active < this.concurrency) return Promise.resolve(this.start());
    if (this.waiting.length >= this.maxWaiting) return Promise.reject(new ImagesBusyException(busyMessage));
    return new Promise<ReleaseTurn>((admit, refuse) => {
      const waiter: Waiter = { admit, refuse };
      this.waiting.push(waiter);
      signal?.addEventListener(
        'abort',
        () => {
          const at = this.waiting.indexOf(waiter);
          if (at >= 0) {
            this.waiting.splice(at, 1);
            refuse(signal.reason);
          }
        },
        { once: true },
      );
    });
  }

  /** Calls `start` inside a turn already acquired: the image work it starts does not queue again. */
  holding<T>(start: () => T): T {
    return this.turn.run(true, start);
  }

  /** Runs `work` in a turn of its own, or at once when the caller already holds one (an upload call does). */
  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.turn.getStore()) return work();
    const release = await this.acquire();
    try {
      return await this.holding(work);
    } finally {
      release();
    }
  }

  /** Images being processed and uploads waiting, for tests and logs. */
  get load(): { active: number; waiting: number } {
    return { active: this.active, waiting: this.waiting.length };
  }

  private start(): ReleaseTurn {
    this.active++;
    return this.releaseOnce();
  }

  /** Gives the turn straight to the next upload in line (so none can overtake it), or frees it. */
  private releaseOnce(): ReleaseTurn {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = this.waiting.shift();
      if (next) next.admit(this.releaseOnce());
      else this.active--;
    };
  }
}
