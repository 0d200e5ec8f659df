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
import { ThrottlerStorage } from '@nestjs/throttler';
import { catchError, concatMap, defer, finalize, map, mergeMap, type Observable, throwError } from 'rxjs';
import { refuseBadInput } from '../common/bad-input.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { type MultipartLimits, parseMultipart } from './multipart-parser.js';
import { TEMP_FOLDER } from './storage.service.js';
import { ImageProcessingQueue, type ReleaseTurn } from './image-processing-queue.js';
import {
  IMAGES_BUSY_MESSAGES,
  ImagesBusyException,
  NO_ROOM_MESSAGES,
  StorageFullException,
} from './storage.errors.js';
import { countUpload } from './upload-rate-limit.js';

/** At most this many files in one form (a recipe photo and a headshot, with room to spare). */
export const MAX_FILES_PER_REQUEST = 6;
/** The most images one form carries (a past edition: chef, chef thumbnail, recipe). */
const MAX_IMAGES_PER_FORM = 3;

/** Route metadata: this call takes a multipart form with files. */
export const ACCEPTS_UPLOADS = 'storage:accepts-uploads';
const NO_ROOM_MESSAGE = 'storage:no-room-message';
const BUSY_MESSAGE = 'storage:busy-message';

export interface AcceptsUploadsOptions {
  /** What the call answers when the disk is full (507): whose record was left as it was. */
  noRoomMessage?: string;
  /** What the call answers when too many images are being processed (503): whose record was left as it was. */
  busyMessage?: string;
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
    SetMetadata(BUSY_MESSAGE, options.busyMessage ?? IMAGES_BUSY_MESSAGES.other),
    UseInterceptors(MultipartInterceptor),
  );

@Injectable()
export class MultipartInterceptor implements NestInterceptor {
  private readonly limits: MultipartLimits;
  private readonly tempRoot: string;

  private readonly logger = new Logger('Uploads');
  private readonly uploadRateLimit: AppConfig['uploadRateLimit'];

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly reflector: Reflector,
    private readonly queue: ImageProcessingQueue,
    @Inject(ThrottlerStorage) private readonly counters: ThrottlerStorage,
  ) {
    this.uploadRateLimit = config.uploadRateLimit;
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
    const busyMessage = this.reflector.get<string>(BUSY_MESSAGE, context.getHandler());
    const turn = parsed.files.some((file) => file.size > 0)
      ? await this.takeTurn(req, res, busyMessage).catch(async (error: unknown) => {
          await remove();
          throw error;
        })
      : null;
    // Removed before the answer is sent, whether the call succeeded or not; the turn is given back after that.
    const handled = turn ? this.queue.holding(() => next.handle()) : next.handle();
    return handled.pipe(
      concatMap((value) => defer(remove).pipe(map(() => value))),
      catchError((error: unknown) => defer(remove).pipe(mergeMap(() => throwError(() => noRoom(error))))),
      finalize(() => turn?.()),
    );
  }

  /**
   * A form that brings files counts against its sender's upload limit (429), then waits for a turn of the image
   * queue (503 at once when its wait list is full), so that waiting uploads stay on disk rather than in memory.
   */
  private async takeTurn(req: Request, res: Response, busyMessage: string): Promise<ReleaseTurn> {
    await countUpload(this.counters, req, this.uploadRateLimit);
    const gone = new AbortController();
    // Nobody is left to read the answer: the error only ends the wait.
    const leave = () => gone.abort(new ImagesBusyException(busyMessage));
    res.once('close', leave);
    try {
      const release = await this.queue.acquire(busyMessage, gone.signal).catch((error: unknown) => {
        if (error instanceof ImagesBusyException && !gone.signal.aborted) {
          const { active, waiting } = this.queue.load;
          this.logger.warn(
            `Image queue full (${active} processing, ${waiting} waiting): ${req.method} ${req.path} answered 503`,
          );
        }
        throw error;
      });
      if (gone.signal.aborted) {
        release();
        throw gone.signal.reason;
      }
      return release;
    } finally {
      res.off('close', leave);
    }
  }
}
