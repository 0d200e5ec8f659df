import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';

export type UploadedFile = Express.Multer.File;

/** Every file the multipart middleware read for one form field, in the order sent. */
export function uploadedFiles(req: Request, field: string): UploadedFile[] {
  const files = req.files;
  if (!files) return [];
  const all = Array.isArray(files) ? files : Object.values(files).flat();
  return all.filter((file) => file.fieldname === field);
}

/** The file sent in one field of a multipart form, or undefined when the field is absent or empty. */
export const UploadedFileField = createParamDecorator(
  (field: string, context: ExecutionContext): UploadedFile | undefined => {
    const file = uploadedFiles(context.switchToHttp().getRequest<Request>(), field)[0];
    return file && file.size > 0 ? file : undefined;
  },
);
