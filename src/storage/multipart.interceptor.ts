import {
  applyDecorators,
  type CallHandler,
  type ExecutionContext,
  Inject,
  Injectable,
  Logger,
  type NestInterceptor,
  SetMetadata,
  UseInterceptors,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { catchError, concatMap, defer, map, mergeMap, type Observable, throwError } from 'rxjs';
import { refuseBadInput } from '../common/bad-input.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { type MultipartLimits, parseMultipart } from './multipart-parser.js';
import { TEMP_FOLDER } from './storage.service.js';
import { NO_ROOM_MESSAGES, StorageFullException } from './storage.errors.js';

/** At most this many files in one form (a recipe photo and a headshot, with room to spare). */
export const MAX_FILES_PER_REQUEST = 6;
/** The most images one form carries (a past edition: chef, chef thumbnail, recipe). */
const MAX_IMAGES_PER_FORM = 3;

/** Route metadata: this call takes a multipart form with files. */
export const ACCEPTS_UPLOADS = 'storage:accepts-uploads';
const NO_ROOM_MESSAGE = 'storage:no-room-message';

export interface AcceptsUploadsOptions {
  /** What the call answers when the disk is full (507): whose record was left as it was. */
  noRoomMessage?: string;
}

/**
 * Reads the multipart form of this call, and of no other: the global guards (CSRF, audience) have passed by the
 * time an interceptor runs, so a refused request is answered without its body being read. Fields land in
 * `req.body`, files on disk (`req.uploads`, taken with @UploadedFileField); the files are removed when the answer
 * has been sent.
 */
export const AcceptsUploads = (options: AcceptsUploadsOptions = {}) =>
  applyDecorators(
    SetMetadata(ACCEPTS_UPLOADS, true),
    SetMetadata(NO_ROOM_MESSAGE, options.noRoomMessage ?? NO_ROOM_MESSAGES.other),
    UseInterceptors(MultipartInterceptor),
  );

@Injectable()
export class MultipartInterceptor implements NestInterceptor {
  private readonly limits: MultipartLimits;
  private readonly tempRoot: string;

  private readonly logger = new Logger('Uploads');

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly reflector: Reflector,
  ) {
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
    // A full disk, met while the form is read or while its images are stored: logged, and worded for this call.
    const noRoomMessage = this.reflector.get<string>(NO_ROOM_MESSAGE, context.getHandler());
    const noRoom = (error: unknown): unknown => {
      if (!(error instanceof StorageFullException)) return error;
      this.logger.error(`No room left to store an upload (${req.method} ${req.path}): nothing was stored`);
      return new StorageFullException(noRoomMessage);
    };
    let parsed: Awaited<ReturnType<typeof parseMultipart>>;
    try {
      parsed = await parseMultipart(req, {
        tempRoot: this.tempRoot,
        limits: this.limits,
        verifyToken: req.deferredCsrfCheck,
      });
    } catch (error) {
      throw noRoom(error);
    }
    const folder = parsed.folder;
    try {
      refuseBadInput(parsed.fields);
    } catch (error) {
      if (folder) await rm(folder, { recursive: true, force: true });
      throw error;
    }
    req.body = parsed.fields;
    req.uploads = parsed.files;
    if (!folder) return next.handle().pipe(catchError((error: unknown) => throwError(() => noRoom(error))));
    const remove = () => rm(folder, { recursive: true, force: true });
    const res = http.getResponse<Response>();
    // Should the call end some other way (the client goes away), 'close' still removes the files.
    res.once('close', () => void remove());
    // Removed before the answer is sent, whether the call succeeded or not.
    return next.handle().pipe(
      concatMap((value) => defer(remove).pipe(map(() => value))),
      catchError((error: unknown) => defer(remove).pipe(mergeMap(() => throwError(() => noRoom(error))))),
    );
  }
}
