import { HttpException, HttpStatus } from '@nestjs/common';
import { RetryLaterException } from '../common/http-errors.js';
import { CALL_MESSAGES } from '@shared/messages.js';

const MEGABYTE = 1024 * 1024;

/** 10485760 → "10", 200000 → "0.19": whole numbers stay whole, small limits keep two significant decimals. */
export function formatMegabytes(bytes: number): string {
  const megabytes = bytes / MEGABYTE;
  if (Number.isInteger(megabytes)) return String(megabytes);
  return String(Number(megabytes.toFixed(megabytes < 1 ? 2 : 1)));
}

/** 422: the bytes are not a JPEG, PNG or HEIC image (whatever the file's name or declared type says). */
export class InvalidFileTypeException extends HttpException {
  static readonly MESSAGE = 'File is of invalid type';

  constructor() {
    super({ message: InvalidFileTypeException.MESSAGE }, HttpStatus.UNPROCESSABLE_ENTITY);
  }
}

/** 422: a real image, but with more pixels than the server decodes (a "decompression bomb" or a huge scan). */
export class ImageTooLargeException extends HttpException {
  constructor(maxPixels: number) {
    super(
      {
        message: `The image has too many pixels: the limit is ${Math.floor(maxPixels / 1_000_000)} megapixels.`,
      },
      HttpStatus.UNPROCESSABLE_ENTITY,
    );
  }
}

/** 422: a HEIC photo whose decoding took longer than its time limit (HEIF_DECODE_TIMEOUT_MS); nothing was stored. */
export class ImageConversionTimeoutException extends HttpException {
  constructor() {
    super(
      { message: 'The photo took too long to convert. Please save it as a JPEG and upload it again.' },
      HttpStatus.UNPROCESSABLE_ENTITY,
    );
  }
}

/**
 * 422: within the pixel limit, but more data once decoded than the server takes on (16 bits per colour, or
 * transparency, on a very large image): width × height × channels × bytes per channel.
 */
export class ImageDataTooLargeException extends HttpException {
  constructor(maxDecodedBytes: number) {
    const megabytes = Math.floor(maxDecodedBytes / 1_000_000);
    const rgbMegapixels = Math.floor(maxDecodedBytes / 3 / 1_000_000);
    super(
      {
        message:
          `The image holds too much data: the limit is ${megabytes} MB of pixels, as in ${rgbMegapixels} megapixels ` +
          'at 8 bits per colour. Please save it at 8 bits per colour or make it smaller.',
      },
      HttpStatus.UNPROCESSABLE_ENTITY,
    );
  }
}

/** What a form with files says when too many images are being processed; the recipe forms say their recipe is as it was. */
export const IMAGES_BUSY_MESSAGES = {
  recipe:
    'Many images are being processed right now. Please try again in a minute; your recipe was not changed',
  other: 'Many images are being processed right now. Please try again in a minute; nothing was changed',
} as const;

/** When a person refused for a full image queue may try again (the message says "in a minute"). */
export const IMAGES_BUSY_RETRY_SECONDS = 60;

/** 503 with Retry-After: this process's image queue and its wait list are full; nothing was stored. */
export class ImagesBusyException extends RetryLaterException {
  constructor(message: string = IMAGES_BUSY_MESSAGES.other) {
    super(message, HttpStatus.SERVICE_UNAVAILABLE, IMAGES_BUSY_RETRY_SECONDS);
  }
}

/** 429 with Retry-After: the signed-in person sent more uploads than UPLOADS_PER_PERSON within ten minutes. */
export class TooManyUploadsException extends RetryLaterException {
  constructor(retryAfterSeconds: number) {
    super(CALL_MESSAGES.tooManyAttempts, HttpStatus.TOO_MANY_REQUESTS, retryAfterSeconds);
  }
}

/** 413: the upload is bigger than UPLOAD_MAX_MB. */
export class FileTooLargeException extends HttpException {
  constructor(limitBytes: number) {
    super(
      { message: `The file is too large: the limit is ${formatMegabytes(limitBytes)} MB.` },
      HttpStatus.PAYLOAD_TOO_LARGE,
    );
  }
}

/** What a form with files says when the disk is full; the recipe forms say their recipe is as it was. */
export const NO_ROOM_MESSAGES = {
  recipe: 'The server has no room to store your image right now; your recipe was not changed',
  other: 'The server has no room to store the image right now; nothing was changed',
} as const;

/** 507: the disk that keeps uploads (and their temporary files) is full; nothing was stored. */
export class StorageFullException extends HttpException {
  constructor(message: string = NO_ROOM_MESSAGES.other) {
    super({ message }, HttpStatus.INSUFFICIENT_STORAGE);
  }
}

/** A write refused for want of room: the disk is full, or the account's quota is spent. */
export function isNoRoomError(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  return code === 'ENOSPC' || code === 'EDQUOT';
}
