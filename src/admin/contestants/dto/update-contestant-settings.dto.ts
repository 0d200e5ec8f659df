import { Transform } from 'class-transformer';
import { IsBoolean } from 'class-validator';
import { MESSAGES } from '../../../common/validation.js';
import { AnswerAuthorizationDto } from '../../../contestants/dto/answer-authorization.dto.js';

/** A toggle as JSON (true/false) or form text ('true', '1', 'on' / 'false', '0'); anything else fails the check. */
const toggle = ({ value }: { value: unknown }) => {
  if (value === true || value === 'true' || value === '1' || value === 1 || value === 'on') return true;
  if (value === false || value === 'false' || value === '0' || value === 0) return false;
  return value;
};

/**
 * POST /admins/contestants/settings/{id}/update: the 'Status' toggles and the 'Manager authorization' answer. The
 * answer and its reason follow the supervisor's rules (answer required; reason required on Decline).
 */
export class UpdateContestantSettingsDto extends AnswerAuthorizationDto {
  @Transform(toggle)
  @IsBoolean({ message: MESSAGES.required })
  is_active: boolean;

  @Transform(toggle)
  @IsBoolean({ message: MESSAGES.required })
  is_finalist: boolean;

  @Transform(toggle)
  @IsBoolean({ message: MESSAGES.required })
  onboarded: boolean;
}
