import { Transform } from 'class-transformer';
import { IsBoolean, IsDefined, IsOptional, IsString, MaxLength } from 'class-validator';
import { MESSAGES } from '../../common/validation.js';
import { REVIEW_MESSAGE_MAX } from '@shared/admin/review-rules.js';

/** JSON sends a boolean; a form or query-string body sends text: both are read, anything else is refused. */
function toBoolean({ value }: { value: unknown }): unknown {
  if (value === 'true' || value === '1' || value === 1) return true;
  if (value === 'false' || value === '0' || value === 0) return false;
  return value;
}

/** Text is trimmed and an empty one is none; anything else is left for the checks to refuse. */
function toOptionalText({ value }: { value: unknown }): unknown {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

/**
 * POST /admins/dashboard/recipe/{id}/review: csrf, approved (true/false), section 7; and optionally `message`, the
 * team's words to the contestant for the rejection mail (plain text), which a caller of section 7 never sends.
 */
export class ReviewRecipeDto {
  @Transform(toBoolean)
  @IsBoolean({ message: MESSAGES.required })
  @IsDefined({ message: MESSAGES.required })
  approved: boolean;

  @Transform(toOptionalText)
  @IsOptional()
  @MaxLength(REVIEW_MESSAGE_MAX, { message: `At most ${REVIEW_MESSAGE_MAX} characters` })
  @IsString({ message: MESSAGES.format })
  message: string | null = null;
}
