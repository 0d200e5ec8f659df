import { Transform } from 'class-transformer';
import { IsBoolean } from 'class-validator';
import { MESSAGES } from '../../../common/validation.js';

/** true or false, as JSON or as form text; anything else is refused rather than read as "off". */
export const onOrOff = ({ value }: { value: unknown }): unknown =>
  value === 'true' || value === '1' ? true : value === 'false' || value === '0' ? false : value;

/** POST /admins/final/live: the live final on or off (the switch changes the final day; no guess at bad input). */
export class SetLiveFinalDto {
  @Transform(onOrOff)
  @IsBoolean({ message: MESSAGES.required })
  live_final: boolean;

  /** The switch as the page showed it: a change made meanwhile by another admin is not overruled (409). */
  @Transform(onOrOff)
  @IsBoolean({ message: MESSAGES.required })
  loaded_live_final: boolean;
}
