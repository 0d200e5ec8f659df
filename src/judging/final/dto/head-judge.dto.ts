import { Transform } from 'class-transformer';
import { IsBoolean, IsInt, Max, Min, ValidateIf } from 'class-validator';
import { MESSAGES } from '../../../common/validation.js';
import { onOrOff } from './live-final.dto.js';

const toInt = ({ value }: { value: unknown }): unknown =>
  typeof value === 'string' && /^[1-9][0-9]{0,9}$/.test(value) ? Number(value) : value;

/** POST /admins/final/head-judge: marks or unmarks one final-round judge as the head judge. */
export class SetHeadJudgeDto {
  @Transform(toInt)
  @IsInt({ message: MESSAGES.required })
  @Min(1, { message: MESSAGES.required })
  @Max(2147483647, { message: MESSAGES.required })
  judge_id: number;

  @Transform(onOrOff)
  @IsBoolean({ message: MESSAGES.required })
  head_judge: boolean;

  /** The head judge as the page showed them (null: none), so another admin's change meanwhile is not overruled (409). */
  @Transform(toInt)
  @ValidateIf((_dto, value) => value !== null)
  @IsInt({ message: MESSAGES.required })
  @Min(1, { message: MESSAGES.required })
  @Max(2147483647, { message: MESSAGES.required })
  loaded_head_judge_id: number | null;
}
