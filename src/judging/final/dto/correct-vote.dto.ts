import { Transform } from 'class-transformer';
import { ValidateBy } from 'class-validator';
import { trimmed } from '../../../common/form-fields.js';
import { CORRECTION_MESSAGES, CORRECTION_REASON } from '@shared/judging/vote-corrections.js';
import { CastVoteDto, IsProfitability, IsStars, toNumber } from '../../dto/cast-vote.dto.js';

/**
 * POST /admins/final/scores/{vote}/correct and /judges/final/scores/{vote}/correct: the vote's five criteria as they
 * should be (the vote call's own fields), the five as the page showed them (`loaded_…`: a vote changed meanwhile is not overwritten, 409), and
 * the reason, kept beside the original in the log and the export.
 */
export class CorrectVoteDto extends CastVoteDto {
  @Transform(toNumber)
  @IsStars()
  loaded_creativity: number;

  @Transform(toNumber)
  @IsStars()
  loaded_appearance: number;

  @Transform(toNumber)
  @IsStars()
  loaded_ingredients: number;

  @Transform(toNumber)
  @IsProfitability()
  loaded_profitability: number;

  @Transform(toNumber)
  @IsStars()
  loaded_deployability: number;

  @Transform(trimmed)
  @ValidateBy({
    name: 'correctionReason',
    validator: {
      validate: (value: unknown) =>
        typeof value === 'string' &&
        value.length >= CORRECTION_REASON.min &&
        value.length <= CORRECTION_REASON.max,
      defaultMessage: () => CORRECTION_MESSAGES.reasonLength,
    },
  })
  reason: string;
}

/** The DTO as the service takes it. */
export function correctionInput(dto: CorrectVoteDto) {
  return {
    scores: {
      creativity: dto.creativity,
      appearance: dto.appearance,
      ingredients: dto.ingredients,
      profitability: dto.profitability,
      deployability: dto.deployability,
    },
    loaded: {
      creativity: dto.loaded_creativity,
      appearance: dto.loaded_appearance,
      ingredients: dto.loaded_ingredients,
      profitability: dto.loaded_profitability,
      deployability: dto.loaded_deployability,
    },
    reason: dto.reason,
  };
}
