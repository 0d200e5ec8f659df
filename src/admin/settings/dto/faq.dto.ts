import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayNotEmpty,
  IsArray,
  IsInt,
  IsNotEmpty,
  IsString,
  MaxLength,
} from 'class-validator';
import { MESSAGES, SingleLine } from '../../../common/validation.js';
import { Trimmed } from './form-values.js';

/** POST /admins/settings/faq/create and /admins/settings/faq/update/{id}: the question and its answer (HTML). */
export class SaveFaqItemDto {
  @Trimmed()
  @MaxLength(300, { message: 'At most 300 characters' })
  @IsString({ message: MESSAGES.format })
  @IsNotEmpty({ message: MESSAGES.required })
  @SingleLine()
  question: string;

  /** HTML is kept as written; the landing page sanitises it when it shows it. */
  @Trimmed()
  @MaxLength(10000, { message: 'At most 10000 characters' })
  @IsString({ message: MESSAGES.format })
  @IsNotEmpty({ message: MESSAGES.required })
  answer: string;
}

/** POST /admins/settings/faq/delete (`ids`: the rows to delete) and /faq/reorder (`ids`: every row, in order). */
export class FaqIdsDto {
  @Type(() => Number)
  @IsInt({ each: true, message: MESSAGES.numeric })
  @ArrayMaxSize(500, { message: 'Too many rows' })
  @ArrayNotEmpty({ message: MESSAGES.required })
  @IsArray({ message: MESSAGES.required })
  ids: number[];
}
