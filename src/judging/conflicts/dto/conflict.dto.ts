import { Transform } from 'class-transformer';
import { IsEmail, IsInt, Max, MaxLength, Min, ValidateIf } from 'class-validator';
import { MESSAGES } from '../../../common/validation.js';
import { INTEGER_KEY_MAX, isBlank, RequiredText, trimmed } from '../../../common/form-fields.js';

/** The reason an admin gives is kept in the audit log; a paragraph at most. */
export const CONFLICT_REASON_MAX = 1000;

/** An id sent as JSON (12) or as form text ('12'); anything else is left for the checks to refuse. */
const toId = ({ value }: { value: unknown }) =>
  typeof value === 'string' && /^\d{1,10}$/.test(value.trim()) ? Number(value.trim()) : value;

function Id(): PropertyDecorator {
  return (target, key) => {
    Transform(toId)(target, key);
    IsInt({ message: MESSAGES.required })(target, key);
    Min(1, { message: MESSAGES.format })(target, key);
    Max(INTEGER_KEY_MAX, { message: MESSAGES.format })(target, key);
  };
}

/**
 * POST /admins/conflicts/declare: a judge and a contestant who must not meet in the judging, and why. The
 * contestant's settings tab sends the contestant's id; the judge's form the contestant's e-mail address (a field of
 * 5,000 contestants is no list to pick from).
 */
export class DeclareConflictDto {
  @Id()
  judge_id: number;

  @ValidateIf((dto: DeclareConflictDto) => isBlank(dto.contestant_email))
  @Id()
  contestant_id?: number;

  // Only when it names the contestant: with neither, the id is the field said to be missing.
  @ValidateIf((dto: DeclareConflictDto) => dto.contestant_id === undefined && !isBlank(dto.contestant_email))
  @Transform(trimmed)
  @MaxLength(254, { message: MESSAGES.email })
  @IsEmail({}, { message: MESSAGES.email })
  contestant_email?: string;

  @RequiredText(CONFLICT_REASON_MAX)
  reason: string;
}

/** POST /admins/conflicts/lift: a declared conflict ends, and why (kept in the audit log). */
export class LiftConflictDto {
  @Id()
  judge_id: number;

  @Id()
  contestant_id: number;

  @RequiredText(CONFLICT_REASON_MAX)
  reason: string;
}
