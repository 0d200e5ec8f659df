import { fileTypeFromBuffer } from 'file-type';
import sharp, { type Metadata, type Sharp } from 'sharp';
import { decodeHeif, HeifDecodeTimeoutError } from './heif-decoder.js';
import { IMAGE_VARIANTS } from './image-urls.js';
import {
  ImageConversionTimeoutException,
  ImageDataTooLargeException,
  ImageTooLargeException,
  InvalidFileTypeException,
} from './storage.errors.js';

/** What the app keeps: an upload's full-size version is a JPEG or a PNG. */
export const STORED_IMAGE_TYPES = ['image/jpeg', 'image/png'] as const;
export type StoredImageType = (typeof STORED_IMAGE_TYPES)[number];

/** iPhone photos (HEIC, and HEIF in general): accepted, and stored as JPEG. */
export const HEIF_IMAGE_TYPES = ['image/heic', 'image/heif'] as const;
type HeifImageType = (typeof HEIF_IMAGE_TYPES)[number];

export const ACCEPTED_IMAGE_TYPES = [...STORED_IMAGE_TYPES, ...HEIF_IMAGE_TYPES] as const;
export type AcceptedImageType = (typeof ACCEPTED_IMAGE_TYPES)[number];

function isHeif(type: AcceptedImageType): type is HeifImageType {
  return (HEIF_IMAGE_TYPES as readonly string[]).includes(type);
}

/** Decoding more pixels than this is refused: a small PNG can claim 100 000 × 100 000 pixels and exhaust memory. */
export const MAX_INPUT_PIXELS = 50_000_000;

/**
 * Nor more data once decoded (width × height × channels × bytes per channel) than a 50-megapixel photo of 8 bits per
 * colour: the pixel limit alone lets a 16-bit PNG with transparency decode to four times that.
 */
export const MAX_DECODED_BYTES = 150_000_000;

/**
 * The kept original's longest side: enough to print a full A4 page at 300 dpi (3,508 px). Larger photos are shrunk
 * while decoded (JPEG's DCT scaling), so turning a sideways 48-megapixel phone photo upright, which holds the whole
 * image, holds a quarter of it.
 */
export const ORIGINAL_MAX_SIDE = 4096;

/** Bytes per channel of each of libvips' sample formats (sharp's `metadata.depth`). */
const BYTES_PER_SAMPLE: Record<string, number> = {
  uchar: 1,
  char: 1,
  ushort: 2,
  short: 2,
  uint: 4,
  int: 4,
  float: 4,
  complex: 8,
  double: 8,
  dpcomplex: 16,
};

/** What decoding the image would take in memory, from its header. */
export function decodedBytes(metadata: Pick<Metadata, 'width' | 'height' | 'channels' | 'depth'>): number {
  const perSample = BYTES_PER_SAMPLE[metadata.depth ?? ''] ?? 8;
  return (metadata.width ?? 0) * (metadata.height ?? 0) * (metadata.channels ?? 4) * perSample;
}

export interface ProcessedImage {
  mime: StoredImageType;
  /** Extension of the full-size file: `original.jpg` or `original.png`. */
  extension: 'jpg' | 'png';
  /** Dimensions after turning the image upright. */
  width: number;
  height: number;
  original: Buffer;
  thumb: Buffer;
  large: Buffer;
}

/** The type judged by the bytes alone; the file name and the browser's declared type are not trusted. */
export async function detectImageType(bytes: Buffer): Promise<AcceptedImageType | null> {
  const detected = await fileTypeFromBuffer(bytes);
  return ACCEPTED_IMAGE_TYPES.find((type) => type === detected?.mime) ?? null;
}

function decoder(bytes: Buffer): Sharp {
  // failOn 'error': phone cameras often write JPEGs with harmless warnings (extra bytes before a marker);
  // broken pixel data is still refused.
  return sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', autoOrient: true });
}

/** Checks a JPEG's or PNG's header against the limits; answers how to decode it. */
async function checkedJpegOrPng(bytes: Buffer, mime: StoredImageType): Promise<() => Sharp> {
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new InvalidFileTypeException();
  }
  if ((metadata.width ?? 0) * (metadata.height ?? 0) > MAX_INPUT_PIXELS)
    throw new ImageTooLargeException(MAX_INPUT_PIXELS);
  if (decodedBytes(metadata) > MAX_DECODED_BYTES) throw new ImageDataTooLargeException(MAX_DECODED_BYTES);
  // file-type and the decoder must agree, so a crafted file cannot pass as one type and be decoded as another.
  if (metadata.format !== (mime === 'image/png' ? 'png' : 'jpeg')) throw new InvalidFileTypeException();
  return () => decoder(bytes);
}

/**
 * Checks a HEIC's header (read by sharp, which parses the container) against the same limits, as the 8-bit RGB it
 * is decoded to, then decodes it upright with libheif in a worker (heif-decoder.ts). Its EXIF, GPS position
 * included, stays behind: only the pixels go on.
 */
async function decodedHeif(bytes: Buffer): Promise<() => Sharp> {
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new InvalidFileTypeException();
  }
  if (metadata.format !== 'heif') throw new InvalidFileTypeException();
  const pixels = (metadata.width ?? 0) * (metadata.height ?? 0);
  if (pixels > MAX_INPUT_PIXELS) throw new ImageTooLargeException(MAX_INPUT_PIXELS);
  if (
    decodedBytes({ width: metadata.width, height: metadata.height, channels: 3, depth: 'uchar' }) >
    MAX_DECODED_BYTES
  )
    throw new ImageDataTooLargeException(MAX_DECODED_BYTES);
  const { width = 0, height = 0 } = metadata;
  let decoded: Buffer;
  try {
    decoded = await decodeHeif(bytes, { width, height });
  } catch (error) {
    if (error instanceof HeifDecodeTimeoutError) throw new ImageConversionTimeoutException();
    throw new InvalidFileTypeException();
  }
  return () => sharp(decoded, { raw: { width, height, channels: 3 }, limitInputPixels: MAX_INPUT_PIXELS });
}

/**
 * Checks and re-encodes an uploaded image. Sharp writes no metadata unless asked (keepExif, withMetadata...), so
 * every version comes out without EXIF (GPS position, camera serial), XMP, IPTC or ICC comments; auto-orientation
 * turns the pixels upright first, since the Orientation tag is dropped with the rest. A HEIC is stored as a JPEG.
 */
export async function processImage(bytes: Buffer): Promise<ProcessedImage> {
  const detected = await detectImageType(bytes);
  if (!detected) throw new InvalidFileTypeException();
  const mime: StoredImageType = isHeif(detected) ? 'image/jpeg' : detected;
  const source = isHeif(detected) ? await decodedHeif(bytes) : await checkedJpegOrPng(bytes, mime);

  try {
    // One after the other: three full decodes of a 50-megapixel image at once would need over a gigabyte.
    // A baseline JPEG without optimised coding is written as it is decoded, strip by strip; mozjpeg's progressive
    // scans and optimised coding hold every coefficient of the image first (360 MB and 7 s for 50 megapixels,
    // against 40 MB and 0.6 s; the file is about a fifth larger).
    const bounded = source().resize({
      width: ORIGINAL_MAX_SIDE,
      height: ORIGINAL_MAX_SIDE,
      fit: 'inside',
      withoutEnlargement: true,
    });
    const original =
      mime === 'image/png'
        ? await bounded.png().toBuffer({ resolveWithObject: true })
        : await bounded.jpeg({ quality: 90, optimiseCoding: false }).toBuffer({ resolveWithObject: true });
    const large = await source()
      .resize({ width: IMAGE_VARIANTS.large.width, withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
    const thumb = await source()
      .resize({ width: IMAGE_VARIANTS.thumb.width, withoutEnlargement: true })
      .webp({ quality: 78 })
      .toBuffer();
    return {
      mime,
      extension: mime === 'image/png' ? 'png' : 'jpg',
      width: original.info.width,
      height: original.info.height,
      original: original.data,
      thumb,
      large,
    };
  } catch {
    // A header that parses but pixel data that does not: not an image we can use.
    throw new InvalidFileTypeException();
  }
}
