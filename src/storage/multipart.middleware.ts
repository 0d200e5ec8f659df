import {
  BadRequestException,
  HttpException,
  HttpStatus,
  Inject,
  Injectable,
  type NestMiddleware,
} from '@nestjs/common';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import multer from 'multer';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { FileTooLargeException } from './storage.errors.js';

/** At most this many files in one form (a recipe photo and a headshot, with room to spare). */
export const MAX_FILES_PER_REQUEST = 6;

/**
 * Reads multipart/form-data bodies (files into memory, fields into req.body) before guards run, so the CSRF guard
 * finds the `_token` field of an upload form. Other requests pass through untouched. The parsed files are on
 * `req.files` (an array); controllers take them with @UploadedFileField('name').
 */
@Injectable()
export class MultipartMiddleware implements NestMiddleware {
  private readonly parse: RequestHandler;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.parse = multer({
      storage: multer.memoryStorage(),
      limits: {
        fileSize: config.uploadMaxBytes,
        files: MAX_FILES_PER_REQUEST,
        fields: 300,
        fieldSize: 1024 * 1024,
        parts: 300 + MAX_FILES_PER_REQUEST,
      },
    }).any();
  }

  async use(req: Request, res: Response, next: NextFunction): Promise<void> {
    if (!req.is('multipart/form-data')) return next();
    // Thrown rather than passed to next(err): Nest sends middleware exceptions through the global error filter.
    await new Promise<void>((resolve, reject) => {
      this.parse(req, res, (error?: unknown) => (error ? reject(this.describe(error)) : resolve()));
    });
    next();
  }

  private describe(error: unknown): HttpException {
    if (error instanceof multer.MulterError) {
      if (error.code === 'LIMIT_FILE_SIZE') return new FileTooLargeException(this.config.uploadMaxBytes);
      return new HttpException(
        { message: `The form is too large: at most ${MAX_FILES_PER_REQUEST} files and 300 fields.` },
        HttpStatus.PAYLOAD_TOO_LARGE,
      );
    }
    return new BadRequestException({ message: 'The form could not be read. Please try again.' });
  }
}
