import { IsIn, IsOptional, IsString, Matches } from 'class-validator';
import { MESSAGES } from '../../../common/validation.js';
import {
  FormBoolean,
  MaxText,
  RequiredSettingLine,
  TrimmedOrNull,
  WEB_ADDRESS_PATTERN,
} from './form-values.js';
import type { SponsorInput } from '../../../editions/contest-settings-editor.service.js';

/**
 * POST /admins/settings/sponsors/{slot}/update (multipart): name, url, logo_file ('true' when `logo` is a new file)
 * and logo (the new file, or the stored key sent back, which is ignored), _token.
 */
export class SaveSponsorDto implements SponsorInput {
  @RequiredSettingLine(150)
  name: string;

  @TrimmedOrNull()
  @IsOptional()
  @Matches(WEB_ADDRESS_PATTERN, { message: MESSAGES.format })
  @MaxText(500)
  @IsString({ message: MESSAGES.format })
  url: string | null;

  @FormBoolean()
  @IsOptional()
  @IsIn([true, false], { message: MESSAGES.format })
  logo_file?: boolean;
}
