import { Transform } from 'class-transformer';
import { IsDefined, IsIn, IsNotEmpty, IsString, MaxLength, ValidateIf } from 'class-validator';
import { MESSAGES } from '../../common/validation.js';
import { PROFILE_MESSAGES, tooLongMessage } from '@shared/contestants/profile-messages.js';
import { AUTHORIZATION } from '@shared/statuses.js';

/** 1 = decline, 2 = accept (specification section 3, "Authorization answer"). */
export const AUTHORIZATION_ANSWERS = [AUTHORIZATION.rejected, AUTHORIZATION.approved] as const;
export type AuthorizationAnswer = (typeof AUTHORIZATION_ANSWERS)[number];

export const REASON_MAX = 2000;

// A form may send the answer as "1" or "2"; an empty one counts as missing; anything else fails the check.
export const toAnswer = ({ value }: { value: unknown }) => {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (text === '') return undefined;
  return /^[12]$/.test(text) ? Number(text) : value;
};
export const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

// Checks run from the decorator nearest the property upwards; the first failure is reported (stopAtFirstError).

/** POST /user/{id}/authorization: the supervisor's answer; the reason is required when declining. */
export class AnswerAuthorizationDto {
  @Transform(toAnswer)
  @IsIn(AUTHORIZATION_ANSWERS, { message: PROFILE_MESSAGES.chooseAnswer })
  @IsDefined({ message: MESSAGES.required })
  answer: AuthorizationAnswer;

  /** Kept only with a decline. */
  @ValidateIf((dto: AnswerAuthorizationDto) => dto.answer === AUTHORIZATION.rejected)
  @Transform(trim)
  @MaxLength(REASON_MAX, { message: tooLongMessage(REASON_MAX) })
  @IsNotEmpty({ message: MESSAGES.required })
  @IsString({ message: MESSAGES.required })
  reason?: string;
}
