import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsDateString,
  IsIn,
  IsInt,
  IsString,
  Matches,
  MaxLength,
  Min,
  MinLength,
} from 'class-validator';
import { EmailAddress, MESSAGES } from '../../../common/validation.js';
import { VOID_REASON_MAX_LENGTH, VOTER_KINDS, type VoterKind } from '@shared/judging/peoples-choice.js';

const toBoolean = ({ value }: { value: unknown }) =>
  value === 'true' ? true : value === 'false' ? false : value;

/** POST /peoples-choice/vote: csrf, recipe_id (a finalist's recipe). */
export class CastPeoplesChoiceVoteDto {
  @IsInt({ message: 'Choose a dish to vote for.' })
  @Min(1, { message: 'Choose a dish to vote for.' })
  recipe_id: number;
}

/** POST /peoples-choice/sign-in: csrf, email (an address at a listed domain gets a voting link). */
export class RequestVotingLinkDto {
  @EmailAddress()
  email: string;
}

/** POST /admins/peoples-choice/settings: csrf, enabled, voters, email_domains. */
export class SavePeoplesChoiceSettingsDto {
  @Transform(toBoolean)
  @IsBoolean({ message: MESSAGES.required })
  enabled: boolean;

  @IsIn(VOTER_KINDS as unknown as string[], { message: 'Choose who may vote.' })
  voters: VoterKind;

  @IsArray({ message: 'List the domains, one a line.' })
  @ArrayMaxSize(50, { message: 'List at most 50 domains.' })
  @IsString({ each: true, message: 'List the domains, one a line.' })
  @Matches(/^@?[a-z0-9.-]+\.[a-z]{2,}$/i, { each: true, message: 'Write each domain like example.com.' })
  email_domains: string[];
}

/** POST /admins/peoples-choice/open: csrf, closes_at (ISO 8601 date and time). */
export class OpenPeoplesChoiceDto {
  @IsDateString({ strict: true }, { message: 'Choose when the vote closes.' })
  closes_at: string;
}

/** POST /admins/peoples-choice/void: csrf, email (the voter's address), reason. */
export class VoidPeoplesChoiceVoteDto {
  @EmailAddress()
  email: string;

  @IsString({ message: 'Give the reason for voiding this vote.' })
  @MinLength(3, { message: 'Give the reason for voiding this vote.' })
  @MaxLength(VOID_REASON_MAX_LENGTH, {
    message: `Keep the reason under ${VOID_REASON_MAX_LENGTH} characters.`,
  })
  reason: string;
}

/** POST /admins/peoples-choice/close and /publish: csrf only. */
export class ConfirmPeoplesChoiceDto {}
