import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  ArrayUnique,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsNumber,
  IsObject,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { MESSAGES, SingleLine } from '../../../common/validation.js';
import {
  KITCHEN_CRITERIA_MAX,
  KITCHEN_CRITERION_NAME_MAX,
  KITCHEN_MAX_MINUTES_LATE,
  KITCHEN_MAX_POINTS,
  TIE_REASON_MAX,
  TIE_RULES,
  type TieRule,
} from '@shared/judging/final-scoring.js';

/** true or false, as JSON or as form text; anything else is refused rather than read as "off". */
const onOrOff = ({ value }: { value: unknown }): unknown =>
  value === 'true' || value === '1' ? true : value === 'false' || value === '0' ? false : value;
const trimmed = ({ value }: { value: unknown }): unknown =>
  typeof value === 'string' ? value.trim() : value;
/** Control characters (a NUL among them) have no place in a name or a reason. */
const NO_CONTROL = /^[^\p{Cc}\u2028\u2029\u202A-\u202E]*$/u;
const MAX_ID = 2_147_483_647;

/** POST /admins/final/scoring/settings: the kitchen score's switch, weight and penalty, and the tie-break rules. */
export class SaveFinalScoringDto {
  @Transform(onOrOff)
  @IsBoolean({ message: MESSAGES.required })
  kitchen_score: boolean;

  /** The switch as the page showed it: a change made meanwhile by another admin is not overruled (409). */
  @Transform(onOrOff)
  @IsBoolean({ message: MESSAGES.required })
  loaded_kitchen_score: boolean;

  @Max(100, { message: 'The kitchen weight is a percentage from 0 to 100' })
  @Min(0, { message: 'The kitchen weight is a percentage from 0 to 100' })
  @IsInt({ message: 'The kitchen weight is a percentage from 0 to 100' })
  kitchen_weight: number;

  @Max(100, { message: 'The penalty is from 0 to 100 points a minute' })
  @Min(0, { message: 'The penalty is from 0 to 100 points a minute' })
  @IsNumber(
    { maxDecimalPlaces: 2, allowNaN: false, allowInfinity: false },
    { message: 'The penalty is from 0 to 100 points a minute' },
  )
  penalty_per_minute: number;

  @IsIn(TIE_RULES, { each: true, message: 'Choose the tie-break rules from the list' })
  @ArrayUnique({ message: 'Each tie-break rule can be chosen once' })
  @ArrayMaxSize(TIE_RULES.length)
  @IsArray({ message: MESSAGES.required })
  tie_break: TieRule[];
}

export class KitchenCriterionDto {
  @IsOptional()
  @Max(MAX_ID)
  @Min(1)
  @IsInt()
  id?: number | null;

  @Transform(trimmed)
  @Matches(NO_CONTROL, { message: MESSAGES.format })
  @SingleLine()
  @MaxLength(KITCHEN_CRITERION_NAME_MAX, {
    message: `A criterion's name can be at most ${KITCHEN_CRITERION_NAME_MAX} characters long`,
  })
  @IsNotEmpty({ message: MESSAGES.required })
  @IsString({ message: MESSAGES.required })
  name: string;
}

/** POST /admins/final/scoring/criteria: the kitchen's criteria, in order (those without an id are new). */
export class SaveKitchenCriteriaDto {
  @ValidateNested({ each: true })
  @Type(() => KitchenCriterionDto)
  @IsObject({ each: true, message: MESSAGES.format })
  @ArrayMaxSize(KITCHEN_CRITERIA_MAX, { message: `At most ${KITCHEN_CRITERIA_MAX} kitchen criteria` })
  @ArrayMinSize(1, { message: 'Keep at least one kitchen criterion' })
  @IsArray({ message: MESSAGES.required })
  criteria: KitchenCriterionDto[];
}

/** POST /admins/final/scoring/kitchen-judges/{judgeId} */
export class SetKitchenJudgeDto {
  @Transform(onOrOff)
  @IsBoolean({ message: MESSAGES.required })
  kitchen_judge: boolean;
}

/** POST /admins/final/scoring/ties: the head judge's order for tied plates (first placed highest), and why. */
export class RecordTieChoiceDto {
  @Max(MAX_ID, { each: true })
  @Min(1, { each: true, message: MESSAGES.format })
  @IsInt({ each: true, message: MESSAGES.format })
  @ArrayUnique({ message: MESSAGES.format })
  @ArrayMaxSize(100)
  @ArrayMinSize(2, { message: 'A tie is between two plates or more' })
  @IsArray({ message: MESSAGES.required })
  recipe_ids: number[];

  @Transform(trimmed)
  @Matches(NO_CONTROL, { message: MESSAGES.format })
  @MaxLength(TIE_REASON_MAX, { message: `The reason can be at most ${TIE_REASON_MAX} characters long` })
  @IsNotEmpty({ message: MESSAGES.required })
  @IsString({ message: MESSAGES.required })
  reason: string;
}

export class KitchenPointsDto {
  @Max(MAX_ID)
  @Min(1)
  @IsInt({ message: MESSAGES.format })
  criterion_id: number;

  @Max(KITCHEN_MAX_POINTS, { message: `From 0 to ${KITCHEN_MAX_POINTS} points` })
  @Min(0, { message: `From 0 to ${KITCHEN_MAX_POINTS} points` })
  @IsInt({ message: `From 0 to ${KITCHEN_MAX_POINTS} points` })
  points: number;
}

/** POST /judges/kitchen/{recipeId}: a kitchen judge's points on every criterion, and the minutes late. */
export class SaveKitchenScoreDto {
  @ValidateNested({ each: true })
  @Type(() => KitchenPointsDto)
  @IsObject({ each: true, message: MESSAGES.format })
  @ArrayMaxSize(KITCHEN_CRITERIA_MAX)
  @ArrayMinSize(1, { message: MESSAGES.required })
  @IsArray({ message: MESSAGES.required })
  scores: KitchenPointsDto[];

  @Max(KITCHEN_MAX_MINUTES_LATE, { message: `From 0 to ${KITCHEN_MAX_MINUTES_LATE} minutes` })
  @Min(0, { message: `From 0 to ${KITCHEN_MAX_MINUTES_LATE} minutes` })
  @IsInt({ message: `From 0 to ${KITCHEN_MAX_MINUTES_LATE} minutes` })
  minutes_late: number;
}
