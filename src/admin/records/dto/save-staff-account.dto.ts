import { Transform } from 'class-transformer';
import { IsEmail, IsInt, Max, Min, ValidateBy } from 'class-validator';
import { LOGIN_TYPES, type LoginType, STAGES, type Stage } from '../../../auth/staff-account.entity.js';
import { MESSAGES } from '../../../common/validation.js';
import {
  isBlank,
  OneOf,
  OptionalLine,
  OptionalText,
  RequiredLine,
  Toggle,
} from '../../../common/form-fields.js';

export const STAFF_LIMITS = { name: 100, email: 254, title: 150, biography: 5000, position: 999 } as const;

const lowerCased = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim().toLowerCase() : value;

/** Required and a valid address: empty gives "required", anything else "a valid email". */
function RequiredEmail() {
  return ValidateBy({
    name: 'requiredEmail',
    validator: {
      validate: (value: unknown) => typeof value === 'string' && value !== '',
      defaultMessage: () => MESSAGES.required,
    },
  });
}

/**
 * POST /admins/admins/create and /admins/admins/update/{id} (specification section 7): csrf, name, lastname,
 * email, stage, typelogin, is_active. Judges send the same fields (see SaveJudgeDto).
 */
export class SaveStaffAccountDto {
  @RequiredLine(STAFF_LIMITS.name)
  name: string = '';

  @RequiredLine(STAFF_LIMITS.name)
  lastname: string = '';

  // Checked bottom-up: required first, then the address's shape.
  @Transform(lowerCased)
  @IsEmail({}, { message: MESSAGES.email })
  @RequiredEmail()
  email: string = '';

  // No defaults: section 5 requires both, so a call without them is refused rather than filled in.
  @OneOf(STAGES)
  stage: Stage;

  @OneOf(LOGIN_TYPES)
  typelogin: LoginType;

  /** New records are disabled unless the toggle says otherwise (specification section 4). */
  @Toggle()
  is_active: boolean = false;
}

/**
 * POST /admins/judges/create and /admins/judges/update/{id}: the fields of section 7, plus the judge's public side
 * on the landing page (title, biography, shown on the site, position; the portrait is the multipart file
 * `portrait` when `portrait_file` is 'true'). Sent as multipart because of the portrait.
 */
export class SaveJudgeDto extends SaveStaffAccountDto {
  @OptionalLine(STAFF_LIMITS.title)
  title: string = '';

  @OptionalText(STAFF_LIMITS.biography)
  biography: string = '';

  @Toggle()
  show_on_site: boolean = false;

  @Transform(({ value }: { value: unknown }) => (isBlank(value) ? 0 : Number(value)))
  @IsInt({ message: MESSAGES.numeric })
  @Min(0, { message: MESSAGES.format })
  @Max(STAFF_LIMITS.position, { message: MESSAGES.format })
  position: number = 0;

  /** 'true' when a new portrait is in `portrait`. */
  @Toggle()
  portrait_file: boolean = false;
}
