import { IsIn, IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { MESSAGES, SingleLine } from '../../../common/validation.js';
import { FormBoolean, Trimmed, TrimmedOrNull, WEB_ADDRESS_PATTERN } from './form-values.js';

/**
 * POST /admins/settings/sponsors/{slot}/update (multipart): name, url, logo_file ('true' when `logo` is a new file)
 * and logo (the new file, or the stored key sent back, which is ignored), _token.
 */
export class SaveSponsorDto {
  @Trimmed()
  @MaxLength(150, { message: 'At most 150 characters' })
  @IsString({ message: MESSAGES.format })
  @IsNotEmpty({ message: MESSAGES.required })
  @SingleLine()
  name: string;

  @TrimmedOrNull()
  @IsOptional()
  @Matches(WEB_ADDRESS_PATTERN, { message: MESSAGES.format })
  @MaxLength(500, { message: 'At most 500 characters' })
  @IsString({ message: MESSAGES.format })
  url: string | null;

  @FormBoolean()
  @IsOptional()
  @IsIn([true, false], { message: MESSAGES.format })
  logo_file?: boolean;
}
