import { HttpException, HttpStatus } from '@nestjs/common';

const MEGABYTE = 1024 * 1024;

/** 10485760 → "10", 200000 → "0.19": whole numbers stay whole, small limits keep two significant decimals. */
export function formatMegabytes(bytes: number): string {
  const megabytes = bytes / MEGABYTE;
  if (Number.isInteger(megabytes)) return String(megabytes);
  return String(Number(megabytes.toFixed(megabytes < 1 ? 2 : 1)));
}

/** 422: the bytes are not a JPEG or PNG image (whatever the file's name or declared type says). */
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
