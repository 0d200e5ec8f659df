import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, MaxLength } from 'class-validator';
import { MESSAGES } from '../../../common/validation.js';

const trimLower = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim().toLowerCase() : value;

/** POST /judges/password/email (and /admins/password/email): "email required and valid" (section 5). */
export class RequestPasswordLinkDto {
  @Transform(trimLower)
  // Checked bottom-up, stopping at the first failure: an empty field is told it is required.
  @MaxLength(254, { message: MESSAGES.email })
  @IsEmail({}, { message: MESSAGES.email })
  @IsNotEmpty({ message: MESSAGES.required })
  email: string;
}
