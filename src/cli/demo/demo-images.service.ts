import { Injectable } from '@nestjs/common';
import sharp from 'sharp';
import { StorageService } from '../../storage/storage.service.js';

export interface PictureOrder {
  /** The name the seed uses to find the stored key again. */
  name: string;
  svg: string;
  format: 'jpeg' | 'png';
}

/** How many pictures are drawn and stored at once: sharp uses several threads per picture already. */
const PARALLEL = 3;

/**
 * Draws the demo pictures and stores them like uploads, through the storage service (same folders, sizes and
 * stored_files rows). Storing runs its own short writes, so it happens before the seed's transaction; a seed that
 * fails afterwards removes what was stored.
 */
@Injectable()
export class DemoImagesService {
  constructor(private readonly storage: StorageService) {}

  async storeAll(orders: PictureOrder[]): Promise<Map<string, string>> {
    const keys = new Map<string, string>();
    let next = 0;
    let failed = false;
    const worker = async () => {
      while (!failed && next < orders.length) {
        const order = orders[next++];
        try {
          const image = sharp(Buffer.from(order.svg));
          const bytes =
            order.format === 'png'
              ? await image.png().toBuffer()
              : await image.jpeg({ quality: 86 }).toBuffer();
          const stored = await this.storage.storeImage(bytes);
          keys.set(order.name, stored.key);
        } catch (error) {
          failed = true;
          throw error;
        }
      }
    };
    // Settled, not raced: every worker has stopped before the clean-up, so nothing is stored after it.
    const results = await Promise.allSettled(Array.from({ length: PARALLEL }, worker));
    const failure = results.find((result): result is PromiseRejectedResult => result.status === 'rejected');
    if (failure) {
      await this.removeAll([...keys.values()]);
      throw failure.reason;
    }
    return keys;
  }

  async removeAll(keys: string[]): Promise<void> {
    for (const key of keys) await this.storage.delete(key).catch(() => undefined);
  }
}
