import { BadRequestException, HttpException, HttpStatus } from '@nestjs/common';
import busboy from 'busboy';
import type { Request } from 'express';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { SessionExpiredException } from '../common/http-errors.js';
import {
  FileTooLargeException,
  formatMegabytes,
  isNoRoomError,
  StorageFullException,
} from './storage.errors.js';

/** One file of a multipart form, written to a temporary file on disk (removed when the answer is sent). */
export interface UploadedFile {
  fieldname: string;
  originalname: string;
  /** What the browser declared; never trusted (the bytes are judged when the image is stored). */
  mimetype: string;
  size: number;
  /** The temporary file. */
  path: string;
}

export interface MultipartLimits {
  /** One file (UPLOAD_MAX_MB). */
  fileBytes: number;
  /** All the files of one form together. */
  requestFileBytes: number;
  files: number;
  fields: number;
  fieldBytes: number;
}

export interface ParsedMultipart {
  fields: Record<string, string | string[]>;
  files: UploadedFile[];
  /** The temporary folder of this request's files, or null when it sent none; remove it when done. */
  folder: string | null;
}

export interface ParseOptions {
  /** Where each request's temporary folder is made. */
  tempRoot: string;
  limits: MultipartLimits;
  /**
   * Set when the CSRF value is expected in the form itself (`_token` or `csrf`, before or after the files, as
   * section 7 lists it last): a wrong one stops the reading at once with 419, and a form that ends without one is
   * refused with 419 once read; either way its temporary files are removed.
   */
  verifyToken?: (value: string) => boolean;
}

const TOKEN_FIELDS = new Set(['_token', 'csrf']);

export function formTooLarge(limits: MultipartLimits): HttpException {
  return new HttpException(
    {
      message:
        `The form is too large: at most ${limits.files} files, ${limits.fields} fields and ` +
        `${formatMegabytes(limits.requestFileBytes)} MB of files.`,
    },
    HttpStatus.PAYLOAD_TOO_LARGE,
  );
}

const unreadable = () =>
  new BadRequestException({ message: 'The form could not be read. Please try again.' });

/**
 * Reads a multipart/form-data body as a stream: fields into memory (each at most `fieldBytes`), every file straight
 * to a temporary file on disk, within per-file and per-request limits. The first broken limit stops the reading
 * (the rest of the body is left unread), removes what was written, and rejects with the answer to give.
 */
export async function parseMultipart(req: Request, options: ParseOptions): Promise<ParsedMultipart> {
  const { limits } = options;
  const declared = Number(req.headers['content-length'] ?? 0);
  // Refused on its declared size alone, before a byte is read.
  if (declared > limits.requestFileBytes + limits.fields * limits.fieldBytes) throw formTooLarge(limits);

  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: req.headers,
      limits: {
        fileSize: limits.fileBytes,
        files: limits.files,
        fields: limits.fields,
        fieldSize: limits.fieldBytes,
        parts: limits.files + limits.fields,
      },
    });
  } catch {
    throw unreadable();
  }

  const fields: Record<string, string | string[]> = {};
  const files: UploadedFile[] = [];
  const writes: Array<Promise<void>> = [];
  const streams: Readable[] = [];
  let folder: Promise<string> | null = null;
  let tokenPending = options.verifyToken !== undefined;
  let fileBytes = 0;
  let settled = false;

  return new Promise<ParsedMultipart>((resolve, reject) => {
    const fail = (error: HttpException) => {
      if (settled) return;
      settled = true;
      req.unpipe(parser);
      parser.removeAllListeners();
      // busboy may still emit after this; nothing listens any more.
      parser.on('error', () => undefined);
      // A file being written when the reading stops ends here (its pipeline rejects, and the write settles).
      for (const stream of streams) stream.destroy();
      const made = folder;
      void (async () => {
        await Promise.allSettled(writes);
        if (made) await rm(await made, { recursive: true, force: true }).catch(() => undefined);
        reject(error);
      })();
    };

    parser.on('field', (name, value, info) => {
      if (settled) return;
      if (info.valueTruncated || info.nameTruncated) return fail(formTooLarge(limits));
      if (tokenPending && TOKEN_FIELDS.has(name)) {
        if (!options.verifyToken!(value)) return fail(new SessionExpiredException());
        tokenPending = false;
      }
      const existing = fields[name];
      fields[name] =
        existing === undefined ? value : [...(Array.isArray(existing) ? existing : [existing]), value];
    });

    parser.on('file', (name, stream, info) => {
      if (settled) {
        stream.resume();
        return;
      }
      folder ??= mkdtemp(join(options.tempRoot, 'upload-'));
      const file: UploadedFile = {
        fieldname: name,
        originalname: info.filename ?? '',
        mimetype: info.mimeType,
        size: 0,
        path: '',
      };
      files.push(file);
      streams.push(stream);
      stream.on('limit', () => fail(new FileTooLargeException(limits.fileBytes)));
      const index = files.length;
      writes.push(
        (async () => {
          const dir = await folder!;
          file.path = join(dir, String(index));
          // Counted as it is written (a 'data' listener before the pipeline would let bytes flow past it).
          const count = async function* (source: AsyncIterable<Buffer>) {
            for await (const chunk of source) {
              file.size += chunk.length;
              fileBytes += chunk.length;
              if (fileBytes > limits.requestFileBytes) fail(formTooLarge(limits));
              yield chunk;
            }
          };
          await pipeline(stream, count, createWriteStream(file.path, { flags: 'wx' }));
        })().catch((error: unknown) => {
          stream.resume();
          if (settled) return;
          if (error instanceof HttpException) fail(error);
          else fail(isNoRoomError(error) ? new StorageFullException() : unreadable());
        }),
      );
    });

    parser.on('partsLimit', () => fail(formTooLarge(limits)));
    parser.on('filesLimit', () => fail(formTooLarge(limits)));
    parser.on('fieldsLimit', () => fail(formTooLarge(limits)));
    parser.on('error', () => fail(unreadable()));
    parser.on('close', () => {
      void (async () => {
        await Promise.all(writes);
        if (settled) return;
        if (tokenPending) return fail(new SessionExpiredException());
        settled = true;
        resolve({ fields, files, folder: folder ? await folder : null });
      })();
    });
    req.on('aborted', () => fail(unreadable()));
    req.pipe(parser);
  });
}
