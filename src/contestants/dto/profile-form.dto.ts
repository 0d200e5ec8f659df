import { Transform } from 'class-transformer';
import {
  IsBoolean,
  IsEmail,
  IsIn,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  ValidateIf,
} from 'class-validator';
import { MESSAGES, SingleLine } from '../../common/validation.js';
import { CONTESTANT_TYPES, type ContestantType } from '../contestant.entity.js';
import { PHONE_PATTERN } from '../phone.js';
import { PROFILE_MESSAGES, tooLongMessage } from '../profile-messages.js';
import { COUNTRY_CODES, type CountryCode } from '../regions.js';
import { IsNotSameEmailAs, IsPostalCodeOfCountry, IsRegionOfCountry } from './profile-validators.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const trimLower = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim().toLowerCase() : value;
const trimUpper = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim().toUpperCase() : value;
const checkbox = ({ value }: { value: unknown }) =>
  value === true || value === 'true' || value === 'on' || value === '1' || value === 1;

// class-validator runs a property's checks from the decorator nearest the property upwards and, with the app's
// stopAtFirstError, reports the first that fails: so the "required" checks sit at the bottom of each list.
const required = { message: MESSAGES.required };
const tooLong = (max: number) => ({ message: tooLongMessage(max) });
const isEntegra = (form: ProfileFieldsDto) => form.typeuser === 'entegra';
const isSodexo = (form: ProfileFieldsDto) => form.typeuser === 'sodexo';

/**
 * The fields the registration and the profile share (specification sections 5 and 7). `email` and `typeuser` must
 * be the account's own: for contestants OwnAccountFieldsInterceptor writes them before validation; the admin area
 * supplies them itself. Rules that need the app's configuration (the supervisor's company domain) are checked by
 * ProfileService.
 */
export class ProfileFieldsDto {
  @Transform(trim)
  @MaxLength(100, tooLong(100))
  @IsNotEmpty(required)
  @IsString(required)
  @SingleLine()
  name: string;

  @Transform(trim)
  @MaxLength(100, tooLong(100))
  @IsNotEmpty(required)
  @IsString(required)
  @SingleLine()
  lastname: string;

  @Transform(trimLower)
  @MaxLength(254, { message: MESSAGES.email })
  @IsEmail({}, { message: MESSAGES.email })
  @IsNotEmpty(required)
  @IsString(required)
  email: string;

  /** Stored as typed: (###) ###-####. */
  @Transform(trim)
  @Matches(PHONE_PATTERN, { message: MESSAGES.format })
  @IsNotEmpty(required)
  @IsString(required)
  phone: string;

  @IsIn(CONTESTANT_TYPES, required)
  typeuser: ContestantType;

  @Transform(trimUpper)
  @IsIn(COUNTRY_CODES, { message: PROFILE_MESSAGES.chooseCountry })
  @IsNotEmpty(required)
  @IsString(required)
  country: CountryCode;

  @Transform(trim)
  @MaxLength(200, tooLong(200))
  @IsNotEmpty(required)
  @IsString(required)
  @SingleLine()
  address: string;

  @Transform(trim)
  @MaxLength(100, tooLong(100))
  @IsNotEmpty(required)
  @IsString(required)
  @SingleLine()
  city: string;

  @Transform(trimUpper)
  @IsRegionOfCountry('country', { message: PROFILE_MESSAGES.chooseRegion })
  @IsNotEmpty(required)
  @IsString(required)
  state: string;

  @Transform(trim)
  @IsPostalCodeOfCountry('country', { message: MESSAGES.format })
  @IsNotEmpty(required)
  @IsString(required)
  zip: string;

  /** Outside business users only; ignored for company employees. */
  @ValidateIf(isEntegra)
  @Transform(trim)
  @MaxLength(200, tooLong(200))
  @IsNotEmpty(required)
  @IsString(required)
  @SingleLine()
  business_name?: string;
}

/** The supervisor fields of company employees, for the registration and the admin area's profile form. */
export class SaveProfileDto extends ProfileFieldsDto {
  @ValidateIf(isSodexo)
  @Transform(trim)
  @MaxLength(200, tooLong(200))
  @IsNotEmpty(required)
  @IsString(required)
  @SingleLine()
  manager_name?: string;

  @ValidateIf(isSodexo)
  @Transform(trimLower)
  @IsNotSameEmailAs('email', { message: PROFILE_MESSAGES.supervisorIsSelf })
  @MaxLength(254, { message: MESSAGES.email })
  @IsEmail({}, { message: MESSAGES.email })
  @IsNotEmpty(required)
  @IsString(required)
  manager_email?: string;
}

/** POST /user/register. */
export class RegisterContestantDto extends SaveProfileDto {
  /**
   * The authorization checkbox of company employees. The page requires it; section 7 sends no such field, so the
   * server accepts it when present and does not require it.
   */
  @IsOptional()
  @Transform(checkbox)
  @IsBoolean()
  authorization?: boolean;
}

/** POST /user/profile/update: the supervisor fields are read-only for contestants, so they are not taken. */
export class UpdateOwnProfileDto extends ProfileFieldsDto {}
