import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { readFile } from 'node:fs/promises';
import type { UploadedFile } from './multipart-parser.js';

export type { UploadedFile } from './multipart-parser.js';

/** Every file the multipart interceptor read for one form field, in the order sent. */
export function uploadedFiles(req: Request, field: string): UploadedFile[] {
  return (req.uploads ?? []).filter((file) => file.fieldname === field);
}

/** The file sent in one field of a multipart form, or undefined when the field is absent or empty. */
export function uploadedFile(req: Request, field: string): UploadedFile | undefined {
  const file = uploadedFiles(req, field)[0];
  return file && file.size > 0 ? file : undefined;
}

/** The parameter form of uploadedFile. */
export const UploadedFileField = createParamDecorator(
  (field: string, context: ExecutionContext): UploadedFile | undefined =>
    uploadedFile(context.switchToHttp().getRequest<Request>(), field),
);

/**
 * The bytes of an uploaded file, read from its temporary file when they are checked and stored: only on a call that
 * passed its guards, and never more than UPLOAD_MAX_MB (the reader stopped at that).
 */
export function readUpload(file: UploadedFile): Promise<Buffer> {
  return readFile(file.path);
}
