import { ValidateBy, type ValidationArguments } from 'class-validator';
import { MESSAGES } from './validation.js';

// The field rules the forms that take multipart text share (the recipe, the admin records, conflicts): one message
// per failure, in the words of specification sections 5 and 8.

/** The message of a text longer than its column. */
export const tooLongMessage = (max: number): string => `This field must be at most ${max} characters`;

export const isBlank = (value: unknown): boolean => value === undefined || value === null || value === '';

/** Multipart and JSON fields alike: text is trimmed; anything else is left for the validators to refuse. */
export const trimmed = ({ value }: { value: unknown }): unknown =>
  typeof value === 'string' ? value.trim() : value;

/** A toggle sent as JSON (true) or as multipart text ('true', 'on', '1'). */
export const flag = ({ value }: { value: unknown }): boolean =>
  value === true || value === 'true' || value === 'on' || value === '1' || value === 1;

/** Empty text becomes null, so optional text columns store null rather than ''. */
export const nullIfBlank = (value: string | null | undefined): string | null =>
  value === undefined || value === null || value.trim() === '' ? null : value.trim();

/** Required text of at most `max` characters, one message per failure (empty, not text, too long). */
export function RequiredText(max: number): PropertyDecorator {
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

/** Optional text of at most `max` characters. */
export function OptionalText(max: number): PropertyDecorator {
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
  return ValidateBy({
    name,
    validator: {
      validate: (value: unknown) => typeof value === 'string' && test(value),
      defaultMessage: (args?: ValidationArguments) =>
        isBlank(args?.value) ? MESSAGES.required : MESSAGES.format,
    },
  });
}

/** One of a fixed list: empty gives "required", anything else outside the list "a valid format". */
export const OneOf = (options: readonly string[]): PropertyDecorator =>
  RequiredTextMatching('oneOf', (value) => options.includes(value));
