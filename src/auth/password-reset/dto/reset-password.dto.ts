import {
  IsNotEmpty,
  IsString,
  MaxLength,
  MinLength,
  registerDecorator,
  type ValidationArguments,
  type ValidationOptions,
} from 'class-validator';
import { EmailAddress, MESSAGES } from '../../../common/validation.js';

export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 200;

export const RESET_FIELD_MESSAGES = {
  tooShort: `The password must be at least ${MIN_PASSWORD_LENGTH} characters`,
  tooLong: `The password must be at most ${MAX_PASSWORD_LENGTH} characters`,
  mismatch: 'The passwords do not match',
} as const;

/** The value equals that of another field of the same object (a repeated password). */
function SameAs(field: string, options?: ValidationOptions) {
  return (target: object, propertyName: string) =>
    registerDecorator({
      name: 'sameAs',
      target: target.constructor,
      propertyName,
      constraints: [field],
      options,
      validator: {
        validate: (value: unknown, args: ValidationArguments) =>
          value === (args.object as Record<string, unknown>)[field],
      },
    });
}

/**
 * POST /judges/password/reset (and /admins/password/reset): email, password and its repetition required and
 * matching (section 5); the password at least 8 characters, as on the command line.
 */
export class ResetPasswordDto {
  @EmailAddress()
  email: string;

  // Taken as typed: spaces may be part of a password.
  @MaxLength(MAX_PASSWORD_LENGTH, { message: RESET_FIELD_MESSAGES.tooLong })
  @MinLength(MIN_PASSWORD_LENGTH, { message: RESET_FIELD_MESSAGES.tooShort })
  @IsNotEmpty({ message: MESSAGES.required })
  @IsString({ message: MESSAGES.required })
  password: string;

  @SameAs('password', { message: RESET_FIELD_MESSAGES.mismatch })
  @IsNotEmpty({ message: MESSAGES.required })
  @IsString({ message: MESSAGES.required })
  password_confirmation: string;

  @MaxLength(100, { message: MESSAGES.format })
  @IsNotEmpty({ message: MESSAGES.required })
  @IsString({ message: MESSAGES.required })
  token: string;
}
