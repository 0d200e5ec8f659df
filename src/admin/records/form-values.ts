import { ValidateBy, type ValidationArguments } from 'class-validator';
import { MESSAGES } from '../../common/validation.js';

/** The admin record forms' own messages (specification sections 5 and 8); the rest come from MESSAGES. */
export const RECORD_MESSAGES = {
  tooLong: (max: number) => `This field must be at most ${max} characters`,
  duplicateEmail: {
    judge: 'A judge with this e-mail address already exists.',
    admin: 'An admin with this e-mail address already exists.',
  },
  duplicateDomain: 'This domain is already in the list.',
  duplicateYear: 'There is already a past edition for this year.',
  selfDisable: 'You cannot disable your own account: another admin has to do it.',
  chefImage: 'The chef image is required',
  chefthumbImage: 'The chef image thumb is required',
  recipeImage: 'The recipe image is required',
  emptyTable: 'The field is required',
} as const;

export const isBlank = (value: unknown) => value === undefined || value === null || value === '';

/** Multipart and JSON fields alike: text is trimmed; anything else is left for the validators to refuse. */
export const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** A toggle sent as JSON (true) or as multipart text ('true', 'on', '1'). */
export const flag = ({ value }: { value: unknown }) =>
  value === true || value === 'true' || value === 'on' || value === '1' || value === 1;

/** Required text of at most `max` characters, one message per failure (empty, not text, too long). */
export function RequiredText(max: number) {
  return ValidateBy({
    name: 'requiredText',
    validator: {
      validate: (value: unknown) => typeof value === 'string' && value !== '' && value.length <= max,
      defaultMessage: (args?: ValidationArguments) =>
        isBlank(args?.value)
          ? MESSAGES.required
          : typeof args?.value !== 'string'
            ? MESSAGES.format
            : RECORD_MESSAGES.tooLong(max),
    },
  });
}

/** Optional text of at most `max` characters. */
export function OptionalText(max: number) {
  return ValidateBy({
    name: 'optionalText',
    validator: {
      validate: (value: unknown) => isBlank(value) || (typeof value === 'string' && value.length <= max),
      defaultMessage: (args?: ValidationArguments) =>
        typeof args?.value !== 'string' ? MESSAGES.format : RECORD_MESSAGES.tooLong(max),
    },
  });
}

/** One of a fixed list: empty gives "required", anything else outside the list "a valid format". */
export function OneOf(options: readonly string[]) {
  return ValidateBy({
    name: 'oneOf',
    validator: {
      validate: (value: unknown) => typeof value === 'string' && options.includes(value),
      defaultMessage: (args?: ValidationArguments) =>
        isBlank(args?.value) ? MESSAGES.required : MESSAGES.format,
    },
  });
}

/** Empty text becomes null, so optional text columns store null rather than ''. */
export const nullIfBlank = (value: string | null | undefined): string | null =>
  value === undefined || value === null || value.trim() === '' ? null : value.trim();
