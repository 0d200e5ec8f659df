import {
  type ArgumentMetadata,
  createParamDecorator,
  type ExecutionContext,
  type PipeTransform,
} from '@nestjs/common';
import { type ClassConstructor, plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import type { Request } from 'express';
import { FILE_MESSAGES } from '@shared/messages.js';
import { fieldErrors } from '../common/validation.js';
import { type UploadedFile, uploadedFile, uploadedFiles } from './uploaded-file.decorator.js';

/**
 * A multipart form after validation: its values, every field's problem (empty when it is well-formed), and the file
 * sent in each file field (absent when the field is absent or empty).
 */
export interface UploadedForm<T, F extends string> {
  values: T;
  errors: Record<string, string[]>;
  files: Partial<Record<F, UploadedFile>>;
}

interface UploadedFormSpec {
  dto: ClassConstructor<object>;
  files: readonly string[];
  /** Fields the route sets, over what the form sent (the recipe's `type`), or how to read them off the request. */
  fields?: RouteFields;
}

type RouteFields = Record<string, unknown> | ((req: Request) => Record<string, unknown>);

interface RawUploadedForm {
  fields: Record<string, unknown>;
  files: Partial<Record<string, UploadedFile>>;
  /** File fields that carried more than one file, or one file of no bytes. */
  fileProblems: Partial<Record<string, 'many' | 'empty'>>;
}

/**
 * The problems of the one-file fields: two files in one are refused rather than keeping the first, and an empty file
 * is refused when its flag (`<field>_file`, as in section 7) says it is the new image; an empty part without the flag
 * is what a form sends when nothing was chosen.
 */
function fileErrors(raw: RawUploadedForm, values: object): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const [field, problem] of Object.entries(raw.fileProblems)) {
    if (problem === 'many') errors[field] = [FILE_MESSAGES.tooMany];
    else if ((values as Record<string, unknown>)[`${field}_file`] === true)
      errors[field] = [FILE_MESSAGES.empty];
  }
  return errors;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Validates form fields like the global pipe does (same DTO rules, whitelist, first message per field) but hands the
 * problems on instead of refusing: what else a form needs (its images, its tables) may depend on stored rows, and
 * section 5 wants one summary that counts every problem together.
 */
export async function validateForm<T extends object>(
  dto: ClassConstructor<T>,
  fields: unknown,
): Promise<Omit<UploadedForm<T, never>, 'files'>> {
  const values = plainToInstance(dto, isRecord(fields) ? fields : {});
  const errors = await validate(values, {
    whitelist: true,
    stopAtFirstError: true,
    forbidUnknownValues: false,
  });
  return { values, errors: fieldErrors(errors) };
}

/** Runs validateForm on the fields the parameter read; the spec comes with the parameter's metadata. */
class UploadedFormPipe implements PipeTransform<RawUploadedForm, Promise<UploadedForm<object, string>>> {
  async transform(raw: RawUploadedForm, metadata: ArgumentMetadata): Promise<UploadedForm<object, string>> {
    const spec = metadata.data as unknown as UploadedFormSpec;
    const { values, errors } = await validateForm(spec.dto, raw.fields);
    return { values, errors: { ...errors, ...fileErrors(raw, values) }, files: raw.files };
  }
}

const formPipe = new UploadedFormPipe();

const UploadedFormParam = createParamDecorator(
  (spec: UploadedFormSpec, context: ExecutionContext): RawUploadedForm => {
    const req = context.switchToHttp().getRequest<Request>();
    const body: unknown = req.body;
    const files: RawUploadedForm['files'] = {};
    const fileProblems: RawUploadedForm['fileProblems'] = {};
    for (const field of spec.files) {
      const sent = uploadedFiles(req, field);
      if (sent.length > 1) fileProblems[field] = 'many';
      else if (sent.length === 1 && sent[0].size === 0) fileProblems[field] = 'empty';
      const file = uploadedFile(req, field);
      if (file && sent.length === 1) files[field] = file;
    }
    const routeFields = typeof spec.fields === 'function' ? spec.fields(req) : spec.fields;
    return { fields: { ...(isRecord(body) ? body : {}), ...routeFields }, files, fileProblems };
  },
);

/**
 * The multipart form of a call taken with @AcceptsUploads(), validated against `dto`, with the files of `files`.
 * A custom parameter: it is read when the handler runs, after the guards (audience, CSRF) and the interceptor that
 * read the body within its limits; the global validation pipe leaves it alone (it does not validate custom
 * decorators), so nothing is refused before the service has looked.
 */
export const UploadedFormBody = <F extends string>(
  dto: ClassConstructor<object>,
  files: readonly F[],
  fields?: RouteFields,
): ParameterDecorator => UploadedFormParam({ dto, files, fields }, formPipe);
