import sharp from 'sharp';
import type { ImageProcessingQueue } from './image-processing-queue.js';
import type { StorageService } from './storage.service.js';

/**
 * A stored image as a JPEG that fits `width` × `height` pixels, for a PDF (pdfkit embeds JPEG and PNG, not WebP); null
 * when the key has no file. Made from the 1600-pixel version (the original only when that is missing), in a turn of
 * the image queue like any other decoding, so a pack of thirty photos costs one image's memory at a time.
 */
export async function printableJpeg(
  storage: StorageService,
  queue: ImageProcessingQueue,
  key: string,
  { width, height }: { width: number; height: number },
): Promise<Buffer | null> {
  const file = (await storage.servedFile(key, 'large.webp')) ?? (await storage.servedFile(key, 'original'));
  if (!file) return null;
  const bytes = Buffer.concat(await file.stream.toArray());
  return queue.run(() =>
    sharp(bytes)
      .rotate()
      .resize({ width, height, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 78 })
      .toBuffer(),
  );
}
