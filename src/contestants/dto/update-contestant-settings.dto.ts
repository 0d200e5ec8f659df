import { Transform } from 'class-transformer';
import {
  IsBoolean,
  IsDefined,
  IsIn,
  IsNotEmpty,
  IsOptional,
  IsString,
  MaxLength,
  ValidateIf,
} from 'class-validator';
import { MESSAGES } from '../../common/validation.js';
import { CONTESTANT_TYPES, type ContestantType } from '../contestant.entity.js';
import {
  AUTHORIZATION_ANSWERS,
  type AuthorizationAnswer,
  REASON_MAX,
  toAnswer,
  trim,
} from './answer-authorization.dto.js';
import { PROFILE_MESSAGES, tooLongMessage } from '@shared/contestants/profile-messages.js';
import { AUTHORIZATION } from '@shared/statuses.js';

/** A toggle as JSON (true/false) or form text ('true', '1', 'on' / 'false', '0'); anything else fails the check. */
const toggle = ({ value }: { value: unknown }) => {
  if (value === true || value === 'true' || value === '1' || value === 1 || value === 'on') return true;
  if (value === false || value === 'false' || value === '0' || value === 0) return false;
  return value;
};

// Only a company employee has a supervisor to answer for; a partner's (entegra) answer and reason are not checked
// (and the service ignores them), so their settings save without inventing an answer.
const isEmployee = (dto: UpdateContestantSettingsDto) => dto.typeuser === 'sodexo';

/**
 * POST /admins/contestants/settings/{id}/update: the 'Status' toggles and, for employees, the 'Manager
 * authorization' answer, which follows the supervisor's rules (answer required; reason required on Decline).
 * `typeuser` is the stored type, written into the body by ContestantTypeInterceptor (never the caller's).
 */
export class UpdateContestantSettingsDto {
  @IsIn(CONTESTANT_TYPES)
  typeuser: ContestantType;

  @ValidateIf(isEmployee)
  @Transform(toAnswer)
  @IsIn(AUTHORIZATION_ANSWERS, { message: PROFILE_MESSAGES.chooseAnswer })
  @IsDefined({ message: MESSAGES.required })
  answer?: AuthorizationAnswer;

  /** Kept only with an employee's decline. */
  @ValidateIf((dto: UpdateContestantSettingsDto) => isEmployee(dto) && dto.answer === AUTHORIZATION.rejected)
  @Transform(trim)
  @MaxLength(REASON_MAX, { message: tooLongMessage(REASON_MAX) })
  @IsNotEmpty({ message: MESSAGES.required })
  @IsString({ message: MESSAGES.required })
  reason?: string;

  @Transform(toggle)
  @IsBoolean({ message: MESSAGES.required })
  is_active: boolean;

  @Transform(toggle)
  @IsBoolean({ message: MESSAGES.required })
  is_finalist: boolean;

  @Transform(toggle)
  @IsBoolean({ message: MESSAGES.required })
  onboarded: boolean;

  // What the page showed when it was opened (beyond section 7's fields, and optional): a value the admin left as it
  // was is not written back, so what changed meanwhile (a finalist marked on the results page, another admin's
  // answer) stays. Without them every value is written, as section 7 describes.
  @IsOptional()
  @Transform(toggle)
  @IsBoolean()
  loaded_is_active?: boolean;

  @IsOptional()
  @Transform(toggle)
  @IsBoolean()
  loaded_is_finalist?: boolean;

  @IsOptional()
  @Transform(toggle)
  @IsBoolean()
  loaded_onboarded?: boolean;

  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? Number(value) : value))
  @IsIn([AUTHORIZATION.waiting, ...AUTHORIZATION_ANSWERS])
  loaded_answer?: number;

  @IsOptional()
  @Transform(trim)
  @MaxLength(REASON_MAX)
  @IsString()
  loaded_reason?: string;
}
