import { Transform } from 'class-transformer';
import { IsBoolean, IsEmail, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { MESSAGES } from '../../common/validation.js';

const trimLower = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim().toLowerCase() : value;
const checkbox = ({ value }: { value: unknown }) =>
  value === true || value === 'true' || value === 'on' || value === '1' || value === 1;

/** POST /judges/login and /admins/login. */
export class SignInWithPasswordDto {
  @Transform(trimLower)
  // Checked bottom-up, stopping at the first failure: an empty field is told it is required.
  @MaxLength(254, { message: MESSAGES.email })
  @IsEmail({}, { message: MESSAGES.email })
  @IsNotEmpty({ message: MESSAGES.required })
  email: string;

  @IsString({ message: MESSAGES.required })
  @IsNotEmpty({ message: MESSAGES.required })
  @MaxLength(200, { message: 'The password is too long' })
  password: string;

  @IsOptional()
  @Transform(checkbox)
  @IsBoolean()
  remember_me?: boolean;
}
