import { Transform } from 'class-transformer';
import { IsBoolean, IsDefined } from 'class-validator';
import { MESSAGES } from '../../../common/validation.js';

/** JSON sends a boolean; a form or query-string body sends text: both are read, anything else is refused. */
function toBoolean({ value }: { value: unknown }): unknown {
  if (value === 'true' || value === '1' || value === 1) return true;
  if (value === 'false' || value === '0' || value === 0) return false;
  return value;
}

/** POST /admins/dashboard/recipe/{id}/review: csrf, approved (true/false), section 7. */
export class ReviewRecipeDto {
  @Transform(toBoolean)
  @IsBoolean({ message: MESSAGES.required })
  @IsDefined({ message: MESSAGES.required })
  approved: boolean;
}
