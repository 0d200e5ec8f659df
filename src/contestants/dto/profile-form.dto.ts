import { applyDecorators } from '@nestjs/common';
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
import { flag, trimmed } from '../../common/form-fields.js';
import { MESSAGES, SingleLine } from '../../common/validation.js';
import { CONTESTANT_TYPES, type ContestantType } from '../contestant.entity.js';
import { PHONE_PATTERN } from '@shared/contestants/phone.js';
import { PROFILE_MESSAGES, tooLongMessage } from '@shared/contestants/profile-messages.js';
import { COUNTRY_CODES, type CountryCode } from '@shared/contestants/regions.js';
import { IsNotSameEmailAs, IsPostalCodeOfCountry, IsRegionOfCountry } from './profile-validators.js';

const trimLower = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim().toLowerCase() : value;
const trimUpper = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim().toUpperCase() : value;

// class-validator runs a property's checks from the decorator nearest the property upwards and, with the app's
// stopAtFirstError, reports the first that fails: so the "required" checks sit at the bottom of each list.
const required = { message: MESSAGES.required };
const tooLong = (max: number) => ({ message: tooLongMessage(max) });
const isEntegra = (form: ProfileFieldsDto) => form.typeuser === 'entegra';
const isSodexo = (form: ProfileFieldsDto) => form.typeuser === 'sodexo';

/** A required line (a name, an address), trimmed: empty or not text gives "required", a line break "a valid format". */
const RequiredProfileLine = (max: number): PropertyDecorator =>
  applyDecorators(
    SingleLine(),
    IsString(required),
    IsNotEmpty(required),
    MaxLength(max, tooLong(max)),
    Transform(trimmed),
  );

/**
 * The fields the registration and the profile share (specification sections 5 and 7). `email` and `typeuser` must
 * be the account's own: for contestants OwnAccountFieldsInterceptor writes them before validation; the admin area
 * supplies them itself. Rules that need the app's configuration (the supervisor's company domain) are checked by
 * ProfileService.
 */
export class ProfileFieldsDto {
  @RequiredProfileLine(100)
  name: string;

  @RequiredProfileLine(100)
  lastname: string;

  @Transform(trimLower)
  @MaxLength(254, { message: MESSAGES.email })
  @IsEmail({}, { message: MESSAGES.email })
  @IsNotEmpty(required)
  @IsString(required)
  email: string;

  /** Stored as typed: (###) ###-####. */
  @Transform(trimmed)
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

  @RequiredProfileLine(200)
  address: string;

  @RequiredProfileLine(100)
  city: string;

  @Transform(trimUpper)
  @IsRegionOfCountry('country', { message: PROFILE_MESSAGES.chooseRegion })
  @IsNotEmpty(required)
  @IsString(required)
  state: string;

  @Transform(trimmed)
  @IsPostalCodeOfCountry('country', { message: MESSAGES.format })
  @IsNotEmpty(required)
  @IsString(required)
  zip: string;

  /** Outside business users only; ignored for company employees. */
  @ValidateIf(isEntegra)
  @RequiredProfileLine(200)
  business_name?: string;
}

/** The supervisor fields of company employees, for the registration and the admin area's profile form. */
export class SaveProfileDto extends ProfileFieldsDto {
  @ValidateIf(isSodexo)
  @RequiredProfileLine(200)
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
  @Transform(flag)
  @IsBoolean()
  authorization?: boolean;
}

/** POST /user/profile/update: the supervisor fields are read-only for contestants, so they are not taken. */
export class UpdateOwnProfileDto extends ProfileFieldsDto {}
