import { Transform } from 'class-transformer';
import { type ValidationArguments, ValidateBy, type ValidationOptions } from 'class-validator';
import { isProfitabilityValue, isStarValue, UNSET, VOTE_MESSAGES } from '@shared/judging/judging-rules.js';

/** Numbers may arrive as text from a form post ("4.5"); anything else is left for the check to refuse. */
export const toNumber = ({ value }: { value: unknown }) =>
  typeof value === 'string' && value.trim() !== '' && !Number.isNaN(Number(value)) ? Number(value) : value;

/** A criterion nobody chose (absent, empty or the box's -1) is told to choose; a wrong value what is allowed. */
function criterionMessage(invalid: string) {
  return (args: ValidationArguments) =>
    args.value === undefined || args.value === null || args.value === '' || args.value === UNSET
      ? VOTE_MESSAGES.incomplete
      : invalid;
}

export function IsStars(options?: ValidationOptions) {
  return ValidateBy(
    {
      name: 'isStars',
      validator: { validate: isStarValue, defaultMessage: criterionMessage(VOTE_MESSAGES.stars) },
    },
    options,
  );
}

export function IsProfitability(options?: ValidationOptions) {
  return ValidateBy(
    {
      name: 'isProfitability',
      validator: {
        validate: isProfitabilityValue,
        defaultMessage: criterionMessage(VOTE_MESSAGES.profitability),
      },
    },
    options,
  );
}

/** POST /judges/dashboard/recipe/{id}/vote: four star criteria (1 to 5 in half steps) and profitability 0 or 5. */
export class CastVoteDto {
  @Transform(toNumber)
  @IsStars()
  creativity: number;

  @Transform(toNumber)
  @IsStars()
  appearance: number;

  @Transform(toNumber)
  @IsStars()
  ingredients: number;

  @Transform(toNumber)
  @IsProfitability()
  profitability: number;

  @Transform(toNumber)
  @IsStars()
  deployability: number;
}
