import { Transform } from 'class-transformer';
import { IsBoolean, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { EmailAddress, MESSAGES } from '../../common/validation.js';

const checkbox = ({ value }: { value: unknown }) =>
  value === true || value === 'true' || value === 'on' || value === '1' || value === 1;

/** POST /judges/login and /admins/login. */
export class SignInWithPasswordDto {
  @EmailAddress()
  email: string;

  // The check nearest the property is reported first: a missing password is "required", not "too long".
  @MaxLength(200, { message: 'The password is too long' })
  @IsNotEmpty({ message: MESSAGES.required })
  @IsString({ message: MESSAGES.required })
  password: string;

  @IsOptional()
  @Transform(checkbox)
  @IsBoolean()
  remember_me?: boolean;
}
