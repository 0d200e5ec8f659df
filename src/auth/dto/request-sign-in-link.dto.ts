import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, MaxLength } from 'class-validator';
import { MESSAGES } from '../../common/validation.js';

/** POST /user/validDomain: the contestant sign-in form. */
export class RequestSignInLinkDto {
  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' ? value.trim().toLowerCase() : value,
  )
  // Checked bottom-up, stopping at the first failure: an empty field is told it is required.
  @MaxLength(254, { message: MESSAGES.email })
  @IsEmail({}, { message: MESSAGES.email })
  @IsNotEmpty({ message: MESSAGES.required })
  email: string;
}
