import { Transform } from 'class-transformer';
import { IsInt, Max, Min, ValidateIf } from 'class-validator';
import { MESSAGES } from '../../../common/validation.js';

/** At most this many judges per recipe (the panel of a large first round is about 60). */
export const MAX_JUDGES_PER_RECIPE = 50;

/** Empty or null: off. Digits as text (a form) or a number (JSON): the number; anything else is refused. */
const toCount = ({ value }: { value: unknown }) => {
  if (value === null || value === '') return null;
  if (typeof value === 'string' && /^\d{1,3}$/.test(value.trim())) return Number(value.trim());
  return value;
};

/** POST /admins/settings/assignment: "each recipe is judged by N judges of the round", or off (null). */
export class SaveAssignmentDto {
  @Transform(toCount)
  @ValidateIf((dto: SaveAssignmentDto) => dto.judges_per_recipe !== null)
  @IsInt({ message: MESSAGES.numeric })
  @Min(1, { message: `Choose from 1 to ${MAX_JUDGES_PER_RECIPE} judges` })
  @Max(MAX_JUDGES_PER_RECIPE, { message: `Choose from 1 to ${MAX_JUDGES_PER_RECIPE} judges` })
  judges_per_recipe: number | null = null;
}
