import { applyDecorators, ValidationPipe, type ValidationError } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, MaxLength, ValidateBy, type ValidationOptions } from 'class-validator';
import { FormValidationException } from './http-errors.js';
import { FIELD_MESSAGES } from '@shared/messages.js';

/** Flattens class-validator errors into { field: [messages] }, nested fields joined with dots. */
export function fieldErrors(errors: ValidationError[], parent = ''): Record<string, string[]> {
  const result: Record<string, string[]> = {};
  for (const error of errors) {
    const path = parent ? `${parent}.${error.property}` : error.property;
    if (error.constraints) result[path] = Object.values(error.constraints);
    if (error.children?.length) Object.assign(result, fieldErrors(error.children, path));
  }
  return result;
}

/** The one validation pipe: unknown fields are dropped, types converted, failures answered with 422. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    transform: true,
    stopAtFirstError: true,
    exceptionFactory: (errors) => new FormValidationException(fieldErrors(errors)),
  });
}

/** The field messages every form uses (specification sections 5 and 8), shared with the pages. */
export const MESSAGES = FIELD_MESSAGES;

/**
 * A single-line field (a name, a title, a city): a line break, a tab or a Unicode line separator is refused, so the
 * value cannot forge a second line in a mail header, a CSV export or a list. Other types pass (their own rules apply).
 */
export function SingleLine(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'singleLine',
      validator: {
        validate: (value: unknown) => typeof value !== 'string' || !/[\t\n\r\u2028\u2029]/.test(value),
        defaultMessage: () => MESSAGES.format,
      },
    },
    options,
  );
}

/**
 * The e-mail address a person signs in or asks for a link with: required, a valid address of at most 254
 * characters, compared trimmed and lower-cased. The checks are registered in this order and run in it, stopping at
 * the first failure, so an empty field is told it is required rather than malformed.
 */
export function EmailAddress(): PropertyDecorator {
  return applyDecorators(
    IsNotEmpty({ message: MESSAGES.required }),
    IsEmail({}, { message: MESSAGES.email }),
    MaxLength(254, { message: MESSAGES.email }),
    Transform(({ value }: { value: unknown }) =>
      typeof value === 'string' ? value.trim().toLowerCase() : value,
    ),
  );
}
