import { Transform } from 'class-transformer';
import { IsBoolean, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { EmailAddress, MESSAGES } from '../../common/validation.js';

const checkbox = ({ value }: { value: unknown }) =>
  value === true || value === 'true' || value === 'on' || value === '1' || value === 1;

/** POST /judges/login and /admins/login. */
export class SignInWithPasswordDto {
  @EmailAddress()
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
