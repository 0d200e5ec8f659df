import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import {
  IsBoolean,
  IsInt,
  IsOptional,
  Max,
  Min,
  ValidateBy,
  type ValidationArguments,
} from 'class-validator';
import { MESSAGES, SingleLine } from './validation.js';

// The field rules the forms that take multipart text share (the recipe, the admin records, conflicts): one message
// per failure, in the words of specification sections 5 and 8. Text fields are trimmed before they are checked.
//
// class-validator runs a property's checks in the order they were registered and, with the app's stopAtFirstError,
// reports the first that fails; a stack of decorators registers from the bottom up, applyDecorators in its own order.
// So a single line is checked for line breaks before its length, as the stacks these rules replace did.

/** The message of a text longer than its column. */
export const tooLongMessage = (max: number): string => `This field must be at most ${max} characters`;

export const isBlank = (value: unknown): boolean => value === undefined || value === null || value === '';

/** Multipart and JSON fields alike: text is trimmed; anything else is left for the validators to refuse. */
export const trimmed = ({ value }: { value: unknown }): unknown =>
  typeof value === 'string' ? value.trim() : value;

/** A toggle sent as JSON (true) or as multipart text ('true', 'on', '1'). */
export const flag = ({ value }: { value: unknown }): boolean =>
  value === true || value === 'true' || value === 'on' || value === '1' || value === 1;

/** A list sent as JSON text (multipart) or as JSON: empty gives an empty list, anything but a list null. */
export function jsonList(raw: unknown): unknown[] | null {
  if (raw === undefined || raw === null || raw === '') return [];
  let parsed: unknown = raw;
  if (typeof raw === 'string') {
    try {
      parsed = JSON.parse(raw);
    } catch {
      return null;
    }
  }
  return Array.isArray(parsed) ? parsed : null;
}

/** Empty text becomes null, so optional text columns store null rather than ''. */
export const nullIfBlank = (value: string | null | undefined): string | null =>
  value === undefined || value === null || value.trim() === '' ? null : value.trim();

/** Required text of at most `max` characters, one message per failure (empty, not text, too long). */
export function RequiredText(max: number): PropertyDecorator {
  return applyDecorators(requiredText(max), Transform(trimmed));
}

/** Required text on one line (a name, a title): a line break gives "a valid format". */
export const RequiredLine = (max: number): PropertyDecorator =>
  applyDecorators(SingleLine(), requiredText(max), Transform(trimmed));

/** Optional text of at most `max` characters. */
export function OptionalText(max: number): PropertyDecorator {
  return applyDecorators(optionalText(max), Transform(trimmed));
}

/** Optional text on one line. */
export const OptionalLine = (max: number): PropertyDecorator =>
  applyDecorators(SingleLine(), optionalText(max), Transform(trimmed));

/** The largest id an `integer` key holds: a bigger number names nothing and must not reach the database. */
export const INTEGER_KEY_MAX = 2_147_483_647;

/** An optional record id sent as JSON or as form text: blank is absent; anything but an id is "a valid format". */
export const OptionalId = (): PropertyDecorator =>
  applyDecorators(
    IsOptional(),
    Transform(({ value }: { value: unknown }) =>
      isBlank(value) || value === 'null' || value === 'undefined' ? undefined : Number(value),
    ),
    IsInt({ message: MESSAGES.format }),
    Min(1, { message: MESSAGES.format }),
    Max(INTEGER_KEY_MAX, { message: MESSAGES.format }),
  );

/** A toggle sent as JSON (true) or as multipart text ('true', 'on', '1'); anything else is false. */
export const Toggle = (): PropertyDecorator => applyDecorators(IsBoolean(), Transform(flag));

function requiredText(max: number): PropertyDecorator {
  return ValidateBy({
    name: 'requiredText',
    validator: {
      validate: (value: unknown) => typeof value === 'string' && value !== '' && value.length <= max,
      defaultMessage: (args?: ValidationArguments) =>
        isBlank(args?.value)
          ? MESSAGES.required
          : typeof args?.value !== 'string'
            ? MESSAGES.format
            : tooLongMessage(max),
    },
  });
}

function optionalText(max: number): PropertyDecorator {
  return ValidateBy({
    name: 'optionalText',
    validator: {
      validate: (value: unknown) => isBlank(value) || (typeof value === 'string' && value.length <= max),
      defaultMessage: (args?: ValidationArguments) =>
        typeof args?.value !== 'string' ? MESSAGES.format : tooLongMessage(max),
    },
  });
}

/** Text that passes `test`: empty gives "required", anything else that fails "a valid format". */
export function RequiredTextMatching(name: string, test: (value: string) => boolean): PropertyDecorator {
  return applyDecorators(
    ValidateBy({
      name,
      validator: {
        validate: (value: unknown) => typeof value === 'string' && test(value),
        defaultMessage: (args?: ValidationArguments) =>
          isBlank(args?.value) ? MESSAGES.required : MESSAGES.format,
      },
    }),
    Transform(trimmed),
  );
}

/** One of a fixed list: empty gives "required", anything else outside the list "a valid format". */
export const OneOf = (options: readonly string[]): PropertyDecorator =>
  RequiredTextMatching('oneOf', (value) => options.includes(value));
