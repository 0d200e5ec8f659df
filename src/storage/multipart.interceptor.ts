import {
  applyDecorators,
  type CallHandler,
  type ExecutionContext,
  Inject,
  Injectable,
  type NestInterceptor,
  SetMetadata,
  UseInterceptors,
} from '@nestjs/common';
import type { Request, Response } from 'express';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { catchError, concatMap, defer, map, mergeMap, type Observable, throwError } from 'rxjs';
import { refuseBadInput } from '../common/bad-input.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { type MultipartLimits, parseMultipart } from './multipart-parser.js';
import { TEMP_FOLDER } from './storage.service.js';

/** At most this many files in one form (a recipe photo and a headshot, with room to spare). */
export const MAX_FILES_PER_REQUEST = 6;
/** The most images one form carries (a past edition: chef, chef thumbnail, recipe). */
const MAX_IMAGES_PER_FORM = 3;

/** Route metadata: this call takes a multipart form with files. */
export const ACCEPTS_UPLOADS = 'storage:accepts-uploads';

/**
 * Reads the multipart form of this call, and of no other: the global guards (CSRF, audience) have passed by the
 * time an interceptor runs, so a refused request is answered without its body being read. Fields land in
 * `req.body`, files on disk (`req.uploads`, taken with @UploadedFileField); the files are removed when the answer
 * has been sent.
 */
export const AcceptsUploads = () =>
  applyDecorators(SetMetadata(ACCEPTS_UPLOADS, true), UseInterceptors(MultipartInterceptor));

@Injectable()
export class MultipartInterceptor implements NestInterceptor {
  private readonly limits: MultipartLimits;
  private readonly tempRoot: string;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.limits = {
      fileBytes: config.uploadMaxBytes,
      requestFileBytes: MAX_IMAGES_PER_FORM * config.uploadMaxBytes,
      files: MAX_FILES_PER_REQUEST,
      fields: 300,
      fieldBytes: 1024 * 1024,
    };
    this.tempRoot = join(config.storageDir, TEMP_FOLDER);
  }

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const http = context.switchToHttp();
    const req = http.getRequest<Request>();
    if (!req.is('multipart/form-data')) return next.handle();
    const parsed = await parseMultipart(req, {
      tempRoot: this.tempRoot,
      limits: this.limits,
      verifyToken: req.deferredCsrfCheck,
    });
    const folder = parsed.folder;
    try {
      refuseBadInput(parsed.fields);
    } catch (error) {
      if (folder) await rm(folder, { recursive: true, force: true });
      throw error;
    }
    req.body = parsed.fields;
    req.uploads = parsed.files;
    if (!folder) return next.handle();
    const remove = () => rm(folder, { recursive: true, force: true });
    const res = http.getResponse<Response>();
    // Should the call end some other way (the client goes away), 'close' still removes the files.
    res.once('close', () => void remove());
    // Removed before the answer is sent, whether the call succeeded or not.
    return next.handle().pipe(
      concatMap((value) => defer(remove).pipe(map(() => value))),
      catchError((error: unknown) => defer(remove).pipe(mergeMap(() => throwError(() => error)))),
    );
  }
}
