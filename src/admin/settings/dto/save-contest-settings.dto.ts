import { Transform } from 'class-transformer';
import {
  IsBoolean,
  IsInt,
  IsISO8601,
  IsEmail,
  IsIn,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateBy,
  ValidateIf,
} from 'class-validator';
import { MESSAGES, SingleLine } from '../../../common/validation.js';
import { CONTEST_PHASES, type ContestPhaseValue } from '../../../editions/contest-settings.entity.js';
import {
  FormBoolean,
  LINK_PATTERN,
  MaxText,
  Trimmed,
  TrimmedOrNull,
  TrimmedOrNullIfSent,
} from './form-values.js';
import { DECLARATION_POLICIES, type DeclarationPolicy } from '@shared/recipes/allergens.js';
import type { ContestSettingsInput } from '../../../editions/contest-settings-editor.service.js';
import {
  dollars,
  GUIDANCE_PRICE_CENTS,
  MENU_PRICE_CEILING_CENTS,
  parseMenuPrice,
} from '@shared/recipes/food-cost.js';

const MAX_MENU_PRICE_MESSAGE = `The maximum menu price must be between ${dollars(GUIDANCE_PRICE_CENTS)} and ${dollars(MENU_PRICE_CEILING_CENTS)}`;

/** A UTC time as the form sends it: '2025-06-01T18:30' (seconds and a trailing Z allowed). */
export const UTC_TIME_PATTERN = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?Z?$/;

/**
 * The pattern, and a time that exists: `new Date` would turn month 13 into an Invalid Date and 30 February into
 * 2 March, so every part must come back unchanged from Date.UTC.
 */
export function isUtcTime(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const match = UTC_TIME_PATTERN.exec(value);
  if (!match) return false;
  const [year, month, day, hour, minute, second = 0] = match.slice(1).map((part) => Number(part ?? 0));
  const time = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  return (
    time.getUTCFullYear() === year &&
    time.getUTCMonth() === month - 1 &&
    time.getUTCDate() === day &&
    time.getUTCHours() === hour &&
    time.getUTCMinutes() === minute &&
    time.getUTCSeconds() === second
  );
}

const IsUtcTime = () =>
  ValidateBy({
    name: 'isUtcTime',
    validator: { validate: isUtcTime, defaultMessage: () => MESSAGES.format },
  });

/**
 * The four deadline fields: optional; '' clears a date; not sent leaves it as stored. A wall-clock time in the
 * contest's time zone ('2025-06-01T23:59'): the service reads it, since whether it exists (not a 30 February, not in
 * the hour the clocks skip) depends on the zone, and reports every date problem and the order at once.
 */
const Deadline = (): PropertyDecorator => (target, key) => {
  TrimmedOrNullIfSent()(target, key);
  IsOptional()(target, key);
  MaxLength(40, { message: MESSAGES.format })(target, key);
  IsString({ message: MESSAGES.format })(target, key);
};

const flag = () => IsBoolean({ message: 'Choose on or off' });

/** The review mail delay's bounds, in minutes. */
export const REVIEW_MAIL_DELAY = { min: 0, max: 120 } as const;
const delayRange = `Choose from ${REVIEW_MAIL_DELAY.min} to ${REVIEW_MAIL_DELAY.max} minutes`;

/** Digits as text (a form) or a number (JSON): the number; anything else is left for the checks to refuse. */
const toMinutes = ({ value }: { value: unknown }) => {
  if (typeof value === 'string' && /^\s*\d{1,4}\s*$/.test(value)) return Number(value.trim());
  if (typeof value === 'string' && value.trim() === '') return '';
  return value;
};

/**
 * POST /admins/settings/contest: everything of the contest settings row in one call. The call-to-action needs its
 * address and text only while it is enabled; the calendar event needs a start once it has a title (no title: no
 * `.ics` link at all). Checks run bottom-up and stop at the first failure: an empty field is told it is required.
 */
export class SaveContestSettingsDto implements ContestSettingsInput {
  @IsIn(CONTEST_PHASES as unknown as string[], { message: 'Choose coming soon, open or closed' })
  phase: ContestPhaseValue;

  @FormBoolean()
  @flag()
  cta_enabled: boolean;

  @TrimmedOrNull()
  @ValidateIf((dto: SaveContestSettingsDto) => dto.cta_enabled === true || dto.cta_url != null)
  @Matches(LINK_PATTERN, { message: MESSAGES.format })
  @MaxText(500)
  @IsString({ message: MESSAGES.format })
  @IsNotEmpty({ message: MESSAGES.required })
  cta_url: string | null;

  @TrimmedOrNull()
  @ValidateIf((dto: SaveContestSettingsDto) => dto.cta_enabled === true || dto.cta_text != null)
  @MaxText(100)
  @IsString({ message: MESSAGES.format })
  @IsNotEmpty({ message: MESSAGES.required })
  @SingleLine()
  cta_text: string | null;

  @TrimmedOrNull()
  @IsOptional()
  @MaxText(200)
  @IsString({ message: MESSAGES.format })
  @SingleLine()
  calendar_title: string | null;

  @TrimmedOrNull()
  @IsOptional()
  @MaxText(5000)
  @IsString({ message: MESSAGES.format })
  calendar_description: string | null;

  @TrimmedOrNull()
  @IsOptional()
  @MaxText(200)
  @IsString({ message: MESSAGES.format })
  @SingleLine()
  calendar_location: string | null;

  @TrimmedOrNull()
  @ValidateIf((dto: SaveContestSettingsDto) => dto.calendar_title != null || dto.calendar_starts_at != null)
  @IsUtcTime()
  @IsString({ message: MESSAGES.format })
  @IsNotEmpty({ message: MESSAGES.required })
  calendar_starts_at: string | null;

  @TrimmedOrNull()
  @IsOptional()
  @IsUtcTime()
  @IsString({ message: MESSAGES.format })
  calendar_ends_at: string | null;

  @Trimmed()
  @MaxText(254)
  @IsEmail({}, { message: MESSAGES.email })
  @IsNotEmpty({ message: MESSAGES.required })
  help_email: string;

  @FormBoolean()
  @flag()
  first_round_open: boolean;

  @FormBoolean()
  @flag()
  second_round_open: boolean;

  @FormBoolean()
  @flag()
  blind_judging: boolean;

  /*
   * Deadlines. Every field is optional so that a caller of the older form keeps working: a field
   * not sent leaves the stored value as it is.
   */

  /** One of CONTEST_TIME_ZONES: checked by the service with the dates, so every problem is named at once. */
  @IsOptional()
  @IsString({ message: MESSAGES.format })
  time_zone?: string;

  @Deadline()
  submissions_open_at?: string | null;

  @Deadline()
  submissions_close_at?: string | null;

  @Deadline()
  first_round_closes_at?: string | null;

  @Deadline()
  final_round_closes_at?: string | null;

  @IsOptional()
  @FormBoolean()
  @flag()
  remind_contestants?: boolean;

  @IsOptional()
  @FormBoolean()
  @flag()
  remind_judges?: boolean;

  /** Not sent: left as it is (callers of the older form). */
  @Transform(toMinutes)
  @IsOptional()
  @Max(REVIEW_MAIL_DELAY.max, { message: delayRange })
  @Min(REVIEW_MAIL_DELAY.min, { message: delayRange })
  @IsInt({ message: MESSAGES.numeric })
  @IsNotEmpty({ message: MESSAGES.required })
  review_mail_delay_minutes?: number;

  /** Allergens at submission: 'asked' or 'required'. Not sent: left as it is (callers of the older form). */
  @IsOptional()
  @IsIn(DECLARATION_POLICIES, { message: MESSAGES.format })
  submission_declarations?: DeclarationPolicy;

  /** The highest suggested menu price, in dollars ("12.50"), from $10 to $100. Not sent: left as it is. */
  @IsOptional()
  @ValidateBy(
    {
      name: 'maxMenuPrice',
      validator: {
        validate: (value: unknown) => {
          const cents = typeof value === 'string' ? parseMenuPrice(value) : undefined;
          return (
            typeof cents === 'number' && cents >= GUIDANCE_PRICE_CENTS && cents <= MENU_PRICE_CEILING_CENTS
          );
        },
      },
    },
    { message: MAX_MENU_PRICE_MESSAGE },
  )
  max_menu_price?: string;

  /**
   * When the page showing this form was built (ISO time, from the page's props). A date that came after it changed
   * the phase or a round by itself, which this form does not show: the save is refused (409) rather than undo it.
   */
  @IsOptional()
  @IsISO8601({ strict: true }, { message: MESSAGES.format })
  @IsString({ message: MESSAGES.format })
  loaded_at?: string;
}
